#!/usr/bin/env bash
# The game subcommands of `rami` (docs/cli.md):
# new, apply, legal, view; their JSON and their exit codes 0 / 1 / 2.
# Usage: bash tests/cli/test_game_cli.sh <path-to-rami> <repo-root>
set -u

RAMI=${1:?usage: test_game_cli.sh <path-to-rami> <repo-root>}
ROOT=${2:?usage: test_game_cli.sh <path-to-rami> <repo-root>}
source "$(dirname "${BASH_SOURCE[0]}")/lib/harness.sh"

# --- new -----------------------------------------------------------------------------------
S0="$TMP/state0.json"
run 0 "$S0" new --variant rami51 --players 4 --seed 7
check "new rami51 4 players" "
s = files[0]
assert s['format'] == 'rami.state/1' and s['variant'] == 'rami51', s
assert [len(h) for h in s['hands']] == [15, 14, 14, 14], [len(h) for h in s['hands']]
assert s['seed'] == 7 and s['current'] == 0 and s['turn'] == 0
assert s['phase'] == 'play'            # R2: the first player does not draw
assert s['discard'] == [] and s['table'] == []
assert s['opened'] == [False] * 4 and s['scores'] == [0] * 4 and s['result'] is None
assert len(s['stock']) + sum(len(h) for h in s['hands']) == 106
" "$S0"

run 0 "$TMP/again.json" new --variant rami51 --players 4 --seed 7
checks=$((checks + 1))
cmp -s "$S0" "$TMP/again.json" || fail "new with the same seed: a different deal"
run 0 "$TMP/other.json" new --variant rami51 --players 4 --seed 8
checks=$((checks + 1))
cmp -s "$S0" "$TMP/other.json" && fail "new with another seed: the same deal"

run 0 "$TMP/kaluki.json" new --variant rami51_kaluki --players 6 --seed 1 --first 2
check "new rami51_kaluki 6 players, first 2" "
s = files[0]
assert [len(h) for h in s['hands']] == [13] * 6
assert s['first'] == 2 and s['current'] == 2 and s['phase'] == 'draw' and len(s['discard']) == 1
" "$TMP/kaluki.json"

run 0 "$TMP/francais.json" new --variant rami_francais --players 3 --seed 3 --option opening_minimum=81 --option circular_runs=true --option hand_size=14
check "new with options" "
s = files[0]
assert s['options'] == {'opening_minimum': 81, 'circular_runs': True, 'hand_size': 14}, s['options']
assert [len(h) for h in s['hands']] == [14] * 3
" "$TMP/francais.json"

run 0 "$TMP/random.json" new --variant rami7 --players 2
check "new without a seed draws one" "assert isinstance(files[0]['seed'], int) and files[0]['seed'] >= 0" "$TMP/random.json"

run 2 "$TMP/e.json" new --variant rami52 --players 2 && error_is unknown_variant format "$TMP/e.json"
run 1 "$TMP/e.json" new --variant rummy_classic --players 5 && error_is players_out_of_range R1 "$TMP/e.json"
run 2 "$TMP/e.json" new --variant rami51 --players 2 --option jokers=4 && error_is invalid_option format "$TMP/e.json" options.jokers
run 2 "$TMP/e.json" new --variant rami51 --players 2 --option opening_minimum=900 && error_is invalid_option format "$TMP/e.json" opening_minimum
run 2 "$TMP/e.json" new --variant rami51 --players 2 --option circular_runs && error_is usage format "$TMP/e.json"
run 2 "$TMP/e.json" new --variant rami51 --players 2 --first 2 && error_is seat_out_of_range format "$TMP/e.json"
run 2 "$TMP/e.json" new --variant rami51 && error_is usage format "$TMP/e.json"
run 2 "$TMP/e.json" new --variant rami51 --players 2 --colour red && error_is usage format "$TMP/e.json"

# --- apply: seat 0 discards, seat 1 is to draw ------------------------------------------------
CARD=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["hands"][0][0])' "$S0")
S1="$TMP/state1.json"
"$RAMI" apply --state - --move "{\"type\":\"discard\",\"card\":\"$CARD\"}" <"$S0" >"$S1" 2>"$ERR"
code=$?
checks=$((checks + 1))
[ "$code" = 0 ] || fail "apply discard $CARD from stdin: exit $code: $(cat "$S1") $(cat "$ERR")"
check "after seat 0 discards $CARD" "
before, s = files
assert s['phase'] == 'draw' and s['current'] == 1, (s['phase'], s['current'])
assert s['discard'] == ['$CARD'], s['discard']
assert len(s['hands'][0]) == 14 and s['hands'][1:] == before['hands'][1:]
assert s['stock'] == before['stock'] and s['seed'] == before['seed']
" "$S0" "$S1"

