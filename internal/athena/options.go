package athena

// Options are the readings of the card conditions that the rules leave
// open: the fields of score/athena's Options, field for field, so that
// one converts to the other (athena.Options(o)). The zero value is the
// default reading of each; score/athena's doc states both readings of
// each option, and its Options the reading each field asks for.
type Options struct {
	SurroundedDistrictsOnly  bool
	HousingCenterDistrict    bool
	CityMarketCenterOccupied bool
	CityMarketCenterDistrict bool
	StairsOneLevel           bool
}

// readings is Options packed in a byte, as a reader holds them: the
// five bools copied as a struct are stored one by one and read back as a
// word, which stalls the processor on every question (a game asks after
// every take).
type readings uint8

const (
	surroundedDistrictsOnly readings = 1 << iota
	housingCenterDistrict
	cityMarketCenterOccupied
	cityMarketCenterDistrict
	stairsOneLevel
)

// readings returns o packed, reading each field where it lies (a copy of
// o would stall as above).
func (o *Options) readings() readings {
	var r readings
	if o.SurroundedDistrictsOnly {
		r |= surroundedDistrictsOnly
	}
	if o.HousingCenterDistrict {
		r |= housingCenterDistrict
	}
	if o.CityMarketCenterOccupied {
		r |= cityMarketCenterOccupied
	}
	if o.CityMarketCenterDistrict {
		r |= cityMarketCenterDistrict
	}
	if o.StairsOneLevel {
		r |= stairsOneLevel
	}
	return r
}
