#!/usr/bin/env bash
# The `rami` command behaves the same on every platform (docs/platforms.md): run natively by the
# native presets, under Wine (rami.exe) and qemu (arm64) by the cross presets.
#  - paths with spaces and non-ASCII letters, given as UTF-8;
#  - input files and standard input with Windows line endings ("\r\n"): the same answers;
#  - card symbols (♠ ♥ ♦ ♣) on the command line, as UTF-8;
#  - exit codes 0, 1 and 2; output lines end in "\n" alone, byte for byte the same everywhere.
# Usage: bash tests/cli/test_platform_cli.sh <path-to-rami> <repo-root>
set -u
RAMI=${1:?usage: test_platform_cli.sh <path-to-rami> <repo-root>}
ROOT=${2:?usage: test_platform_cli.sh <path-to-rami> <repo-root>}
source "$(dirname "${BASH_SOURCE[0]}")/lib/harness.sh"
DIR="$TMP/Hélène's games"
mkdir -p "$DIR"

# same A B WHAT: files A and B have the same bytes.
same() {
    checks=$((checks + 1))
    cmp -s "$1" "$2" || fail "$3: $(head -c 300 "$1") differs from $(head -c 300 "$2")"
}
# exits WANT WHAT ARGS...: rami exits WANT (stdout in $TMP/out) and writes no carriage return;
# WHAT names the check in a failure.
exits() {
    local want=$1 what=$2
    shift 2
    run "$want" "$TMP/out" "$@"
    if grep -q $'\r' "$TMP/out"; then fail "$what: a carriage return in the output"; fi
}
crlf() { sed 's/$/\r/' "$1" >"$2"; }

# A state in a folder whose path has spaces, an apostrophe and an accented letter.
exits 0 "rami new" new --variant rami51 --players 2 --seed 3
cp "$TMP/out" "$DIR/state lf.json"
python3 -c 'import json, sys; json.dump(json.load(open(sys.argv[1])), open(sys.argv[2], "w"), indent=1)' \
    "$DIR/state lf.json" "$DIR/state indented.json"
crlf "$DIR/state indented.json" "$DIR/state crlf.json"
# rami51 deals the first seat one card more: it starts by discarding.
card=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["hands"][0][0])' "$DIR/state lf.json")
printf '{"type": "discard",\n "card": "%s"}\n' "$card" >"$DIR/move lf.json"
crlf "$DIR/move lf.json" "$DIR/move crlf.json"

exits 0 "apply, LF files" apply --state "$DIR/state indented.json" --move @"$DIR/move lf.json"
cp "$TMP/out" "$TMP/applied lf"
exits 0 "apply, CRLF files" apply --state "$DIR/state crlf.json" --move @"$DIR/move crlf.json"
same "$TMP/out" "$TMP/applied lf" "apply with CRLF files"
exits 0 "apply, CRLF on stdin" apply --state - --move @"$DIR/move crlf.json" <"$DIR/state crlf.json"
same "$TMP/out" "$TMP/applied lf" "apply with CRLF on stdin"

# A refused move exits 1, a malformed one 2, a missing file 2.
exits 1 "a refused move" apply --state "$DIR/state crlf.json" --move '{"type": "draw"}'
exits 2 "a malformed move" apply --state "$DIR/state crlf.json" --move '{"type": '
exits 2 "a missing file" apply --state "$DIR/no such state.json" --move @"$DIR/move lf.json"

# The batch of hands, with LF and with CRLF lines.
crlf "$ROOT/tests/cli/hands_rummy_classic.txt" "$DIR/hands crlf.txt"
exits 0 "best --batch, LF" best --variant rummy_classic --deadwood-only --batch "$ROOT/tests/cli/hands_rummy_classic.txt"
cp "$TMP/out" "$TMP/batch lf"
exits 0 "best --batch, CRLF" best --variant rummy_classic --deadwood-only --batch "$DIR/hands crlf.txt"
same "$TMP/out" "$TMP/batch lf" "best --batch with CRLF lines"

# Card symbols on the command line read as the letters do.
exits 0 "meld, letters" meld --variant rami51 8S 8H 8D
cp "$TMP/out" "$TMP/meld letters"
exits 0 "meld, symbols" meld --variant rami51 "8♠" "8♥" "8♦"
same "$TMP/out" "$TMP/meld letters" "meld with card symbols"
exits 1 "a refused meld" meld --variant rami51 "8♠" "9♥" "8♦"
exits 2 "an unknown card" meld --variant rami51 "8♠" "8★" "8♦"
exits 0 "--version" --version

finish
