# Records which folders a layer library may include, for the tests core.layers and ui.layers
# (tests/check_layers.cmake): "<layer>=<layer>,<each linked layer>", appended to the global
# property `property`. A layer is a library named `<prefix><folder>`; DEPS are its links.
function(gpusizer_record_layer name prefix property)
  string(REPLACE "${prefix}" "" layer "${name}")
  set(allowed ${layer})
  foreach(dep IN LISTS ARGN)
    if(dep MATCHES "^${prefix}")
      string(REPLACE "${prefix}" "" dep "${dep}")
      list(APPEND allowed ${dep})
    endif()
  endforeach()
  list(JOIN allowed "," allowed)
  set_property(GLOBAL APPEND PROPERTY ${property} "${layer}=${allowed}")
endfunction()
