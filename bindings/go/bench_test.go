package rami

import (
	"math/rand"
	"syscall"
	"testing"
	"time"
)

// BenchmarkRandomActions plays random legal actions of rami51 for 4 seats, dealing a new
// round when one ends, and reports actions per second (one op is one action: the legal
// actions, a step, closing the game left behind), as the C interface's benchmark does.
// actions/cpu-s divides by the process's CPU time instead, a steadier figure on a busy
// machine.
func BenchmarkRandomActions(b *testing.B) {
	random := rand.New(rand.NewSource(1))
	seed := uint64(1)
	game, err := NewGame("rami51", 4, seed)
	if err != nil {
		b.Fatal(err)
	}
	ids := make([]int32, 0, 1024)
	b.ResetTimer()
	start, cpuStart := time.Now(), cpuTime()
	for i := 0; i < b.N; i++ {
		ids = game.AppendLegalActions(ids[:0])
		if len(ids) == 0 { // the round is over (or, rarely, stuck): deal the next one
			game.Close()
			seed++
			if game, err = NewGame("rami51", 4, seed); err != nil {
				b.Fatal(err)
			}
			continue
		}
		next, err := game.Step(ids[random.Intn(len(ids))])
		if err != nil {
			b.Fatal(err)
		}
		game.Close()
		game = next
	}
	b.ReportMetric(float64(b.N)/time.Since(start).Seconds(), "actions/s")
	b.ReportMetric(float64(b.N)/(cpuTime()-cpuStart).Seconds(), "actions/cpu-s")
	game.Close()
}

// cpuTime is the CPU time of the process so far, every thread, user and system.
func cpuTime() time.Duration {
	var u syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
		return 0
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}