# The move from a file (@FILE), the state from a file.
printf '{"type": "draw"}' >"$TMP/draw.json"
S2="$TMP/state2.json"
run 0 "$S2" apply --state "$S1" --move @"$TMP/draw.json"
check "seat 1 draws the top of the stock" "
before, s = files
assert s['phase'] == 'play' and s['current'] == 1
assert s['hands'][1] == before['hands'][1] + [before['stock'][0]] or sorted(s['hands'][1]) == sorted(before['hands'][1] + [before['stock'][0]])
assert s['stock'] == before['stock'][1:]
" "$S1" "$S2"
"$RAMI" apply --state "$S1" --move @- <"$TMP/draw.json" >"$TMP/s2b.json" 2>"$ERR"
checks=$((checks + 1))
cmp -s "$S2" "$TMP/s2b.json" || fail "apply --move @- differs from --move @FILE"

# Refused by the rules: exit 1 and the error JSON.
run 1 "$TMP/e.json" apply --state "$S1" --move '{"type": "discard", "card": "KS"}'
check "a refused move" "
e = files[0]['error']
assert e['rule'] != 'format' and e['code'] and e['message'], e
" "$TMP/e.json"
run 1 "$TMP/e.json" apply --state "$S2" --move '{"type": "draw"}'
check "drawing twice is refused" "assert files[0]['error']['rule'] != 'format', files[0]" "$TMP/e.json"

# Malformed: exit 2.
printf '{"format": "rami.state/1", "variant": "rami51", ' >"$TMP/truncated.json"
run 2 "$TMP/e.json" apply --state "$TMP/truncated.json" --move '{"type": "draw"}' && error_is invalid_json format "$TMP/e.json"
python3 -c '
import json, sys
s = json.load(open(sys.argv[1])); del s["hands"]; json.dump(s, open(sys.argv[2], "w"))' "$S1" "$TMP/nohands.json"
run 2 "$TMP/e.json" apply --state "$TMP/nohands.json" --move '{"type": "draw"}' && error_is missing_field format "$TMP/e.json" hands
python3 -c '
import json, sys
s = json.load(open(sys.argv[1])); s["hands"][2][5] = "ZZ"; json.dump(s, open(sys.argv[2], "w"))' "$S1" "$TMP/zz.json"
run 2 "$TMP/e.json" apply --state "$TMP/zz.json" --move '{"type": "draw"}' && error_is unknown_card format "$TMP/e.json" 'hands[2][5]'
python3 -c '
import json, sys
s = json.load(open(sys.argv[1])); s["stock"].pop(); json.dump(s, open(sys.argv[2], "w"))' "$S1" "$TMP/short.json"
run 2 "$TMP/e.json" apply --state "$TMP/short.json" --move '{"type": "draw"}' && error_is cards_not_deck R1 "$TMP/e.json"
python3 -c '
import json, sys
s = json.load(open(sys.argv[1])); s["current"] = 4; json.dump(s, open(sys.argv[2], "w"))' "$S1" "$TMP/seat.json"
run 2 "$TMP/e.json" apply --state "$TMP/seat.json" --move '{"type": "draw"}' && error_is seat_out_of_range format "$TMP/e.json" current
python3 -c '
import sys
open(sys.argv[1], "w").write("[" * 10000 + "]" * 10000)' "$TMP/deep.json"
run 2 "$TMP/e.json" apply --state "$TMP/deep.json" --move '{"type": "draw"}' && error_is wrong_json_type format "$TMP/e.json"
run 2 "$TMP/e.json" apply --state "$S1" --move '{"type": "draw"' && error_is invalid_json format "$TMP/e.json"
run 2 "$TMP/e.json" apply --state "$S1" --move '{"type": "jump"}' && error_is invalid_move format "$TMP/e.json" type
run 2 "$TMP/e.json" apply --state "$S1" --move '{"type": "discard", "card": "ZZ"}' && error_is unknown_card format "$TMP/e.json" card
run 2 "$TMP/e.json" apply --state "$S1" --move '{"type": "play", "steps": [{"lay_off": {"meld": -1, "cards": ["7H"]}}]}' && error_is invalid_move format "$TMP/e.json" 'steps[0].lay_off.meld'
run 2 "$TMP/e.json" apply --state "$TMP/no_such_file.json" --move '{"type": "draw"}' && error_is cannot_read_file format "$TMP/e.json"
run 2 "$TMP/e.json" apply --state "$S1" --move @"$TMP/no_such_move.json" && error_is cannot_read_file format "$TMP/e.json"
run 2 "$TMP/e.json" apply --state - --move @- </dev/null && error_is usage format "$TMP/e.json"
run 2 "$TMP/e.json" apply --state "$S1" && error_is usage format "$TMP/e.json"

# --- view ------------------------------------------------------------------------------------
for seat in 0 1 2 3; do
    run 0 "$TMP/view$seat.json" view --state "$S2" --seat "$seat"
    check "view of seat $seat" "
