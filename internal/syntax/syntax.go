// Package syntax holds the one error that every package's ErrSyntax wraps,
// at the bottom of the module's imports, so that package hex, which
// imports nothing else of the module, can wrap it too. Package tile/rule
// publishes it as rule.ErrSyntax: the same value, so errors.Is(err,
// rule.ErrSyntax) finds text that could not be read, whichever package
// read it.
package syntax

import "errors"

// Err is rule.ErrSyntax.
var Err = errors.New("syntax")
