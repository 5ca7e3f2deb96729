// Package rami plays Rami, the French family of rummy games, through librami_c, the C
// interface of the rami rules engine (rami/rami.h).
//
// A Game is one immutable game state with its rules: a round of one of the eight variants
// (rami40, rami50, rami51, manie_joker51, rami51_kaluki, rami_francais, rami7,
// rummy_classic) or of a custom rules document. Apply and Step never change a Game; they
// return the next one. States, views, moves, melds and scores travel as the engine's JSON
// wire format (docs/json.md in the rami repository): cards are strings such as "10H", "QS"
// and "JK" (a joker), seats are numbered from 0 in play order.
//
// The rules are those of docs/rules.md, written from the French rule documents it lists,
// rule by rule R1 to R14. A move the rules refuse gives an *Error whose Rule names the rule
// broken (R2 for drawing, R6 for the opening, ...) and whose Code is one of docs/errors.md;
// malformed input gives an *Error with Rule "format" (or the rule a state that does not load
// breaks: cards_not_deck, R1). The Status is the one the library reports, never guessed from
// the rule: test it with errors.Is(err, ErrRefused) and errors.Is(err, ErrMalformed).
//
// A Game owns a handle of the C library: call Close when done with it (a finalizer frees
// forgotten handles, late). Copies of a Game share that handle. Every method may be called
// from several goroutines at once, on the same Game or on different ones.
//
// Building needs librami_c and its pkg-config file rami_c.pc (PKG_CONFIG_PATH), and cgo. The
// package calls rami_last_status, which librami_c.so.1 gained after its first release
// (symbol version RAMI_C_1.1): an older library refuses to load the program.
package rami
