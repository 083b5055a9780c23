package arena

import (
	"strings"
	"time"

	"github.com/akropolis-rules/akropolis/examples/protocol"
)

// EngineNames returns the name each entry of bots goes by in a
// tournament's table (Config.Names): a built-in player's name, or the name an external engine
// announces when asked (each distinct command is started once, before the
// games, to ask it); an engine that announces none or cannot start goes by
// its exec: entry.
func EngineNames(bots []string, wait time.Duration) []string {
	names := make([]string, len(bots))
	asked := map[string]string{}
	for k, b := range bots {
		command, ok := strings.CutPrefix(b, execPrefix)
		if !ok {
			names[k] = b
			continue
		}
		if _, done := asked[b]; !done {
			asked[b] = announced(command, wait)
		}
		names[k] = asked[b]
		if names[k] == "" {
			names[k] = b
		}
	}
	return names
}

// announced starts the engine, reads the name it announces in the
// handshake and stops it; "" when it cannot start or names itself
// nothing.
func announced(command string, wait time.Duration) string {
	args, err := splitCommand(command)
	if err != nil || len(args) == 0 {
		return ""
	}
	eng, err := protocol.Start(protocol.Config{Wait: wait + time.Second}, args[0], args[1:]...)
	if err != nil {
		return ""
	}
	defer eng.Close()
	return eng.Name()
}

// shownNames are the names of the table's rows, in the order of Players.
func (t Tournament) shownNames() []string {
	if len(t.Names) == len(t.Players) {
		return t.Names
	}
	return t.Players
}
