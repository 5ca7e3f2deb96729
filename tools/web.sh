#!/usr/bin/env bash
# Builds the WebAssembly module, then serves the web table on 127.0.0.1 and prints its address.
# With --server URL (a table server started by tools/serve.sh), the page also plays online: the
# server's routes are passed on to it from the page's own address.
# Usage: tools/web.sh [PORT] [--server http://127.0.0.1:8081]   (default 8080; stop it with Ctrl-C)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source tools/lib/deps.sh
command -v node >/dev/null || rami_require_packages nodejs

tools/build_wasm.sh
tools/lib/copy_package.sh web/rami
port=8080
[[ $# -gt 0 && $1 != --* ]] && { port=$1; shift; }
exec node web/serve.mjs "$port" "$@"
