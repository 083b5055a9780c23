package score

import (
	"fmt"

	"github.com/akropolis-rules/akropolis/tile/rule"
)

// errSyntax is the one syntax error of package score, returned (wrapped with the
// reason) for text that cannot be read: by the UnmarshalJSON methods for
// JSON that is not a card or a part of one under the module's JSON
// convention, and by Difficulty.UnmarshalText for a name that is
// not a difficulty.
// It wraps rule.ErrSyntax, which callers match with errors.Is; its
// message names the package.
var errSyntax = fmt.Errorf("score: invalid %w", rule.ErrSyntax)
