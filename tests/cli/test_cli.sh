#!/usr/bin/env bash
# The `rami` command's contract (docs/cli.md):
# exit codes 0 / 1 / 2, the JSON of the required examples, and `best --batch`.
# Usage: bash tests/cli/test_cli.sh <path-to-rami> <repo-root>
set -u
source "$(dirname "${BASH_SOURCE[0]}")/lib/python.sh"

RAMI=${1:?usage: test_cli.sh <path-to-rami> <repo-root>}
ROOT=${2:?usage: test_cli.sh <path-to-rami> <repo-root>}
HERE="$ROOT/tests/cli"
ERR=$(mktemp)
trap 'rm -f "$ERR"' EXIT

failures=0
checks=0

fail() {
    echo "FAIL: $*" >&2
    failures=$((failures + 1))
}

# expect EXIT PYTHON-EXPR -- ARGS...: runs rami with ARGS, checks the exit status and that
# PYTHON-EXPR is true of the JSON on stdout (bound to `j`; `err` is stderr). "-" skips the check.
expect() {
    local want=$1 expr=$2
    shift 3
    local out code
    out=$("$RAMI" "$@" 2>"$ERR")
    code=$?
    checks=$((checks + 1))
    if [ "$code" != "$want" ]; then
        fail "rami $*: exit $code, expected $want; stdout: $out; stderr: $(cat "$ERR")"
        return
    fi
    if [ "$expr" != "-" ]; then
        if ! OUT="$out" ERRTEXT="$(cat "$ERR")" python3 -c '
import json, os, sys
j = json.loads(os.environ["OUT"])
err = os.environ["ERRTEXT"]
sys.exit(0 if eval(sys.argv[1]) else 1)' "$expr"; then
            fail "rami $*: $expr is false; stdout: $out"
        fi
    fi
}

# An error JSON of exit 2 is {"error": {code, rule, message}} and a line goes to stderr.
is_error() { echo "set(j) == {'error'} and set(j['error']) >= {'code', 'rule', 'message'} and j['error']['code'] == '$1' and j['error']['rule'] == '$2' and err.strip() != ''"; }

# --- meld ---------------------------------------------------------------------------------
expect 0 "j['valid'] is True and j['kind'] == 'set' and j['points'] == 33 and j['reading'] == ['A?', 'AH', 'A?'] and j['cards'] == ['JK', 'AH', 'JK']" \
    -- meld --variant rami51 JK AH JK
expect 1 "j['valid'] is False and j['error']['rule'] == 'R3' and j['error']['code'] == 'too_many_jokers' and j['error']['message']" \
    -- meld --variant rami_francais 6S JK JK 9S
expect 0 "j['kind'] == 'run' and j['reading'] == ['QS', 'KS', 'AS'] and j['points'] == 31" \
    -- meld --variant rami51 QS KS JK
expect 0 "j['reading'] == ['10H', 'JH', 'QH'] and j['cards'] == ['10H', 'JH', 'QH']" \
    -- meld --variant rami51 th "j♥" Qh
expect 1 "j['valid'] is False and j['error']['code'] == 'ace_high_not_allowed'" \
    -- meld --variant rummy_classic QS KS AS

# --- opening ------------------------------------------------------------------------------
expect 0 "j['valid'] is True and j['points'] == 54 and j['tierce_franche'] is True and 'error' not in j" \
    -- opening --variant rami_francais --meld "8S 7S 6S" --meld "AH AC JK"
expect 1 "j['valid'] is False and j['points'] == 63 and j['tierce_franche'] is False and j['error']['code'] == 'opening_needs_tierce_franche' and j['error']['rule'] == 'R6'" \
    -- opening --variant rami_francais --meld "AH AC JK" --meld "KS KH KD"
expect 1 "j['valid'] is False and j['points'] == 21 and j['error']['code'] == 'opening_below_minimum'" \
    -- opening --variant rami51 --meld "8S 7S 6S"
expect 1 "j['valid'] is False and j['error']['rule'] == 'R3'" \
    -- opening --variant rami51 --meld "8S 7S 6S" --meld "AH AC"

# --- malformed input and usage: exit 2, error JSON on stdout, a line on stderr --------------
expect 2 "$(is_error unknown_card format) and 'ZZ' in j['error']['message']" -- meld --variant rami51 ZZ AH JK
expect 2 "$(is_error unknown_card format)" -- opening --variant rami51 --meld "8S 7S XS"
expect 2 "$(is_error unknown_card format)" -- best --variant rami51 7H 8H 1H
expect 2 "$(is_error usage format)" -- meld --variant rami51 --frobnicate JK AH JK
expect 2 "$(is_error usage format)" -- --frobnicate
expect 2 "$(is_error usage format)" -- meld JK AH JK
expect 2 "$(is_error usage format)" -- frobnicate
expect 2 "$(is_error usage format)" --
expect 2 "$(is_error unknown_variant format)" -- meld --variant rami99 JK AH JK
expect 2 "$(is_error unknown_variant format)" -- opening --variant rami99 --meld "8S 7S 6S"
expect 2 "$(is_error unknown_variant format)" -- best --variant rami99 7H 8H 9H
expect 2 "$(is_error empty_input format)" -- meld --variant rami51
expect 0 - -- --version
expect 0 - -- --help
expect 0 - -- meld --help

