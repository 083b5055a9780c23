package api

import (
	"errors"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/tile/rule"
	"github.com/akropolis-rules/akropolis/variants"
)

// Code returns the code of an error: the module's rule code (package
// tile/rule: "not-adjacent", "cannot-afford", ...) when err breaks a rule,
// "too-large" or "syntax" for input that cannot be read, else "error".
func Code(err error) string {
	var c rule.Code
	if errors.As(err, &c) && c.Valid() {
		return string(c)
	}
	if errors.Is(err, akropolis.ErrTooLarge) {
		return "too-large"
	}
	for _, s := range []error{akropolis.ErrSyntax, city.ErrSyntax, hex.ErrSyntax, tile.ErrSyntax, variants.ErrSyntax} {
		if errors.Is(err, s) {
			return "syntax"
		}
	}
	return "error"
}
