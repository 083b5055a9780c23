package score

import "errors"

// ErrSyntax is the one error of package score, returned (wrapped with the
// reason) by the UnmarshalJSON methods for JSON that is not a card or a
// part of one under the module's JSON convention.
var ErrSyntax = errors.New("score: invalid JSON")
