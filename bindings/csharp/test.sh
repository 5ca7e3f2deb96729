#!/usr/bin/env bash
# Builds the Rami assembly and its NUnit tests with Mono's mcs, and runs them with
# nunit-console (NUnit 2.6). Called from the repository root as bindings/csharp/test.sh, with
# LD_LIBRARY_PATH reaching an installed librami_c (Mono resolves "rami_c" to librami_c.so).
set -euo pipefail

root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
cd "$root"
source tools/lib/deps.sh
rami_require_packages mono-mcs mono-runtime nunit-console libnunit-cil-dev

# Mono resolves [DllImport("rami_c")] to librami_c.so through the loader's path: the caller's
# LD_LIBRARY_PATH, plus the libdir of the rami_c.pc that pkg-config finds.
if libdir=$(pkg-config --variable=libdir rami_c 2>/dev/null); then
  export LD_LIBRARY_PATH=$libdir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
fi

here=bindings/csharp
out=build/bindings/csharp
mkdir -p "$out"

# nunit.pc lists every NUnit assembly as -r:PATH; the tests need only the framework.
nunit=$(pkg-config --libs nunit 2>/dev/null | tr ' ' '\n' | sed -n 's/^-r://; /nunit\.framework\.dll$/p' | head -n 1)
[[ -n $nunit ]] || nunit=$(find /usr/lib/cli -name nunit.framework.dll | head -n 1)

mcs -nologo -warnaserror+ -target:library -out:"$out/Rami.dll" -doc:"$out/Rami.xml" "$here"/Runtime/*.cs
mcs -nologo -warnaserror+ -target:library -out:"$out/Rami.Tests.dll" \
    -r:"$out/Rami.dll" -r:"$nunit" "$here"/Tests/*.cs
cp "$nunit" "$out/"

# Run from the build directory so that nunit-console's TestResult.xml lands there.
cd "$out"
nunit-console -nologo -labels Rami.Tests.dll
