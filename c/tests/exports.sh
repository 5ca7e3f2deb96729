#!/usr/bin/env bash
# A built librami_c exports the functions rami.h declares, and nothing else, on every platform:
#  - ELF (Linux x86-64, arm64): the dynamic symbol table, each function with its symbol version
#    (RAMI_C_1, or the node of the release that added it), and the SONAME's ABI version;
#  - PE (Windows rami_c.dll): the export table.
# Then every native entry point the bindings declare (C# [DllImport]s, Go's cgo calls, Java's
# JNA interface, Rust's extern block) must be one the library exports, by name, so that no
# binding fails at load or first call.
# Usage: exports.sh LIBRARY HEADER [BINDINGS_DIR]; the binutils of the library's platform in
# NM, READELF and OBJDUMP (default nm, readelf, objdump).
set -euo pipefail
library=$1 header=$2 bindings=${3:-}
NM=${NM:-nm} READELF=${READELF:-readelf} OBJDUMP=${OBJDUMP:-objdump}
# Functions added to ABI 1 after its first release, and the version node that added them.
declare -A added=([rami_last_status]=RAMI_C_1.1 [rami_bot_new]=RAMI_C_1.2 [rami_bot_move]=RAMI_C_1.2 [rami_bot_free]=RAMI_C_1.2)

declared=$(grep -oE '^RAMI_C_API [^(]*\brami_[a-z_0-9]+\(' "$header" | grep -oE 'rami_[a-z_0-9]+' | sort -u)
[[ -n $declared ]] || { echo "no RAMI_C_API function found in $header"; exit 1; }
unmarked=$(grep -E '^[a-z].*\brami_[a-z_0-9]+\(' "$header" | grep -v '^RAMI_C_API ' || true)
[[ -z $unmarked ]] || { echo "declared without RAMI_C_API:"; echo "$unmarked"; exit 1; }

case $library in
  *.dll)
    # The lines of the "[Ordinal/Name Pointer] Table" up to the next blank line.
    defined=$("$OBJDUMP" -p "$library" | sed -n '/\[Ordinal\/Name Pointer\] Table/,/^$/p' \
      | sed -n 's/^[[:space:]]*\[ *[0-9]*\] //p' | sort -u)
    ;;
  *)
    versioned=$("$NM" -D --defined-only "$library" | awk '$2 ~ /^[TtWwDdBbRrVvi]$/ {print $3}' | sort -u)
    defined=$(sed 's/@.*//' <<<"$versioned" | grep -v '^RAMI_C_1' | sort -u)
    while read -r symbol; do
      [[ $symbol == RAMI_C_1* ]] && continue  # the version nodes' own symbols
      name=${symbol%%@*} version=${symbol##*@}
      expected=${added[$name]:-RAMI_C_1}
      [[ $version == "$expected" ]] || { echo "$name has symbol version '$version', expected $expected"; exit 1; }
    done <<<"$versioned"
    abi=$(sed -n 's/^#define RAMI_ABI_VERSION \([0-9]*\).*/\1/p' "$header")
    soname=$("$READELF" -d "$library" | sed -n 's/.*(SONAME).*\[\(.*\)\]/\1/p')
    [[ $soname == "librami_c.so.$abi" ]] || { echo "SONAME $soname, expected librami_c.so.$abi"; exit 1; }
    ;;
esac

others=$(grep -v '^rami_' <<<"$defined" || true)
if [[ -n $others ]]; then echo "exported besides rami_*:"; echo "$others"; exit 1; fi
if [[ $defined != "$declared" ]]; then
  echo "exported and declared differ (< declared, > exported):"
  diff <(echo "$declared") <(echo "$defined") || true
  exit 1
fi
echo "$(wc -l <<<"$defined") rami_* functions exported by $(basename "$library"), as rami.h declares"

[[ -n $bindings ]] || exit 0
# binding name, then the names it calls: each extraction reads the one form of that language.
check_binding() {
  local name=$1 calls=$2 missing
  [[ -n $calls ]] || { echo "$name: no native entry point found (has the binding moved?)"; exit 1; }
  missing=$(comm -23 <(echo "$calls") <(echo "$defined"))
  if [[ -n $missing ]]; then echo "$name declares functions the library does not export:"; echo "$missing"; exit 1; fi
  echo "$name: $(wc -l <<<"$calls") entry points, all exported"
}
check_binding "C# [DllImport]" "$(grep -A2 '\[DllImport' "$bindings"/csharp/Runtime/*.cs \
  | grep -oE 'extern [^(]* rami_[a-z_0-9]+\(' | grep -oE 'rami_[a-z_0-9]+' | sort -u)"
check_binding "Go (cgo)" "$(cat "$bindings"/go/*.go | grep -oE '\bC\.rami_[a-z_0-9]+\(' \
  | grep -oE 'rami_[a-z_0-9]+' | sort -u)"
check_binding "Java (JNA)" "$(grep -hoE '^[[:space:]]+[][A-Za-z<>]+ rami_[a-z_0-9]+\(' \
  "$bindings"/java/src/main/java/org/rami/*.java | grep -oE 'rami_[a-z_0-9]+' | sort -u)"
check_binding "Rust (extern \"C\")" "$(grep -hoE '\bfn rami_[a-z_0-9]+\(' "$bindings"/rust/src/*.rs \
  | grep -oE 'rami_[a-z_0-9]+' | sort -u)"
