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

rami=build/gcc/tools/rami/rami
# Play as soon as the tool lists a `play` subcommand. (Not `rami play --help`:
# CLI11 answers it with the main help and exit status 0 even without `play`.)
if grep -qE '^[[:space:]]+play([[:space:]]|$)' <<<"$("$rami" --help 2>&1 || true)"; then
  exec "$rami" play "$@"
fi

echo "(no 'play' subcommand yet: a short demonstration instead)"
set -x
"$rami" meld --variant rami51 JK AH JK
"$rami" opening --variant rami_francais --meld "8S 7S 6S" --meld "AH AC JK"
