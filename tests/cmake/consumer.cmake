# Packaging tests: rami used by a project of its own, the three ways a CMake user
# takes it, plus pkg-config. Run by CTest (tests/cmake/CMakeLists.txt) as
#   cmake -DSTEP=<step> -DRAMI_SOURCE_DIR=... -DWORK_DIR=... -DPREFIX=...
#         -DGENERATOR=... -DCXX_COMPILER=... [-DPKG_CONFIG=...] -P consumer.cmake
# Steps:
#   install           configure rami alone (no tests, tools, examples, docs) and
#                     `cmake --install` it into PREFIX; check what is installed and
#                     what the version file accepts
#   find_package      tests/cmake/find_package against PREFIX
#   pkg_config        compile src/engine.cpp with `pkg-config --cflags rami` (and
#                     check that rami-json.pc resolves)
#   add_subdirectory  tests/cmake/add_subdirectory with RAMI_SOURCE_DIR
#   fetch_content     tests/cmake/fetch_content with an archive of the sources
# Each consumer builds src/engine.cpp (rami::rami) and src/with_json.cpp (rami::json)
# with warnings as errors, then runs them.
cmake_minimum_required(VERSION 3.25)

foreach(_var IN ITEMS STEP RAMI_SOURCE_DIR WORK_DIR PREFIX GENERATOR CXX_COMPILER)
  if(NOT DEFINED ${_var})
    message(FATAL_ERROR "consumer.cmake: -D${_var}=... is required")
  endif()
endforeach()
set(_here "${CMAKE_CURRENT_LIST_DIR}")
set(_warnings "-Wall -Wextra -Wpedantic -Werror")

include("${CMAKE_CURRENT_LIST_DIR}/run.cmake")

# build_and_run(<project dir> <cmake -D args>...): configures, builds and runs the
# consumer's programs (c_game too, where the project builds it).
function(build_and_run project)
  set(_build "${WORK_DIR}/build")
  run("${CMAKE_COMMAND}" -S "${project}" -B "${_build}" -G "${GENERATOR}"
      "-DCMAKE_CXX_COMPILER=${CXX_COMPILER}" "-DCMAKE_CXX_FLAGS=${_warnings}" ${ARGN})
  message(STATUS "configured ${project}")
  run("${CMAKE_COMMAND}" --build "${_build}")
  set(_programs engine with_json)
  if(EXISTS "${_build}/c_game")  # the find_package consumer builds a C program too
    list(APPEND _programs c_game)
  endif()
  foreach(_program IN LISTS _programs)
    run("${_build}/${_program}")
    message(STATUS "${_program}: ${run_output}")
  endforeach()
endfunction()

file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")

if(STEP STREQUAL "install")
  file(REMOVE_RECURSE "${PREFIX}")
  set(_build "${WORK_DIR}/rami-build")
  run("${CMAKE_COMMAND}" -S "${RAMI_SOURCE_DIR}" -B "${_build}" -G "${GENERATOR}"
      "-DCMAKE_CXX_COMPILER=${CXX_COMPILER}" "-DCMAKE_INSTALL_PREFIX=${PREFIX}"
      -DRAMI_BUILD_TESTS=OFF -DRAMI_BUILD_TOOLS=OFF -DRAMI_BUILD_EXAMPLES=OFF
      -DRAMI_BUILD_BENCHMARKS=OFF -DRAMI_BUILD_DOCS=OFF -DRAMI_INSTALL=ON)
  run("${CMAKE_COMMAND}" --build "${_build}")
  run("${CMAKE_COMMAND}" --install "${_build}")

  # Every public header, the package files, pkg-config files; nothing else.
  file(STRINGS "${RAMI_SOURCE_DIR}/CMakeLists.txt" _project REGEX "^project\\(rami VERSION")
  string(REGEX MATCH "VERSION ([0-9]+\\.[0-9]+\\.[0-9]+)" _ "${_project}")
  set(_version "${CMAKE_MATCH_1}")
  file(GLOB_RECURSE _headers RELATIVE "${RAMI_SOURCE_DIR}" "${RAMI_SOURCE_DIR}/include/*.hpp")
  set(_expected ${_headers}
      share/cmake/rami/ramiConfig.cmake share/cmake/rami/ramiConfigVersion.cmake
      share/cmake/rami/ramiTargets.cmake share/cmake/rami/ramiJsonTargets.cmake
      share/pkgconfig/rami.pc share/pkgconfig/rami-json.pc
      share/doc/rami/README.md share/doc/rami/CHANGELOG.md share/doc/rami/LICENSE
      # The C interface (c/): its header, both libraries, their CMake targets and rami_c.pc.
      include/rami/rami.h lib/librami_c.a lib/librami_c.so lib/librami_c.so.1 lib/librami_c.so.${_version}
      share/cmake/rami/ramiCTargets.cmake share/cmake/rami/ramiCTargets-noconfig.cmake
      lib/pkgconfig/rami_c.pc)
  file(GLOB_RECURSE _installed LIST_DIRECTORIES false RELATIVE "${PREFIX}" "${PREFIX}/*")
  list(SORT _expected)
  list(SORT _installed)
  if(NOT _installed STREQUAL _expected)
    message(FATAL_ERROR "installed files differ.\nexpected: ${_expected}\ninstalled: ${_installed}")
  endif()
  list(LENGTH _installed _count)
  message(STATUS "installed ${_count} files into ${PREFIX}")

  # The version file: SameMajorVersion, and any architecture (ARCH_INDEPENDENT).
  string(REGEX MATCH "^[0-9]+" _major "${_version}")
  math(EXPR _next_major "${_major} + 1")
  set(CMAKE_SIZEOF_VOID_P 4)  # as a 32-bit consumer would
  foreach(_case IN ITEMS "${_version}:TRUE" "${_major}:TRUE" "${_major}.0.0:TRUE"
                         "${_version}.1:FALSE" "${_next_major}.0:FALSE")
    string(REPLACE ":" ";" _case "${_case}")
    list(GET _case 0 PACKAGE_FIND_VERSION)
    list(GET _case 1 _wanted)
    string(REGEX MATCH "^[0-9]+" PACKAGE_FIND_VERSION_MAJOR "${PACKAGE_FIND_VERSION}")
    unset(PACKAGE_VERSION_COMPATIBLE)
    unset(PACKAGE_VERSION_UNSUITABLE)
    include("${PREFIX}/share/cmake/rami/ramiConfigVersion.cmake")
    if(PACKAGE_VERSION_UNSUITABLE OR NOT PACKAGE_VERSION STREQUAL _version
       OR NOT "${PACKAGE_VERSION_COMPATIBLE}" STREQUAL "${_wanted}")
      message(FATAL_ERROR "ramiConfigVersion.cmake ${PACKAGE_VERSION}: asked for "
              "${PACKAGE_FIND_VERSION}, compatible '${PACKAGE_VERSION_COMPATIBLE}' "
              "(wanted ${_wanted}), unsuitable '${PACKAGE_VERSION_UNSUITABLE}'")
    endif()
  endforeach()
  message(STATUS "ramiConfigVersion.cmake: ${_version}, SameMajorVersion, any architecture")

