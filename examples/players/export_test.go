package players

import "time"

// SetClock makes p read the time budget's clock from now.
func SetClock(p *MCTS, now func() time.Time) { p.now = now }
