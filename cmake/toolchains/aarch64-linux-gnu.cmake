# Linux arm64 (aarch64) from Linux x86-64 with Debian's g++-aarch64-linux-gnu. Programs built
# with it run here under qemu-user (qemu-aarch64-static with the cross sysroot): set as the
# emulator, so ctest runs the test programs through it. The CPU of Android phones and Apple
# silicon: unsigned `char`, other alignment and atomics than x86-64.
#   cmake --preset aarch64      (CMakePresets.json), or
#   cmake -S . -B build/aarch64 -DCMAKE_TOOLCHAIN_FILE=cmake/toolchains/aarch64-linux-gnu.cmake
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR aarch64)
set(_rami_triple aarch64-linux-gnu)

set(CMAKE_C_COMPILER ${_rami_triple}-gcc)
set(CMAKE_CXX_COMPILER ${_rami_triple}-g++)

set(CMAKE_FIND_ROOT_PATH /usr/${_rami_triple})
include("${CMAKE_CURRENT_LIST_DIR}/host_packages.cmake")

find_program(RAMI_QEMU_AARCH64 NAMES qemu-aarch64-static qemu-aarch64)
if(RAMI_QEMU_AARCH64)
  set(CMAKE_CROSSCOMPILING_EMULATOR "${RAMI_QEMU_AARCH64};-L;/usr/${_rami_triple}")
endif()
