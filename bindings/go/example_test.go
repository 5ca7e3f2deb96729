package rami_test

import (
	"encoding/json"
	"errors"
	"fmt"

	"rami"
)

// A round of rami51 for two seats: the legal actions, a step, what a seat sees, a move the
// rules refuse, and a meld read on its own.
func Example() {
	game, err := rami.NewGame("rami51", 2, 42)
	if err != nil {
		panic(err)
	}
	defer game.Close()
	fmt.Println("seat to act:", game.CurrentSeat(), "of", game.Players())

	ids := game.LegalActions()
	move, _ := game.ActionJSON(ids[len(ids)-1])
	fmt.Println(len(ids), "legal actions, the last:", move)
	next, err := game.Step(ids[len(ids)-1])
	if err != nil {
		panic(err)
	}
	defer next.Close()

	text, _ := next.View(0) // what seat 0 may see: its own hand, the others' sizes
	var view struct {
		Hand      []string `json:"hand"`
		HandSizes []int    `json:"hand_sizes"`
	}
	_ = json.Unmarshal([]byte(text), &view)
	fmt.Println("seat 0 holds", view.Hand, "hand sizes", view.HandSizes)

	_, err = next.Apply(`{"type":"draw"}`) // rami51's first seat is dealt 15 cards and does not draw (R2)
	var refusal *rami.Error
	if errors.As(err, &refusal) && errors.Is(err, rami.ErrRefused) {
		fmt.Println("refused:", refusal.Code, refusal.Rule)
	}

	meld, _ := rami.Meld("rami51", "JK AH JK")
	fmt.Println(meld)
	// Output:
	// seat to act: 0 of 2
	// 16 legal actions, the last: {"cards":["JH","JD","JC"],"kind":"set","type":"meld"}
	// seat 0 holds [9S 7C 6H KC 6H 5D 4D JK 9H 10D QS 5H] hand sizes [12 14]
	// refused: already_drawn R2
	// {"cards":["JK","AH","JK"],"kind":"set","points":33,"reading":["A?","AH","A?"],"valid":true}
}
