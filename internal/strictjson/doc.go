// Package strictjson decodes JSON under the one convention every JSON form
// of the akropolis module follows:
//
//   - names are matched exactly, case included (encoding/json alone matches
//     them in any case);
//   - a name given twice in one object is an error (encoding/json alone
//     keeps the last, so a second "moves": [] would empty a record);
//   - a name the type does not define is an error;
//   - a UTF-8 byte order mark before the document is skipped;
//   - an array longer than the fixed-size Go array it fills is an error
//     (encoding/json alone drops the extra elements);
//   - null is an error wherever it stands, as a repeated name is
//     (encoding/json alone reads it as "leave the value as it was", so
//     "moves": null would read as no moves);
//   - every value is of the kind its field takes (an object, an array, a
//     string, true or false, an integer within the field's range);
//   - a document is at most [MaxBytes] long (1 MiB), or the bound
//     its form states ([DecodeBounded]), refused unread beyond it;
//   - arrays and objects nest at most [MaxDepth] deep, so hostile nesting
//     is refused after a few bytes, not after a deep recursion; a field
//     tagged strictjson:"max=N" holds at most N elements, so a list longer
//     than a form allows is refused before it is decoded ([ErrTooLarge]),
//     as is an array at the top of a document longer than its form's bound;
//   - an empty document is an error, and nothing but spaces may follow the
//     document.
//
// An error names the place of the value at fault (moves[3],
// options.players), what was found there and the form wanted ("moves[3]:
// found null, want a string"), never a Go type.
//
// The module's packages decode every form through [Decode] (or [DecodeBounded]), so the
// convention is written once. A type with its own UnmarshalJSON (or a text
// type, held in a string) is left to its own method, which in this module
// calls Decode in turn on a copy of its type without methods; Decode checks
// only that such a value names no key twice.
//
// The package sits under hex, the bottom of the module's import graph, so
// that every other package (hex itself included) may import it; it imports
// only the standard library.
package strictjson
