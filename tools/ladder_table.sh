#!/usr/bin/env bash
# Rewrites the table of docs/bots.md, "Ratings of the built-in bots" (between the markers
# <!-- ladder-table:begin --> and <!-- ladder-table:end -->): `rami ladder --json` for each of the
# eight variants, the bots random and greedy, and ismcts when `rami` knows it.
#
#   tools/ladder_table.sh [ROUNDS]        # ROUNDS deals a pair, each played both ways (default 1000;
#                                         # a slow bot such as a tree search may need fewer)
#
# Environment: RAMI, the rami executable (default: built with the preset gcc, as tools/play.sh
# does); BOTS, the bots to rate (default random,greedy[,ismcts]); SEED (default 1). The ladders
# run under nice.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

rounds=${1:-1000}
seed=${SEED:-1}
if [[ -z ${RAMI:-} ]]; then
  source tools/lib/deps.sh
  rami_require_packages cmake ninja-build g++ nlohmann-json3-dev libcli11-dev
  tests=OFF
  rami_has_package catch2 && tests=ON
  cmake --preset gcc -DRAMI_BUILD_TESTS="$tests" >/dev/null
  nice -n 10 cmake --build --preset gcc --target rami_cli
  RAMI=build/gcc/tools/rami/rami
fi
python=python3
[[ -x /usr/bin/python3 ]] && python=/usr/bin/python3

bots=${BOTS:-}
if [[ -z $bots ]]; then
  bots=random,greedy
  # rami names an unknown bot before it looks at --rounds: an error about --rounds means ismcts is known.
  probe=$("$RAMI" ladder --bots ismcts,random --rounds 0 --json 2>/dev/null || true)
  [[ $probe == *'--rounds'* ]] && bots+=,ismcts
fi

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
variants=(rami40 rami50 rami51 manie_joker51 rami51_kaluki rami_francais rami7 rummy_classic)
for variant in "${variants[@]}"; do
  echo "ladder: $variant, $bots, $rounds deals" >&2
  start=$SECONDS
  nice -n 10 "$RAMI" ladder --variant "$variant" --bots "$bots" --rounds "$rounds" --seed "$seed" --json >"$out/$variant.json"
  echo "  $((SECONDS - start)) s" >&2
done

"$python" - docs/bots.md "$out" "$rounds" "$seed" "${variants[@]}" <<'PY'
import json, os, re, sys

doc, folder, rounds, seed, variants = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5:]
ladders = [json.load(open(os.path.join(folder, v + ".json"))) for v in variants]
bots = [b["bot"] for b in ladders[0]["bots"]]
pairs = [tuple(p["bots"]) for p in ladders[0]["pairs"]]

def rating(b):
    if b["elo_95"] == [0, 0]:
        return "0"
    low, high = b["elo_95"]
    return "%+.0f [%+.0f, %+.0f]" % (b["elo"], low, high)

lines = [
    "Elo relative to %s, with its 95%% interval; then each pair's scores, (wins + draws/2) / games of each bot;" % bots[0],
    "draws: the games drawn, all pairs together (a deadlock, R12, or a round stopped by --max-moves).",
    "%d deals a pair from seed %d, each played both ways: %d games a pair (`tools/ladder_table.sh %d`)."
    % (rounds, seed, 2 * rounds, rounds),
    "",
    "| variant | " + " | ".join(bots) + " | " + " | ".join("%s / %s" % p for p in pairs) + " | draws | converged |",
    "| --- | " + " | ".join("---:" for _ in bots) + " | " + " | ".join("---:" for _ in pairs) + " | ---: | --- |",
]
for variant, ladder in zip(variants, ladders):
    assert [b["bot"] for b in ladder["bots"]] == bots and ladder["rounds"] == rounds
    cells = [rating(b) for b in ladder["bots"]]
    cells += ["%.1f%% / %.1f%%" % (100 * p["score"][0], 100 * p["score"][1]) for p in ladder["pairs"]]
    draws = sum(p["draws"] for p in ladder["pairs"])
    lines.append("| %s | %s | %d | %s |" % (variant, " | ".join(cells), draws, "yes" if ladder["converged"] else "no"))

text = open(doc).read()
begin, end = "<!-- ladder-table:begin -->", "<!-- ladder-table:end -->"
if text.count(begin) != 1 or text.count(end) != 1:
    sys.exit("ladder_table.sh: %s needs the markers %s and %s once each" % (doc, begin, end))
head, rest = text.split(begin)
_, tail = rest.split(end)
open(doc, "w").write(head + begin + "\n" + "\n".join(lines) + "\n" + end + tail)
print("\n".join(lines))
PY
