package rami

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand"
	"reflect"
	"regexp"
	"sort"
	"sync"
	"testing"
)

var variants = []string{"rami40", "rami50", "rami51", "manie_joker51", "rami51_kaluki",
	"rami_francais", "rami7", "rummy_classic"}

// maxSteps bounds a random round; reaching it fails the test (a round that never ends).
const maxSteps = 20000

func newGame(t *testing.T, rules string, players int, seed uint64) Game {
	t.Helper()
	g, err := NewGame(rules, players, seed)
	if err != nil {
		t.Fatalf("NewGame(%q, %d, %d): %v", rules, players, seed, err)
	}
	return g
}

func mustJSON(t *testing.T, g Game) string {
	t.Helper()
	s, err := g.JSON()
	if err != nil {
		t.Fatalf("JSON: %v", err)
	}
	return s
}

func decode(t *testing.T, text string) map[string]any {
	t.Helper()
	var doc map[string]any
	if err := json.Unmarshal([]byte(text), &doc); err != nil {
		t.Fatalf("not a JSON object: %v\n%s", err, text)
	}
	return doc
}

// state is the part of a state document the tests read.
type state struct {
	Hands   [][]string `json:"hands"`
	Phase   string     `json:"phase"`
	Current int        `json:"current"`
}

func readState(t *testing.T, g Game) state {
	t.Helper()
	var s state
	if err := json.Unmarshal([]byte(mustJSON(t, g)), &s); err != nil {
		t.Fatal(err)
	}
	return s
}

// playRandomRound plays seeded random legal actions from a new round to its end, checking
// each step; it returns the last Game (the caller closes it) and the number of actions.
func playRandomRound(t *testing.T, variant string, players int, seed int64) (Game, int) {
	t.Helper()
	g := newGame(t, variant, players, uint64(seed))
	random := rand.New(rand.NewSource(seed))
	size := g.ActionSpaceSize()
	var ids []int32
	steps := 0
	for !g.IsOver() {
		if steps == maxSteps {
			t.Fatalf("not over after %d actions", steps)
		}
		if seat := g.CurrentSeat(); seat < 0 || seat >= players {
			t.Fatalf("action %d: seat to act %d not in 0..%d", steps, seat, players-1)
		}
		ids = g.AppendLegalActions(ids[:0])
		if len(ids) == 0 {
			t.Fatalf("action %d: no legal action in a round that is not over", steps)
		}
		if !sort.SliceIsSorted(ids, func(i, j int) bool { return ids[i] < ids[j] }) {
			t.Fatalf("action %d: legal ids not in increasing order: %v", steps, ids)
		}
		id := ids[random.Intn(len(ids))]
		if id < 0 || id >= size {
			t.Fatalf("action %d: id %d outside the action space 0..%d", steps, id, size-1)
		}
		if k := sort.Search(len(ids), func(i int) bool { return ids[i] >= id }); k == len(ids) || ids[k] != id {
			t.Fatalf("action %d: chosen id %d not in the legal list", steps, id)
		}
		next, err := g.Step(id)
		if err != nil {
			move, _ := g.ActionJSON(id)
			t.Fatalf("action %d: legal action %d %s refused: %v", steps, id, move, err)
		}
		g.Close()
		g = next
		steps++
	}
	return g, steps
}

func TestVersion(t *testing.T) {
	if !regexp.MustCompile(`^\d+\.\d+\.\d+$`).MatchString(Version()) {
		t.Errorf("Version() = %q, want MAJOR.MINOR.PATCH", Version())
	}
	if ABIVersion() != HeaderABIVersion {
		t.Errorf("ABIVersion() = %d, header has %d", ABIVersion(), HeaderABIVersion)
	}
}

func TestRandomRoundsToTheEnd(t *testing.T) {
	for v, variant := range variants {
		for players := 2; players <= 4; players++ {
			variant, players, seed := variant, players, int64(1000*v+players)
			t.Run(fmt.Sprintf("%s/%d_seats", variant, players), func(t *testing.T) {
				t.Parallel()
				end, steps := playRandomRound(t, variant, players, seed)
				defer end.Close()
				if steps == 0 || !end.IsOver() || end.CurrentSeat() != -1 {
					t.Fatalf("after %d actions: over %v, seat %d", steps, end.IsOver(), end.CurrentSeat())
				}
				if ids := end.LegalActions(); len(ids) != 0 {
					t.Errorf("legal actions after the end: %v", ids)
				}
				scores, err := end.Scores()
				if err != nil {
					t.Fatal(err)
				}
				if len(scores.Round) != players || len(scores.Totals) != players {
					t.Errorf("scores of an ended round: %+v", scores)
				}
				_, err = end.Step(0)
				if !errors.Is(err, ErrRefused) || err.(*Error).Code != "round_over" {
					t.Errorf("Step after the end: %v, want round_over", err)
				}
			})
		}
	}
}

