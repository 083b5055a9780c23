package score_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/tile"
)

// TestDistrictByNameOnly: a line of a pad or of the Architect's pad names
// its district type by the name it writes ("House"), and nothing else a
// kind reads from (a letter, a plaza, a star suffix), since a district
// type is a tile.Kind.
func TestDistrictByNameOnly(t *testing.T) {
	for _, name := range []string{"H", "h", "HousePlaza", "HousePlaza1", "Quarry", "None", ""} {
		arch := `{"district":"` + name + `","districts":1,"value":1,"doubled":false,"stars":1,"points":1}`
		keep := score.ArchitectLine{District: tile.Garden}
		if err := json.Unmarshal([]byte(arch), &keep); !errors.Is(err, score.ErrSyntax) || keep.District != tile.Garden {
			t.Errorf("Architect line %s: %v, left %v", arch, err, keep.District)
		}
		line := `{"district":"` + name + `","districts":[],"value":0,"plazas":0,"stars":0,"points":0}`
		var l score.Line
		if err := json.Unmarshal([]byte(line), &l); !errors.Is(err, score.ErrSyntax) {
			t.Errorf("line %s: %v", line, err)
		}
	}
	for _, d := range tile.Districts() {
		var l score.ArchitectLine
		if err := json.Unmarshal([]byte(`{"district":"`+d.String()+`","districts":0,"value":0,"doubled":false,"stars":0,"points":0}`), &l); err != nil || l.District != d {
			t.Errorf("Architect line of %v: %v, %v", d, l.District, err)
		}
	}
}
