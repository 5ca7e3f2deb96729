#!/usr/bin/env bash
# Builds librami_c the way a user of another language does (CMake, Release, `cmake --install`
# into a prefix: build/bindings/prefix), then runs the tests of every language binding in
# bindings/ against that install, found through pkg-config (rami_c.pc) as a user's build finds
# it. Each bindings/<language>/test.sh installs its Debian toolchain first. RAMI_C_BUILD names a
# Release build tree that already holds librami_c (tools/test.sh: build/release, the packages'
# build): it is installed as it is rather than built a second time.
# Usage: [RAMI_CLI=path/to/rami] [RAMI_C_BUILD=build/release] tools/test_bindings.sh [language ...]
#        (default: csharp go java rust)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source tools/lib/deps.sh

rami_require_packages cmake ninja-build g++ nlohmann-json3-dev pkg-config

build=${RAMI_C_BUILD:-build/bindings/c}
prefix=$PWD/build/bindings/prefix
echo "--- librami_c: Release build ($build), installed into $prefix"
if [[ -z ${RAMI_C_BUILD:-} ]]; then
  cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DRAMI_WERROR=ON \
    -DRAMI_BUILD_TESTS=OFF -DRAMI_BUILD_TOOLS=OFF -DRAMI_BUILD_EXAMPLES=OFF >/dev/null
fi
nice -n 10 cmake --build "$build"  # an up-to-date RAMI_C_BUILD: nothing to do
rm -rf "$prefix"
cmake --install "$build" --prefix "$prefix" >/dev/null
export PKG_CONFIG_PATH=$(dirname "$(find "$prefix" -name rami_c.pc -print -quit)")
export LD_LIBRARY_PATH=$(pkg-config --variable=libdir rami_c)${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}

# A round of `rami play` (whose bots are kept for the round) that each binding's Bot replays
# move for move: RAMI_PLAY_RECORD. The command is RAMI_CLI when it names one already built
# (tools/test.sh passes the preset gcc's), else it is built apart, the library's build
# staying as a user's.
if [[ -z ${RAMI_CLI:-} ]]; then
  rami_require_packages libcli11-dev
  echo "--- rami play: the record the bindings' bots replay"
  cmake -S . -B build/bindings/cli -G Ninja -DCMAKE_BUILD_TYPE=Release -DRAMI_WERROR=ON -DRAMI_BUILD_C=OFF \
    -DRAMI_BUILD_TESTS=OFF -DRAMI_BUILD_EXAMPLES=OFF -DRAMI_BUILD_BENCHMARKS=OFF -DRAMI_BUILD_PYTHON=OFF >/dev/null
  nice -n 10 cmake --build build/bindings/cli --target rami_cli
  RAMI_CLI=build/bindings/cli/tools/rami/rami
fi
export RAMI_PLAY_RECORD=$PWD/build/bindings/play_rami51.json
"$RAMI_CLI" play --variant rami51 --players 2 --seed 7 --bots ismcts-easy --json >"$RAMI_PLAY_RECORD"

languages=("$@")
((${#languages[@]})) || languages=(csharp go java rust)
failed=()
for language in "${languages[@]}"; do
  echo "--- bindings/$language"
  "bindings/$language/test.sh" || failed+=("$language")
done
if ((${#failed[@]})); then
  echo "tools/test_bindings.sh: FAILED: ${failed[*]}"
  exit 1
fi
echo "tools/test_bindings.sh: the bindings' tests passed (${languages[*]})"