func TestStepAndApplyLeaveTheGameUnchanged(t *testing.T) {
	g := newGame(t, "rami51", 3, 7)
	defer g.Close()
	cases := []struct {
		name string
		next func() (Game, error)
	}{
		{"step", func() (Game, error) { return g.Step(g.LegalActions()[0]) }},
		{"apply", func() (Game, error) {
			return g.Apply(`{"type":"discard","card":"` + readState(t, g).Hands[0][0] + `"}`)
		}},
		{"refused", func() (Game, error) { return g.Apply(`{"type":"draw"}`) }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			before := mustJSON(t, g)
			next, err := c.next()
			if err == nil {
				if mustJSON(t, next) == before {
					t.Error("the next game equals the game before the move")
				}
				next.Close()
			}
			if after := mustJSON(t, g); after != before {
				t.Errorf("the game changed:\nbefore %s\nafter  %s", before, after)
			}
		})
	}
}

func TestJSONRoundTrip(t *testing.T) {
	for v, variant := range variants {
		variant, seed := variant, int64(v+50)
		t.Run(variant, func(t *testing.T) {
			start := newGame(t, variant, 2, uint64(seed))
			defer start.Close()
			end, _ := playRandomRound(t, variant, 2, seed)
			defer end.Close()
			for _, g := range []Game{start, end} {
				text := mustJSON(t, g)
				back, err := FromJSON(text)
				if err != nil {
					t.Fatalf("FromJSON of the engine's own state: %v", err)
				}
				if again := mustJSON(t, back); again != text {
					t.Errorf("round trip differs:\n%s\n%s", text, again)
				}
				back.Close()
			}
		})
	}
}

func TestRefusedByTheRules(t *testing.T) {
	cases := []struct {
		name, code, rule string
		try              func(t *testing.T) error
	}{
		{"discard before drawing", "must_draw_first", "R2", func(t *testing.T) error {
			g := newGame(t, "rummy_classic", 2, 3) // the first seat draws first (R2)
			defer g.Close()
			s := readState(t, g)
			if s.Phase != "draw" {
				t.Fatalf("phase %q at the start of rummy_classic", s.Phase)
			}
			_, err := g.Apply(`{"type":"discard","card":"` + s.Hands[s.Current][0] + `"}`)
			return err
		}},
		{"draw twice", "already_drawn", "R2", func(t *testing.T) error {
			g := newGame(t, "rummy_classic", 2, 3)
			defer g.Close()
			drawn, err := g.Apply(`{"type":"draw"}`)
			if err != nil {
				t.Fatal(err)
			}
			defer drawn.Close()
			_, err = drawn.Apply(`{"type":"draw"}`)
			return err
		}},
		{"too many players", "players_out_of_range", "R1", func(t *testing.T) error {
			_, err := NewGame("rami51", 9, 1)
			return err
		}},
		{"best of a joker in rami50", "card_not_in_deck", "R1", func(t *testing.T) error {
			_, err := Best("rami50", "JK 5H 6H", false) // rami50 has no joker: NULL, refused
			return err
		}},
		{"a meld of two cards", "meld_too_short", "R3", func(t *testing.T) error {
			g := newGame(t, "rami51", 2, 42) // the first seat plays without drawing (R2)
			defer g.Close()
			hand := readState(t, g).Hands[0]
			_, err := g.Apply(`{"type":"play","steps":[{"meld":["` + hand[0] + `","` + hand[1] + `"]}]}`)
			return err
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := c.try(t)
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("got %v, want a *rami.Error", err)
			}
			if !errors.Is(err, ErrRefused) || errors.Is(err, ErrMalformed) || e.Status != StatusRefused {
				t.Errorf("status %v, want refused", e.Status)
			}
			if e.Code != c.code || e.Rule != c.rule || e.Message == "" {
				t.Errorf("got %+v, want code %s, rule %s and a message", e, c.code, c.rule)
			}
		})
	}
}

