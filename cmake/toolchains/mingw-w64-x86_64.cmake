# Windows x64 from Linux with Debian's MinGW-w64 (g++-mingw-w64-x86-64-posix: the posix thread
# model, which std::thread and std::mutex need). Programs built with it run here under Wine
# (wine64, through wine.sh): the emulator, so ctest runs the test programs through it.
#   cmake --preset mingw        (CMakePresets.json), or
#   cmake -S . -B build/mingw -DCMAKE_TOOLCHAIN_FILE=cmake/toolchains/mingw-w64-x86_64.cmake
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR AMD64)
set(_rami_triple x86_64-w64-mingw32)

set(CMAKE_C_COMPILER ${_rami_triple}-gcc-posix)
set(CMAKE_CXX_COMPILER ${_rami_triple}-g++-posix)
set(CMAKE_RC_COMPILER ${_rami_triple}-windres)

set(CMAKE_FIND_ROOT_PATH /usr/${_rami_triple})
include("${CMAKE_CURRENT_LIST_DIR}/host_packages.cmake")

# Self-contained binaries: the C++ runtime, libgcc and winpthread linked in, so that rami.exe
# and rami_c.dll need Windows' own DLLs only (a game ships rami_c.dll alone).
set(CMAKE_EXE_LINKER_FLAGS_INIT "-static")
set(CMAKE_SHARED_LINKER_FLAGS_INIT "-static")

# Wine with a prefix of its own and no chatter (wine.sh beside this file).
set(CMAKE_CROSSCOMPILING_EMULATOR "${CMAKE_CURRENT_LIST_DIR}/wine.sh")
