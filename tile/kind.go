package tile

import "fmt"

// Kind is what one hex shows. The zero value, None, is not a hex.
type Kind uint8

// The hex kinds.
const (
	None Kind = iota
	Quarry
	House
	Market
	Barracks
	Temple
	Garden
	HousePlaza
	MarketPlaza
	BarracksPlaza
	TemplePlaza
	GardenPlaza
	numKinds
)

var kindNames = [numKinds]string{"None", "Quarry", "House", "Market", "Barracks", "Temple", "Garden",
	"HousePlaza", "MarketPlaza", "BarracksPlaza", "TemplePlaza", "GardenPlaza"}

// kindLetters are the one-letter codes UnmarshalText reads: districts in
// capitals, plazas in lower case ('.' for None is never read).
var kindLetters = [numKinds]byte{'.', 'Q', 'H', 'M', 'B', 'T', 'G', 'h', 'm', 'b', 't', 'g'}

// valid reports whether k is a real hex kind, Quarry to GardenPlaza.
func (k Kind) valid() bool { return k > None && k < numKinds }

// IsDistrict reports whether k is one of the five districts.
func (k Kind) IsDistrict() bool { return k >= House && k <= Garden }

// IsPlaza reports whether k is one of the five plazas.
func (k Kind) IsPlaza() bool { return k >= HousePlaza && k <= GardenPlaza }

// District returns the district type of a district or plaza, named by its
// district hex (House for a House or a House plaza), and None for a Quarry
// or an invalid kind. The five district types are the five district kinds,
// House to Garden ([Districts]): the unit of scoring and of the variants.
func (k Kind) District() Kind {
	switch {
	case k.IsDistrict():
		return k
	case k.IsPlaza():
		return k - HousePlaza + House
	}
	return None
}

// Plaza returns the plaza of a district type (MarketPlaza for a Market or a
// Market plaza), and None for a Quarry or an invalid kind.
func (k Kind) Plaza() Kind {
	if d := k.District(); d != None {
		return d - House + HousePlaza
	}
	return None
}

// Stars returns a plaza's stars (House 1, Market 2, Barracks 2, Temple 2,
// Garden 3) and 0 for any other kind.
func (k Kind) Stars() int {
	if !k.IsPlaza() {
		return 0
	}
	return [...]int{1, 2, 2, 2, 3}[k-HousePlaza]
}

// String returns the kind's name ("MarketPlaza"), without the stars.
func (k Kind) String() string {
	if k < numKinds {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", uint8(k))
}

// MarshalText encodes the kind as its name.
func (k Kind) MarshalText() ([]byte, error) {
	if !k.valid() {
		return nil, fmt.Errorf("%w: %v", errSyntax, k)
	}
	return []byte(k.String()), nil
}

// UnmarshalText parses a kind by its name ("Market", "MarketPlaza"); the
// star suffix of the published catalogue ("MarketPlaza2") and the
// one-letter code of compact text maps are accepted too: Q for Quarry,
// capitals for districts (H M B T G), lower case for plazas (h m b t g).
// On error k is unchanged.
func (k *Kind) UnmarshalText(b []byte) error {
	if len(b) > 16 { // refuse before copying the text
		return fmt.Errorf("%w: kind of %d bytes is too long", errSyntax, len(b))
	}
	p, err := parseKind(string(b))
	if err != nil {
		return err
	}
	*k = p
	return nil
}

// parseKind reads a kind by its name ("Market", "MarketPlaza"). The star
// suffix of the published catalogue ("MarketPlaza2") and the one-letter
// code are accepted too.
func parseKind(s string) (Kind, error) {
	if len(s) > 16 {
		return None, fmt.Errorf("%w: kind %.16q... is too long", errSyntax, s)
	}
	for k := Quarry; k <= GardenPlaza; k++ {
		name := kindNames[k]
		if s == name || (k.IsPlaza() && s == fmt.Sprintf("%s%d", name, k.Stars())) ||
			(len(s) == 1 && s[0] == kindLetters[k]) {
			return k, nil
		}
	}
	return None, fmt.Errorf("%w: unknown hex kind %q", errSyntax, s)
}

// Districts lists the five district types, each named by its district
// kind, in scoring order: House, Market, Barracks, Temple, Garden.
func Districts() [5]Kind {
	return [5]Kind{House, Market, Barracks, Temple, Garden}
}
