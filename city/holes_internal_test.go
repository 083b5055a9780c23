package city

import (
	"math/rand/v2"
	"testing"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/cityview"
	"github.com/akropolis-rules/akropolis/internal/grid"
)

// TestFindHolesRandomMasks checks the row-bitwise sweep of FindHoles on
// random occupancy masks, not cities: boxes placed across both words of a
// row and across their seams (q = -33/-32 and 31/32), with a breadth-first
// flood fill from the padded box's border as the reference.
func TestFindHolesRandomMasks(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var hs Holes
	for trial := range 400 {
		var b City
		var rows layer // the occupied cells, as the city's rows hold them
		q0 := rng.IntN(2*maxRadius-4) - maxRadius + 1
		q1 := min(q0+rng.IntN(80), maxRadius)
		r0 := rng.IntN(2*maxRadius-4) - maxRadius + 1
		r1 := min(r0+rng.IntN(20), maxRadius)
		b.v.Bounds = box{MinQ: int16(q0), MaxQ: int16(q1), MinR: int16(r0), MaxR: int16(r1)}
		density := 0.3 + 0.5*rng.Float64()
		occ := map[hex.Hex]bool{}
		for r := r0; r <= r1; r++ {
			for q := q0; q <= q1; q++ {
				if rng.Float64() < density {
					h := hex.Hex{Q: q, R: r}
					i, _ := grid.Of(h)
					rows.Set(i)
					occ[h] = true
				}
			}
		}
		// Reference: cells of the box not reachable from its padded border.
		open := map[hex.Hex]bool{}
		var queue []hex.Hex
		for r := r0 - 1; r <= r1+1; r++ {
			for q := q0 - 1; q <= q1+1; q++ {
				if q < q0 || q > q1 || r < r0 || r > r1 {
					h := hex.Hex{Q: q, R: r}
					open[h] = true
					queue = append(queue, h)
				}
			}
		}
		for len(queue) > 0 {
			h := queue[0]
			queue = queue[1:]
			for _, n := range h.Neighbors() {
				if n.Q < q0 || n.Q > q1 || n.R < r0 || n.R > r1 || occ[n] || open[n] {
					continue
				}
				open[n] = true
				queue = append(queue, n)
			}
		}
		cityview.FindHolesIn(&hs.h, &rows, b.v.Bounds)
		want := 0
		for r := r0; r <= r1; r++ {
			for q := q0; q <= q1; q++ {
				h := hex.Hex{Q: q, R: r}
				hole := !occ[h] && !open[h]
				if hole {
					want++
				}
				if hs.Has(h) != hole {
					t.Fatalf("trial %d, box q %d..%d r %d..%d: %v hole %v, want %v", trial, q0, q1, r0, r1, h, hs.Has(h), hole)
				}
			}
		}
		if hs.Len() != want {
			t.Fatalf("trial %d: Len %d, want %d", trial, hs.Len(), want)
		}
	}
}
