# The harness of the game command-line tests (test_game_cli.sh, test_rules_cli.sh), sourced
# after they set RAMI and ROOT: a scratch folder, counters, `run` (rami and its exit status),
# `check` (assertions in Python over JSON files), `error_is` and `finish`.
# It lives in lib/ so that CTest, which runs tests/cli/*.sh, does not take it for a test.

source "$(dirname "${BASH_SOURCE[0]}")/python.sh"
[ -d "$ROOT" ] || { echo "no repo root $ROOT" >&2; exit 1; }
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
ERR="$TMP/stderr"

failures=0
checks=0
last_code=0

fail() {
    echo "FAIL: $*" >&2
    failures=$((failures + 1))
}

# check NAME PYTHON-CODE [FILES...]: runs PYTHON-CODE, which asserts, with `files` the JSON of
# FILES (a list, in order).
check() {
    local name=$1 code=$2
    shift 2
    checks=$((checks + 1))
    if ! python3 - "$@" <<EOF 2>"$TMP/py_err"
import json, sys
files = [json.load(open(p)) for p in sys.argv[1:]]
$code
EOF
    then
        fail "$name: $(cat "$TMP/py_err")"
    fi
}

# run WANT-EXIT OUT-FILE ARGS...: runs rami, stdout to OUT-FILE, checks the exit status.
run() {
    local want=$1 out=$2
    shift 2
    "$RAMI" "$@" >"$out" 2>"$ERR"
    local code=$?
    last_code=$code
    checks=$((checks + 1))
    if [ "$code" != "$want" ]; then
        fail "rami $*: exit $code, expected $want; stdout: $(head -c 400 "$out"); stderr: $(cat "$ERR")"
        return 1
    fi
    return 0
}

# error_is CODE RULE FILE [DETAIL]: FILE holds {"error": {code, rule, message}}, the message
# holds DETAIL, and after an exit 2 stderr holds a line.
error_is() {
    local code=$1 rule=$2 file=$3 detail=${4:-}
    check "error $code in $(head -c 200 "$file")" "
j = files[0]
assert set(j) == {'error'}, j
e = j['error']
assert e['code'] == '$code' and e['rule'] == '$rule' and e['message'], e
assert '$detail' in e['message'], e
" "$file"
    if [ "$last_code" = 2 ] && [ ! -s "$ERR" ]; then fail "error $code: nothing on stderr"; fi
}

# finish: the summary line; exit 1 if any check failed.
finish() {
    if [ "$failures" -ne 0 ]; then
        echo "$failures failure(s) in $checks checks" >&2
        exit 1
    fi
    echo "all $checks checks passed"
}
