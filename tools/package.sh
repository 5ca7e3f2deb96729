#!/usr/bin/env bash
# Builds rami's release packages into dist/, each with CMake and CPack:
#   rami-<version>-linux-x86_64.tar.gz    preset release (GCC)
#   rami-<version>-linux-aarch64.tar.gz   preset aarch64 (g++-aarch64-linux-gnu)
#   rami-<version>-windows-x86_64.zip     preset mingw (MinGW-w64; self-contained rami_c.dll, rami.exe)
#   com.rami.engine-<version>.tgz         the Unity package (bindings/csharp, UPM's tarball
#                                          format, made by npm pack) with Plugins/x86_64/librami_c.so
#                                          and Plugins/x86_64/rami_c.dll from the builds above
# Each archive holds include/, lib/, bin/, the CMake package and pkg-config files, LICENSE and a
# README (docs/platforms.md). A preset already built is only brought up to date.
# tests/package/test_packages.sh unpacks and uses them. Usage: tools/package.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
root=$PWD
source tools/lib/deps.sh
rami_require_packages cmake ninja-build g++ nlohmann-json3-dev libcli11-dev catch2 \
  g++-mingw-w64-x86-64-posix g++-aarch64-linux-gnu
command -v npm >/dev/null || rami_require_packages nodejs

version=$(sed -n 's/^project(rami VERSION \([0-9.]*\).*/\1/p' CMakeLists.txt)
dist=$root/dist
mkdir -p "$dist"

for preset in release aarch64 mingw; do
  echo "=== $preset ==="
  cmake --preset "$preset" >/dev/null
  cmake --build --preset "$preset"
  # CPack stages into <dist>/_CPack_Packages; only the archive stays.
  (cd "build/$preset" && cpack -B "$dist" >/dev/null)
  rm -rf "$dist/_CPack_Packages"
done

echo "=== Unity package ==="
stage=$root/build/package/unity
rm -rf "$stage" && mkdir -p "$stage"
# The package as Unity imports it: the binding without the scripts that test it outside Unity,
# the native plugins beside their committed .meta files (import settings), LICENSE and CHANGELOG.
(cd bindings/csharp && tar --exclude='*.sh' --exclude='Bench~' -cf - .) | tar -xf - -C "$stage"
cp build/release/c/librami_c.so "$stage/Plugins/x86_64/librami_c.so"  # the SONAME's real file
cp build/mingw/bin/rami_c.dll "$stage/Plugins/x86_64/rami_c.dll"
cp LICENSE "$stage/LICENSE.md"
cp CHANGELOG.md "$stage/CHANGELOG.md"
python3 tools/unity_meta.py "$stage" >/dev/null   # .meta files of LICENSE.md and CHANGELOG.md
python3 tools/unity_meta.py --check "$stage"
(cd "$stage" && npm pack --silent --pack-destination "$dist" >/dev/null)

echo "tools/package.sh: in $dist:"
ls -l "$dist"/rami-"$version"-*.{tar.gz,zip} "$dist/com.rami.engine-$version.tgz"
