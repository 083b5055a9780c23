package score

import (
	"fmt"

	engine "github.com/akropolis-rules/akropolis/internal/athena"
	"github.com/akropolis-rules/akropolis/tile"
)

// The reasons of the card: one wording per rule, for a whole hex judged
// hex by hex and for a part (whole or half) judged by internal/athena alike.

// explain writes the note of district part p from its verdict and the
// facts it was judged on, in one wording per rule: a whole hex speaks of
// its neighbours, a half of the three cells across its own edges, and ends
// with what it scores.
func (s *scorer) explain(p engine.PartScore) HexNote {
	n := HexNote{Cell: p.Cell, Kind: p.Kind, Level: p.Level, Value: p.Value}
	half := p.Part == tile.HalfA || p.Part == tile.HalfB
	if half {
		n.Half = p.Part
	}
	switch p.Kind {
	case tile.House:
		n.Reason = s.houseReason(p.Group-1, half)
	case tile.Market:
		n.Reason = marketReason(p, half)
	case tile.Barracks:
		n.Reason = s.barracksReason(p, half)
	case tile.Temple:
		n.Reason = templeReason(p, half)
	case tile.Garden:
		n.Reason = "garden: gardens always score"
		if half {
			n.Reason = "gardens always score"
		}
	}
	if half {
		n.Reason = fmt.Sprintf("half %v, %s", p.Kind, n.Reason)
	}
	if p.Qualifies && s.o.Variants.Has(p.Kind.District()) {
		if p.Doubled {
			n.Reason += ", " + s.bonusReason(p, half) + ": doubled"
		} else {
			n.Reason += ", " + s.bonusReason(p, half) + ": not doubled"
		}
	}
	if half {
		n.Reason += fmt.Sprintf(": scores %d", p.Value)
	}
	return n
}

// bonusReason says whether qualifying part p meets its variant's bonus
// (p.Doubled) or not, asked only when the variant is on.
func (s *scorer) bonusReason(p engine.PartScore, half bool) string {
	switch p.Kind {
	case tile.House:
		if p.Doubled {
			return "group value 10 or more"
		}
		return "group value under 10"
	case tile.Market:
		switch {
		case p.Doubled && half:
			return fmt.Sprintf("the market plaza at %v faces it", p.Across)
		case p.Doubled:
			return fmt.Sprintf("next to the market plaza at %v", p.Across)
		case half:
			return "no market plaza faces it"
		}
		return "no market plaza next to it"
	case tile.Barracks:
		if p.Doubled {
			return "3 or more"
		}
		return "fewer than 3"
	case tile.Temple:
		if p.Doubled {
			return fmt.Sprintf("at level %d", p.Level)
		}
		return "at level 1"
	}
	what := "lake"
	if s.o.LakeAnyRegion {
		what = "enclosed hole"
	}
	switch {
	case p.Doubled && half:
		return fmt.Sprintf("the %s at %v lies across its edges", what, p.Across)
	case p.Doubled:
		return fmt.Sprintf("next to the %s at %v", what, p.Across)
	case half:
		return "no " + what + " across its edges"
	}
	return "no " + what + " next to it"
}

// houseReason says why a House part of group id scores or not: where its
// group stands among the House groups.
func (s *scorer) houseReason(id int, half bool) string {
	what := "house "
	if half {
		what = ""
	}
	g := s.houses
	best := g.scorer
	switch {
	case id == best:
		return fmt.Sprintf("%sin the scoring group (%s, value %d)", what, plural(g.size[best], "house"), g.value[best])
	case g.size[id] < g.size[best]:
		return fmt.Sprintf("%soutside the largest group (its group has %s, the largest %d)",
			what, plural(g.size[id], "house"), g.size[best])
	case g.value[id] < g.value[best]:
		return fmt.Sprintf("%sin a group as large as the scoring one (%s) but of lower value (%d < %d)",
			what, plural(g.size[id], "house"), g.value[id], g.value[best])
	}
	return fmt.Sprintf("%sin a group tied with the scoring one (%s, value %d): only one group scores",
		what, plural(g.size[id], "house"), g.value[id])
}

// marketReason says why Market part p scores or not.
func marketReason(p engine.PartScore, half bool) string {
	switch {
	case half && !p.Qualifies:
		return fmt.Sprintf("its three edge-neighbours: the market at %v faces it", p.Across)
	case half:
		return "its three edge-neighbours: no market faces it"
	case !p.Qualifies:
		return fmt.Sprintf("market next to the market at %v", p.Across)
	}
	return "market with no market next to it"
}

// barracksReason says why Barracks part p scores or not.
func (s *scorer) barracksReason(p engine.PartScore, half bool) string {
	open := ""
	if s.o.BarracksOutsideOnly {
		open = " open to the outside"
	}
	if half {
		r := edgeNeighbours(p.Occupied, p.Empty) + open
		if enclosed := 3 - p.Occupied - p.Empty; enclosed > 0 {
			r += fmt.Sprintf(", %d enclosed by the city", enclosed)
		}
		return r
	}
	if !p.Qualifies {
		r := "barracks with no empty neighbour" + open
		if inner := 6 - p.Occupied; inner > 0 {
			r += fmt.Sprintf(" (%s enclosed by the city)", plural(inner, "empty neighbour"))
		}
		return r
	}
	return "barracks with " + plural(p.Empty, "empty neighbour") + open
}

// templeReason says why Temple part p scores or not.
func templeReason(p engine.PartScore, half bool) string {
	switch {
	case half:
		return edgeNeighbours(p.Occupied, 3-p.Occupied)
	case !p.Qualifies:
		return "temple not surrounded (" + plural(6-p.Occupied, "empty neighbour") + ")"
	}
	return "temple surrounded on all six sides"
}

// edgeNeighbours reads the three cells across a half's edges: how many are
// occupied and how many empty.
func edgeNeighbours(occupied, empty int) string {
	return fmt.Sprintf("its three edge-neighbours: %d occupied, %d empty", occupied, empty)
}
