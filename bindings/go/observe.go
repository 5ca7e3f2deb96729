package rami

// #include <stdlib.h>
// #include <rami/rami.h>
import "C"

import (
	"encoding/json"
	"runtime"
	"unsafe"
)

// View is what seat may see of the game, the view document (rami.view/1): its own "hand",
// every seat's number of cards ("hand_sizes"), the "stock_size", the discard pile and the
// table; no other hand, no stock, no seed. Give it to a player or a bot instead of JSON.
// Errors: ErrMalformed (seat_out_of_range) for a seat outside 0 .. Players()-1.
func (g Game) View(seat int) (string, error) {
	p := g.acquire()
	defer g.release()
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	return takeString(C.rami_game_view_json(p, cInt(seat)))
}

// Scores holds the points of a round and of the match, one entry per seat, seats in order,
// scored by the variant's rules: the losers' deadwood, the winner's bonus or the pot (R13);
// the match ends at the variant's target (R14).
type Scores struct {
	// Round is each seat's points for this round; nil while the round goes on.
	Round []int `json:"round"`
	// Before is each seat's match total before this round.
	Before []int `json:"before"`
	// Totals is each seat's match total after this round.
	Totals []int `json:"totals"`
	// MatchWinner is the seat that won the match, nil while nobody has.
	MatchWinner *int `json:"match_winner"`
}

// Scores is the scores of the round (R13) and of the match (R14).
func (g Game) Scores() (Scores, error) {
	p := g.acquire()
	defer g.release()
	runtime.LockOSThread()
	text, err := takeString(C.rami_game_scores_json(p))
	runtime.UnlockOSThread()
	var s Scores
	if err == nil {
		err = json.Unmarshal([]byte(text), &s)
	}
	return s, err
}

// BotMove is the move a built-in bot ("greedy", "random", "ismcts", "ismcts-easy",
// "ismcts-medium", "ismcts-hard") would make for the seat to act, seeing only that seat's view;
// seed seeds the bot. Apply plays it. Memoryless: the bot is made for this one call, so a
// search bot forgets the discards it saw taken; keep a Bot (NewBot) for a seat's whole round.
// Errors: ErrMalformed (unknown_value) for an unknown bot; ErrRefused (round_over, R7) once
// the round is over.
func (g Game) BotMove(bot string, seed uint64) (string, error) {
	cb, err := cString(bot, "unknown_value")
	if err != nil {
		return "", err
	}
	defer C.free(unsafe.Pointer(cb))
	p := g.acquire()
	defer g.release()
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	return takeString(C.rami_bot_move_json(p, cb, C.uint64_t(seed)))
}
