#!/usr/bin/env bash
# Turns one action at a time on the command line (docs/cli.md): `rami actions` lists the legal
# actions with their numbers and the space's size, `rami step` applies one by number or by JSON,
# refusals exit 1 naming the rule, malformed input exits 2. A whole round is played by numbers.
# Usage: bash tests/cli/test_actions_cli.sh <path-to-rami> <repo-root>
set -u

RAMI=${1:?usage: test_actions_cli.sh <path-to-rami> <repo-root>}
ROOT=${2:?usage: test_actions_cli.sh <path-to-rami> <repo-root>}
source "$(dirname "${BASH_SOURCE[0]}")/lib/harness.sh"

S="$TMP/s.json"
A="$TMP/actions.json"
N="$TMP/next.json"
O="$TMP/out.json"
run 0 "$S" new --variant rami51 --players 2 --seed 3
run 0 "$A" actions --state "$S"
check "the actions have increasing numbers, the space its size" "
j = files[0]
assert set(j) == {'actions', 'size'} and j['size'] == 32063, j.keys()
ids = [a['id'] for a in j['actions']]
assert ids == sorted(set(ids)) and ids, ids
types = {a['action']['type'] for a in j['actions']}
assert 'draw' not in types and 'discard' in types and 'meld' in types, types  # rami51: no first draw (R2)
" "$A"

# The first meld by its number, then by its JSON: the same state, the turn in progress.
meld_id=$(python3 -c "import json,sys; print(next(a['id'] for a in json.load(open(sys.argv[1]))['actions'] if a['action']['type'] == 'meld'))" "$A")
meld_json=$(python3 -c "import json,sys; print(json.dumps(next(a['action'] for a in json.load(open(sys.argv[1]))['actions'] if a['action']['type'] == 'meld')))" "$A")
run 0 "$N" step --state "$S" --action "$meld_id"
run 0 "$O" step --state "$S" --action "$meld_json"
check "a meld by number or by JSON: the same state, the same seat to act" "
a, b, s = files
assert a == b
assert a['phase'] == 'play' and a['current'] == s['current'] and a['melds_this_turn'] == [len(a['table']) - 1], a['melds_this_turn']
" "$N" "$O" "$S"

# Refusals: the rule (exit 1); a number outside the space, bad JSON (exit 2).
run 1 "$O" step --state "$S" --action 0
error_is already_drawn R2 "$O"
run 1 "$O" step --state "$S" --action '{"type": "lay_off", "meld": 0, "cards": ["5H"]}'
error_is card_not_in_hand R2 "$O" 5H
run 2 "$O" step --state "$S" --action 32063
error_is number_out_of_range format "$O"
run 2 "$O" step --state "$S" --action -1
error_is number_out_of_range format "$O"
run 2 "$O" step --state "$S" --action '{"type": "lay_off", "meld": 0}'
error_is invalid_move format "$O"
run 2 "$O" actions --state "$TMP/missing.json"
error_is cannot_read_file format "$O"

# A whole round of rami7 by numbers, the last legal action each time: it ends (seed 3: after 79
# actions; seed 5 took 394, five times the runs for the same check). The leak check at each exit
# (ASan's, some 45 ms a run) is left to the runs above, and the last number is read from the
# compact output without starting Python.
run 0 "$S" new --variant rami7 --players 2 --seed 3
for ((n = 0; n < 400; n++)); do
    ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0 run 0 "$A" actions --state "$S" || break
    [[ $(<"$A") =~ \"id\":([0-9]+)\}\],\"size\" ]] || break
    ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0 run 0 "$N" step --state "$S" --action "${BASH_REMATCH[1]}" || break
    mv "$N" "$S"
done
check "a round played by numbers ends with no action left" "
s, a = files
assert s['phase'] == 'over' and a['actions'] == [], (s['phase'], len(a['actions']))
" "$S" "$A"

finish