func TestMalformedInput(t *testing.T) {
	g := newGame(t, "rami51", 2, 42)
	defer g.Close()
	size := g.ActionSpaceSize()
	step := func(id int32) func() error { return func() error { _, err := g.Step(id); return err } }
	apply := func(move string) func() error { return func() error { _, err := g.Apply(move); return err } }
	view := func(seat int) func() error { return func() error { _, err := g.View(seat); return err } }
	// A state whose first hand holds a card the deck has no third copy of (R1).
	var doc map[string]any
	_ = json.Unmarshal([]byte(mustJSON(t, g)), &doc)
	doc["hands"].([]any)[0].([]any)[0] = "KH"
	doc["hands"].([]any)[0].([]any)[1] = "KH"
	doc["hands"].([]any)[0].([]any)[2] = "KH"
	notTheDeck, _ := json.Marshal(doc)
	cases := []struct {
		name, code string
		try        func() error
	}{
		{"state not the deck", "cards_not_deck", func() error { _, err := FromJSON(string(notTheDeck)); return err }},
		{"state not JSON", "invalid_json", func() error { _, err := FromJSON(`{"format":`); return err }},
		{"state without hands", "missing_field", func() error { _, err := FromJSON(`{"format":"rami.state/1","variant":"rami51"}`); return err }},
		{"move not JSON", "invalid_json", apply(`{"type":`)},
		{"not a move", "invalid_move", apply(`{"type":"jump"}`)},
		{"unknown card", "unknown_card", apply(`{"type":"discard","card":"ZZ"}`)},
		{"NUL in a move", "invalid_json", apply("{\"type\":\"draw\"}\x00")},
		{"unknown variant", "unknown_variant", func() error { _, err := NewGame("rami52", 2, 1); return err }},
		{"bad rules document", "invalid_json", func() error { _, err := NewGame("{", 2, 1); return err }},
		{"seat out of range", "seat_out_of_range", view(2)},
		{"negative seat", "seat_out_of_range", view(-1)},
		{"seat beyond C int", "seat_out_of_range", view(1 << 40)},
		{"action id = size", "number_out_of_range", step(size)},
		{"negative action id", "number_out_of_range", step(-1)},
		{"action JSON out of range", "number_out_of_range", func() error { _, err := g.ActionJSON(size); return err }},
		{"unknown bot", "unknown_value", func() error { _, err := g.BotMove("clever", 1); return err }},
		{"meld of an unknown card", "unknown_card", func() error { _, err := Meld("rami51", "JK XX"); return err }},
		{"meld of an unknown variant", "unknown_variant", func() error { _, err := Meld("rami52", "AH 2H 3H"); return err }},
		{"best of no cards", "empty_input", func() error { _, err := Best("rami51", "", false); return err }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := c.try()
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("got %v, want a *rami.Error", err)
			}
			if !errors.Is(err, ErrMalformed) || errors.Is(err, ErrRefused) {
				t.Errorf("status %v, want malformed", e.Status)
			}
			rule := "format"
			if c.code == "cards_not_deck" { // a state is malformed, whichever rule it breaks
				rule = "R1"
			}
			if e.Code != c.code || e.Rule != rule || e.Message == "" {
				t.Errorf("got %+v, want code %s, rule %s and a message", e, c.code, rule)
			}
		})
	}
}

func TestViewShowsOnlyTheSeatsHand(t *testing.T) {
	g := newGame(t, "rami51", 3, 9)
	defer g.Close()
	hands := readState(t, g).Hands
	for seat := range hands {
		t.Run(fmt.Sprintf("seat_%d", seat), func(t *testing.T) {
			text, err := g.View(seat)
			if err != nil {
				t.Fatal(err)
			}
			var view struct {
				Format    string   `json:"format"`
				Seat      int      `json:"seat"`
				Hand      []string `json:"hand"`
				HandSizes []int    `json:"hand_sizes"`
			}
			if err := json.Unmarshal([]byte(text), &view); err != nil {
				t.Fatal(err)
			}
			if view.Format != "rami.view/1" || view.Seat != seat || !reflect.DeepEqual(view.Hand, hands[seat]) {
				t.Errorf("view of seat %d: %s, want its hand %v", seat, text, hands[seat])
			}
			for other, hand := range hands {
				if view.HandSizes[other] != len(hand) {
					t.Errorf("hand_sizes[%d] = %d, want %d", other, view.HandSizes[other], len(hand))
				}
			}
			for _, hidden := range []string{"hands", "stock", "seed"} {
				if _, ok := decode(t, text)[hidden]; ok {
					t.Errorf("the view shows %q", hidden)
				}
			}
		})
	}
}

