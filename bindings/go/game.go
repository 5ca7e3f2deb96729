package rami

// #include <stdlib.h>
// #include <rami/rami.h>
import "C"

import (
	"runtime"
	"sync"
	"unsafe"
)

// Game is one game state of a round with its rules: the hands, the stock, the discard pile,
// the melds on the table, the seat to act and its phase (draw or play). It never changes:
// Apply and Step return a new Game. A Game is a small value; its copies share one handle of
// the C library, which Close frees. The zero Game, like a closed one, is no game: its methods
// fail with ErrMalformed (code missing_field) or return -1, nil or true as documented.
type Game struct{ h *handle }

// handle owns a rami_game. Calls hold mu for reading while they use p, and Close takes it for
// writing, so a Close concurrent with a call waits for it instead of freeing p under it.
type handle struct {
	mu sync.RWMutex
	p  *C.rami_game
}

func wrap(p *C.rami_game) Game {
	h := &handle{p: p}
	// A safety net only: Close frees the handle at a known time, a finalizer whenever the
	// collector gets to it.
	runtime.SetFinalizer(h, func(h *handle) { C.rami_game_free(h.p) })
	return Game{h}
}

// acquire gives the C handle (nil for a zero or closed Game), held until release.
func (g Game) acquire() *C.rami_game {
	if g.h == nil {
		return nil
	}
	g.h.mu.RLock()
	return g.h.p
}

func (g Game) release() {
	if g.h != nil {
		g.h.mu.RUnlock()
	}
}

// NewGame deals a new round (R1, R2). rules is a variant id ("rami40", "rami50", "rami51",
// "manie_joker51", "rami51_kaluki", "rami_francais", "rami7", "rummy_classic") or a rules
// document (JSON text starting with '{', rami.rules/1); players is the number of seats; seed
// drives every shuffle of the round, so the same arguments deal the same round.
// Errors: ErrMalformed for an unknown variant or a bad rules document; ErrRefused
// (players_out_of_range, R1) for a number of players the variant is not played with.
func NewGame(rules string, players int, seed uint64) (Game, error) {
	code := "unknown_variant"
	if len(rules) > 0 && rules[0] == '{' {
		code = "invalid_json"
	}
	cr, err := cString(rules, code)
	if err != nil {
		return Game{}, err
	}
	defer C.free(unsafe.Pointer(cr))
	var out *C.rami_game
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	if st := C.rami_game_new(cr, cInt(players), C.uint64_t(seed), &out); st != C.RAMI_OK {
		return Game{}, lastError(Status(st))
	}
	return wrap(out), nil
}

// FromJSON reads a state document (rami.state/1, as JSON writes it) and checks it as the
// engine checks every state it loads: its fields, its cards, exactly the variant's deck
// (R1), legal melds on the table (R3).
// Errors: ErrMalformed for any fault, the error naming the field; its Rule is "format", or
// the rule a faulty deck or table meld breaks (cards_not_deck, R1).
func FromJSON(state string) (Game, error) {
	cs, err := cString(state, "invalid_json")
	if err != nil {
		return Game{}, err
	}
	defer C.free(unsafe.Pointer(cs))
	var out *C.rami_game
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	if st := C.rami_game_from_json(cs, &out); st != C.RAMI_OK {
		return Game{}, lastError(Status(st))
	}
	return wrap(out), nil
}

// JSON is the state document (rami.state/1): every hand, the stock and the seed included, so
// keep it from the players (see View). FromJSON reads it back to an equal Game.
func (g Game) JSON() (string, error) {
	p := g.acquire()
	defer g.release()
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	return takeString(C.rami_game_to_json(p))
}

// Close frees the game's handle, for every copy of the Game. Closing again, or a zero Game,
// does nothing. Games made from this one by Apply or Step are not affected.
func (g Game) Close() {
	if g.h == nil {
		return
	}
	g.h.mu.Lock()
	p := g.h.p
	g.h.p = nil
	g.h.mu.Unlock()
	if p != nil {
		runtime.SetFinalizer(g.h, nil)
		C.rami_game_free(p)
	}
}
