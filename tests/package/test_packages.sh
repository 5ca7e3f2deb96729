#!/usr/bin/env bash
# The release packages of tools/package.sh, used as a stranger would, without building rami:
#  - each archive unpacked into a scratch folder, its layout checked (include/, lib/, bin/,
#    the CMake package, pkg-config files, LICENSE, README.md);
#  - tests/cmake/find_package (a C++ program on rami::rami, one on rami::json, a C program on
#    rami::c) built against it with that platform's compiler, and run: natively on Linux
#    x86-64, under qemu for arm64, under Wine for Windows (with rami_c.dll copied beside it, as
#    a game ships it); a C program linked with the static librami_c.a too;
#  - the archive's `rami` plays a round of bots;
#  - the Unity package: UPM's layout (package/package.json of com.rami.engine at the version),
#    both native plugins with their .meta import settings, a .meta for every asset.
# Usage: tests/package/test_packages.sh [DIST] (default dist/). Prints "N passed, M failed".
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
dist=$(cd "${1:-$root/dist}" && pwd)
version=$(sed -n 's/^project(rami VERSION \([0-9.]*\).*/\1/p' "$root/CMakeLists.txt")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
toolchains=$root/cmake/toolchains

passed=0 failed=0
check() {  # check WHAT COMMAND...: runs the command, output in $work/log
  local what=$1
  shift
  if "$@" >"$work/log" 2>&1; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "FAIL: $what"; tail -n 30 "$work/log"
  fi
}
has_files() {  # has_files DIR PATH...: each path exists under DIR
  local dir=$1 path
  shift
  for path in "$@"; do [[ -e $dir/$path ]] || { echo "missing: $path"; return 1; }; done
}

# unpack ARCHIVE: the folder it unpacks to (its single top-level folder).
unpack() {
  local archive=$1 into=$work/$(basename "$1")
  mkdir -p "$into"
  case $archive in
    *.zip) python3 -m zipfile -e "$archive" "$into" ;;
    *) tar -xzf "$archive" -C "$into" ;;
  esac
  echo "$into/$(ls "$into")"
}

# consumer PREFIX BUILD [TOOLCHAIN]: tests/cmake/find_package configured and built against
# PREFIX (with TOOLCHAIN when cross-compiling).
consumer() {
  local prefix=$1 build=$2 toolchain=${3:-}
  cmake -S "$root/tests/cmake/find_package" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_PREFIX_PATH="$prefix" ${toolchain:+-DCMAKE_TOOLCHAIN_FILE="$toolchain"} \
    && cmake --build "$build"
}
run_all() {  # run_all RUNNER BUILD EXT: each consumer program exits 0
  local runner=$1 build=$2 ext=$3 program
  for program in engine with_json c_game; do
    $runner "$build/$program$ext" || { echo "$program$ext failed"; return 1; }
  done
}
native() { "$@"; }
qemu() { qemu-aarch64-static -L /usr/aarch64-linux-gnu "$@"; }
wine() { "$toolchains/wine.sh" "$@"; }

common=(include/rami/rami.hpp include/rami/json.hpp include/rami/rami.h share/cmake/rami/ramiConfig.cmake
        share/cmake/rami/ramiCTargets.cmake share/pkgconfig/rami.pc lib/pkgconfig/rami_c.pc lib/librami_c.a
        LICENSE README.md)

# --- Linux x86-64 ---
archive=$dist/rami-$version-linux-x86_64.tar.gz
if [[ -f $archive ]]; then
  prefix=$(unpack "$archive")
  check "linux-x86_64: layout" has_files "$prefix" "${common[@]}" lib/librami_c.so bin/rami
  check "linux-x86_64: consumer built" consumer "$prefix" "$work/x86_64"
  check "linux-x86_64: consumer runs" run_all native "$work/x86_64" ""
  check "linux-x86_64: static C program" bash -c "gcc -std=c11 '$root/tests/cmake/src/c_game.c' -I'$prefix/include' \
    '$prefix/lib/librami_c.a' -lstdc++ -lm -o '$work/c_static' && '$work/c_static'"
  check "linux-x86_64: rami plays a round" "$prefix/bin/rami" play --variant rami51 --seed 3
