# The builds a stranger tries, run by CTest (tests/cmake/CMakeLists.txt) as
#   cmake -DSTEP=<step> -DRAMI_SOURCE_DIR=... -DWORK_DIR=... -DGENERATOR=... -DCXX_COMPILER=... -P whole_tree.cmake
# Steps:
#   release            `cmake -S . -B build -DCMAKE_BUILD_TYPE=Release` and a build of the whole
#                      tree but the unit tests, warnings as errors (RAMI_WERROR): -O3 brings
#                      warnings of its own
#   without_packages   configure and build with Catch2, CLI11, nlohmann/json, Doxygen and Google
#                      Benchmark hidden, then configure with nlohmann/json present and the others
#                      hidden: what needs them is skipped, each with a status line naming the
#                      Debian package to install
cmake_minimum_required(VERSION 3.25)

foreach(_var IN ITEMS STEP RAMI_SOURCE_DIR WORK_DIR GENERATOR CXX_COMPILER)
  if(NOT DEFINED ${_var})
    message(FATAL_ERROR "whole_tree.cmake: -D${_var}=... is required")
  endif()
endforeach()

include("${CMAKE_CURRENT_LIST_DIR}/run.cmake")

# expect_named(<Debian package>...): a status line of the last configure names each one.
function(expect_named)
  foreach(_package IN LISTS ARGN)
    string(FIND "${run_output}" "(Debian: ${_package})" _at)
    if(_at EQUAL -1)
      message(FATAL_ERROR "no status line names ${_package}:\n${run_output}")
    endif()
  endforeach()
endfunction()

file(REMOVE_RECURSE "${WORK_DIR}")
set(_configure "${CMAKE_COMMAND}" -S "${RAMI_SOURCE_DIR}" -B "${WORK_DIR}" -G "${GENERATOR}"
    "-DCMAKE_CXX_COMPILER=${CXX_COMPILER}")

if(STEP STREQUAL "release")
  # Catch2 hidden: the unit tests are test code, and the slowest half of the tree to compile;
  # every header is still compiled at -O3 by the compile-time checks (tests/static), the header
  # sets, the rami command, the examples and librami_c.
  run(${_configure} -DCMAKE_BUILD_TYPE=Release -DRAMI_WERROR=ON -DCMAKE_DISABLE_FIND_PACKAGE_Catch2=ON)
  run("${CMAKE_COMMAND}" --build "${WORK_DIR}")
  message(STATUS "the whole tree (but the unit tests) builds in Release without a warning")
elseif(STEP STREQUAL "without_packages")
  # Each header on its own is the preset's own build (RAMI_VERIFY_HEADERS): compiled here twice
  # more, it would test the headers again, not the skipping of what needs a missing package.
  list(APPEND _configure -DRAMI_VERIFY_HEADERS=OFF)
  run(${_configure} -DRAMI_BUILD_BENCHMARKS=ON -DRAMI_WERROR=ON
      -DCMAKE_DISABLE_FIND_PACKAGE_Catch2=ON -DCMAKE_DISABLE_FIND_PACKAGE_CLI11=ON
      -DCMAKE_DISABLE_FIND_PACKAGE_nlohmann_json=ON -DCMAKE_DISABLE_FIND_PACKAGE_Doxygen=ON
      -DCMAKE_DISABLE_FIND_PACKAGE_benchmark=ON)
  # nlohmann/json hidden: rami::json, the tests, the command and the benchmarks are skipped
  # with one line; Catch2, CLI11 and Google Benchmark hide behind it, so they are checked below.
  expect_named(nlohmann-json3-dev doxygen)
  run("${CMAKE_COMMAND}" --build "${WORK_DIR}")
  file(REMOVE_RECURSE "${WORK_DIR}")
  # nlohmann/json present: each of the others is named when it is missing.
  run(${_configure} -DRAMI_BUILD_BENCHMARKS=ON -DRAMI_WERROR=ON
      -DCMAKE_DISABLE_FIND_PACKAGE_Catch2=ON -DCMAKE_DISABLE_FIND_PACKAGE_CLI11=ON
      -DCMAKE_DISABLE_FIND_PACKAGE_benchmark=ON)
  # Configured and generated only: what builds now is what the preset builds with every package
  # present (the same compiler, the same macros), less the targets skipped; hiding a package
  # cannot hide its headers, so a build here could find nothing the generate step does not.
  expect_named(catch2 libcli11-dev libbenchmark-dev)
  message(STATUS "configured and built with the optional packages hidden")
else()
  message(FATAL_ERROR "whole_tree.cmake: unknown STEP ${STEP}")
endif()
