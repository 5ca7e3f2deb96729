#!/usr/bin/env bash
# Runs the fuzz targets of the preset `fuzz` for a bounded time each, from the seed corpus
# (tests/fuzz/corpus) and every past crash (tests/fuzz/regressions).
# Usage: tests/fuzz/run.sh [SECONDS-PER-TARGET] [TARGET...]   (default: 60 s; every fuzz_* built)
# Env:   RAMI_FUZZ_BUILD (default build/fuzz), RAMI_FUZZ_JOBS (targets run at once, default 1),
#        RAMI_FUZZ_SLOW=report (default fail): an input over the timeout is saved and counted, and
#        fuzzing goes on (libFuzzer's fork mode), instead of failing the script
# tools/test.sh runs every target for a share of 120 s, two at a time (60 s a core); the nightly run is
# `RAMI_FUZZ_JOBS=2 tests/fuzz/run.sh 600` (docs/reliability.md).
# Inputs that find new coverage are kept in $RAMI_FUZZ_BUILD/corpus/<target> between runs. A
# crash, a leak, a timeout (25 s), an out-of-memory or a sanitizer report is saved as
# $RAMI_FUZZ_BUILD/artifacts/<target>-crash-... and fails the script (status 1); with
# RAMI_FUZZ_SLOW=report, a timeout is saved as <target>-timeout-... and reported only.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
seconds=${1:-60}
shift $(($# > 0 ? 1 : 0))
targets=("$@")
build=${RAMI_FUZZ_BUILD:-build/fuzz}
if ((${#targets[@]} == 0)); then  # every target the preset fuzz built (tests/fuzz/fuzz_*.cpp)
  for exe in "$build"/tests/fuzz/fuzz_*; do [[ -f $exe && -x $exe ]] && targets+=("${exe##*/fuzz_}"); done
  ((${#targets[@]})) || { echo "no fuzz target in $build/tests/fuzz: build the preset fuzz first"; exit 2; }
fi
jobs=${RAMI_FUZZ_JOBS:-1}
slow=${RAMI_FUZZ_SLOW:-fail}
[[ $slow == fail || $slow == report ]] || { echo "RAMI_FUZZ_SLOW=$slow: expected fail or report"; exit 2; }
mode=()
[[ $slow == report ]] && mode=(-fork=1 -ignore_timeouts=1)
mkdir -p "$build/artifacts" "$build/logs"

run_target() {
  local t=$1 exe="$build/tests/fuzz/fuzz_$1" dict=() len=()
  [[ $t == state || $t == apply ]] && dict=(-dict=tests/fuzz/json.dict)
  # Longer inputs only slow these down: a meld's text is under 100 bytes, fuzz_play reads a
  # header, at most 255 action choices, then a few moves, and fuzz_rules a rules document's
  # few dozen choices, then one or two bytes per action.
  [[ $t == cards ]] && len=(-max_len=256)
  [[ $t == play ]] && len=(-max_len=320)
  [[ $t == rules ]] && len=(-max_len=1024)
  mkdir -p "$build/corpus/$t"
  local seeds=()  # a new target may have no seed corpus or past crash yet
  for dir in "tests/fuzz/corpus/$t" "tests/fuzz/regressions/$t"; do [[ -d $dir ]] && seeds+=("$dir"); done
  "$exe" "${mode[@]}" -max_total_time="$seconds" -timeout=25 -rss_limit_mb=2048 -print_final_stats=1 "${dict[@]}" "${len[@]}" \
    -artifact_prefix="$build/artifacts/$t-" "$build/corpus/$t" "${seeds[@]}" \
    >"$build/logs/$t.log" 2>&1
}

failed=()
pids=()
for t in "${targets[@]}"; do
  [[ -x $build/tests/fuzz/fuzz_$t ]] || { echo "no $build/tests/fuzz/fuzz_$t: build the preset fuzz first"; exit 2; }
  run_target "$t" &
  pids+=("$!:$t")
  if ((${#pids[@]} >= jobs)); then
    wait "${pids[0]%%:*}" || failed+=("${pids[0]#*:}")
    pids=("${pids[@]:1}")
  fi
done
for p in "${pids[@]}"; do wait "${p%%:*}" || failed+=("${p#*:}"); done

for t in "${targets[@]}"; do
  log="$build/logs/$t.log"
  stats=$(grep -E '^stat::(number_of_executed_units|peak_rss_mb)' "$log" | sed 's/^stat:://' | tr '\n' ' ')
  last=$(grep -E '^#[0-9]+' "$log" | tail -1 | grep -oE 'cov: [0-9]+ ft: [0-9]+ corp: [0-9]+(/[^ ]+)?')
  echo "fuzz_$t: ${seconds}s, $stats$last"
  if [[ $slow == report ]]; then
    timeouts=$(grep -oE 'oom/timeout/crash: [0-9]+/[0-9]+/[0-9]+' "$log" | tail -1 | sed -E 's/.*: [0-9]+\/([0-9]+)\/[0-9]+/\1/')
    ((${timeouts:-0} > 0)) &&
      echo "fuzz_$t: $timeouts input(s) over the 25 s timeout, saved as $build/artifacts/$t-timeout-*: slow, reported, not failed (docs/reliability.md)"
  fi
done
if ((${#failed[@]})); then
  for t in "${failed[@]}"; do
    echo "=== fuzz_$t FAILED: $build/logs/$t.log ==="
    grep -E 'rami fuzz:|ERROR:|SUMMARY:|Test unit written' "$build/logs/$t.log" | head -20
  done
  exit 1
fi
