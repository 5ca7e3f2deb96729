#!/usr/bin/env bash
# Full-size runs of the table server's checks, too long for CI (tools/test_server.sh runs them
# at smoke size): the no-leak test with 200 rounds of each of the eight variants, the durability
# test with 50 SIGKILLs per store (SQLite and PostgreSQL), and the load generator (1000 tables
# on one process, bots pacing to 2200 offered moves a second), and a player's move latency
# while twenty ismcts-hard seats think (busy_bots.mjs, with a run without bots beside it: the
# machine's own noise). Everything runs niced, on 127.0.0.1 only; benchmarks/README.md ("Table
# server") reports the figures.
# Usage: benchmarks/server/run.sh [leaks] [durability] [load] [busy]   (all four by default)
# Sizes: RAMI_SERVER_LEAK_ROUNDS (200), RAMI_SERVER_KILLS (50); load.mjs options through
# RAMI_LOAD_ARGS (default "--tables 1000 --rate 2200 --seconds 60 --warmup 10").
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
steps=("$@")
((${#steps[@]})) || steps=(leaks durability load busy)
for step in "${steps[@]}"; do
  case $step in
    leaks)
      echo "=== no leaks: ${RAMI_SERVER_LEAK_ROUNDS:-200} rounds per variant"
      RAMI_SERVER_LEAK_ROUNDS=${RAMI_SERVER_LEAK_ROUNDS:-200} RAMI_SERVER_TEST_SECONDS=14400 \
        tools/test_server.sh test/leaks.test.js ;;
    durability)
      echo "=== durability: ${RAMI_SERVER_KILLS:-50} SIGKILLs per store"
      RAMI_SERVER_KILLS=${RAMI_SERVER_KILLS:-50} RAMI_SERVER_TEST_SECONDS=14400 \
        tools/test_server.sh test/durability.test.js ;;
    load)
      echo "=== load"
      (source server/scripts/install.sh && rami_server_install)
      # shellcheck disable=SC2086
      nice -n 10 node benchmarks/server/load.mjs ${RAMI_LOAD_ARGS:---tables 1000 --rate 2200 --seconds 60 --warmup 10} ;;
    busy)
      echo "=== a player's move while twenty ismcts-hard seats think (then without bots)"
      (source server/scripts/install.sh && rami_server_install)
      nice -n 10 node benchmarks/server/busy_bots.mjs --bot-tables 10 --seconds 60 --warmup 10
      nice -n 10 node benchmarks/server/busy_bots.mjs --bot-tables 0 --seconds 60 --warmup 10 ;;
    *) echo "unknown step $step (leaks, durability, load, busy)" >&2; exit 2 ;;
  esac
done
