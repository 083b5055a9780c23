package main

import (
	"errors"
	"fmt"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/site"
	"github.com/akropolis-rules/akropolis/tile/rule"
)

// ruleOf names the rule err breaks by its code and says it in words:
// "gap (partly on the ground and partly on tiles)". An error of no rule is
// printed as it is. Where the rule needs the details (a setup, a take),
// they follow.
func ruleOf(err error) string {
	var code rule.Code
	if !errors.As(err, &code) {
		return err.Error()
	}
	switch {
	case isTake(err), errors.Is(err, akropolis.ErrBadOptions) || errors.Is(err, site.ErrBadSetup):
		return fmt.Sprintf("%s (%v)", string(code), err)
	}
	return fmt.Sprintf("%s (%v)", string(code), code)
}

// isTake reports whether err is the site's refusal of a take, whose message
// names the position and the stones.
func isTake(err error) bool {
	for _, e := range []error{site.ErrGameOver, site.ErrBadPosition, site.ErrCannotAfford} {
		if errors.Is(err, e) {
			return true
		}
	}
	return false
}