# --- best ---------------------------------------------------------------------------------
expect 0 "j['min_deadwood'] == 29 and j['deadwood'] == 29 and sorted(j['left']) == ['9C', 'KS', 'QD'] and len(j['melds']) == 2 and j['can_go_out'] is False and j['points'] == 31" \
    -- best --variant rummy_classic AH 2H 3H 4H 7S 7D 7C KS QD 9C
expect 0 "j['min_deadwood'] == 19 and j['discard'] in ('KS', 'QD') and len(j['left']) == 2" \
    -- best --variant rummy_classic --after-discard AH 2H 3H 4H 7S 7D 7C KS QD 9C 5H
expect 0 "j == 10" -- best --variant rami51 --deadwood-only 7H 8H 9H KS

# Minimum deadwood under rummy_classic (ace 1, J Q K 10, ace low only), worked out by hand for
# each line of hands_rummy_classic.txt:
#  1  A-4H run (10) + 7S 7D 7C (21); KS QD 9C left                               = 29
#  2  7H fits 5H-6H-7H or 7H 7S 7D: the set leaves 5H 6H (11) instead of 7S 7D
#     (14); KC QC 2S 3D 9C (34) left too                                           = 45
#  3  7S fits 4S-7S or 7S 7H 7D; 7D fits 7D-10D or the set: the set + 4S-6S +
#     8D-10D leaves 2C (the two runs 4S-7S and 7D-10D leave 7H 2C = 9)            = 2
#  4  Q-K-A is no run here; 2S-5S + JD JC JS leave QH KH AH (10 + 10 + 1)          = 21
#  5  no meld: 1+3+5+7+9+10+10+2+4+6                                               = 57
#  6  (lower case, T for 10) A-3S + 4D 4H 4C + 9H-QH                               = 0
#  7  KS KH KD + 10S-QS leave 2C (10S-KS would leave KH KD 2C = 22)                = 2
#  8  8S 8H 8D + 8C-10C leave 5H (the four eights would leave 9C 10C 5H = 24)      = 5
# (line 3 of the file is blank and skipped.)
HANDS="$HERE/hands_rummy_classic.txt"
want="29 45 2 21 57 0 2 5"
out=$("$RAMI" best --variant rummy_classic --batch "$HANDS" --deadwood-only 2>"$ERR")
code=$?
checks=$((checks + 1))
[ "$code" = 0 ] || fail "best --batch --deadwood-only: exit $code"
[ "$(echo $out)" = "$want" ] || fail "best --batch --deadwood-only: got '$(echo $out)', expected '$want'"
grep -Eq '^ns_per_hand=[0-9]+$' "$ERR" || fail "best --batch: no ns_per_hand=N on stderr: $(cat "$ERR")"

# The same from stdin, with the full JSON per hand.
out=$("$RAMI" best --variant rummy_classic --batch - <"$HANDS" 2>"$ERR")
code=$?
checks=$((checks + 1))
[ "$code" = 0 ] || fail "best --batch -: exit $code"
OUT="$out" WANT="$want" python3 -c '
import json, os, sys
lines = os.environ["OUT"].splitlines()
hands = [json.loads(line) for line in lines]
want = [int(x) for x in os.environ["WANT"].split()]
assert [h["min_deadwood"] for h in hands] == want, [h["min_deadwood"] for h in hands]
for h in hands:
    assert set(h) >= {"melds", "points", "left", "deadwood", "min_deadwood", "can_go_out"}, h
    # rummy_classic has no opening minimum: the best lay-down leaves exactly the minimum.
    assert h["deadwood"] == h["min_deadwood"], h
    assert h["points"] == sum(m["points"] for m in h["melds"]), h
# Going out (R7, rummy_classic): every card laid but at most the one to discard.
assert [h["can_go_out"] for h in hands] == [False, False, True, False, False, True, True, True], hands
' || fail "best --batch -: wrong JSON lines: $out"

# With --after-discard, each line is a hand holding one card more than it keeps: adding 5H to
# hand 1 lets A-5H run, and KS or QD goes: QD (or KS) 9C left = 19.
out=$(printf 'AH 2H 3H 4H 7S 7D 7C KS QD 9C 5H\n' | "$RAMI" best --variant rummy_classic --batch - --after-discard --deadwood-only 2>"$ERR")
checks=$((checks + 1))
[ "$out" = 19 ] || fail "best --batch --after-discard --deadwood-only: got '$out', expected 19"

# A bad line: the error names its line number, exit 2.
out=$(printf '7H 8H 9H\n\n7H 8H ZZ\n' | "$RAMI" best --variant rummy_classic --batch - 2>"$ERR")
code=$?
checks=$((checks + 1))
[ "$code" = 2 ] || fail "best --batch with a bad line: exit $code, expected 2"
OUT="$out" python3 -c '
import json, os
j = json.loads(os.environ["OUT"])
assert j["error"]["code"] == "unknown_card" and j["error"]["line"] == 3 and "line 3" in j["error"]["message"], j
' || fail "best --batch with a bad line: $out"

expect 2 "$(is_error cannot_read_file format)" -- best --variant rummy_classic --batch "$HERE/no_such_file.txt"
expect 2 "$(is_error usage format)" -- best --variant rummy_classic --batch "$HANDS" 7H 8H 9H

if [ "$failures" -ne 0 ]; then
    echo "$failures failure(s) in $checks checks" >&2
    exit 1
fi
echo "all $checks checks passed"
