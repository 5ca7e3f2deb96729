#!/usr/bin/env bash
# Builds the Rust binding of librami_c with Debian's Rust (rustc 1.63, cargo 0.66) and runs its
# tests: unit tests, tests/*.rs and the doc tests (not the benchmark). Called from the
# repository root as bindings/rust/test.sh, with PKG_CONFIG_PATH and LD_LIBRARY_PATH pointing
# at an installed librami_c. Offline: the crate has no dependencies.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
source "$root/tools/lib/deps.sh"
rami_require_packages pkg-config
# Debian's toolchain even when a newer one (rustup) comes first on PATH: the crate promises
# to build with rustc 1.63, so nothing newer may slip in unnoticed.
if [[ ! -x /usr/bin/cargo || ! -x /usr/bin/rustc || ! -x /usr/bin/rustdoc ]]; then
  rami_require_packages cargo rustc
fi
export RUSTC=/usr/bin/rustc RUSTDOC=/usr/bin/rustdoc RUSTFLAGS=-Dwarnings

# Everything cargo writes goes under build/bindings/rust: the build, and its home (no ~/.cargo).
out="$root/build/bindings/rust"
mkdir -p "$out"
export CARGO_TARGET_DIR="$out/target" CARGO_HOME="$out/cargo-home" CARGO_NET_OFFLINE=true

pkg-config --exists rami_c || { echo "rami_c.pc not found: set PKG_CONFIG_PATH" >&2; exit 1; }
/usr/bin/cargo --version
/usr/bin/rustc --version
cd "$here"
# --locked: Cargo.lock is committed and must not be rewritten.
/usr/bin/cargo test --offline --locked 2>&1 | tee "$out/test.log"
