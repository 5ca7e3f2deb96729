#!/usr/bin/env bash
# librami_c.so exports the rami_* functions of rami.h and no other symbol, each with its symbol
# version (RAMI_C_1, or the node of the release that added it); its SONAME carries the ABI
# version. Usage: exports.sh LIBRARY HEADER
set -euo pipefail
library=$1 header=$2
# Functions added to ABI 1 after its first release, and the version node that added them.
declare -A added=([rami_last_status]=RAMI_C_1.1 [rami_bot_new]=RAMI_C_1.2 [rami_bot_move]=RAMI_C_1.2 [rami_bot_free]=RAMI_C_1.2)
versioned=$(nm -D --defined-only "$library" | awk '$2 ~ /^[TtWwDdBbRrVvi]$/ {print $3}' | sort -u)
defined=$(sed 's/@.*//' <<<"$versioned" | sort -u)
declared=$(grep -oE '\brami_[a-z_0-9]+\(' "$header" | tr -d '(' | sort -u)
others=$(grep -v '^rami_' <<<"$defined" | grep -v '^RAMI_C_1' || true)
if [[ -n $others ]]; then echo "exported besides rami_*:"; echo "$others"; exit 1; fi
if [[ $defined != "$declared" ]]; then
  echo "exported and declared differ:"; diff <(echo "$declared") <(echo "$defined") || true; exit 1
fi
while read -r symbol; do
  name=${symbol%%@*} version=${symbol##*@}
  expected=${added[$name]:-RAMI_C_1}
  [[ $version == "$expected" ]] || { echo "$name has symbol version '$version', expected $expected"; exit 1; }
done <<<"$versioned"
abi=$(sed -n 's/^#define RAMI_ABI_VERSION \([0-9]*\).*/\1/p' "$header")
soname=$(readelf -d "$library" | sed -n 's/.*(SONAME).*\[\(.*\)\]/\1/p')
[[ $soname == "librami_c.so.$abi" ]] || { echo "SONAME $soname, expected librami_c.so.$abi"; exit 1; }
echo "$(wc -l <<<"$defined") rami_* functions exported (versions checked), SONAME $soname"
