#!/usr/bin/env bash
# Configure, build and test rami with GCC (preset gcc, with the packaging tests), then with
# Clang under ASan + UBSan (preset asan: the whole suite, and every file compiled by clang++ with
# warnings as errors, so the plain clang preset would only repeat it), rounds on many threads
# under ThreadSanitizer (preset tsan); then the WebAssembly package and the web table
# (tools/wasm_test.sh: emscripten, Node, headless chromium) with the fuzz targets' build beside
# them (preset fuzz); then the cross builds side by side, Windows x64 (preset mingw, tests under
# Wine) and Linux arm64 (preset aarch64, tests under qemu); then the release packages
# (tools/package.sh: the Release build of the tree, preset release, warnings as errors, and the
# two cross builds above, already up to date) unpacked and used by
# tests/package/test_packages.sh, and the C#, Go, Java and Rust bindings against librami_c of the
# preset release, installed (tools/test_bindings.sh), beside them the Python package
# (tools/test_python.sh: pip install into a virtual environment under build/, pytest); then the
# table server with SQLite and a throwaway PostgreSQL (tools/test_server.sh) and every fuzz
# target under ASan + UBSan (tests/fuzz/run.sh), installing the Debian packages it needs first.
# CONTRIBUTING.md says what each step covers.
#
# The exhaustive comparisons run at full size once, in the preset gcc, and small under the
# sanitizers and emulators (RAMI_TEST_SIZE=small: tests/support/test_size.hpp).
# It prints each step's wall and CPU time, and fails if the whole run takes more than
# RAMI_TEST_BUDGET_MINUTES of its own time (default 40; CI allows 90), naming the slowest steps:
# the suite takes about 28 minutes on 2 cores (CONTRIBUTING.md), and a step that grows shows.
#
# Usage: tools/test.sh           the whole suite, before a change lands (about 28 minutes)
#        tools/test.sh --quick   while editing: g++ only, the unit tests and the rule cases
#                                (preset quick: under 5 minutes from a clean clone)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source tools/lib/deps.sh

quick=false
case ${1:-} in
  --quick) quick=true ;;
  "") ;;
  *) echo "usage: tools/test.sh [--quick]" >&2; exit 2 ;;
esac

failed=()
# Each step's wall time and CPU time (user + system of the commands it ran: other work on the
# machine inflates the first, not the second), printed as it ends and listed at the end.
timings=()
times_file=$(mktemp)
trap 'rm -f "$times_file"' EXIT
cpu_now() {  # cpu: the CPU seconds of this shell's finished commands so far (`times`, not in a subshell)
  times >"$times_file"
  cpu=$(awk 'NR == 2 { n = 0; for (i = 1; i <= 2; i++) { split($i, t, /[ms]/); n += t[1] * 60 + t[2] } printf "%d", n }' "$times_file")
}
# busy: the CPU seconds, in clock ticks, every program of the machine has used since it booted.
ticks=$(getconf CLK_TCK)
machine_busy_now() { busy=$(awk '$1 == "cpu" { print $2 + $3 + $4 + $7 + $8 + $9; exit }' /proc/stat); }
machine_busy_now
run_busy=$busy
cpu_now
step_started=$SECONDS
step_cpu=$cpu
step_done() {
  cpu_now
  local wall=$((SECONDS - step_started)) used=$((cpu - step_cpu))
  timings+=("$wall s $1 (cpu $used s)")
  echo "--- $1: $wall s (cpu $used s)"
  step_started=$SECONDS
  step_cpu=$cpu
}
preset() {  # configure, build and test one preset
  cmake --preset "$1" && cmake --build --preset "$1" && ctest --preset "$1"
}
# Two steps that leave a core idle part of the time (tests under an emulator, a browser, a serial
# link) run side by side: `beside NAME COMMAND...` starts one in the background, its output kept in
# build/logs/NAME.log (NAME a plain word); `joined` waits for it and prints that output (so that
# the two steps' lines do not mix), false if it failed.
beside() {
  [[ $1 =~ ^[a-z0-9_]+$ ]] || { echo "beside: '$1' is not a plain name" >&2; return 2; }
  mkdir -p build/logs
  beside_name=$1
  shift
  "$@" >"build/logs/$beside_name.log" 2>&1 &
  beside_pid=$!
}
joined() {
  local status=0
  wait "$beside_pid" || status=$?
  echo "=== $beside_name, run beside the step above: its output ==="
  cat "build/logs/$beside_name.log"
  return "$status"
}

