#!/usr/bin/env bash
# Copies the built npm package (js/index.js, js/dist/) to DIR, where the web table imports it.
# Usage: tools/lib/copy_package.sh DIR   (run tools/build_wasm.sh first)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
dir=$1
[[ -f js/dist/rami.wasm ]] || { echo "js/dist/rami.wasm is missing: run tools/build_wasm.sh" >&2; exit 1; }
mkdir -p "$dir/dist"
cp js/index.js js/index.d.ts "$dir/"
cp js/dist/rami.mjs js/dist/rami.wasm "$dir/dist/"
