# Included by the cross toolchains: the header-only packages rami builds with (nlohmann/json,
# CLI11, Catch2 2) come from the build machine, but their CMake packages point at /usr/include,
# which must never be searched by a cross compiler (glibc's x86-64 headers would shadow the
# target's). So each is put in a small prefix of its own in the build tree, <build>/host/usr,
# searched as a second find root: the packages' include directory is then that prefix's, which
# holds those headers only.
if(CMAKE_BINARY_DIR AND NOT CMAKE_IN_TRY_COMPILE)
  set(_rami_host "${CMAKE_BINARY_DIR}/host")
  # The headers are linked; the CMake packages are copied, since a package file loaded through
  # a link may resolve it and point at /usr again (Catch2's does).
  foreach(_path include/nlohmann include/CLI include/catch2 lib/libCatch2WithMain.a)
    if(EXISTS "/usr/${_path}" AND NOT EXISTS "${_rami_host}/usr/${_path}")
      get_filename_component(_parent "${_rami_host}/usr/${_path}" DIRECTORY)
      file(MAKE_DIRECTORY "${_parent}")
      file(CREATE_LINK "/usr/${_path}" "${_rami_host}/usr/${_path}" SYMBOLIC)
    endif()
  endforeach()
  foreach(_path share/cmake/nlohmann_json share/cmake/CLI11 lib/cmake/Catch2)
    if(EXISTS "/usr/${_path}" AND NOT EXISTS "${_rami_host}/usr/${_path}")
      get_filename_component(_parent "${_rami_host}/usr/${_path}" DIRECTORY)
      file(COPY "/usr/${_path}" DESTINATION "${_parent}")
    endif()
  endforeach()
  list(APPEND CMAKE_FIND_ROOT_PATH "${_rami_host}")
endif()
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
# Packages under the roots first (the target's, then the host's header-only ones above), then a
# prefix given as is (CMAKE_PREFIX_PATH=/path/to/an/unpacked/rami): ONLY would re-root it too.
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE BOTH)
