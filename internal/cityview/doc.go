// Package cityview is the engine's access to a city: the cells, bit rows
// and tables package city keeps, read by the listing of package akropolis
// and the fast scorers of package score without going through city's
// public methods. It is the module's own: nothing in it is promised to
// callers outside the module.
//
// A city.City keeps its data in a View (its first field), so that Of
// hands out a pointer into the city, not a copy: the readers cost what the
// city's own would (the compiler inlines them), and they read the city as
// it is at each call. Of is set by package city, which this package cannot
// import; a caller asks it once per listing or scoring, never per cell.
package cityview
