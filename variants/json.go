package variants

import (
	"errors"
	"fmt"

	"github.com/akropolis-rules/akropolis/internal/strictjson"
)

// optionsForm is Options without its methods, for decoding.
type optionsForm Options

// UnmarshalJSON decodes options as json.Marshal writes them, under the
// module's JSON convention (package strictjson): names matched exactly,
// each once, unknown names refused. On error o is unchanged.
func (o *Options) UnmarshalJSON(b []byte) error {
	var f optionsForm
	if err := strictjson.Decode(b, &f); err != nil {
		if errors.Is(err, errSyntax) {
			return err
		}
		return fmt.Errorf("%w: options JSON: %w", errSyntax, err)
	}
	*o = Options(f)
	return nil
}
