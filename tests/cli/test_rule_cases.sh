#!/usr/bin/env bash
# The rule cases of tests/cli/rules/*.json: hand-built states, one move each, fed to
# `rami apply --state - --move @FILE`; each is accepted or refused as
# docs/rules.md says, with the rule id in the error.
#
# A case is {"name", "state", "move", "expect", "check"?}:
#   expect  "accepted": exit 0 and the next state on stdout;
#           {"code": C, "rule": R}: exit 1 and {"error": {"code": C, "rule": R, "message": ...}}.
#   check   fields of the next state and their values. A key is a path of fields and array
#           indexes ("phase", "result.points", "table.1.cards", "hands.0"), compared with ==;
#           "len:PATH" compares the length of the value, "sorted:PATH" the sorted list.
# The cases are written by tests/cli/rules/make_cases.py (see there how the states are built).
#
# Usage: bash tests/cli/test_rule_cases.sh <path-to-rami> <repo-root>
# Prints a line per failing case on stderr and "N passed, M failed"; exits 1 on any failure.
set -u
source "$(dirname "${BASH_SOURCE[0]}")/lib/python.sh"

RAMI=${1:?usage: test_rule_cases.sh <path-to-rami> <repo-root>}
ROOT=${2:?usage: test_rule_cases.sh <path-to-rami> <repo-root>}
CASES="$ROOT/tests/cli/rules"
[ -d "$CASES" ] || { echo "no case directory $CASES" >&2; exit 1; }
command -v python3 >/dev/null || { echo "python3 is needed" >&2; exit 1; }
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

shopt -s nullglob
files=("$CASES"/*.json)
[ ${#files[@]} -gt 0 ] || { echo "no cases in $CASES" >&2; exit 1; }

# 1. Split every case into $TMP/N/: state.json, move.json and `want`, the exit status it wants
#    (0 accepted, 1 refused); or `bad`, the reason the case itself is malformed.
python3 - "$TMP" "${files[@]}" <<'PY' || { echo "cannot read the cases" >&2; exit 1; }
import json, os, sys
tmp = sys.argv[1]
for i, path in enumerate(sys.argv[2:]):
    d = os.path.join(tmp, str(i))
    os.mkdir(d)
    try:
        case = json.load(open(path))
        if not isinstance(case, dict):
            raise ValueError("a case is a JSON object")
        for key in ("name", "state", "move", "expect"):
            if key not in case:
                raise ValueError("the case has no %r" % key)
        expect = case["expect"]
        if expect != "accepted" and not (isinstance(expect, dict) and set(expect) == {"code", "rule"}):
            raise ValueError("expect is neither \"accepted\" nor {\"code\", \"rule\"}: %r" % (expect,))
        if not isinstance(case.get("check", {}), dict):
            raise ValueError("check is not an object")
    except ValueError as e:
        open(os.path.join(d, "bad"), "w").write(str(e))
        continue
    json.dump(case["state"], open(os.path.join(d, "state.json"), "w"))
    json.dump(case["move"], open(os.path.join(d, "move.json"), "w"))
    open(os.path.join(d, "want"), "w").write("0" if expect == "accepted" else "1")
PY

# 2. Feed each case to rami apply: stdout to out.json, stderr to stderr, the exit status to code.
for ((i = 0; i < ${#files[@]}; i++)); do
    d="$TMP/$i"
    [ -f "$d/bad" ] && continue
    "$RAMI" apply --state - --move @"$d/move.json" <"$d/state.json" >"$d/out.json" 2>"$d/stderr"
    echo $? >"$d/code"
done

# 3. Check every answer: the exit status, the error's code and rule, the checked fields.
python3 - "$TMP" "${files[@]}" <<'PY'
import json, os, sys
tmp = sys.argv[1]


def at(value, path):
    for part in path.split("."):
        if isinstance(value, list):
            value = value[int(part)]
        elif isinstance(value, dict):
            value = value[part]
        else:
            raise KeyError(part)
    return value


def read(d, name):
    with open(os.path.join(d, name)) as f:
        return f.read()


def problems_of(d, case):
    if os.path.exists(os.path.join(d, "bad")):
        return ["bad case: " + read(d, "bad")]
    want, code, text = read(d, "want").strip(), read(d, "code").strip(), read(d, "out.json")
    if code != want:
        return ["exit %s, expected %s; stdout: %s; stderr: %s" % (code, want, text[:400], read(d, "stderr")[:200])]
    try:
        out = json.loads(text)
    except ValueError as e:
        return ["stdout is not JSON: %s" % e]
    expect = case["expect"]
    problems = []
    if expect == "accepted":
        if not isinstance(out, dict) or out.get("format") != "rami.state/1":
            return ["stdout is not a state: %s" % text[:300]]
        for key, wanted in case.get("check", {}).items():
            kind, _, path = key.rpartition(":")
            try:
                got = at(out, path)
            except (KeyError, IndexError, ValueError):
                problems.append("%s: no such field in the next state" % path)
                continue
            if kind == "len":
                got = len(got)
            elif kind == "sorted":
                got, wanted = sorted(got), sorted(wanted)
            elif kind:
                problems.append("%s: unknown check %r" % (key, kind))
                continue
            if got != wanted:
                problems.append("%s is %s, expected %s" % (key, json.dumps(got), json.dumps(wanted)))
    else:
        e = out.get("error") if isinstance(out, dict) else None
        if not isinstance(e, dict) or set(out) != {"error"}:
            return ["stdout is not an error: %s" % text[:300]]
        if (e.get("code"), e.get("rule")) != (expect["code"], expect["rule"]):
            problems.append("refused with %s (%s), expected %s (%s): %s" %
                            (e.get("code"), e.get("rule"), expect["code"], expect["rule"], e.get("message")))
        if not isinstance(e.get("message"), str) or not e["message"]:
            problems.append("the error has no message")
    return problems


passed = failed = 0
for i, path in enumerate(sys.argv[2:]):
    d = os.path.join(tmp, str(i))
    name = os.path.basename(path)[:-len(".json")]
    try:
        case = json.load(open(path))
    except ValueError:
        case = {}
    problems = problems_of(d, case)
    if problems:
        failed += 1
        title = case.get("name", "?") if isinstance(case, dict) else "?"
        print("FAIL %s (%s): %s" % (name, title, "; ".join(problems)), file=sys.stderr)
    else:
        passed += 1
print("%d passed, %d failed" % (passed, failed))
sys.exit(1 if failed else 0)
PY
