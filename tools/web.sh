#!/usr/bin/env bash
# Builds the WebAssembly module, then serves the web table on 127.0.0.1 and prints its address.
# Usage: tools/web.sh [PORT]   (default 8080; stop it with Ctrl-C)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source tools/lib/deps.sh
command -v node >/dev/null || rami_require_packages nodejs

tools/build_wasm.sh
tools/lib/copy_package.sh web/rami
exec node web/serve.mjs "${1:-8080}"
