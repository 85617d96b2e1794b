# Takes a screenshot of SCENARIO with APP in a home of its own under OUT and checks that no
# settings file there names the scenario (the recent files, the last folder).
file(REMOVE_RECURSE "${OUT}")
file(MAKE_DIRECTORY "${OUT}/home")
execute_process(
  COMMAND ${CMAKE_COMMAND} -E env HOME=${OUT}/home XDG_CONFIG_HOME=${OUT}/home/config XDG_DATA_HOME=${OUT}/home/data
          XDG_CACHE_HOME=${OUT}/home/cache XDG_STATE_HOME=${OUT}/home/state
          "${APP}" --screenshot "${OUT}/shot.png" "${SCENARIO}"
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 90)
if(NOT rc EQUAL 0 OR NOT EXISTS "${OUT}/shot.png")
  message(FATAL_ERROR "screenshot failed (${rc}): ${out} ${err}")
endif()
get_filename_component(name "${SCENARIO}" NAME)
file(GLOB_RECURSE settings "${OUT}/home/*.conf" "${OUT}/home/*.ini")
foreach(file IN LISTS settings)
  file(READ "${file}" text)
  string(FIND "${text}" "${name}" at)
  if(NOT at EQUAL -1)
    message(FATAL_ERROR "${file} names ${name}:\n${text}")
  endif()
endforeach()
