#!/usr/bin/env bash
# Builds and runs the C# random-play benchmark (rami51, 4 seats): bindings/csharp/bench.sh [seconds]
# With LD_LIBRARY_PATH reaching librami_c.so (e.g. build/prefix/lib or /usr/local/lib).
set -euo pipefail

root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
cd "$root"
out=build/bindings/csharp
mkdir -p "$out"
mcs -nologo -optimize+ -target:library -out:"$out/Rami.dll" bindings/csharp/Runtime/*.cs
mcs -nologo -optimize+ -out:"$out/RandomPlayBench.exe" -r:"$out/Rami.dll" "bindings/csharp/Bench~/RandomPlayBench.cs"
mono --optimize=all "$out/RandomPlayBench.exe" "${1:-5}"