s, v = files
seat = $seat
assert v['format'] == 'rami.view/1' and v['seat'] == seat, v
assert 'seed' not in v and 'hands' not in v and 'stock' not in v, sorted(v)
assert v['hand'] == s['hands'][seat]
assert v['hand_sizes'] == [len(h) for h in s['hands']]
assert v['stock_size'] == len(s['stock'])
assert v['discard'] == s['discard'] and v['table'] == s['table'] and v['current'] == s['current']
# No key of the view holds the other hands' cards.
text = json.dumps(v)
for key in ('hands', 'stock', 'seed'):
    assert '\"%s\"' % key not in text
" "$S2" "$TMP/view$seat.json"
done
"$RAMI" view --state - --seat 1 <"$S2" >"$TMP/view_stdin.json" 2>"$ERR"
checks=$((checks + 1))
cmp -s "$TMP/view1.json" "$TMP/view_stdin.json" || fail "view --state - differs from view --state FILE"
run 2 "$TMP/e.json" view --state "$S2" --seat 4 && error_is seat_out_of_range format "$TMP/e.json" seat
run 2 "$TMP/e.json" view --state "$S2" --seat -1 && error_is seat_out_of_range format "$TMP/e.json"
run 2 "$TMP/e.json" view --state "$S2" && error_is usage format "$TMP/e.json"
run 2 "$TMP/e.json" view --state "$TMP/truncated.json" --seat 0 && error_is invalid_json format "$TMP/e.json"

# --- legal: every move listed is accepted by apply ------------------------------------------
for state in "$S0" "$S1" "$S2" "$TMP/kaluki.json"; do
    run 0 "$TMP/legal.json" legal --state "$state" || continue
    check "legal of $(basename "$state") is a non-empty array of moves" "
moves = files[0]
assert isinstance(moves, list) and moves, moves
assert all(m['type'] in ('draw', 'take_discard', 'play', 'discard') for m in moves), moves
" "$TMP/legal.json"
    # Apply every listed move (at most 40, discards and plays both).
    python3 - "$TMP/legal.json" "$TMP" <<'EOF'
import json, sys
moves = json.load(open(sys.argv[1]))
step = max(1, len(moves) // 40)
for i, m in enumerate(moves[::step]):
    open("%s/move%d.json" % (sys.argv[2], i), "w").write(json.dumps(m))
open("%s/moves.count" % sys.argv[2], "w").write(str(len(moves[::step])))
EOF
    count=$(cat "$TMP/moves.count")
    for ((i = 0; i < count; i++)); do
        "$RAMI" apply --state "$state" --move @"$TMP/move$i.json" >"$TMP/next.json" 2>"$ERR"
        code=$?
        checks=$((checks + 1))
        [ "$code" = 0 ] || fail "legal lists $(cat "$TMP/move$i.json") for $(basename "$state"), apply says: exit $code $(cat "$TMP/next.json")"
    done
done
run 0 "$TMP/legal.json" legal --state "$S1"
check "seat 1 may draw" "assert {'type': 'draw'} in files[0], files[0]" "$TMP/legal.json"

# A few turns of a round through the command line alone: legal, then apply the first move.
STATE="$TMP/round.json"
cp "$S0" "$STATE"
for ((turn = 0; turn < 24; turn++)); do
    run 0 "$TMP/legal.json" legal --state "$STATE" || break
    python3 -c '
import json, sys
moves = json.load(open(sys.argv[1]))
# Prefer a discard or a draw, so that the round moves on.
pick = next((m for m in moves if m["type"] in ("discard", "draw")), moves[0] if moves else None)
json.dump(pick, open(sys.argv[2], "w"))' "$TMP/legal.json" "$TMP/pick.json"
    run 0 "$TMP/next.json" apply --state "$STATE" --move @"$TMP/pick.json" || break
    mv "$TMP/next.json" "$STATE"
done
check "after 24 moves" "
s = files[0]
assert s['turn'] >= 10 and s['format'] == 'rami.state/1', s['turn']
" "$STATE"

# A finished round has no legal moves.
python3 -c '
import json, sys
s = json.load(open(sys.argv[1]))
s["phase"] = "over"
s["result"] = {"winner": None, "reason": "deadlock", "in_one_go": False, "points": [0, 0, 0, 0]}
json.dump(s, open(sys.argv[2], "w"))' "$S1" "$TMP/over.json"
run 0 "$TMP/legal.json" legal --state "$TMP/over.json"
check "no legal move once the round is over" "assert files[0] == [], files[0]" "$TMP/legal.json"
run 1 "$TMP/e.json" apply --state "$TMP/over.json" --move '{"type": "draw"}'
run 2 "$TMP/e.json" legal --state "$TMP/nohands.json" && error_is missing_field format "$TMP/e.json" hands
run 2 "$TMP/e.json" legal && error_is usage format "$TMP/e.json"

finish
