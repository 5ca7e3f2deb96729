#!/usr/bin/env bash
# Runs the rami table server in the foreground (docs/server.md), installing what it needs first
# (Debian packages, the WebAssembly engine, server/node_modules). Prints
# "listening on http://HOST:PORT" once it accepts connections; logs go to stderr.
# Usage: tools/serve.sh [--host 127.0.0.1] [--port 8080] [--db sqlite:PATH | postgres://USER@HOST:PORT/DB]
# The default --db is sqlite:rami-tables.db, in the current folder.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# Installing runs from the repository; its messages go to stderr so that stdout holds only the
# server's "listening" line.
(cd "$repo" && source server/scripts/install.sh && rami_server_install) >&2
exec node "$repo/server/src/main.js" "$@"
