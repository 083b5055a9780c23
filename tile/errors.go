package tile

import (
	"fmt"

	"github.com/akropolis-rules/akropolis/tile/rule"
)

// errSyntax is the one syntax error of package tile, returned (wrapped with the
// reason) for text that names no kind, district, tile or rotation: by
// the UnmarshalText of [Kind], [ID], [Rotation], [Card] and
// [Part], and by the MarshalText of an invalid Kind, Rotation, Card or
// Part. Overlong text is
// refused from its length alone, and a message quotes at most 20 characters
// of the text (the %.20q verb), so hostile input is never echoed whole.
// It wraps rule.ErrSyntax, which callers match with errors.Is; its
// message names the package.
var errSyntax = fmt.Errorf("tile: invalid %w", rule.ErrSyntax)
