#!/usr/bin/env bash
# Builds the WebAssembly module of the npm package (js/dist/rami.mjs and js/dist/rami.wasm) with
# Debian's emscripten and embind, from js/src/*.cpp and the headers in include/.
# Usage: tools/build_wasm.sh   (RAMI_WASM_OPT="-O2 -flto" to change the optimisation flags)
# `npm test` in js/ runs it first (pretest): a fresh clone builds its module there.
#
# Debian's emscripten works offline from a frozen prebuilt cache: no --closure, and only the
# libraries that cache holds (it holds LTO builds of them). When em++ cannot use that cache
# (some setups refuse a cache the user cannot lock or write), a private copy under
# build/wasm/cache is used through EM_CACHE.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source tools/lib/deps.sh

out=js/dist
work=build/wasm
# Up to date when the module is newer than every source it is built from (then emscripten is
# not needed at all).
if [[ -f $out/rami.wasm && -f $out/rami.mjs && -z $(find include js/src tools/build_wasm.sh -newer "$out/rami.wasm" -print -quit) ]]; then
  echo "$out/rami.wasm is up to date"
  exit 0
fi
rami_require_packages emscripten nlohmann-json3-dev
mkdir -p "$out" "$work/include"
# nlohmann/json is header-only: the module compiles it from Debian's copy. Only that directory
# is put on the include path (not /usr/include, whose C library is not emscripten's).
ln -sfn /usr/include/nlohmann "$work/include/nlohmann"
# emscripten's JavaScript optimizer needs acorn (Debian's node-acorn, in /usr/share/nodejs). A
# node that is not Debian's own does not look there.
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}

probe() {
  echo 'int main() { return 0; }' >"$work/probe.cpp"
  em++ "$work/probe.cpp" -o "$work/probe.js" >"$work/probe.log" 2>&1
}
if ! probe; then
  system_cache=/usr/share/emscripten/cache  # Debian's frozen prebuilt cache
  echo "em++ fails with its cache (${EM_CACHE:-$system_cache}); using a private copy of $system_cache in $work/cache"
  rm -rf "$work/cache" && cp -a "$system_cache" "$work/cache"
  export EM_CACHE="$PWD/$work/cache"
  probe || { cat "$work/probe.log" >&2; echo "tools/build_wasm.sh: em++ does not work" >&2; exit 1; }
fi

# Exceptions stay off (emscripten's default: no catching support, smaller and faster code):
# rami reports every refusal as a value, which the bindings return as an error object.
# -O2 with LTO: random play (js/bench/play.mjs) about 15% faster than -O2 alone, and smaller;
# -O3 was no faster, and -Os a third of the speed for 120 KB gzipped instead of 170.
# -mbulk-memory: copies of a state (2 KB) are one memory.copy instead of a call out to
# JavaScript (emscripten_memcpy_big); Chrome 75, Firefox 79, Safari 15 and Node 18 have it.
read -r -a opt <<<"${RAMI_WASM_OPT:--O2 -flto}"
compile_flags=(
  -std=c++20 "${opt[@]}" -mbulk-memory -Wall -Wextra -Wpedantic -Werror
  -Iinclude -isystem "$work/include"
)
link_flags=(
  "${opt[@]}" -mbulk-memory
  -lembind
  -sMODULARIZE -sEXPORT_ES6 -sEXPORT_NAME=createRamiModule
  -sENVIRONMENT=web,worker
  -sALLOW_MEMORY_GROWTH
  -sDISABLE_EXCEPTION_CATCHING=1
  -sFILESYSTEM=0 -sDYNAMIC_EXECUTION=0
)
# Each source compiled on its own, all at once (one em++ command compiles them one after the
# other, on one core: 35 s against 18 s here), then linked (with -flto, the optimisation of the
# whole module happens there).
mkdir -p "$work/obj"
objects=()
pids=()
for source in js/src/*.cpp; do
  object="$work/obj/$(basename "$source" .cpp).o"
  objects+=("$object")
  nice -n 10 em++ "${compile_flags[@]}" -c "$source" -o "$object" &
  pids+=($!)
done
for pid in "${pids[@]}"; do wait "$pid"; done
nice -n 10 em++ "${link_flags[@]}" "${objects[@]}" -o "$out/rami.mjs"
printf 'built %s (%s bytes, %s bytes gzipped)\n' "$out/rami.wasm" "$(stat -c %s "$out/rami.wasm")" \
  "$(gzip -9 -c "$out/rami.wasm" | wc -c)"
