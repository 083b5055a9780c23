package akropolis

import (
	"errors"
	"fmt"

	"github.com/akropolis-rules/akropolis/internal/strictjson"
)

// Every JSON form of this module follows one convention (names in lower
// camel case, matched exactly; unknown and duplicate names refused; a byte
// order mark skipped), enforced by package strictjson for every package.

// bom is the UTF-8 byte order mark that the text readers skip too.
const bom = strictjson.BOM

// decodeJSON decodes the whole of b into v (a pointer) under the module's
// JSON convention. what names the document in errors, which wrap rule.ErrSyntax.
func decodeJSON(b []byte, v any, what string) error {
	if err := strictjson.Decode(b, v); err != nil {
		if errors.Is(err, errSyntax) {
			return err
		}
		if errors.Is(err, strictjson.ErrTooLarge) {
			return tooLarge("%s JSON: %v", what, err)
		}
		return fmt.Errorf("%w: %s JSON: %w", errSyntax, what, err)
	}
	return nil
}
