// # Errors
//
// Every error of the module is one of a few sentinels, tested with
// errors.Is, wrapped by at most a few structured errors that carry what was
// tried, recovered with errors.As. Text that cannot be read (ErrSyntax of
// each package) is a different kind of error from a move or placement that
// breaks a rule.
//
// Rules of a placement (package city). City.Check, City.Place, Build and
// Validate return a *city.PlacementError {Placement, Err} wrapping exactly
// one of these, tried in this order:
//   - city.ErrUnknownTile: the tile number is not 1..61.
//   - city.ErrBadRotation: the rotation is not 0..5.
//   - city.ErrTileUsed: the tile is already in this city.
//   - city.ErrTooManyTiles: the city already holds 61 tiles. A second guard:
//     with all 61 placed, every tile is in the city, so ErrTileUsed is
//     always reported first.
//   - city.ErrOutOfBounds: a cell lies beyond city.MaxRadius (62) of the
//     origin, which no legal game reaches; anchors at the integer limits
//     land here too.
//   - city.ErrNotAdjacent: a ground tile touches no cell of the city.
//   - city.ErrGap: some cells under the tile are empty and some occupied.
//   - city.ErrUneven: the three hexes under the tile are at unequal heights.
//   - city.ErrOneTile: a higher tile rests on three hexes of one tile.
//
// city.Build wraps the first *PlacementError in a *city.StepError {Index,
// Err} (Index 0 is the first tile after the starting tile); city.Validate
// and akropolis.ValidateCity return one *StepError per illegal step.
//
// Rules of a take (package site). Site.Take returns a *site.TakeError
// {Position, Stones, Err} wrapping one of, in this order:
//   - site.ErrOver: one tile is left and no stacks: the game is over.
//   - site.ErrNeedsRefill: one tile is left and stacks remain (a game
//     refills at the end of each turn, so a Game never reports it).
//   - site.ErrPosition: no tile at that position (negative, or past the
//     line).
//   - site.ErrCannotAfford: the tile at position i costs i stones and the
//     player holds fewer.
//
// Rules of a move (root package). Game.Check, Game.Play and Game.PlayEvents
// return a *akropolis.MoveError {Move, Turn, Seat, Err}; Err is, in the
// order tried:
//   - akropolis.ErrGameOver: the game has ended (before anything else).
//   - a *site.TakeError (ErrPosition or ErrCannotAfford, above).
//   - akropolis.ErrWrongTile: the placement names another tile than the one
//     at the chosen position.
//   - a *city.PlacementError: ErrBadRotation, ErrOutOfBounds,
//     ErrNotAdjacent, ErrGap, ErrUneven or ErrOneTile (a site tile is
//     always a catalogue tile and never in a city yet, so an unknown tile
//     number is ErrWrongTile and ErrTileUsed cannot arise).
//
// So errors.Is(err, city.ErrGap) and errors.Is(err, site.ErrCannotAfford)
// work on the error of Play, and errors.As finds the *MoveError, the
// *site.TakeError or the *city.PlacementError. A rejected move changes
// nothing. Game.Undo returns akropolis.ErrNothingToUndo, unwrapped, when no
// move has been played. Record.Replay wraps the *MoveError of the first
// illegal move in a *akropolis.ReplayError {Turn, Seat, Move, Err}.
//
// Setups. akropolis.ErrOptions: options or a setup that cannot make a game
// (players outside 1..4, an invalid Architect level, a site for another
// player count, an inconsistent View in View.Sample); returned, wrapped
// with the reason, by Options.Validate, New, NewFromSite, Game.Reset,
// View.Sample and Record.Replay. site.ErrSetup: a player count outside 1..4,
// a tile ID outside 1..61, a duplicate tile, or a line or stack of the wrong
// size; returned wrapped by site.New, site.Deal, site.FromLayout and
// Setup.Site, and
// through ErrOptions by Record.Replay (New, NewFromSite and View.Sample
// quote its text without wrapping it).
//
// Text. Each parser refuses what it cannot read with its package's
// ErrSyntax, wrapped with the reason; overlong input is refused from its
// length alone, before it is copied or scanned, and no message echoes
// more than a few dozen bytes of it:
//   - hex.ErrSyntax: hex.Parse, Hex.UnmarshalText, hex.ParseDirection.
//   - tile.ErrSyntax: tile.ParseKind, tile.ParseID, tile.ParseDistrict and
//     the UnmarshalText of Kind and ID; Kind.MarshalText of an invalid
//     kind.
//   - city.ErrSyntax: city.ParsePlacement, Placement.UnmarshalText.
//   - variants.ErrSyntax: variants.ParseVariant, ParseSet, ParseOptions and
//     the UnmarshalText of Variant and Set; Variant.MarshalText of an
//     invalid variant.
//   - akropolis.ErrSyntax: ParseMove, ParseLevel, the UnmarshalText of Move,
//     Level, EventKind and Record, ParseRecord, ReadRecord, ParseCity.
//     Record and city text errors are a *akropolis.LineError {Line, Err}
//     naming the line (JSON errors wrap ErrSyntax directly).
//   - akropolis.ErrTooLarge: a record or city over MaxRecordBytes,
//     MaxRecordMoves, MaxSetupTiles or MaxCityPlacements, refused before
//     the rest is read (ParseRecord, ReadRecord, Record.UnmarshalText and
//     UnmarshalJSON, ParseCity, ValidateCity, Record.Replay). It also
//     matches ErrSyntax.
//
// A cell outside the dense window of package hex is not an error there:
// Hex.Index reports it with false, and a city with city.ErrOutOfBounds.

package akropolis