func TestBotMoves(t *testing.T) {
	for _, bot := range []string{"greedy", "random"} {
		t.Run(bot, func(t *testing.T) {
			g := newGame(t, "rami51", 2, 11)
			defer g.Close()
			for moves := 0; !g.IsOver(); moves++ {
				if moves == maxSteps {
					t.Fatalf("not over after %d %s moves", moves, bot)
				}
				move, err := g.BotMove(bot, uint64(moves))
				if err != nil {
					t.Fatal(err)
				}
				next, err := g.Apply(move)
				if err != nil {
					t.Fatalf("the %s bot's move %s refused: %v", bot, move, err)
				}
				g.Close()
				g = next
			}
			_, err := g.BotMove(bot, 0)
			if !errors.Is(err, ErrRefused) || err.(*Error).Code != "round_over" || err.(*Error).Rule != "R7" {
				t.Errorf("bot move after the end: %v, want round_over (R7)", err)
			}
		})
	}
}

func TestMeld(t *testing.T) {
	cases := []struct {
		cards, kind string
		valid       bool
		points      int
		code        string
	}{
		{"JK AH JK", "set", true, 33, ""}, // two jokers read as aces: 3 × 11 (R4, R5)
		{`["7H","8H","JK"]`, "run", true, 24, ""},
		{"5H 6S 7H", "", false, 0, "not_a_meld"},
		{"KH AH 2H", "", false, 0, "run_wraps"},
	}
	for _, c := range cases {
		t.Run(c.cards, func(t *testing.T) {
			text, err := Meld("rami51", c.cards)
			if err != nil {
				t.Fatal(err)
			}
			var meld struct {
				Valid  bool   `json:"valid"`
				Kind   string `json:"kind"`
				Points int    `json:"points"`
				Error  *Error `json:"error"`
			}
			if err := json.Unmarshal([]byte(text), &meld); err != nil {
				t.Fatal(err)
			}
			if meld.Valid != c.valid || meld.Kind != c.kind || meld.Points != c.points {
				t.Errorf("%s", text)
			}
			if !c.valid && (meld.Error == nil || meld.Error.Code != c.code || meld.Error.Rule != "R3") {
				t.Errorf("%s, want %s (R3)", text, c.code)
			}
		})
	}
}

func TestBest(t *testing.T) {
	cases := []struct {
		name, cards   string
		opened        bool
		melds, points int
		left          []string
	}{
		{"opened: the run and the set, KD left", "5S 6S 7S 8S KD QC QD QH", true, 2, 56, []string{"KD"}},
		{"not opened: 26 + 30 reach 51", "5S 6S 7S 8S KD QC QD QH", false, 2, 56, []string{"KD"}},
		{"not opened: 26 alone does not", "5S 6S 7S 8S KD", false, 0, 0, []string{"5S", "6S", "7S", "8S", "KD"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			text, err := Best("rami51", c.cards, c.opened)
			if err != nil {
				t.Fatal(err)
			}
			var best struct {
				Melds    []struct{ Points int } `json:"melds"`
				Points   int                    `json:"points"`
				Left     []string               `json:"left"`
				Deadwood int                    `json:"deadwood"`
			}
			if err := json.Unmarshal([]byte(text), &best); err != nil {
				t.Fatal(err)
			}
			sum := 0
			for _, m := range best.Melds {
				sum += m.Points
			}
			if len(best.Melds) != c.melds || best.Points != c.points || sum != best.Points ||
				!reflect.DeepEqual(best.Left, c.left) || best.Deadwood <= 0 {
				t.Errorf("%s", text)
			}
		})
	}
}

func TestScoresBeforeTheEnd(t *testing.T) {
	g := newGame(t, "rami7", 4, 5)
	defer g.Close()
	s, err := g.Scores()
	if err != nil {
		t.Fatal(err)
	}
	if s.Round != nil || len(s.Before) != 4 || len(s.Totals) != 4 || s.MatchWinner != nil {
		t.Errorf("scores of a new round: %+v", s)
	}
}

