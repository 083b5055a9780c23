package hex

import (
	"fmt"

	"github.com/akropolis-rules/akropolis/internal/syntax"
)

// errSyntax is the one syntax error of package hex, returned (wrapped with the
// reason) for text that is not a cell or a direction: by
// [Hex.UnmarshalText] and [Direction.UnmarshalText], and
// by [Direction.MarshalText] for a value that is no direction. Overlong text
// is refused from its length alone.
// It wraps rule.ErrSyntax, which callers match with errors.Is; its
// message names the package.
var errSyntax = fmt.Errorf("hex: invalid cell %w", syntax.Err)
