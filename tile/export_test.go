package tile

// The package's readers, for the tests that hold UnmarshalText to them.
var (
	ParseKind     = parseKind
	ParseRotation = parseRotation
	ParseCard     = parseCard
)