func TestAppendLegalActionsReusesTheBuffer(t *testing.T) {
	g := newGame(t, "rami51", 2, 42)
	defer g.Close()
	want := g.LegalActions()
	if len(want) < 2 {
		t.Fatalf("only %d legal actions", len(want))
	}
	big := make([]int32, 0, len(want)+10)
	if got := g.AppendLegalActions(big); &got[0] != &big[:1][0] || !reflect.DeepEqual(got, want) {
		t.Errorf("a buffer with room: got %v (same array: %v), want %v", got, &got[0] == &big[:1][0], want)
	}
	got := g.AppendLegalActions([]int32{-7}) // no room: grows, keeps the prefix
	if !reflect.DeepEqual(got, append([]int32{-7}, want...)) {
		t.Errorf("appended to [-7]: %v", got)
	}
}

func TestCloseIsSafe(t *testing.T) {
	g := newGame(t, "rami51", 2, 42)
	next, err := g.Step(g.LegalActions()[0])
	if err != nil {
		t.Fatal(err)
	}
	defer next.Close()
	cp := g
	cp.Close()
	g.Close() // twice, through another copy
	var zero Game
	zero.Close()
	for name, closed := range map[string]Game{"closed": g, "zero": zero} {
		t.Run(name, func(t *testing.T) {
			if !closed.IsOver() || closed.CurrentSeat() != -1 || closed.Players() != -1 ||
				closed.ActionSpaceSize() != -1 || len(closed.LegalActions()) != 0 {
				t.Error("a closed game looks like a game")
			}
			calls := map[string]func() error{
				"JSON":    func() error { _, err := closed.JSON(); return err },
				"Step":    func() error { _, err := closed.Step(0); return err },
				"Apply":   func() error { _, err := closed.Apply(`{"type":"draw"}`); return err },
				"View":    func() error { _, err := closed.View(0); return err },
				"Scores":  func() error { _, err := closed.Scores(); return err },
				"BotMove": func() error { _, err := closed.BotMove("greedy", 1); return err },
			}
			for call, try := range calls {
				if err := try(); !errors.Is(err, ErrMalformed) || err.(*Error).Code != "missing_field" {
					t.Errorf("%s on a closed game: %v, want missing_field", call, err)
				}
			}
		})
	}
	if _, err := next.JSON(); err != nil {
		t.Errorf("a game made before Close: %v", err)
	}
}

func TestConcurrentUseOfOneGame(t *testing.T) {
	g := newGame(t, "rami51", 4, 21)
	defer g.Close()
	ids := g.LegalActions()
	want := make([]string, len(ids))
	for i, id := range ids {
		next, err := g.Step(id)
		if err != nil {
			t.Fatal(err)
		}
		want[i] = mustJSON(t, next)
		next.Close()
	}
	var wg sync.WaitGroup
	for worker := 0; worker < 8; worker++ {
		wg.Add(1)
		go func(worker int) {
			defer wg.Done()
			for round := 0; round < 20; round++ {
				if got := g.LegalActions(); !reflect.DeepEqual(got, ids) {
					t.Errorf("worker %d: legal actions %v", worker, got)
				}
				i := (worker + round) % len(ids)
				next, err := g.Step(ids[i])
				if err != nil {
					t.Errorf("worker %d: %v", worker, err)
					return
				}
				if got, _ := next.JSON(); got != want[i] {
					t.Errorf("worker %d: step %d gave another state", worker, ids[i])
				}
				next.Close()
				// A failure on this goroutine must report its own error, not another's.
				if _, err := g.View(worker + 4); err == nil || err.(*Error).Code != "seat_out_of_range" {
					t.Errorf("worker %d: View(%d): %v", worker, worker+4, err)
				}
				if _, err := g.Apply(`{"type":"draw"}`); err == nil || err.(*Error).Code != "already_drawn" {
					t.Errorf("worker %d: draw: %v", worker, err)
				}
			}
		}(worker)
	}
	wg.Wait()
}

func TestCloseWhileOtherGoroutinesPlay(t *testing.T) {
	g := newGame(t, "rami51", 2, 3)
	var wg sync.WaitGroup
	for worker := 0; worker < 4; worker++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 200; i++ {
				next, err := g.Step(0) // draw is not legal: refused, or missing_field once closed
				if err == nil {
					next.Close()
				}
				var e *Error
				if !errors.As(err, &e) || (e.Code != "missing_field" && e.Status != StatusRefused) {
					t.Errorf("Step during Close: %v", err)
				}
			}
		}()
	}
	g.Close()
	wg.Wait()
}
