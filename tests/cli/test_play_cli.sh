#!/usr/bin/env bash
# rami play / replay / tournament: for every variant, every legal number of players
# and many seeds, `rami play --json` completes a round and `rami replay` accepts the record;
# an edited record is refused; the default `rami play` log shows a whole round.
# Usage: test_play_cli.sh <rami-executable> <repo-root>
set -u
source "$(dirname "${BASH_SOURCE[0]}")/lib/python.sh"
rami=$1
# Seeds per variant and player count: RAMI_PLAY_SEEDS, else 40, or 4 at RAMI_TEST_SIZE=small (the
# one size setting of the suite: tests/support/test_size.hpp).
case ${RAMI_TEST_SIZE:-full} in
  full) seeds=${RAMI_PLAY_SEEDS:-40} ;;
  small) seeds=${RAMI_PLAY_SEEDS:-4} ;;
  *) echo "RAMI_TEST_SIZE=$RAMI_TEST_SIZE: expected full or small"; exit 2 ;;
esac
failures=0
checks=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

declare -A players=([rami40]="2 3 4" [rami50]="2 3 4" [rami51]="2 3 4" [manie_joker51]="2 3 4"
                    [rami51_kaluki]="2 3 4 5 6" [rami_francais]="2 3 4 5 6" [rami7]="2 3 4 5 6"
                    [rummy_classic]="2 3 4")
record=$(mktemp)
trap 'rm -f "$record"' EXIT
rounds=0
for variant in "${!players[@]}"; do
  for n in ${players[$variant]}; do
    for ((seed = 1; seed <= seeds; seed++)); do
      bots=greedy
      ((seed % 2)) && bots=random
      checks=$((checks + 2))
      # Under ASan, its leak check at exit (some 35 ms a run) on the first seed of each variant
      # and player count only.
      asan=${ASAN_OPTIONS:-}
      ((seed > 1)) && asan=${asan:+$asan:}detect_leaks=0
      if ! ASAN_OPTIONS=$asan "$rami" play --variant "$variant" --players "$n" --seed "$seed" --bots "$bots" --json >"$record"; then
        fail "play $variant $n players seed $seed"; continue
      fi
      ASAN_OPTIONS=$asan "$rami" replay - <"$record" >/dev/null || fail "replay $variant $n players seed $seed"
      rounds=$((rounds + 1))
    done
  done
done

# An edited record is refused, with exit 1 and the round named.
"$rami" play --variant rami51 --players 2 --seed 9 --json >"$record"
python3 - "$record" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
r["rounds"][0]["result"]["points"][0] += 1
json.dump(r, open(sys.argv[1], "w"))
PY
checks=$((checks + 5))
out=$("$rami" replay "$record"); code=$?
[[ $code == 1 && $out == *'"record_result_differs"'* ]] || fail "edited record: exit $code, $out"

# The default play (the README's main job) logs a whole round of rami51 between 4 greedy bots.
log=$("$rami" play) || fail "default play exit $?"
[[ $log == *"Rami 51 (rami51), 4 players"* && $log == *"Round over:"* && $log == *"♥"* ]] || fail "default play log"

# A tournament reports each bot.
out=$("$rami" tournament --variant rummy_classic --rounds 20 --bots greedy,random) || fail "tournament exit $?"
python3 -c 'import json,sys; j=json.loads(sys.argv[1]); assert [b["bot"] for b in j["bots"]]==["greedy","random"]; assert j["bots"][0]["win_rate"] > j["bots"][1]["win_rate"]' "$out" \
  || fail "tournament: $out"

# Usage errors exit 2.
"$rami" play --bots greedy,wizard >/dev/null 2>&1; [[ $? == 2 ]] || fail "unknown bot should exit 2"
"$rami" play --variant rami99 >/dev/null 2>&1; [[ $? == 2 ]] || fail "unknown variant should exit 2"

echo "$rounds rounds played and replayed"
echo "$((checks - failures)) passed, $failures failed"
((failures == 0))
