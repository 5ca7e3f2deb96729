#!/usr/bin/env bash
# The rule cases of tests/cli/rules/*.json: hand-built states, one move each, fed to
# `rami apply --state - --move @FILE`; each is accepted or refused as
# docs/rules.md says, with the rule id in the error.
#
# A case is {"name", "source", "state", "move", "expect", "check"?}:
#   source  {"document": TITLE, "says": TEXT} or {"document": TITLE, "interpretation": TEXT}: each
#           case cites its rule document and the sentence it is written from. TITLE is one of the
#           titles of docs/rules.md's table "The rule documents", the one of the state's variant;
#           "says" is found, word for word (spaces normalised), in that document's copy in
#           docs/sources/; "interpretation" is found in docs/rules.md (one of its (I) lines or a
#           heading, where the case rests on a decision rather than on a sentence).
#   expect  "accepted": exit 0 and the next state on stdout;
#           {"code": C, "rule": R}: exit 1 and {"error": {"code": C, "rule": R, "message": ...}}.
#   check   fields of the next state and their values. A key is a path of fields and array
#           indexes ("phase", "result.points", "table.1.cards", "hands.0"), compared with ==;
#           "len:PATH" compares the length of the value, "sorted:PATH" the sorted list.
# The cases are written by tests/cli/rules/make_cases.py (see there how the states are built).
#
# The test also asks, for each rule R6 to R11 and each document whose variants have that rule
# (NOT_IN below), for at least one case expected accepted and one expected refused.
#
# Usage: bash tests/cli/test_rule_cases.sh <path-to-rami> <repo-root>
# Prints a line per failing case (or missing pair) on stderr and "N passed, M failed"; exits 1 on
# any failure.
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

# 3. Check every answer: the exit status, the error's code and rule, the checked fields; then every
#    case's source, and that each (rule, document) pair has an accepted and a refused case.
python3 - "$TMP" "$ROOT" "${files[@]}" <<'PY'
import json, os, re, sys
tmp, root, paths = sys.argv[1], sys.argv[2], sys.argv[3:]

# Rules some variants do not have, so no (rule, document) pair is asked of them (docs/rules.md):
# rummy_classic has no opening minimum (R6, "none": nothing to refuse); rami50 and rummy_classic
# deal no jokers (R10: nothing to swap).
NOT_IN = {"R6": {"rummy_classic"}, "R10": {"rami50", "rummy_classic"}}
COVERED = ("R6", "R7", "R8", "R9", "R10", "R11")


def spaces(text):
    return " ".join(text.split())


def read_documents():
    """The table of docs/rules.md's "The rule documents": {title: (variants, text of its copy)}."""
    with open(os.path.join(root, "docs", "rules.md"), encoding="utf-8") as f:
        rules_md = f.read()
    section = re.search(r"^## The rule documents\n(.*?)(?=^## )", rules_md, re.M | re.S)
    documents = {}
    for line in (section.group(1) if section else "").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if not line.startswith("| ") or len(cells) < 4 or cells[0] == "title" or set(cells[0]) <= set("- "):
            continue
        copy = re.search(r"\]\((sources/[^)]+)\)", cells[3])
        if not copy:
            sys.exit("docs/rules.md: the rule document %s has no copy" % cells[0])
        with open(os.path.join(root, "docs", copy.group(1)), encoding="utf-8") as f:
            documents[cells[0]] = (set(re.findall(r"`([a-z0-9_]+)`", cells[1])), f.read())
    if len(documents) != 5:
        sys.exit("docs/rules.md: %d rule documents in its table, expected 5" % len(documents))
    return documents, rules_md.replace("**", "").replace("`", "")


DOCUMENTS, RULES_MD = read_documents()


def found(quote, text):
    return spaces(quote) in spaces(text)


def source_problems(case):
    source, variant = case.get("source"), case.get("state", {}).get("variant")
    if not isinstance(source, dict) or set(source) not in ({"document", "says"}, {"document", "interpretation"}):
        return ["the source is not {\"document\", \"says\" or \"interpretation\"}: %s" % json.dumps(source)]
    if source["document"] not in DOCUMENTS:
        return ["the source's document %r is none of docs/rules.md's titles" % source["document"]]
    variants, text = DOCUMENTS[source["document"]]
    if variant not in variants:
        return ["the source's document %r is not the variant %s's" % (source["document"], variant)]
    quote = source.get("says", source.get("interpretation"))
    if not isinstance(quote, str) or not quote.strip():
        return ["the source quotes nothing"]
    if "says" in source and not found(quote, text):
        return ["the document %s does not say %r" % (source["document"], quote)]
    if "interpretation" in source and not found(quote, RULES_MD):
        return ["docs/rules.md has no interpretation %r" % quote]
    return []


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
kinds = {}  # (rule, document): {"accepted", "refused"}
for i, path in enumerate(paths):
    d = os.path.join(tmp, str(i))
    name = os.path.basename(path)[:-len(".json")]
    try:
        case = json.load(open(path))
    except ValueError:
        case = {}
    problems = problems_of(d, case)
    if isinstance(case, dict) and not os.path.exists(os.path.join(d, "bad")):
        problems += source_problems(case)
        rule = re.match(r"(R\d+) ", case["name"])
        if rule and isinstance(case.get("source"), dict):
            kind = "accepted" if case["expect"] == "accepted" else "refused"
            kinds.setdefault((rule.group(1), case["source"].get("document")), set()).add(kind)
    if problems:
        failed += 1
        title = case.get("name", "?") if isinstance(case, dict) else "?"
        print("FAIL %s (%s): %s" % (name, title, "; ".join(problems)), file=sys.stderr)
    else:
        passed += 1
missing = 0
for rule in COVERED:
    for title, (variants, _) in DOCUMENTS.items():
        if not variants - NOT_IN.get(rule, set()):
            continue
        for kind in ("accepted", "refused"):
            if kind not in kinds.get((rule, title), set()):
                missing += 1
                print("FAIL %s, %s: no case expected %s" % (rule, title, kind), file=sys.stderr)
print("%d passed, %d failed" % (passed, failed) + (", %d (rule, document) cases missing" % missing if missing else ""))
sys.exit(1 if failed or missing else 0)
PY
