#!/usr/bin/env bash
# Build the rami tool (preset gcc) and play: tools/play.sh [play options...]
# Installs the Debian packages it needs first.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source tools/lib/deps.sh

rami_require_packages cmake ninja-build g++ nlohmann-json3-dev libcli11-dev

# Catch2 is not needed to play: configure the tests only if it is installed.
tests=OFF
rami_has_package catch2 && tests=ON
cmake --preset gcc -DRAMI_BUILD_TESTS="$tests" >/dev/null
cmake --build --preset gcc --target rami_cli    # the target of the `rami` tool

exec build/gcc/tools/rami/rami play "$@"
