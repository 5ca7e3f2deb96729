#!/usr/bin/env bash
# Custom variants on the command line: `rami new --rules FILE` deals a round of a rules
# document (rami.rules/1), the state carries the rules, and `rami apply`, `legal`, `view`,
# `play` and `replay` play by them; bad rules documents are refused naming the field.
# Usage: bash tests/cli/test_rules_cli.sh <path-to-rami> <repo-root>
set -u

RAMI=${1:?usage: test_rules_cli.sh <path-to-rami> <repo-root>}
ROOT=${2:?usage: test_rules_cli.sh <path-to-rami> <repo-root>}
source "$(dirname "${BASH_SOURCE[0]}")/lib/harness.sh"

# --- a custom variant: rami_francais, 2-4 players, 10 cards, 81 to open, no first draw --------
RULES="$TMP/house.json"
cat >"$RULES" <<'JSON'
{"format": "rami.rules/1", "base": "rami_francais",
 "deal": {"max_players": 4, "hand_size": 10, "first_turn_draws": false},
 "opening": {"minimum": 81}}
JSON
S="$TMP/s.json"
run 0 "$S" new --rules "$RULES" --players 3 --seed 4
check "the state carries the rules and is dealt by them" "
s = files[0]
assert s['variant'] == 'rami_francais', s['variant']
r = s['rules']
assert r['format'] == 'rami.rules/1' and r['base'] == 'rami_francais', r
assert r['opening'] == {'minimum': 81}, r
assert r['deal']['hand_size'] == 10 and r['deal']['max_players'] == 4 and r['deal']['first_turn_draws'] is False, r
assert [len(h) for h in s['hands']] == [10, 10, 10], [len(h) for h in s['hands']]
assert s['phase'] == 'play', s['phase']   # no draw on the first turn: the custom rule
" "$S"
run 0 "$TMP/plain.json" new --variant rami_francais --players 3 --seed 4
check "the base variant deals 13 cards, draws first, carries no rules" "
s = files[0]
assert 'rules' not in s and s['phase'] == 'draw' and len(s['hands'][0]) == 13, s['phase']
" "$TMP/plain.json"

# apply honours the rules: a draw on the first turn is refused (R2), a discard is not.
run 1 "$TMP/e.json" apply --state "$S" --move '{"type": "draw"}' && error_is already_drawn R2 "$TMP/e.json"
CARD=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["hands"][0][0])' "$S")
run 0 "$TMP/s1.json" apply --state "$S" --move "{\"type\": \"discard\", \"card\": \"$CARD\"}"
check "the next state keeps the rules" "
a, b = files
assert b['rules'] == a['rules'] and b['current'] == 1 and b['phase'] == 'draw', (b['current'], b['phase'])
" "$S" "$TMP/s1.json"
# legal and view read the rules too: the first seat's first turn has no draw, unlike the base's.
run 0 "$TMP/legal.json" legal --state "$S"
run 0 "$TMP/legal_plain.json" legal --state "$TMP/plain.json"
check "legal moves of the custom state: no draw on the first turn" "
custom, plain = files
assert custom and all(m['type'] != 'draw' for m in custom), custom[:3]
assert any(m['type'] == 'discard' for m in custom), custom[:3]
assert {'type': 'draw'} in plain, plain[:3]
" "$TMP/legal.json" "$TMP/legal_plain.json"
run 0 "$TMP/view.json" view --state "$TMP/s1.json" --seat 1
check "the view carries the rules" "
v = files[0]
assert v['rules']['opening'] == {'minimum': 81} and len(v['hand']) == 10, v.get('rules')
" "$TMP/view.json"
# The same rules from stdin.
run 0 "$TMP/s2.json" new --rules - --players 2 --seed 4 <"$RULES"
check "--rules - reads stdin" "assert files[0]['rules']['opening'] == {'minimum': 81}" "$TMP/s2.json"

# play and replay: every recorded start state carries the rules, and the record replays.
run 0 "$TMP/record.json" play --rules "$RULES" --players 2 --seed 3 --bots random --json
check "play --rules records the custom rules" "
rec = files[0]
assert rec['variant'] == 'rami_francais', rec['variant']
assert all(r['start']['rules']['opening'] == {'minimum': 81} for r in rec['rounds'])
" "$TMP/record.json"
run 0 "$TMP/replay.json" replay "$TMP/record.json"
check "the record replays" "assert files[0]['valid'] is True, files[0]" "$TMP/replay.json"

# --- refusals, each naming the field ---------------------------------------------------------
run 1 "$TMP/e.json" new --rules "$RULES" --players 5 && error_is players_out_of_range R1 "$TMP/e.json"
echo '{"format": "rami.rules/1", "base": "rami51", "deck": {"decks": 3}}' >"$TMP/bad.json"
run 2 "$TMP/e.json" new --rules "$TMP/bad.json" --players 2 && error_is invalid_rules R1 "$TMP/e.json" "deck.decks: 3 is not in 1..2"
echo '{"format": "rami.rules/1", "base": "rami51", "opening": {"minimun": 81}}' >"$TMP/bad.json"
run 2 "$TMP/e.json" new --rules "$TMP/bad.json" --players 2 && error_is unknown_field format "$TMP/e.json" "opening.minimun"
echo '{"format": "rami.rules/1", "base": "rami51", "deal": {"hand_size": 30}}' >"$TMP/bad.json"
run 2 "$TMP/e.json" new --rules "$TMP/bad.json" --players 2 && error_is invalid_rules R1 "$TMP/e.json" "deal.hand_size.2: 30"
run 2 "$TMP/e.json" new --rules "$TMP/no_such_file.json" --players 2 && error_is cannot_read_file format "$TMP/e.json"
run 2 "$TMP/e.json" new --rules "$RULES" --variant rami51 --players 2 && error_is usage format "$TMP/e.json"
run 2 "$TMP/e.json" new --players 2 && error_is usage format "$TMP/e.json"
# A state whose carried rules name another base than its variant does not load.
python3 -c 'import json,sys; s=json.load(open(sys.argv[1])); s["variant"]="rami51"; json.dump(s, open(sys.argv[2],"w"))' "$S" "$TMP/mismatch.json"
run 2 "$TMP/e.json" legal --state "$TMP/mismatch.json" && error_is inconsistent_state format "$TMP/e.json" "rules.base"

finish
