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

// Kinds lists every valid kind in order.
func Kinds() [11]Kind {
	return [11]Kind{Quarry, House, Market, Barracks, Temple, Garden,
		HousePlaza, MarketPlaza, BarracksPlaza, TemplePlaza, GardenPlaza}
}

var kindNames = [numKinds]string{"None", "Quarry", "House", "Market", "Barracks", "Temple", "Garden",
	"HousePlaza", "MarketPlaza", "BarracksPlaza", "TemplePlaza", "GardenPlaza"}

// kindLetters are one-letter codes: districts in capitals, plazas in lower
// case, used by compact text maps.
var kindLetters = [numKinds]byte{'.', 'Q', 'H', 'M', 'B', 'T', 'G', 'h', 'm', 'b', 't', 'g'}

// Valid reports whether k is a real hex kind.
func (k Kind) Valid() bool { return k > None && k < numKinds }

// IsDistrict reports whether k is one of the five districts.
func (k Kind) IsDistrict() bool { return k >= House && k <= Garden }

// IsPlaza reports whether k is one of the five plazas.
func (k Kind) IsPlaza() bool { return k >= HousePlaza && k <= GardenPlaza }

// District returns the district type of a district or plaza, and NoDistrict
// for a Quarry or an invalid kind.
func (k Kind) District() District {
	switch {
	case k.IsDistrict():
		return District(k - House + 1)
	case k.IsPlaza():
		return District(k - HousePlaza + 1)
	}
	return NoDistrict
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

// Letter returns a one-letter code: Q for Quarry, capitals for districts
// (H M B T G), lower case for plazas (h m b t g), '.' for None.
func (k Kind) Letter() byte {
	if k < numKinds {
		return kindLetters[k]
	}
	return '?'
}

// MarshalText encodes the kind as its name.
func (k Kind) MarshalText() ([]byte, error) {
	if !k.Valid() {
		return nil, fmt.Errorf("%w: %v", ErrSyntax, k)
	}
	return []byte(k.String()), nil
}

// UnmarshalText parses a kind name; on error k is unchanged.
func (k *Kind) UnmarshalText(b []byte) error {
	if len(b) > 16 { // refuse before copying the text
		return fmt.Errorf("%w: kind of %d bytes is too long", ErrSyntax, len(b))
	}
	p, err := ParseKind(string(b))
	if err != nil {
		return err
	}
	*k = p
	return nil
}

// ParseKind reads a kind by its name ("Market", "MarketPlaza"). The star
// suffix of the published catalogue ("MarketPlaza2") and the one-letter
// code are accepted too.
func ParseKind(s string) (Kind, error) {
	if len(s) > 16 {
		return None, fmt.Errorf("%w: kind %.16q... is too long", ErrSyntax, s)
	}
	for _, k := range Kinds() {
		name := kindNames[k]
		if s == name || (k.IsPlaza() && s == fmt.Sprintf("%s%d", name, k.Stars())) ||
			(len(s) == 1 && s[0] == kindLetters[k]) {
			return k, nil
		}
	}
	return None, fmt.Errorf("%w: unknown hex kind %q", ErrSyntax, s)
}

// District is one of the five district types, the unit of scoring. The zero
// value, NoDistrict, is none.
type District uint8

// The district types.
const (
	NoDistrict District = iota
	HouseDistrict
	MarketDistrict
	BarracksDistrict
	TempleDistrict
	GardenDistrict
)

// Districts lists the five district types in scoring order.
func Districts() [5]District {
	return [5]District{HouseDistrict, MarketDistrict, BarracksDistrict, TempleDistrict, GardenDistrict}
}

// Kind returns the district hex of the type.
func (d District) Kind() Kind {
	if d < HouseDistrict || d > GardenDistrict {
		return None
	}
	return House + Kind(d-1)
}

// Plaza returns the plaza hex of the type.
func (d District) Plaza() Kind {
	if d < HouseDistrict || d > GardenDistrict {
		return None
	}
	return HousePlaza + Kind(d-1)
}

// String returns the type's name: "House", "Market", ...
func (d District) String() string {
	if d == NoDistrict || d > GardenDistrict {
		return fmt.Sprintf("District(%d)", uint8(d))
	}
	return d.Kind().String()
}

// ParseDistrict reads a district type by name.
func ParseDistrict(s string) (District, error) {
	for _, d := range Districts() {
		if d.String() == s {
			return d, nil
		}
	}
	return NoDistrict, fmt.Errorf("%w: unknown district %.20q", ErrSyntax, s)
}

// MarshalText encodes the district type as its name ("Market"); NoDistrict
// and out-of-range values are refused with ErrSyntax.
func (d District) MarshalText() ([]byte, error) {
	if d < HouseDistrict || d > GardenDistrict {
		return nil, fmt.Errorf("%w: %v", ErrSyntax, d)
	}
	return []byte(d.String()), nil
}

// UnmarshalText parses a district name as ParseDistrict does; on error d is
// unchanged.
func (d *District) UnmarshalText(b []byte) error {
	if len(b) > 16 { // refuse before copying the text
		return fmt.Errorf("%w: district of %d bytes is too long", ErrSyntax, len(b))
	}
	p, err := ParseDistrict(string(b))
	if err != nil {
		return err
	}
	*d = p
	return nil
}
