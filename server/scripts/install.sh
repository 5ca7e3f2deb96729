# Sourced by tools/serve.sh and tools/test_server.sh (from the repository root): installs what
# the table server needs. rami_server_install: Debian's packages, the WebAssembly engine
# (tools/build_wasm.sh) and server/node_modules (npm ci from server/package-lock.json).
#
# better-sqlite3 has no prebuilt binary here (its download needs a host that is not reachable):
# it is compiled from source by node-gyp against Debian's Node headers (/usr/include/node), which
# takes a minute or two. npm ci is skipped while node_modules matches the lockfile, and the
# compiled module is kept in ~/.cache/rami-server, keyed by its version and Node's ABI, so that a
# fresh clone on the same machine does not compile it again.

source tools/lib/deps.sh

rami_server_install() {
  rami_require_packages emscripten nlohmann-json3-dev python3 make g++
  command -v node >/dev/null || rami_require_packages nodejs
  command -v npm >/dev/null || rami_require_packages npm
  nice -n 10 tools/build_wasm.sh

  # node-gyp: Debian's headers and Debian's python3 (the first python3 on PATH may be another).
  export npm_config_nodedir=/usr npm_config_build_from_source=true npm_config_python=/usr/bin/python3
  local stamp version abi cache
  stamp="$(sha256sum server/package-lock.json | cut -c1-64) $(node --version)"
  if [[ -f server/node_modules/.rami-stamp && $(cat server/node_modules/.rami-stamp) == "$stamp" ]] &&
    (cd server && node -e 'new (require("better-sqlite3"))(":memory:").close()' 2>/dev/null); then
    return 0
  fi
  version=$(node -e 'console.log(require("./server/package-lock.json").packages["node_modules/better-sqlite3"].version)')
  abi=$(node -p process.versions.modules)
  cache="${XDG_CACHE_HOME:-$HOME/.cache}/rami-server/better-sqlite3-$version-abi$abi"
  if [[ -f $cache/better_sqlite3.node ]]; then
    echo "server: npm ci (better-sqlite3 $version from $cache)"
    (cd server && nice -n 10 npm ci --ignore-scripts --no-audit --no-fund --loglevel=error)
    mkdir -p server/node_modules/better-sqlite3/build/Release
    cp "$cache/better_sqlite3.node" server/node_modules/better-sqlite3/build/Release/
  else
    echo "server: npm ci (compiles better-sqlite3 $version from source: a minute or two)"
    (cd server && nice -n 10 npm ci --no-audit --no-fund --loglevel=error)
  fi
  if ! (cd server && node -e 'new (require("better-sqlite3"))(":memory:").close()'); then
    echo "server: the cached better-sqlite3 does not load; compiling it" >&2
    (cd server && nice -n 10 npm rebuild better-sqlite3 --loglevel=error)
    (cd server && node -e 'new (require("better-sqlite3"))(":memory:").close()')
  fi
  mkdir -p "$cache" && cp server/node_modules/better-sqlite3/build/Release/better_sqlite3.node "$cache/"
  echo "$stamp" >server/node_modules/.rami-stamp
}
