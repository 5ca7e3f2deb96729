# Helpers of the CTest scripts consumer.cmake and whole_tree.cmake.

# run(<command>...): runs it, stops with its output if it fails; the output is left in
# `run_output`.
function(run)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _out)
  if(NOT _rc EQUAL 0)
    list(JOIN ARGN " " _command)
    message(FATAL_ERROR "failed (${_rc}): ${_command}\n${_out}")
  endif()
  set(run_output "${_out}" PARENT_SCOPE)
endfunction()
