package rami

import (
	"encoding/json"
	"errors"
	"os"
	"strings"
	"testing"
)

// botRound plays a round with one Bot per seat, seeded as `rami play` seeds them (seed * 31 +
// seat), and returns its moves; beside each, it asks a bot made for that one move (BotMove)
// and counts the seats whose first move it matches and the moves where it differs.
func botRound(t *testing.T, variant string, players int, seed uint64, name string) (moves []string, firstEqual, freshDiffers int) {
	t.Helper()
	bots := make([]Bot, players)
	for seat := range bots {
		b, err := NewBot(name, seed*31+uint64(seat))
		if err != nil {
			t.Fatal(err)
		}
		defer b.Close()
		bots[seat] = b
	}
	g := newGame(t, variant, players, seed)
	asked := make([]int, players)
	for !g.IsOver() {
		if len(moves) == maxSteps {
			t.Fatalf("not over after %d moves", len(moves))
		}
		seat := g.CurrentSeat()
		move, err := bots[seat].Move(g)
		if err != nil {
			t.Fatal(err)
		}
		fresh, err := g.BotMove(name, seed*31+uint64(seat))
		if err != nil {
			t.Fatal(err)
		}
		if asked[seat] == 0 && fresh == move {
			firstEqual++
		}
		if fresh != move {
			freshDiffers++
		}
		asked[seat]++
		next, err := g.Apply(move)
		if err != nil {
			t.Fatalf("the bot's move %s refused: %v", move, err)
		}
		g.Close()
		g = next
		moves = append(moves, move)
	}
	if _, err := bots[0].Move(g); !errors.Is(err, ErrRefused) || err.(*Error).Code != "round_over" {
		t.Errorf("a move after the end: %v, want round_over (R7)", err)
	}
	g.Close()
	return moves, firstEqual, freshDiffers
}

// A Bot kept for the round plays each seat's first move as a bot made for that move, then
// parts from it (memory and generator), and the same seeds play the same round again.
func TestBotKeptForTheRound(t *testing.T) {
	moves, firstEqual, freshDiffers := botRound(t, "rami51", 2, 7, "ismcts-easy")
	if firstEqual != 2 || freshDiffers == 0 {
		t.Errorf("first moves equal to a fresh bot's: %d of 2; moves differing: %d (want > 0)", firstEqual, freshDiffers)
	}
	again, _, _ := botRound(t, "rami51", 2, 7, "ismcts-easy")
	if strings.Join(moves, "\n") != strings.Join(again, "\n") {
		t.Error("the same seeds played another round")
	}
}

// The Bots make the moves of `rami play --json` for the same deal (RAMI_PLAY_RECORD, which
// tools/test_bindings.sh writes), whose bots are kept for the round.
func TestBotPlaysAsRamiPlay(t *testing.T) {
	path := os.Getenv("RAMI_PLAY_RECORD")
	if path == "" {
		t.Skip("RAMI_PLAY_RECORD is not set (tools/test_bindings.sh writes it with `rami play --json`)")
	}
	text, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var record struct {
		Variant string   `json:"variant"`
		Players int      `json:"players"`
		Seed    uint64   `json:"seed"`
		Bots    []string `json:"bots"`
		Rounds  []struct {
			Moves []json.RawMessage `json:"moves"`
		} `json:"rounds"`
	}
	if err := json.Unmarshal(text, &record); err != nil || len(record.Rounds) == 0 || len(record.Bots) == 0 {
		t.Fatalf("not a record of `rami play --json`: %v", err)
	}
	moves, _, _ := botRound(t, record.Variant, record.Players, record.Seed, record.Bots[0])
	recorded := record.Rounds[0].Moves
	if len(moves) != len(recorded) {
		t.Fatalf("%d moves, the record has %d", len(moves), len(recorded))
	}
	for i, move := range moves {
		if move != string(recorded[i]) {
			t.Fatalf("move %d: %s, the record has %s", i, move, recorded[i])
		}
	}
}

func TestBotErrors(t *testing.T) {
	if _, err := NewBot("clever", 1); !errors.Is(err, ErrMalformed) || err.(*Error).Code != "unknown_value" {
		t.Errorf("NewBot(clever): %v, want unknown_value", err)
	}
	if _, err := NewBot("gre\x00edy", 1); !errors.Is(err, ErrMalformed) {
		t.Errorf("NewBot with a NUL: %v, want ErrMalformed", err)
	}
	g := newGame(t, "rami51", 2, 1)
	defer g.Close()
	var zero Bot
	if _, err := zero.Move(g); !errors.Is(err, ErrMalformed) || err.(*Error).Code != "missing_field" {
		t.Errorf("the zero Bot's move: %v, want missing_field", err)
	}
	zero.Close()
	b, err := NewBot("greedy", 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := b.Move(Game{}); !errors.Is(err, ErrMalformed) {
		t.Errorf("a move for no game: %v, want ErrMalformed", err)
	}
	if _, err := b.Move(g); err != nil {
		t.Errorf("a greedy move: %v", err)
	}
	b.Close()
	b.Close()
	if _, err := b.Move(g); !errors.Is(err, ErrMalformed) || err.(*Error).Code != "missing_field" {
		t.Errorf("a closed Bot's move: %v, want missing_field", err)
	}
}
