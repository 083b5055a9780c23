package arena

import (
	"encoding/json"
	"testing"
)

// FuzzParseResults reads any bytes as a results file: it must never
// panic, and what it accepts must print a table and encode back to JSON
// that it accepts again.
func FuzzParseResults(f *testing.F) {
	f.Add([]byte(`{"version":1,"tournament":{"players":["greedy","random"],"options":{"players":2,"level":"hippodamos","rules":"none","allTiles":false,"stonesFromZero":false,"unlimitedReserve":false},"seed":"1 1","games":2},"shard":"1/1","games":[
{"game":0,"seats":[0,1],"totals":[120,23],"stones":[0,1],"ranks":[1,2],"moves":36},
{"game":1,"seats":[1,0],"totals":[30,98],"stones":[0,2],"ranks":[2,1],"moves":4,"forfeit":{"seat":0,"turn":4,"reason":"no answer in time"}}
]}`))
	f.Add([]byte(`{"version":1,"version":1}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		r, err := parseResults(b)
		if err != nil {
			return
		}
		r.Tournament.WriteTable(discard{}, r.Games)
		again, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := parseResults(again); err != nil {
			t.Errorf("results accepted, encoded again, refused: %v\n%s", err, again)
		}
	})
}

type discard struct{}

func (discard) Write(p []byte) (int, error) { return len(p), nil }
