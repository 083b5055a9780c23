package akropolis

// String returns the view's text form, its public position's one line (so
// fmt.Println(v) prints what ParsePosition and UnmarshalText read back), or
// the error's text for a view that has none.
func (v View) String() string { return v.Position().String() }
