# Release archives with CPack: `cpack` in a build tree (tools/package.sh does it for every
# platform) makes rami-<version>-<platform>.tar.gz (.zip for Windows) of what `cmake --install`
# puts in place: include/, lib/ (shared, static and import libraries, the CMake package and
# pkg-config files), bin/ (rami, and rami_c.dll on Windows), share/, with LICENSE and a README
# at the archive's root. <platform> is linux-x86_64, linux-aarch64, windows-x86_64, ...
string(TOLOWER "${CMAKE_SYSTEM_NAME}" _rami_os)
string(TOLOWER "${CMAKE_SYSTEM_PROCESSOR}" _rami_cpu)
if(_rami_cpu MATCHES "^(amd64|x64|x86_64)$")
  set(_rami_cpu x86_64)
elseif(_rami_cpu MATCHES "^(arm64|aarch64)$")
  set(_rami_cpu aarch64)
endif()

set(CPACK_PACKAGE_NAME rami)
set(CPACK_PACKAGE_VENDOR "the rami authors")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "The rules of Rami, the French family of rummy games: a C++20 header-only engine and its C library")
set(CPACK_RESOURCE_FILE_LICENSE "${PROJECT_SOURCE_DIR}/LICENSE")
set(CPACK_SYSTEM_NAME "${_rami_os}-${_rami_cpu}")
set(CPACK_PACKAGE_FILE_NAME "rami-${PROJECT_VERSION}-${CPACK_SYSTEM_NAME}")
if(WIN32)
  set(CPACK_GENERATOR ZIP)
else()
  set(CPACK_GENERATOR TGZ)
endif()
set(CPACK_SOURCE_GENERATOR "")
# LICENSE and the archive's README at its root, beside include/ and lib/: copied into CPack's
# staging folder after the install (an install rule would put them in the root of a user's
# prefix, /usr/local/LICENSE, when the tree is installed without CPack).
set(CPACK_PRE_BUILD_SCRIPTS "${CMAKE_CURRENT_LIST_DIR}/package_root_files.cmake")
set(CPACK_RAMI_LICENSE "${PROJECT_SOURCE_DIR}/LICENSE")
set(CPACK_RAMI_README "${CMAKE_CURRENT_LIST_DIR}/package_README.md")
include(CPack)
