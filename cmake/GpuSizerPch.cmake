# Precompiled headers: the standard library and Qt headers most files of a target include,
# parsed once per target instead of once per file (on the 2 cores CI has, parsing them was about
# half of each translation unit's time). Build-only: every source still includes what it uses,
# so a file compiles the same without them, and the layer tests read the sources, not these.

set(GPUSIZER_PCH_STD <algorithm> <cmath> <cstddef> <functional> <map> <memory> <optional> <string>
  <string_view> <utility> <vector>)
set(GPUSIZER_PCH_QTCORE <QCoreApplication> <QList> <QLocale> <QObject> <QString> <QStringList>)
set(GPUSIZER_PCH_QTWIDGETS <QComboBox> <QHBoxLayout> <QLabel> <QPainter> <QPushButton> <QSpinBox>
  <QVBoxLayout> <QWidget>)

# True in `out` when `target` links Qt6::Widgets, directly or through the libraries it links.
function(gpusizer_links_widgets out target)
  set(seen "")
  set(queue ${target})
  set(found FALSE)
  while(queue)
    list(POP_FRONT queue current)
    if(current IN_LIST seen OR NOT TARGET ${current})
      continue()
    endif()
    list(APPEND seen ${current})
    if(current STREQUAL "Qt6::Widgets")
      set(found TRUE)
      break()
    endif()
    get_target_property(type ${current} TYPE)
    set(links "")
    if(NOT type STREQUAL "INTERFACE_LIBRARY")
      get_target_property(direct ${current} LINK_LIBRARIES)
      if(direct)
        list(APPEND links ${direct})
      endif()
    endif()
    get_target_property(interface ${current} INTERFACE_LINK_LIBRARIES)
    if(interface)
      list(APPEND links ${interface})
    endif()
    foreach(link IN LISTS links)
      if(TARGET ${link})
        list(APPEND queue ${link})
      endif()
    endforeach()
  endwhile()
  set(${out} ${found} PARENT_SCOPE)
endfunction()

# The precompiled headers for a core library (STD), or for a target that links Qt (QT: the Qt
# Core headers, and the Widgets ones where it links Qt Widgets).
function(gpusizer_precompile target)
  cmake_parse_arguments(ARG "STD;QT" "" "EXTRA" ${ARGN})
  set(headers ${GPUSIZER_PCH_STD})
  if(ARG_QT)
    list(APPEND headers ${GPUSIZER_PCH_QTCORE})
    gpusizer_links_widgets(widgets ${target})
    if(widgets)
      list(APPEND headers ${GPUSIZER_PCH_QTWIDGETS})
    endif()
  endif()
  target_precompile_headers(${target} PRIVATE ${headers} ${ARG_EXTRA})
endfunction()