elseif(STEP STREQUAL "find_package")
  build_and_run("${_here}/find_package" "-DCMAKE_PREFIX_PATH=${PREFIX}")
  file(STRINGS "${WORK_DIR}/build/CMakeCache.txt" _rami_dir REGEX "^rami_DIR:")
  if(NOT _rami_dir STREQUAL "rami_DIR:PATH=${PREFIX}/share/cmake/rami")
    message(FATAL_ERROR "found another rami: ${_rami_dir}")
  endif()

elseif(STEP STREQUAL "pkg_config")
  if(NOT PKG_CONFIG)
    message(FATAL_ERROR "pkg-config was not found")
  endif()
  set(_env "${CMAKE_COMMAND}" -E env "PKG_CONFIG_PATH=${PREFIX}/share/pkgconfig")
  run(${_env} "${PKG_CONFIG}" --modversion rami rami-json)
  message(STATUS "pkg-config --modversion rami rami-json: ${run_output}")
  run(${_env} "${PKG_CONFIG}" --cflags rami-json)  # its Requires resolve
  run(${_env} "${PKG_CONFIG}" --cflags rami)
  string(STRIP "${run_output}" _cflags)
  separate_arguments(_cflags UNIX_COMMAND "${_cflags}")
  separate_arguments(_flags UNIX_COMMAND "${_warnings}")
  run("${CXX_COMPILER}" -std=c++20 ${_flags} ${_cflags} "${_here}/src/engine.cpp"
      -o "${WORK_DIR}/engine")
  run("${WORK_DIR}/engine")
  message(STATUS "engine: ${run_output}")
  # The C interface: a C program built with rami_c.pc's flags, run on the installed library.
  set(_env_c "${CMAKE_COMMAND}" -E env "PKG_CONFIG_PATH=${PREFIX}/lib/pkgconfig")
  run(${_env_c} "${PKG_CONFIG}" --cflags --libs rami_c)
  string(STRIP "${run_output}" _c_flags)
  separate_arguments(_c_flags UNIX_COMMAND "${_c_flags}")
  run(cc -std=c11 -Wall -Wextra -pedantic "${_here}/src/c_game.c" ${_c_flags} -o "${WORK_DIR}/c_game")
  run("${CMAKE_COMMAND}" -E env "LD_LIBRARY_PATH=${PREFIX}/lib" "${WORK_DIR}/c_game")
  message(STATUS "c_game: ${run_output}")

elseif(STEP STREQUAL "add_subdirectory")
  build_and_run("${_here}/add_subdirectory" "-DRAMI_SOURCE_DIR=${RAMI_SOURCE_DIR}")

elseif(STEP STREQUAL "fetch_content")
  # The sources as a release archive would hold them (no build trees, no .git).
  set(_archive "${WORK_DIR}/rami-src.tar.gz")
  set(_entries)
  foreach(_entry IN ITEMS CMakeLists.txt CMakePresets.json README.md CHANGELOG.md LICENSE
                          cmake include docs examples tools tests benchmarks)
    if(EXISTS "${RAMI_SOURCE_DIR}/${_entry}")
      list(APPEND _entries "${_entry}")
    endif()
  endforeach()
  execute_process(COMMAND "${CMAKE_COMMAND}" -E tar czf "${_archive}" ${_entries}
                  WORKING_DIRECTORY "${RAMI_SOURCE_DIR}" RESULT_VARIABLE _rc)
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "could not make ${_archive}")
  endif()
  file(SHA256 "${_archive}" _sha256)
  build_and_run("${_here}/fetch_content" "-DRAMI_ARCHIVE=${_archive}" "-DRAMI_ARCHIVE_SHA256=${_sha256}")

else()
  message(FATAL_ERROR "consumer.cmake: unknown STEP '${STEP}'")
endif()
