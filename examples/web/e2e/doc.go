// Package e2e holds the end-to-end tests of the web front-end
// (examples/web): they start its server, drive Debian's chromium headless
// through chromedp, play whole games by clicking, and compare what the page
// shows with what the library computes. It is a module of its own so that
// the library's go.mod needs no browser driver:
//
//	cd examples/web/e2e && go test -count=1 ./...
//
// The tests skip when /usr/bin/chromium (or $CHROMIUM) is missing.
package e2e