else
  failed=$((failed + 1)); echo "FAIL: no $archive"
fi

# --- Linux arm64 ---
archive=$dist/rami-$version-linux-aarch64.tar.gz
if [[ -f $archive ]]; then
  prefix=$(unpack "$archive")
  check "linux-aarch64: layout" has_files "$prefix" "${common[@]}" lib/librami_c.so bin/rami
  check "linux-aarch64: an arm64 library" bash -c "file -L '$prefix/lib/librami_c.so' | grep -q 'ARM aarch64'"
  check "linux-aarch64: consumer built" consumer "$prefix" "$work/aarch64" "$toolchains/aarch64-linux-gnu.cmake"
  check "linux-aarch64: consumer runs under qemu" run_all qemu "$work/aarch64" ""
  check "linux-aarch64: rami plays a round under qemu" qemu "$prefix/bin/rami" play --variant rami7 --seed 3
else
  failed=$((failed + 1)); echo "FAIL: no $archive"
fi

# --- Windows x64 ---
archive=$dist/rami-$version-windows-x86_64.zip
if [[ -f $archive ]]; then
  prefix=$(unpack "$archive")
  check "windows-x86_64: layout" has_files "$prefix" "${common[@]}" lib/librami_c.dll.a bin/rami_c.dll bin/rami.exe
  check "windows-x86_64: self-contained DLL and command" env OBJDUMP=x86_64-w64-mingw32-objdump \
    bash "$root/c/tests/windows_imports.sh" "$prefix/bin/rami_c.dll" "$prefix/bin/rami.exe"
  check "windows-x86_64: consumer built" consumer "$prefix" "$work/windows" "$toolchains/mingw-w64-x86_64.cmake"
  cp "$prefix/bin/rami_c.dll" "$work/windows/"  # beside the program, as a game ships it
  check "windows-x86_64: consumer runs under Wine" run_all wine "$work/windows" .exe
  check "windows-x86_64: static C program under Wine" bash -c "x86_64-w64-mingw32-gcc-posix -std=c11 -DRAMI_C_STATIC_DEFINE \
    '$root/tests/cmake/src/c_game.c' -I'$prefix/include' '$prefix/lib/librami_c.a' -static -lstdc++ -o '$work/c_static.exe' \
    && '$toolchains/wine.sh' '$work/c_static.exe'"
  check "windows-x86_64: rami.exe plays a round under Wine" wine "$prefix/bin/rami.exe" play --variant rami_francais --seed 3
else
  failed=$((failed + 1)); echo "FAIL: no $archive"
fi

# --- The Unity package ---
archive=$dist/com.rami.engine-$version.tgz
if [[ -f $archive ]]; then
  mkdir -p "$work/unity" && tar -xzf "$archive" -C "$work/unity"
  package=$work/unity/package
  check "unity: layout" has_files "$package" package.json Runtime/NativeMethods.cs Runtime/Rami.Runtime.asmdef \
    Plugins/x86_64/librami_c.so Plugins/x86_64/librami_c.so.meta Plugins/x86_64/rami_c.dll Plugins/x86_64/rami_c.dll.meta LICENSE.md
  check "unity: name and version" python3 -c "import json, sys; m = json.load(open(sys.argv[1]));
assert (m['name'], m['version']) == ('com.rami.engine', sys.argv[2]), m" "$package/package.json" "$version"
  check "unity: a .meta for every asset" python3 "$root/tools/unity_meta.py" --check "$package"
  check "unity: the plugins' platforms" bash -c "file '$package/Plugins/x86_64/librami_c.so' | grep -q 'x86-64' \
    && file '$package/Plugins/x86_64/rami_c.dll' | grep -q 'PE32+' \
    && grep -q 'OS: Linux' '$package/Plugins/x86_64/librami_c.so.meta' && grep -q 'OS: Windows' '$package/Plugins/x86_64/rami_c.dll.meta'"
  check "unity: no test scripts" bash -c "! find '$package' -name '*.sh' | grep -q ."
else
  failed=$((failed + 1)); echo "FAIL: no $archive"
fi

echo "packages: $passed passed, $failed failed"
((failed == 0))
