package arena

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"slices"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/internal/strictjson"
	"github.com/akropolis-rules/akropolis/score/athena"
	"github.com/akropolis-rules/akropolis/variants"
)

// resultsVersion is the version of the results file format.
const resultsVersion = 1

// maxResultsBytes bounds a results file read back (64 MiB).
const maxResultsBytes = 64 << 20

// resultsFile is the JSON form of a shard's results, as WriteResults
// writes it and Merge reads it back.
type resultsFile struct {
	Version    int        `json:"version"`
	Tournament Tournament `json:"tournament"`
	Shard      string     `json:"shard"`
	Games      []Result   `json:"games"`
}

// optionsJSON is the game options of a tournament; the seed is apart.
type optionsJSON struct {
	Players          int    `json:"players"`
	Level            string `json:"level"`
	Rules            string `json:"rules"`
	AllTiles         bool   `json:"allTiles"`
	StonesFromZero   bool   `json:"stonesFromZero"`
	UnlimitedReserve bool   `json:"unlimitedReserve"`
	// The Athena expansion and its card rules, left out without it, so that
	// results written before it read as they did.
	Athena    bool            `json:"athena,omitempty"`
	CardRules *athena.Options `json:"cardRules,omitempty"`
}

func toOptionsJSON(o akropolis.Options) optionsJSON {
	j := optionsJSON{Players: o.Players, Level: o.Difficulty.String(), Rules: o.Scoring.String(),
		AllTiles: o.AllTiles, StonesFromZero: o.StonesFromZero, UnlimitedReserve: o.UnlimitedReserve, Athena: o.Athena}
	if o.CardReadings != (athena.Options{}) {
		j.CardRules = &o.CardReadings
	}
	return j
}

// options reads the options back, checking them.
func (j optionsJSON) options() (akropolis.Options, error) {
	o := akropolis.Options{Players: j.Players, AllTiles: j.AllTiles, StonesFromZero: j.StonesFromZero, UnlimitedReserve: j.UnlimitedReserve, Athena: j.Athena}
	if j.CardRules != nil {
		o.CardReadings = *j.CardRules
	}
	var err error
	if err = o.Difficulty.UnmarshalText([]byte(j.Level)); err != nil {
		return o, err
	}
	if o.Scoring, err = variants.ParseOptions(j.Rules); err != nil {
		return o, err
	}
	return o, o.Validate()
}

// Tournament describes the tournament c plays.
func (c Config) Tournament() Tournament {
	t := Tournament{Players: slices.Clone(c.Bots), Names: slices.Clone(c.Names), Options: toOptionsJSON(c.Options),
		Seed: fmt.Sprintf("%d %d", c.Options.Seed[0], c.Options.Seed[1]), Games: c.Games}
	if t.Names == nil {
		t.Names = slices.Clone(c.Bots)
	}
	if c.Options.Players == 1 {
		t.Players, t.Names = append(t.Players, "architect"), append(t.Names, "architect")
	}
	return t
}

// WriteResults writes the results of shard i/n of the tournament (n 1
// for the whole) to the file, as JSON that Merge reads back. The form is
// one object:
//
//	{"version":1,
//	 "tournament":{"players":["greedy","exec:./engine -player random"],
//	   "names":["greedy","random"],"options":{"players":2,
//	   "level":"hippodamos","rules":"none","allTiles":false,
//	   "stonesFromZero":false,"unlimitedReserve":false},"seed":"1 1","games":200},
//	 "shard":"1/4",
//	 "games":[{"game":0,"seats":[0,1],"totals":[120,55],"stones":[2,1],
//	   "ranks":[1,2],"moves":24},...]}
//
// A game lost by forfeit has "forfeit":{"seat":1,"turn":12,"reason":"..."}.
// Games are in index order, one a line; "game" is 0-based.
func (t Tournament) WriteResults(name string, shard [2]int, results []Result) error {
	return writeJSON(name, resultsFile{Version: resultsVersion, Tournament: t,
		Shard: fmt.Sprintf("%d/%d", shard[0], shard[1]), Games: results})
}