if $quick; then
  rami_require_packages cmake ninja-build g++ catch2 nlohmann-json3-dev libcli11-dev
  echo "=== preset quick: g++ -O1, the unit tests and the rule cases at RAMI_TEST_SIZE=small ==="
  preset quick || failed+=(quick)
  step_done "preset quick"
  echo "tools/test.sh --quick: $SECONDS s"
  if ((${#failed[@]})); then
    echo "tools/test.sh --quick: FAILED"
    exit 1
  fi
  echo "tools/test.sh --quick: the unit tests and the rule cases passed; run tools/test.sh before the change lands"
  exit 0
fi

rami_require_packages cmake ninja-build g++ clang catch2 nlohmann-json3-dev libcli11-dev doxygen \
  libclang-rt-14-dev \
  g++-mingw-w64-x86-64-posix wine64 g++-aarch64-linux-gnu qemu-user-static file
# libclang-rt-14-dev: ASan, UBSan and libFuzzer for clang 14 (presets asan, fuzz); the MinGW-w64
# and aarch64 cross compilers with Wine and qemu-user: presets mingw and aarch64, the packages.
# The command-line tests read JSON with python3 (this machine may have one outside Debian's).
command -v python3 >/dev/null || rami_require_packages python3
step_done packages

for preset in gcc asan tsan; do
  echo "=== preset $preset ==="
  preset "$preset" || failed+=("$preset")
  step_done "preset $preset"
done
# The WebAssembly build, its Node tests (compared with the gcc preset's native rami command) and
# the browser test of the web table, which waits on its pages more than it computes; beside it
# the fuzz targets' build, at a lower priority so that the browser's turns are not late.
echo "=== WebAssembly package and web table; beside them preset fuzz (niced) ==="
niced() { renice -n 10 -p "$BASHPID" >/dev/null && "$@"; }
beside fuzz niced preset fuzz
tools/wasm_test.sh || failed+=(wasm)
joined || failed+=(fuzz)
step_done "wasm and preset fuzz, side by side"
echo "=== preset mingw (cross-built, tests under Wine), beside it preset aarch64 (tests under qemu) ==="
beside aarch64 preset aarch64
preset mingw || failed+=(mingw)
joined || failed+=(aarch64)
step_done "presets mingw and aarch64, side by side"
echo "=== release packages: tools/package.sh, then each unpacked and used; beside them python ==="
beside python tools/test_python.sh  # pip install into build/python-venv, pytest
{ tools/package.sh && tests/package/test_packages.sh dist; } || failed+=(packages)
echo "=== bindings: C#, Go, Java and Rust against librami_c of the preset release, installed ==="
# The preset gcc's rami writes the record the bindings' bots replay (as for Python and wasm).
RAMI_CLI=$PWD/build/gcc/tools/rami/rami RAMI_C_BUILD=build/release tools/test_bindings.sh || failed+=(bindings)
joined || failed+=(python)
step_done "release packages and bindings, python side by side"
echo "=== server: protocol, no leaks, durability, hostile clients, two processes on PostgreSQL ==="
tools/test_server.sh || failed+=(server)
step_done server
# Every fuzz target, two at a time, each for a share of 60 s per core (24 s each for five
# targets), so the step stays near 1.5 minutes as targets are added; RAMI_FUZZ_SECONDS sets each
# target's time instead. A crash, a leak, an out-of-memory or a sanitizer report fails the run;
# an input over the timeout is saved and reported (RAMI_FUZZ_SLOW=report): a slow listing is a
# figure of benchmarks/, and this short run must not pass or fail on whether its mutations met
# one. The nightly run fails on it: docs/reliability.md.
fuzz_targets=$(find build/fuzz/tests/fuzz -maxdepth 1 -name 'fuzz_*' -type f -perm -u+x 2>/dev/null | wc -l)
fuzz_seconds=${RAMI_FUZZ_SECONDS:-$((120 / (fuzz_targets > 0 ? fuzz_targets : 1)))}
echo "=== fuzzing: $fuzz_targets targets, $fuzz_seconds s each, two at a time ==="
RAMI_FUZZ_JOBS=2 RAMI_FUZZ_SLOW=report tests/fuzz/run.sh "$fuzz_seconds" || failed+=(fuzzing)
step_done fuzzing

# The time budget is the suite's own: past it, the run fails and names where the time went. The
# machine may be shared (other builds beside CI's run): what other programs used of its cores
# during the run is taken off the wall time, so the budget judges the suite, not its neighbours.
budget=$((${RAMI_TEST_BUDGET_MINUTES:-40} * 60))
machine_busy_now
others=$(((busy - run_busy) / ticks - cpu))
own=$((SECONDS - (others > 0 ? others : 0) / $(nproc)))
IFS=$'\n' read -r -d '' -a by_time < <(printf '%s\n' "${timings[@]}" | sort -rn && printf '\0')
echo "tools/test.sh: wall time per step:"
printf '  %s\n' "${timings[@]}"
echo "tools/test.sh: total $SECONDS s wall, $cpu s CPU; other programs used $others s of CPU meanwhile," \
     "so the suite's own time is $own s"
if ((own > budget)); then
  echo "tools/test.sh: FAILED: the run took $own s of its own, over its budget of $budget s" \
       "(RAMI_TEST_BUDGET_MINUTES); the slowest steps: ${by_time[0]}; ${by_time[1]}; ${by_time[2]}"
  failed+=(time-budget)
fi
if ((${#failed[@]})); then
  echo "tools/test.sh: FAILED with step(s): ${failed[*]}"
  exit 1
fi
echo "tools/test.sh: all builds and tests passed (gcc, asan, tsan, fuzz, mingw, aarch64, packages, python, bindings, server, wasm and fuzzing) in $SECONDS s"
