# rami_tests is compiled in two batches: the files of a batch make one translation unit (CMake's
# unity build, UNITY_BUILD_MODE GROUP). Each test file includes the whole engine, nlohmann/json and
# Catch2, and most of a unit's compile time goes to instantiating and optimising the same engine
# functions, whatever the number of test files in it: with g++ 12 at -O1 -g1, two batches of
# the old seven took 25.7 s and 25.2 s of CPU one by one and 27.2 s as one unit; the two batches
# take 99 s where the seven took about 175 s. Two, not one, so that both cores compile the
# tests. Precompiled headers were measured too and save nothing with g++ 12: the parsing is the
# small part.
#
# Each test file keeps its names in a namespace of its own, named after the file
# (`namespace test_cards { ... }` around everything after its includes), so that the files of a
# batch never meet: a new file does the same and joins a batch. RAMI_TEST_BATCHES=OFF compiles
# every file on its own (to find which file breaks the build).
#
# test_allocations.cpp stays alone: it replaces the global operator new and delete, which g++
# would inline into the other files of a batch and then warn of a mismatched new and delete.
option(RAMI_TEST_BATCHES "Compile the unit tests (rami_tests) in batches, a unity build" ON)

set(_rami_test_batches
  "adversarial_fuzz cards checked_inputs hand_analysis melds_points melds_seeds opening
   rules_json adversarial_input adversarial_moves bot_ismcts bots deck hand_analysis_random
   json_state actions_space actions_turn game_discard_pile game_lay_off game_opening game_scoring
   json_state_text state_check"
  "game_going_out game_match game_stock game_swap game_turn melds_jokers melds_reading turn_order
   errors game_random json melds_runs melds_sets state_fields turn_end_exact variants
   legal_actions_fast property_games property_play_steps rating regressions result version
   dead_states rules_space rules_space_exact rules_space_fuzz")

function(rami_test_batches target)
  if(NOT RAMI_TEST_BATCHES)
    return()
  endif()
  set_target_properties(${target} PROPERTIES UNITY_BUILD ON UNITY_BUILD_MODE GROUP)
  get_target_property(_sources ${target} SOURCES)
  set(_index 0)
  foreach(_batch IN LISTS _rami_test_batches)
    string(REGEX REPLACE "[ \n]+" ";" _names "${_batch}")
    foreach(_name IN LISTS _names)
      set(_file "${CMAKE_CURRENT_SOURCE_DIR}/test_${_name}.cpp")
      if(_file IN_LIST _sources)
        set_source_files_properties("${_file}" TARGET_DIRECTORY ${target} PROPERTIES UNITY_GROUP batch${_index})
      endif()
    endforeach()
    math(EXPR _index "${_index} + 1")
  endforeach()
endfunction()
