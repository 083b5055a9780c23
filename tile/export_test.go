package tile

import "github.com/akropolis-rules/akropolis/hex"

// The package's readers and checks, for the tests that hold the forms to
// them.
var (
	ParseKind     = parseKind
	ParseRotation = parseRotation
	ParseCard     = parseCard
	ParseID       = parseID
	KindValid     = Kind.valid
	CardValid     = Card.valid
	FaceValid     = Face.valid
)

// RotationText is a Rotation as a Face's JSON form writes it.
type RotationText = rotationText

// Edges returns the edges a Face's JSON form lists for part p of f.
func Edges(f Face, p Part) []hex.Direction { return f.edges(p) }
