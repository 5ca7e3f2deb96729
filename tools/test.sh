#!/usr/bin/env bash
# Configure, build and test rami with GCC (preset gcc, with the packaging tests), then with
# Clang under ASan + UBSan (preset asan: the whole suite, and every file compiled by clang++ with
# warnings as errors, so the plain clang preset would only repeat it), rounds on many threads
# under ThreadSanitizer (preset tsan), the fuzz targets' build (preset fuzz); then the cross
# builds, Windows x64 (preset mingw, tests under Wine) and Linux arm64 (preset aarch64, tests
# under qemu); then the release packages (tools/package.sh: the Release build of the tree,
# preset release, warnings as errors, and the two cross builds again) unpacked and used by
# tests/package/test_packages.sh; then the Python package (tools/test_python.sh: pip install
# into a virtual environment under build/, pytest), the C#, Go, Java and Rust bindings against
# an installed librami_c (tools/test_bindings.sh), the table server with SQLite and a throwaway
# PostgreSQL (tools/test_server.sh), the WebAssembly package and the web table
# (tools/wasm_test.sh: emscripten, Node, headless chromium), and each fuzz target for
# RAMI_FUZZ_SECONDS (default 60) under ASan + UBSan (tests/fuzz/run.sh), installing the Debian
# packages it needs first. It prints each step's wall time: the whole run must stay under an
# hour on 2 cores. Usage: tools/test.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source tools/lib/deps.sh

rami_require_packages cmake ninja-build g++ clang catch2 nlohmann-json3-dev libcli11-dev doxygen \
  libclang-rt-14-dev \
  g++-mingw-w64-x86-64-posix wine64 g++-aarch64-linux-gnu qemu-user-static file
# libclang-rt-14-dev: ASan, UBSan and libFuzzer for clang 14 (presets asan, fuzz); the MinGW-w64
# and aarch64 cross compilers with Wine and qemu-user: presets mingw and aarch64, the packages.
# The command-line tests read JSON with python3 (this machine may have one outside Debian's).
command -v python3 >/dev/null || rami_require_packages python3

failed=()
# Each step's wall time, printed as it ends and summed up at the end (CI has a time budget).
timings=()
step_started=$SECONDS
step_done() { timings+=("$1 $((SECONDS - step_started)) s"); echo "--- $1: $((SECONDS - step_started)) s"; step_started=$SECONDS; }
step_done packages
for preset in gcc asan tsan fuzz; do
  echo "=== preset $preset ==="
  cmake --preset "$preset" && cmake --build --preset "$preset" && ctest --preset "$preset" \
    || failed+=("$preset")
  step_done "preset $preset"
done
for preset in mingw aarch64; do
  echo "=== preset $preset (cross-built, tests under $([[ $preset == mingw ]] && echo Wine || echo qemu)) ==="
  cmake --preset "$preset" && cmake --build --preset "$preset" && ctest --preset "$preset" \
    || failed+=("$preset")
  step_done "preset $preset"
done
echo "=== release packages: tools/package.sh, then each unpacked and used ==="
{ tools/package.sh && tests/package/test_packages.sh dist; } || failed+=(packages)
step_done "release packages"
echo "=== python: pip install into build/python-venv, pytest ==="
tools/test_python.sh || failed+=(python)
step_done python
echo "=== bindings: C#, Go, Java and Rust against an installed librami_c ==="
# The preset gcc's rami writes the record the bindings' bots replay (as for Python and wasm).
RAMI_CLI=$PWD/build/gcc/tools/rami/rami tools/test_bindings.sh || failed+=(bindings)
step_done bindings
echo "=== server: protocol, no leaks, durability, hostile clients, two processes on PostgreSQL ==="
tools/test_server.sh || failed+=(server)
step_done server
# The WebAssembly build, its Node tests (compared with the gcc preset's native rami command) and
# the browser test of the web table.
echo "=== WebAssembly package and web table ==="
tools/wasm_test.sh || failed+=(wasm)
step_done wasm
# A crash, a leak, a timeout or a sanitizer report of a fuzzer fails the run.
echo "=== fuzzing: ${RAMI_FUZZ_SECONDS:-60} s per target ==="
tests/fuzz/run.sh "${RAMI_FUZZ_SECONDS:-60}" || failed+=(fuzzing)
step_done fuzzing

echo "tools/test.sh: wall time per step: ${timings[*]/%/;} total $SECONDS s"
if ((${#failed[@]})); then
  echo "tools/test.sh: FAILED with step(s): ${failed[*]}"
  exit 1
fi
echo "tools/test.sh: all builds and tests passed (gcc, asan, tsan, fuzz, mingw, aarch64, packages, python, bindings, server, wasm and fuzzing)"
