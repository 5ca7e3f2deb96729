# rami_tests is compiled in batches: the files of a batch make one translation unit (CMake's unity
# build, UNITY_BUILD_MODE GROUP). Each test file includes the whole engine, nlohmann/json and
# Catch2, and most of its compile time goes to instantiating and optimising the same engine
# templates again: four test files take 18.6 s of CPU as one unit against 62 s one by one
# (g++ 12, -O2 -g). Precompiled headers were measured too and save nothing with g++ 12: the
# parsing is the small part.
#
# The files of a batch share one translation unit, so two files of a batch must not define the
# same name at namespace scope (anonymous namespaces too), and a file with `using namespace
# rami_test;` cannot sit beside one with `using rami::card;` (the helper rami_test::card and the
# type meet). A file in no batch, such as a new one, is compiled on its own as before: add its
# name to a batch whose names it does not share, or rename its helper. RAMI_TEST_BATCHES=OFF
# compiles every file on its own (to find which file of a batch breaks the build).
#
# test_allocations.cpp stays alone: it replaces the global operator new and delete, which g++
# would inline into the other files of a batch and then warn of a mismatched new and delete.
option(RAMI_TEST_BATCHES "Compile the unit tests (rami_tests) in batches, a unity build" ON)

set(_rami_test_batches
  "adversarial_fuzz cards checked_inputs hand_analysis melds_points melds_seeds opening rules_json"
  "adversarial_input adversarial_moves bot_ismcts bots deck hand_analysis_random json_state"
  "actions_space actions_turn game_discard_pile game_lay_off game_opening game_scoring json_state_text state_check"
  "game_going_out game_match game_stock game_swap game_turn melds_jokers melds_reading turn_order"
  "errors game_random json melds_runs melds_sets state_fields turn_end_exact variants"
  "legal_actions_fast property_games property_play_steps rating regressions result version"
  "dead_states rules_space rules_space_exact rules_space_fuzz")

function(rami_test_batches target)
  if(NOT RAMI_TEST_BATCHES)
    return()
  endif()
  set_target_properties(${target} PROPERTIES UNITY_BUILD ON UNITY_BUILD_MODE GROUP)
  get_target_property(_sources ${target} SOURCES)
  set(_index 0)
  foreach(_batch IN LISTS _rami_test_batches)
    string(REPLACE " " ";" _names "${_batch}")
    foreach(_name IN LISTS _names)
      set(_file "${CMAKE_CURRENT_SOURCE_DIR}/test_${_name}.cpp")
      if(_file IN_LIST _sources)
        set_source_files_properties("${_file}" TARGET_DIRECTORY ${target} PROPERTIES UNITY_GROUP batch${_index})
      endif()
    endforeach()
    math(EXPR _index "${_index} + 1")
  endforeach()
endfunction()
