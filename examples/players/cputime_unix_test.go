//go:build unix

package players_test

import (
	"syscall"
	"time"
)

// cpuTime returns the CPU time the process has used (user and system), to
// measure speed on a machine shared with other work, where wall time
// overstates the cost. It returns 0 where it cannot tell.
func cpuTime() time.Duration {
	var u syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &u) != nil {
		return 0
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}
