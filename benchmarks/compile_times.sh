#!/usr/bin/env bash
# What an embedder pays to include rami: the CPU time (user + system) g++ takes to compile a
# translation unit that includes one public header, for each header of include/rami (the JSON
# layer's too), and the umbrella header with one `new_game` call, the best of RUNS compiles.
# Prints a Markdown table (benchmarks/README.md "Compile time per header"). Measure on an idle
# machine: a busy one inflates even CPU time (shared caches).
# Usage: benchmarks/compile_times.sh [RUNS (default 3)] [FLAGS (default -O2)]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
runs=${1:-3}
flags=${2:--O2}
cxx=${CXX:-g++}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

best_cpu() {  # best_cpu FILE: the least CPU seconds of $runs compiles of FILE
  local best="" t
  for ((i = 0; i < runs; i++)); do
    /usr/bin/time -f "%U %S" -o "$work/time" "$cxx" -std=c++20 $flags -Iinclude -c "$1" -o "$work/out.o"
    t=$(awk '{ printf "%.2f", $1 + $2 }' "$work/time")
    if [[ -z $best ]] || awk -v a="$t" -v b="$best" 'BEGIN { exit !(a < b) }'; then best=$t; fi
  done
  echo "$best"
}

echo "| translation unit ($cxx $flags, $(date -u +%F)) | CPU seconds |"
echo "| --- | --- |"
printf '#include <rami/rami.hpp>\nint main() { return rami::new_game(rami::all_variants[2], 2, 1).ok() ? 0 : 1; }\n' >"$work/umbrella.cpp"
echo "| \`rami/rami.hpp\` and one \`new_game\` call | $(best_cpu "$work/umbrella.cpp") |"
printf '#include <string>\n#include <vector>\nstd::vector<std::string> v{"x"};\n' >"$work/std.cpp"
echo "| \`<vector>\` and \`<string>\` alone (the floor) | $(best_cpu "$work/std.cpp") |"
while IFS= read -r header; do
  name=${header#include/}
  printf '#include <%s>\n' "$name" >"$work/one.cpp"
  echo "| \`$name\` | $(best_cpu "$work/one.cpp") |"
done < <(find include/rami -name '*.hpp' -not -path '*/detail/*' | sort)
