#!/usr/bin/env bash
# Builds the WebAssembly module and tests it: the npm package's declarations (tsc on a use of
# every export) and Node tests (js/test: rule cases, bad input, the differential test against
# the native `rami` command of build/gcc), then the
# web table in headless Debian chromium (web/test, playwright-core from web/package-lock.json).
# The native command must be built first (cmake --preset gcc; tools/test.sh does it).
# Usage: tools/wasm_test.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source tools/lib/deps.sh
rami_require_packages emscripten chromium
command -v node >/dev/null || rami_require_packages nodejs
command -v npm >/dev/null || rami_require_packages npm

tools/build_wasm.sh
echo "--- js: type check of index.d.ts (tsc --strict), node --test"
(cd js && npm ci --no-audit --no-fund --loglevel=error && npx tsc -p . && node --test test/*.test.js)
echo "--- web: browser test (screenshots in build/web-test/)"
tools/lib/copy_package.sh web/rami
(cd web && npm ci --no-audit --no-fund --loglevel=error && node --test test/)
