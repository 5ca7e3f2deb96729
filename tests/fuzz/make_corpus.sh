#!/usr/bin/env bash
# Rebuilds the seed corpus tests/fuzz/corpus/ from real games: `rami play --json` records of
# every variant (greedy and random bots), replayed by rami_fuzz_corpus (tests/fuzz/make_corpus.cpp).
# Usage: tests/fuzz/make_corpus.sh [RAMI-EXE] [RAMI_FUZZ_CORPUS-EXE]
#   (defaults: build/gcc/tools/rami/rami and build/fuzz/tests/fuzz/rami_fuzz_corpus)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
rami=${1:-build/gcc/tools/rami/rami}
corpus_tool=${2:-build/fuzz/tests/fuzz/rami_fuzz_corpus}
out=tests/fuzz/corpus
record=$(mktemp)
trap 'rm -f "$record"' EXIT

rm -rf "$out"
mkdir -p "$out"/{cards,state,apply,play,rules}
for variant in rami40 rami50 rami51 manie_joker51 rami51_kaluki rami_francais rami7 rummy_classic; do
  for game in "2 11 greedy" "3 12 greedy,random,greedy"; do
    read -r players seed bots <<<"$game"
    "$rami" play --variant "$variant" --players "$players" --seed "$seed" --bots "$bots" --json >"$record"
    "$corpus_tool" "$record" "$out" "$variant-$players-$seed"
  done
done
"$corpus_tool" --play "$out"
"$corpus_tool" --rules "$out"
# Hand-written card texts: separators, case, symbols, T for 10, a lay-off after "|".
printf '%s' '8S 7S 6S' >"$out/cards/hand-run"
printf '%s' 'jk ah,JK' >"$out/cards/hand-set"
printf '%s' '10♥ J♥ Q♥|K♥ JK' >"$out/cards/hand-symbols"
printf '%s' 'TC JK QC|JC' >"$out/cards/hand-swap"
printf '%s' '6C JK 6H|6S 6D' >"$out/cards/hand-set-swap"
echo "corpus: $(find "$out" -type f | wc -l) files, $(du -sh "$out" | cut -f1)"
