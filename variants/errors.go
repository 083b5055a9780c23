package variants

import (
	"fmt"

	"github.com/akropolis-rules/akropolis/tile/rule"
)

// errSyntax is the one syntax error of package variants, returned (wrapped with the
// reason) for text that names no variant, set or options: by
// the UnmarshalText of [Set], by [Options.UnmarshalJSON], and by
// [Variant.MarshalText] for an invalid variant.
// Overlong text is refused from its length alone, and a message quotes at
// most 20 characters of the text (the %.20q verb), so hostile input is never
// echoed whole.
// It wraps rule.ErrSyntax, which callers match with errors.Is; its
// message names the package.
var errSyntax = fmt.Errorf("variants: invalid %w", rule.ErrSyntax)
