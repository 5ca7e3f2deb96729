#!/usr/bin/env bash
# The header-only library is standard C++20, so that MSVC, Apple's clang and the Android NDK
# compile what g++ and clang++ compile here: no compiler extension in include/rami/ (GCC
# builtins, attributes, __int128, statement expressions, typeof, alloca, compiler pragmas or
# compiler tests). <bit> has std::popcount, std::countr_zero and the rest. Where an extension is
# ever needed, it goes in one header, include/rami/detail/portable.hpp, with an _MSC_VER branch;
# rami.h's export macro (RAMI_C_API) is the C interface's one such place.
# Usage: portable_headers.sh <repo-root>
set -euo pipefail
root=${1:?usage: portable_headers.sh <repo-root>}
cd "$root"
pattern='__builtin_|__attribute__|__int128|__declspec|__GNUC__|__clang__|_MSC_VER|#[[:space:]]*pragma[[:space:]]+(GCC|clang)|\btypeof[[:space:]]*\(|__typeof|(=|return)[[:space:]]*\(\{|\balloca[[:space:]]*\('
found=$(grep -rnE "$pattern" include/rami --include='*.hpp' --include='*.h' \
  | grep -vE '^include/rami/(rami\.h|detail/portable\.hpp):' || true)
if [[ -n $found ]]; then
  echo "compiler extensions outside include/rami/detail/portable.hpp:"; echo "$found"; exit 1
fi
# The test must see the headers it guards (a moved include/ would make it pass on nothing).
count=$(find include/rami -name '*.hpp' | wc -l)
((count > 20)) || { echo "only $count headers found under include/rami"; exit 1; }
echo "$count headers checked: standard C++20 only"
