package athena

import (
	"fmt"

	"github.com/akropolis-rules/akropolis/internal/strictjson"
	rulecode "github.com/akropolis-rules/akropolis/tile/rule" // this package's rule is how a card's condition is asked
)

// Options are the readings of the card conditions that the rules leave
// open. The zero value is the default reading of each; the package doc
// states both readings of each option.
type Options struct {
	// SurroundedDistrictsOnly counts a cell as occupied, for the cards
	// that ask for a surrounded part or cell, only when its top is a
	// district or a plaza, not a Quarry: the neighbours of Oasis's Garden,
	// of Storehouses's Markets and of District Center's plaza, and the
	// centre cell of Housing and (when it must be occupied) of City
	// Market. By default any hex counts, Quarries included.
	SurroundedDistrictsOnly bool `json:"surroundedDistrictsOnly,omitempty"`
	// HousingCenterDistrict asks Housing's centre cell to show a district
	// (a whole one or a double). By default any occupied cell will do.
	HousingCenterDistrict bool `json:"housingCenterDistrict,omitempty"`
	// CityMarketCenterOccupied asks City Market's centre cell to be
	// occupied. By default it may be empty.
	CityMarketCenterOccupied bool `json:"cityMarketCenterOccupied,omitempty"`
	// CityMarketCenterDistrict asks City Market's centre cell to show a
	// district (a whole one or a double); it implies an occupied centre.
	CityMarketCenterDistrict bool `json:"cityMarketCenterDistrict,omitempty"`
	// StairsOneLevel asks each step of Pilgrims' Stairs to be exactly one
	// level lower than the one before. By default any drop will do.
	StairsOneLevel bool `json:"stairsOneLevel,omitempty"`
}

// errSyntax is returned, wrapped with the reason, for an Options JSON
// document that cannot be read.
// It wraps rule.ErrSyntax, which callers match with errors.Is; its
// message names the package.
var errSyntax = fmt.Errorf("athena: invalid %w", rulecode.ErrSyntax)

// optionsForm is Options without its methods, for decoding.
type optionsForm Options

// UnmarshalJSON decodes options as json.Marshal writes them, under the
// module's JSON convention (package strictjson): names matched exactly,
// each once, unknown names refused. On error o is unchanged.
func (o *Options) UnmarshalJSON(b []byte) error {
	var f optionsForm
	if err := strictjson.Decode(b, &f); err != nil {
		return fmt.Errorf("%w: options JSON: %w", errSyntax, err)
	}
	*o = Options(f)
	return nil
}