// writeJSON writes the results file, a game a line.
func writeJSON(name string, f resultsFile) error {
	games := f.Games
	f.Games = nil
	head, err := json.Marshal(f)
	if err != nil {
		return err
	}
	var b bytes.Buffer
	b.Write(bytes.TrimSuffix(head, []byte(`null}`)))
	b.WriteString("[")
	for i, r := range games {
		line, err := json.Marshal(r)
		if err != nil {
			return err
		}
		if i > 0 {
			b.WriteString(",")
		}
		b.WriteString("\n")
		b.Write(line)
	}
	b.WriteString("\n]}\n")
	return os.WriteFile(name, b.Bytes(), 0o644)
}

// readResults reads and checks a results file.
func readResults(name string) (resultsFile, error) {
	var f resultsFile
	file, err := os.Open(name)
	if err != nil {
		return f, err
	}
	defer file.Close()
	b, err := io.ReadAll(io.LimitReader(file, maxResultsBytes+1))
	if err != nil {
		return f, err
	}
	if len(b) > maxResultsBytes {
		return f, fmt.Errorf("%s: more than %d bytes", name, maxResultsBytes)
	}
	if f, err = parseResults(b); err != nil {
		return f, fmt.Errorf("%s: %w", name, err)
	}
	return f, nil
}

// parseResults decodes and checks the JSON form of results.
func parseResults(b []byte) (resultsFile, error) {
	var f resultsFile
	if err := strictjson.DecodeBounded(b, &f, maxResultsBytes, -1); err != nil {
		return resultsFile{}, err
	}
	if err := f.check(); err != nil {
		return resultsFile{}, err
	}
	return f, nil
}

// check refuses results that cannot have come from a tournament.
func (f resultsFile) check() error {
	if f.Version != resultsVersion {
		return fmt.Errorf("version %d: want %d", f.Version, resultsVersion)
	}
	t := f.Tournament
	o, err := t.Options.options()
	if err != nil {
		return err
	}
	if _, err := ParseSeed(t.Seed); err != nil || t.Seed == "" {
		return fmt.Errorf("seed %q: want two numbers", t.Seed)
	}
	seats := max(o.Players, 2)
	if len(t.Players) != seats || t.Games < 1 {
		return fmt.Errorf("%s for %s, %s", Plural(len(t.Players), "player"), Plural(seats, "seat"), Plural(t.Games, "game"))
	}
	for i, r := range f.Games {
		if r.Game < 0 || r.Game >= t.Games || (i > 0 && r.Game <= f.Games[i-1].Game) {
			return fmt.Errorf("game %d: out of range or out of order", r.Game)
		}
		if len(r.Seats) != seats || len(r.Totals) != seats || len(r.Stones) != seats || len(r.Ranks) != seats {
			return fmt.Errorf("game %d: want %d seats, totals, stones and ranks", r.Game, seats)
		}
		for k := range seats {
			if r.Seats[k] < 0 || r.Seats[k] >= seats || r.Ranks[k] < 1 || r.Ranks[k] > seats {
				return fmt.Errorf("game %d: seat %d: player %d, rank %d", r.Game, k, r.Seats[k], r.Ranks[k])
			}
		}
		if r.Forfeit != nil && (r.Forfeit.Seat < 0 || r.Forfeit.Seat >= seats) {
			return fmt.Errorf("game %d: forfeit by seat %d", r.Game, r.Forfeit.Seat)
		}
	}
	return nil
}

// Merge reads the shards' results files and joins their games: every
// file must be of the same tournament, and no game may come twice. Unknown
// and duplicate JSON names are refused, and so are results that cannot
// have come from a tournament.
func Merge(names []string) (Tournament, []Result, error) {
	var t Tournament
	var all []Result
	for i, name := range names {
		f, err := readResults(name)
		if err != nil {
			return t, nil, err
		}
		if i == 0 {
			t = f.Tournament
		} else if !sameTournament(t, f.Tournament) {
			return t, nil, fmt.Errorf("%s: a different tournament from %s", name, names[0])
		}
		all = append(all, f.Games...)
	}
	slices.SortStableFunc(all, func(a, b Result) int { return a.Game - b.Game })
	for i := 1; i < len(all); i++ {
		if all[i].Game == all[i-1].Game {
			return t, nil, fmt.Errorf("game %d is in more than one file", all[i].Game+1)
		}
	}
	return t, all, nil
}

func sameTournament(a, b Tournament) bool {
	return slices.Equal(a.Players, b.Players) && a.Options == b.Options && a.Seed == b.Seed && a.Games == b.Games
}
