package rami

// #include <stdlib.h>
// #include <rami/rami.h>
import "C"

import (
	"runtime"
	"sync"
	"unsafe"
)

// Bot is a built-in bot kept for a round: it plays one seat, and a search bot remembers what
// it saw from one move to the next (the discards the next seat took, which it then deals to
// that seat's hand; docs/bots.md), so it plays as `rami play` plays that seat. Game.BotMove
// makes a bot for one call and forgets. A Bot is safe for concurrent use, but its calls take
// turns and its moves then depend on their order. Close frees it; the zero Bot, like a
// closed one, is no bot: Move fails with ErrMalformed (missing_field).
type Bot struct{ h *botHandle }

// botHandle owns a rami_bot. Moves hold mu while they use p (the C library also makes calls on
// one bot take turns); Close takes it too, so that it waits for a move in progress.
type botHandle struct {
	mu sync.Mutex
	p  *C.rami_bot
}

// NewBot makes the built-in bot named name ("greedy", "random", "ismcts", "ismcts-easy",
// "ismcts-medium", "ismcts-hard"; docs/bots.md) seeded with seed. `rami play` seeds seat s's
// bot with the deal's seed * 31 + s. Needs a librami_c with symbol version RAMI_C_1.2.
// Errors: ErrMalformed (unknown_value) for another name.
func NewBot(name string, seed uint64) (Bot, error) {
	cn, err := cString(name, "unknown_value")
	if err != nil {
		return Bot{}, err
	}
	defer C.free(unsafe.Pointer(cn))
	var out *C.rami_bot
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	if st := C.rami_bot_new(cn, C.uint64_t(seed), &out); st != C.RAMI_OK {
		return Bot{}, lastError(Status(st))
	}
	h := &botHandle{p: out}
	// A safety net only, as for a Game: Close frees the bot at a known time.
	runtime.SetFinalizer(h, func(h *botHandle) { C.rami_bot_free(h.p) })
	return Bot{h}, nil
}

// Move is the move (JSON, as Apply takes it) the bot chooses for the seat to act in g, seeing
// only that seat's view; the bot remembers the view. Ask one Bot for every move of one seat.
// Errors: ErrRefused (round_over, R7) once the round is over; ErrMalformed (missing_field) for
// a closed Bot or Game.
func (b Bot) Move(g Game) (string, error) {
	if b.h == nil {
		return takeMove(nil, g)
	}
	b.h.mu.Lock()
	defer b.h.mu.Unlock()
	return takeMove(b.h.p, g)
}

func takeMove(p *C.rami_bot, g Game) (string, error) {
	gp := g.acquire()
	defer g.release()
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	return takeString(C.rami_bot_move(p, gp))
}

// Close frees the bot, for every copy of the Bot. Closing again, or a zero Bot, does nothing.
func (b Bot) Close() {
	if b.h == nil {
		return
	}
	b.h.mu.Lock()
	p := b.h.p
	b.h.p = nil
	b.h.mu.Unlock()
	if p != nil {
		runtime.SetFinalizer(b.h, nil)
		C.rami_bot_free(p)
	}
}
