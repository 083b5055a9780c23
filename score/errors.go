package score

import (
	"fmt"

	"github.com/akropolis-rules/akropolis/tile/rule"
)

// ErrSyntax is the one error of package score, returned (wrapped with the
// reason) for text that cannot be read: by the UnmarshalJSON methods for
// JSON that is not a card or a part of one under the module's JSON
// convention, and by Difficulty.UnmarshalText for a name that is
// not a difficulty.
var ErrSyntax = fmt.Errorf("score: invalid %w", rule.ErrSyntax)
