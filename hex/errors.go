package hex

import (
	"fmt"

	"github.com/akropolis-rules/akropolis/internal/syntax"
)

// ErrSyntax is the one error of package hex, returned (wrapped with the
// reason) for text that is not a cell or a direction: by [Parse],
// [Hex.UnmarshalText] and [Direction.UnmarshalText], and
// by [Direction.MarshalText] for a value that is no direction. Overlong text
// is refused from its length alone.
var ErrSyntax = fmt.Errorf("hex: invalid cell %w", syntax.Err)
