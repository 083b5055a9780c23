// Package e2e holds the end-to-end tests of the web front-end
// (examples/web): they start its server, drive Debian's chromium headless
// through chromedp, play whole games by clicking (1280x800), by taps alone
// on a 390x844 touch screen (the city must not move while the player aims)
// and by keyboard alone (a solo game), resume a game after a reload and a
// closed tab, and compare what the page shows (live scores, the total a
// placement would give, the end's statistics, pads and record, the hint's
// move and the end's analysis) with what the library computes; the hint
// and the analysis run with small playout budgets (the page's ?playouts=N); and
// they play games of the Athena expansion, by taps on a phone to the end
// and by keyboard in solo, completing construction cards (the cards the
// page marks, the statues, the log, resuming, the end's statistics, the
// Architect's tile). On a 390x844 phone they check a long city's minimum
// hex size, its pan and zoom, 44-pixel tap targets, the scores and last
// move at the top, the city on screen in a construction phase, a pasted
// record with comment lines, a load error in view and the setup shown
// before the WebAssembly has loaded (a throttled network); and that the
// page shows the API's answers, altered on their way, rather than rules of
// its own. Screenshots go to $AKROPOLIS_SCREENSHOTS when set.
// It is a module of its own so that the library's go.mod needs no browser
// driver:
//
//	cd examples/web/e2e && go test -count=1 ./...
//
// The tests skip when /usr/bin/chromium (or $CHROMIUM) is missing, except
// in CI (the environment variable CI set, as CI services set it, to
// anything but "false" or "0"), where they fail: there the browser path
// must work.
package e2e
