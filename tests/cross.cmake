# The tests of a cross build (presets mingw and aarch64), run by ctest under the toolchain's
# emulator (Wine, qemu-user). The native presets run the whole suite; under an emulator it would
# take an hour, so these are the tests of what a platform can change: char signedness, integer
# widths and alignment (cards, the deck and its shuffle, meld reading, the hand analysis, the
# JSON state), the play-vs-steps property at the small size (RAMI_TEST_SIZE=small,
# tests/support/test_size.hpp), and the command as a user runs it
# there: the rule cases, its contract, and paths, line endings, UTF-8 and exit codes
# (tests/cli/test_platform_cli.sh). The C interface's tests are c/tests', which run here as they
# are. Labels: unit, cli.
if(TARGET rami_tests)  # its sources: tests/CMakeLists.txt
  # One ctest test for the program (listing each case would start the emulator once a case).
  add_test(NAME unit.cross COMMAND rami_tests)
  set_tests_properties(unit.cross PROPERTIES LABELS unit ENVIRONMENT RAMI_TEST_SIZE=small)
endif()

if(TARGET rami_cli)
  # The command-line tests take the program to run: a script that starts rami under the emulator.
  include("${PROJECT_SOURCE_DIR}/cmake/emulated.cmake")
  file(GENERATE OUTPUT "${CMAKE_CURRENT_BINARY_DIR}/rami-emulated"
       CONTENT "#!/bin/sh\nexec \"${RAMI_EMULATED}\" \"$<TARGET_FILE:rami_cli>\" \"$@\"\n"
       FILE_PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)
  foreach(_name test_rule_cases test_cli test_platform_cli)
    add_test(NAME cli.${_name} COMMAND bash "${CMAKE_CURRENT_SOURCE_DIR}/cli/${_name}.sh"
             "${CMAKE_CURRENT_BINARY_DIR}/rami-emulated" "${PROJECT_SOURCE_DIR}")
    set_tests_properties(cli.${_name} PROPERTIES LABELS cli)
  endforeach()
endif()
