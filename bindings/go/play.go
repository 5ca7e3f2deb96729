package rami

// #include <stdlib.h>
// #include <rami/rami.h>
import "C"

import (
	"math"
	"runtime"
	"unsafe"
)

// Apply applies a move given as JSON and returns the next Game; g is unchanged. A move is
// {"type":"draw"}, {"type":"take_discard"}, {"type":"play","steps":[...]} or
// {"type":"discard","card":"KS"}; one action (a meld, lay_off or swap step) is a move too.
// Errors: ErrRefused when the rules refuse the move, the error naming the rule (R2-R12, e.g.
// must_draw_first, R2); ErrMalformed for bad JSON, something that is no move, an unknown card.
func (g Game) Apply(move string) (Game, error) {
	cm, err := cString(move, "invalid_json")
	if err != nil {
		return Game{}, err
	}
	defer C.free(unsafe.Pointer(cm))
	p := g.acquire()
	defer g.release()
	var out *C.rami_game
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	if st := C.rami_game_apply(p, cm, &out); st != C.RAMI_OK {
		return Game{}, lastError(Status(st))
	}
	return wrap(out), nil
}

// Step applies the action numbered actionID in the variant's action space (docs/actions.md)
// and returns the next Game; g is unchanged.
// Errors: ErrMalformed (number_out_of_range) for an id outside 0 .. ActionSpaceSize()-1;
// ErrRefused when the action is not legal now.
func (g Game) Step(actionID int32) (Game, error) {
	p := g.acquire()
	defer g.release()
	var out *C.rami_game
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	if st := C.rami_game_step(p, C.int32_t(actionID), &out); st != C.RAMI_OK {
		return Game{}, lastError(Status(st))
	}
	return wrap(out), nil
}

// LegalActions is the ids of the actions the seat to act may take now, in increasing order;
// empty once the round is over (and for a closed Game).
func (g Game) LegalActions() []int32 {
	return g.AppendLegalActions(make([]int32, 0, 128))
}

// AppendLegalActions appends the legal action ids to dst and returns the extended slice, as
// append does: pass buf[:0] to reuse a buffer from one turn to the next without allocating.
func (g Game) AppendLegalActions(dst []int32) []int32 {
	p := g.acquire()
	defer g.release()
	for {
		n := len(dst)
		spare := dst[n:cap(dst)]
		if len(spare) > math.MaxInt32 {
			spare = spare[:math.MaxInt32]
		}
		var ids *C.int32_t
		if len(spare) > 0 {
			ids = (*C.int32_t)(unsafe.Pointer(&spare[0]))
		}
		count := int(C.rami_game_legal_actions(p, ids, C.int32_t(len(spare))))
		if count < 0 { // no game: nothing to append
			return dst
		}
		if count <= len(spare) {
			return dst[:n+count]
		}
		grown := make([]int32, n, n+count)
		copy(grown, dst)
		dst = grown
	}
}

// ActionSpaceSize is the number of actions of the variant: ids run from 0 to this - 1.
// -1 for a closed Game.
func (g Game) ActionSpaceSize() int32 {
	p := g.acquire()
	defer g.release()
	return int32(C.rami_game_action_space_size(p))
}

// ActionJSON is the action numbered actionID as a move document, e.g. {"type":"draw"}; it
// may be illegal now. Errors: ErrMalformed for an id out of range.
func (g Game) ActionJSON(actionID int32) (string, error) {
	p := g.acquire()
	defer g.release()
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	return takeString(C.rami_game_action_json(p, C.int32_t(actionID)))
}

// CurrentSeat is the seat to act, 0 .. Players()-1; -1 once the round is over (or for a
// closed Game).
func (g Game) CurrentSeat() int {
	p := g.acquire()
	defer g.release()
	return int(C.rami_game_current_seat(p))
}

// IsOver reports whether the round is over: a seat went out (R7) or the stock ran out for
// good (R12). A closed Game reports true too, so that loops over a round end.
func (g Game) IsOver() bool {
	p := g.acquire()
	defer g.release()
	return C.rami_game_is_over(p) != 0
}

// Players is the number of seats; -1 for a closed Game.
func (g Game) Players() int {
	p := g.acquire()
	defer g.release()
	return int(C.rami_game_players(p))
}
