#!/usr/bin/env bash
# Random play (rami51, 4 seats: legal actions, then a step with one of them, rounds to their
# end) through the C interface from each language, back to back in one run so that the figures
# compare: C and C++ (rami_c_benchmarks of the bench preset), then the C#, Go, Java and Rust
# bindings' benchmarks against the librami_c that tools/test_bindings.sh installed in
# build/bindings/prefix (run that first). benchmarks/README.md shows what it printed.
# Usage: benchmarks/bindings.sh [seconds per language, default 5]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
seconds=${1:-5}

prefix=$PWD/build/bindings/prefix
pc=$(find "$prefix" -name rami_c.pc -print -quit 2>/dev/null || true)
[[ -n $pc ]] || { echo "no librami_c in $prefix: run tools/test_bindings.sh first" >&2; exit 1; }
export PKG_CONFIG_PATH=$(dirname "$pc")
export LD_LIBRARY_PATH=$(pkg-config --variable=libdir rami_c)${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}

echo "=== C and C++ (Google Benchmark, CPU time)"
cmake --preset bench >/dev/null && cmake --build --preset bench --target rami_c_benchmarks >/dev/null
build/bench/benchmarks/rami_c_benchmarks --benchmark_min_time="$seconds"

echo "=== C#"
bindings/csharp/bench.sh "$seconds"

echo "=== Go"
(
  out=$PWD/build/bindings/go
  export PATH="/usr/lib/go-1.19/bin:$PATH" GOFLAGS=-mod=mod GOPROXY=off GOSUMDB=off
  export GOCACHE="$out/cache" GOPATH="$out/gopath"
  cd bindings/go && go test -run='^$' -bench=RandomActions -benchtime="${seconds}s"
)

echo "=== Java"
bindings/java/bench.sh "$seconds"

echo "=== Rust"
(
  out=$PWD/build/bindings/rust
  export CARGO_TARGET_DIR="$out/target" CARGO_HOME="$out/cargo-home" RUSTC=/usr/bin/rustc  # Debian's, as the tests
  cd bindings/rust && /usr/bin/cargo run --offline --locked --release --quiet --example random_play -- "$seconds"
)
