package tile

import "fmt"

// ErrSyntax is the one error of package tile, returned (wrapped with the
// reason) for text that names no kind, district, tile or rotation: by
// [ParseKind], [ParseID], [ParseDistrict], [ParseRotation] and the
// UnmarshalText of [Kind], [ID], [District] and [Rotation], and by the
// MarshalText of an invalid Kind, District or Rotation. Overlong text is
// refused from its length alone.
var ErrSyntax = fmt.Errorf("tile: invalid syntax")
