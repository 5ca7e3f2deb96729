#!/usr/bin/env bash
# Builds the Go binding of librami_c and runs go vet and its tests (not the benchmark).
# Called from the repository root as bindings/go/test.sh, with PKG_CONFIG_PATH and
# LD_LIBRARY_PATH pointing at an installed librami_c. RAMI_GO_RACE=1 runs the tests under
# the race detector too (a minute more: the standard library is rebuilt for it once).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
source "$root/tools/lib/deps.sh"
rami_require_packages golang-go pkg-config

# Debian's Go first on PATH, offline: no module downloads (the binding has no dependencies),
# and every cache and temporary file under build/bindings/go.
out="$root/build/bindings/go"
mkdir -p "$out/tmp"
export PATH="/usr/lib/go-1.19/bin:$PATH"
export GOFLAGS=-mod=mod GOPROXY=off GOSUMDB=off CGO_ENABLED=1
export GOCACHE="$out/cache" GOPATH="$out/gopath" GOTMPDIR="$out/tmp"

cd "$here"
pkg-config --exists rami_c || { echo "rami_c.pc not found: set PKG_CONFIG_PATH" >&2; exit 1; }
go version
unformatted=$(gofmt -l .)
[[ -z $unformatted ]] || { echo "not gofmt-formatted: $unformatted" >&2; exit 1; }
go vet ./...
# -v lists every variant's subtest; pipefail makes a failing go test fail the script.
go test -count=1 -v ./... 2>&1 | grep -v '^=== ' | tee "$out/test.log"
if [[ ${RAMI_GO_RACE:-0} == 1 ]]; then
  go test -count=1 -race ./...
fi
echo "go: $(grep -c -- '--- PASS' "$out/test.log") tests and subtests passed"
