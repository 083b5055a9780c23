package main

import (
	"fmt"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis/examples/players"
)

// TestHintBudget checks that the page's Hint asks for the search player's
// default budget, the one the README's strength table measures.
func TestHintBudget(t *testing.T) {
	app, err := static.ReadFile("static/app.js")
	if err != nil {
		t.Fatal(err)
	}
	want := fmt.Sprintf("HINT_PLAYOUTS = %d,", players.DefaultPlayouts)
	if !strings.Contains(string(app), want) {
		t.Errorf("static/app.js does not set %q", want)
	}
}
