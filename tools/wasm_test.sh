#!/usr/bin/env bash
# Builds the WebAssembly module and tests it: the npm package's own tests (`npm test`: the
# declarations under tsc --strict, Node tests of the functions and of Game), the differential
# test against the native `rami` command of build/gcc (`npm run test:native`; the command's
# target is built here when missing), then the web table in headless Debian chromium (web/test,
# playwright-core from web/package-lock.json): offline against the page's bots, and online
# against the table server (server/node_modules installed first, as tools/serve.sh does).
# Usage: tools/wasm_test.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source tools/lib/deps.sh
rami_require_packages emscripten chromium
command -v node >/dev/null || rami_require_packages nodejs
command -v npm >/dev/null || rami_require_packages npm

tools/build_wasm.sh
echo "--- js: npm test (tsc --strict on the declarations, node --test)"
(cd js && npm ci --no-audit --no-fund --loglevel=error && npm test)
if [[ -z ${RAMI_CLI:-} && ! -x build/gcc/tools/rami/rami ]]; then
  echo "--- the native rami command (preset gcc, target rami_cli)"
  rami_require_packages cmake ninja-build g++ nlohmann-json3-dev libcli11-dev
  cmake --preset gcc && nice cmake --build --preset gcc --target rami_cli
fi
echo "--- js: npm run test:native (the same rounds in WebAssembly and natively)"
(cd js && npm run test:native)
echo "--- server: npm ci for the web table's online test (server/package-lock.json)"
# npm ci with Debian's Node headers and python3 (better-sqlite3 is compiled from source), skipped
# while server/node_modules matches the lockfile (server/scripts/install.sh).
(source server/scripts/install.sh && rami_server_install)
echo "--- web: browser test (screenshots in build/web-test/)"
tools/lib/copy_package.sh web/rami
# The three test files at once (Node runs one at a time on two cores): the browser waits on
# the page more than it computes, 114 s one after the other against 89 s side by side here.
(cd web && npm ci --no-audit --no-fund --loglevel=error && node --test --test-concurrency=3 test/*.test.js)
