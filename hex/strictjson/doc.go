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
//   - nothing but spaces may follow the document.
//
// The module's packages decode every form through [Decode], so the
// convention is written once. A type with its own UnmarshalJSON (or a text
// type, held in a string) is left to its own method, which in this module
// calls Decode in turn on a copy of its type without methods; Decode checks
// only that such a value names no key twice.
//
// The package sits under hex, the bottom of the module's import graph, so
// that every other package (hex itself included) may import it; it imports
// only the standard library.
package strictjson
