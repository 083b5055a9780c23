// Package variants holds the five bonus rules of Akropolis as data, and the
// two scoring readings that the rules text leaves open, as options.
//
// # Variants
//
// There is one bonus rule, a variant, per district type; a [Set] holds any
// combination of them (none, one, several or all) as a small comparable
// value, naming each by its district type's kind: variants.Of(tile.House,
// tile.Temple) is the houses and temples variants. Each variant doubles the value of the qualifying districts of its type that meet its
// condition (the base conditions of package score still apply first):
//
//   - houses: the scoring group's value is doubled if it is 10 or more.
//   - markets: a qualifying Market next to a visible Market plaza counts
//     double.
//   - barracks: a qualifying Barracks with 3 or more empty neighbouring
//     cells counts double (4 is the most possible), "empty" as ruled for
//     Barracks.
//   - temples: a qualifying Temple at level 2 or higher counts double.
//   - gardens: a Garden next to a lake counts double.
//
// # Readings
//
// [Options] holds the variants in force and the two readings; its zero value
// is the base game with the default readings:
//
//   - Barracks, "empty": by default any empty cell, a hole enclosed by the
//     city included; with BarracksOutsideOnly only empty cells connected to
//     the outside of the city count, so a Barracks whose only empty
//     neighbours are inner holes does not qualify.
//   - Lake: by default an empty cell whose six neighbouring cells are all
//     occupied; with LakeAnyRegion any empty region enclosed by the city,
//     of any size.
//
// The package is data only and imports no city: package score applies the
// variants and readings to a city, and its pad's notes say what each
// reading made of a Barracks' empty neighbours or a Garden's lake.
//
// # Text
//
// Names are lower-case plurals: houses, markets, barracks, temples, gardens.
// A set prints as "none" or as its names joined with "+" in that fixed order
// ("houses+temples"); [Set.UnmarshalText] reads it back in any order and also accepts
// "all". Options print as space-separated words: the set, then
// "barracks-outside-only" and "lake-any-region" when on ("none" when
// nothing is); [ParseOptions] reads them back.
//
//	o, err := variants.ParseOptions("houses+temples lake-any-region")
//	fmt.Println(o.Variants.Has(tile.Temple), err) // true <nil>
//
// Set implements encoding.TextMarshaler, so JSON holds it as
// a string: {"variants":"houses+temples","lakeAnyRegion":true}. Options
// decode strictly: names matched exactly, each once, unknown names refused.
package variants
