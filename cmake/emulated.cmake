# One script that runs a program of this build as ctest would: under the cross toolchain's
# emulator (Wine, qemu-user; CMAKE_CROSSCOMPILING_EMULATOR), or directly in a native build.
# Tests that start a program from a shell command line (not as ctest's COMMAND) call it:
#   ${RAMI_EMULATED} <program> [args...]
# Included where needed (each scope gets RAMI_EMULATED); writing the same script again is harmless.
set(RAMI_EMULATED "${PROJECT_BINARY_DIR}/run-emulated")
if(CMAKE_CROSSCOMPILING_EMULATOR)
  list(JOIN CMAKE_CROSSCOMPILING_EMULATOR "\" \"" _rami_emulator)
  set(_rami_emulator "\"${_rami_emulator}\" ")
else()
  set(_rami_emulator "")
endif()
file(WRITE "${RAMI_EMULATED}" "#!/bin/sh\nexec ${_rami_emulator}\"$@\"\n")
file(CHMOD "${RAMI_EMULATED}" PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)
