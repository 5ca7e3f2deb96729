#!/usr/bin/env bash
# Tests the table server (server/test, node --test): the protocol, no leaks across rounds of the
# eight variants, durability under SIGKILL (SQLite and PostgreSQL), hostile clients, and two
# processes sharing tables on PostgreSQL. Installs what it needs first (Debian packages, the
# WebAssembly engine, server/node_modules) and starts a throwaway PostgreSQL 15 on a loopback
# port, stopped on exit. All traffic stays on 127.0.0.1. Bounded: the tests get at most
# RAMI_SERVER_TEST_SECONDS (default 400).
# Sizes: RAMI_SERVER_LEAK_ROUNDS (rounds per variant, default 4), RAMI_SERVER_KILLS (SIGKILLs per
# store, default 5); benchmarks/server/ runs the full sizes.
# Usage: tools/test_server.sh [node --test arguments, e.g. test/protocol.test.js]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source server/scripts/install.sh
rami_require_packages postgresql
rami_server_install

# PostgreSQL: a new cluster in a temporary folder, on a free loopback port. initdb and postgres
# refuse to run as root: as root they run as the postgres user.
pgbin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
pgdir=$(mktemp -d /tmp/rami-server-pg.XXXXXX)
as_pg() { if [[ $(id -u) -eq 0 ]]; then runuser -u postgres -- "$@"; else "$@"; fi; }
[[ $(id -u) -eq 0 ]] && chown postgres: "$pgdir"
stop_pg() {
  as_pg "$pgbin/pg_ctl" -D "$pgdir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$pgdir"
}
trap stop_pg EXIT
port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
as_pg "$pgbin/initdb" -D "$pgdir/data" -U postgres -A trust --no-sync >"$pgdir/initdb.log" 2>&1 ||
  { cat "$pgdir/initdb.log"; echo "tools/test_server.sh: initdb failed" >&2; exit 1; }
# fsync off: the tests kill the table server, never PostgreSQL or the machine.
as_pg "$pgbin/pg_ctl" -D "$pgdir/data" -l "$pgdir/postgres.log" -w -t 60 \
  -o "-p $port -k $pgdir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null ||
  { cat "$pgdir/postgres.log"; echo "tools/test_server.sh: PostgreSQL did not start" >&2; exit 1; }
export RAMI_TEST_POSTGRES="postgres://postgres@127.0.0.1:$port/postgres"
echo "--- PostgreSQL $("$pgbin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"

cd server
args=("$@")
((${#args[@]})) || args=(test/*.test.js)
echo "--- node --test ${args[*]}"
timeout --kill-after=10 "${RAMI_SERVER_TEST_SECONDS:-400}" nice -n 10 node --test --test-force-exit --test-concurrency=2 "${args[@]}"
