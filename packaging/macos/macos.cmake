# macOS: an application bundle with icon, document types and both executables, made
# self-contained with macdeployqt and packed as a drag-and-drop disk image.
# Included from packaging/CMakeLists.txt inside if(APPLE). Build on a Mac with (see README):
#   cmake --preset release && cmake --build --preset release && cd build/release && cpack -G DragNDrop

set_source_files_properties("${_pkg_dir}/macos/gpu-sizer.icns" PROPERTIES MACOSX_PACKAGE_LOCATION Resources)
target_sources(gpu-sizer PRIVATE "${_pkg_dir}/macos/gpu-sizer.icns")
set_target_properties(gpu-sizer PROPERTIES
  MACOSX_BUNDLE_INFO_PLIST "${_pkg_dir}/macos/Info.plist.in"
  MACOSX_BUNDLE_BUNDLE_NAME "GPU Sizer"
  MACOSX_BUNDLE_GUI_IDENTIFIER "${GPUSIZER_APP_ID}"
  MACOSX_BUNDLE_ICON_FILE "gpu-sizer.icns"
  MACOSX_BUNDLE_SHORT_VERSION_STRING "${PROJECT_VERSION}"
  MACOSX_BUNDLE_BUNDLE_VERSION "${PROJECT_VERSION}"
  MACOSX_BUNDLE_COPYRIGHT "Copyright (c) 2026 The GPU Sizer developers, MIT licence")

# app/CMakeLists.txt installs gpu-sizer.app at the top of the image and gpu-sizer-cli in bin/.
# A disk image should hold only the bundle (and a link to /Applications), so the CLI moves into
# the bundle, where macdeployqt points it at the same Qt frameworks:
#   /Applications/gpu-sizer.app/Contents/MacOS/gpu-sizer-cli
set(_bundle "gpu-sizer.app")
install(CODE "
  set(_root \"\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}\")
  file(RENAME \"\${_root}/${CMAKE_INSTALL_BINDIR}/gpu-sizer-cli\" \"\${_root}/${_bundle}/Contents/MacOS/gpu-sizer-cli\")
  file(REMOVE_RECURSE \"\${_root}/${CMAKE_INSTALL_BINDIR}\")
" COMPONENT runtime)

# macdeployqt: Qt's imported target, else the program next to qmake in Qt's bin directory.
if(TARGET Qt6::macdeployqt)
  get_target_property(GPUSIZER_MACDEPLOYQT Qt6::macdeployqt IMPORTED_LOCATION)
else()
  get_target_property(_qmake Qt6::qmake IMPORTED_LOCATION)
  get_filename_component(_qt_bin "${_qmake}" DIRECTORY)
  find_program(GPUSIZER_MACDEPLOYQT macdeployqt HINTS "${_qt_bin}")
endif()
if(GPUSIZER_MACDEPLOYQT)
  # Copies the Qt frameworks and plugins into Contents/{Frameworks,PlugIns}, rewrites the install
  # names of both executables and signs ad hoc (Apple silicon refuses unsigned code). Set
  # GPUSIZER_CODESIGN_IDENTITY to a "Developer ID Application: ..." identity for a release.
  set(GPUSIZER_CODESIGN_IDENTITY "-" CACHE STRING "codesign identity for macdeployqt (- is ad hoc)")
  install(CODE "
    set(_app \"\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/${_bundle}\")
    message(STATUS \"macdeployqt \${_app}\")
    execute_process(
      COMMAND \"${GPUSIZER_MACDEPLOYQT}\" \"\${_app}\" -always-overwrite
              \"-executable=\${_app}/Contents/MacOS/gpu-sizer-cli\"
              \"-codesign=${GPUSIZER_CODESIGN_IDENTITY}\"
      RESULT_VARIABLE _rc)
    if(NOT _rc EQUAL 0)
      message(FATAL_ERROR \"macdeployqt failed (\${_rc})\")
    endif()
  " COMPONENT runtime)
else()
  message(WARNING "macdeployqt not found: the disk image will lack the Qt frameworks")
endif()

set(CPACK_GENERATOR "DragNDrop")
set(CPACK_PACKAGE_FILE_NAME "gpu-sizer-${PROJECT_VERSION}-macos")
set(CPACK_DMG_VOLUME_NAME "GPU Sizer ${PROJECT_VERSION}")
set(CPACK_DMG_FORMAT "UDBZ")
# The desktop and doc components are Linux files; the image holds the bundle only.
set(CPACK_COMPONENTS_ALL runtime)
