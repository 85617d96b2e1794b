# Windows: icon and version resource, Qt deployment with windeployqt, NSIS and WiX installers.
# Included from packaging/CMakeLists.txt inside if(WIN32). Build on Windows with (see README):
#   cmake --preset release && cmake --build --preset release && cd build/release && cpack -G NSIS
# (or -G WIX with the WiX 3 toolset on PATH, or -G ZIP for a portable folder).

# Icon and version block, compiled into gpu-sizer.exe.
set(GPUSIZER_ICO "${_pkg_dir}/windows/gpu-sizer.ico")
configure_file("${_pkg_dir}/windows/gpu-sizer.rc.in" "${_pkg_out}/gpu-sizer.rc" @ONLY)
target_sources(gpu-sizer PRIVATE "${_pkg_out}/gpu-sizer.rc")

# The licence next to the program (the installers also show it, see CPACK_RESOURCE_FILE_LICENSE).
install(FILES "${GPUSIZER_LICENSE_FILE}" DESTINATION "${CMAKE_INSTALL_DOCDIR}" COMPONENT doc)

# Shared libraries the executables link to that are not Qt's (spdlog and fmt when they are DLLs,
# as with vcpkg's default triplet). Qt's own DLLs are in the list too; windeployqt below copies
# them again together with the plugins no import table names (platforms/qwindows.dll, styles,
# imageformats). Copied by install(CODE) because the list may be empty.
install(CODE "
  set(_dlls \"$<TARGET_RUNTIME_DLLS:gpu-sizer>;$<TARGET_RUNTIME_DLLS:gpu-sizer-cli>\")
  foreach(_dll IN LISTS _dlls)
    if(_dll)
      file(INSTALL DESTINATION \"\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_BINDIR}\" TYPE SHARED_LIBRARY FILES \"\${_dll}\")
    endif()
  endforeach()
" COMPONENT runtime)

# The MSVC runtime (vcruntime140.dll, msvcp140.dll ...) next to the executables.
set(CMAKE_INSTALL_SYSTEM_RUNTIME_DESTINATION "${CMAKE_INSTALL_BINDIR}")
set(CMAKE_INSTALL_SYSTEM_RUNTIME_COMPONENT runtime)
include(InstallRequiredSystemLibraries)

# windeployqt: Qt's imported target, else the program next to qmake in Qt's bin directory.
if(TARGET Qt6::windeployqt)
  get_target_property(GPUSIZER_WINDEPLOYQT Qt6::windeployqt IMPORTED_LOCATION)
else()
  get_target_property(_qmake Qt6::qmake IMPORTED_LOCATION)
  get_filename_component(_qt_bin "${_qmake}" DIRECTORY)
  find_program(GPUSIZER_WINDEPLOYQT windeployqt HINTS "${_qt_bin}")
endif()
if(GPUSIZER_WINDEPLOYQT)
  # Our translations are compiled into the executable (:/i18n); Qt's own qtbase_*.qm are deployed
  # so the standard dialogs follow the chosen language. No software OpenGL or D3D compiler: the
  # charts draw with the raster engine.
  install(CODE "
    set(_exe \"\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_BINDIR}/gpu-sizer.exe\")
    message(STATUS \"windeployqt \${_exe}\")
    execute_process(
      COMMAND \"${GPUSIZER_WINDEPLOYQT}\" $<IF:$<CONFIG:Debug>,--debug,--release> --compiler-runtime
              --no-opengl-sw --no-system-d3d-compiler --no-quick-import \"\${_exe}\"
      RESULT_VARIABLE _rc)
    if(NOT _rc EQUAL 0)
      message(FATAL_ERROR \"windeployqt failed (\${_rc})\")
    endif()
  " COMPONENT runtime)
else()
  message(WARNING "windeployqt not found: installers will lack the Qt DLLs and plugins")
endif()

set(CPACK_GENERATOR "NSIS;ZIP")
set(CPACK_COMPONENTS_ALL runtime doc)
set(CPACK_PACKAGE_FILE_NAME "gpu-sizer-${PROJECT_VERSION}-win64")
set(CPACK_PACKAGE_EXECUTABLES "gpu-sizer" "GPU Sizer")
set(CPACK_CREATE_DESKTOP_LINKS "gpu-sizer")

# NSIS (https://nsis.sourceforge.io): per-machine installer with a Start menu entry, an
# uninstaller, the bin folder on PATH for gpu-sizer-cli and "Open with GPU Sizer" for .json files.
set(CPACK_NSIS_PACKAGE_NAME "GPU Sizer ${PROJECT_VERSION}")
set(CPACK_NSIS_DISPLAY_NAME "GPU Sizer")
set(CPACK_NSIS_MUI_ICON "${GPUSIZER_ICO}")
set(CPACK_NSIS_MUI_UNIICON "${GPUSIZER_ICO}")
set(CPACK_NSIS_INSTALLED_ICON_NAME "bin\\gpu-sizer.exe")
set(CPACK_NSIS_URL_INFO_ABOUT "${PROJECT_HOMEPAGE_URL}")
set(CPACK_NSIS_CONTACT "${GPUSIZER_PACKAGE_MAINTAINER}")
set(CPACK_NSIS_MODIFY_PATH ON)
set(CPACK_NSIS_ENABLE_UNINSTALL_BEFORE_INSTALL ON)
set(CPACK_NSIS_EXECUTABLES_DIRECTORY "bin")
set(CPACK_NSIS_MUI_FINISHPAGE_RUN "gpu-sizer.exe")
# Windows matches only the last extension, so *.gpusizer.json cannot get its own type; the
# installer adds GPU Sizer to the "Open with" list of .json files instead of taking them over.
set(CPACK_NSIS_EXTRA_INSTALL_COMMANDS [=[
  WriteRegStr SHCTX "Software\Classes\GpuSizer.Scenario" "" "GPU Sizer scenario"
  WriteRegStr SHCTX "Software\Classes\GpuSizer.Scenario\DefaultIcon" "" "$INSTDIR\bin\gpu-sizer.exe,0"
  WriteRegStr SHCTX "Software\Classes\GpuSizer.Scenario\shell\open\command" "" '"$INSTDIR\bin\gpu-sizer.exe" "%1"'
  WriteRegStr SHCTX "Software\Classes\.json\OpenWithProgids" "GpuSizer.Scenario" ""
]=])
set(CPACK_NSIS_EXTRA_UNINSTALL_COMMANDS [=[
  DeleteRegValue SHCTX "Software\Classes\.json\OpenWithProgids" "GpuSizer.Scenario"
  DeleteRegKey SHCTX "Software\Classes\GpuSizer.Scenario"
]=])

# WiX 3 (cpack -G WIX): an MSI. The upgrade GUID must never change, or new versions install
# side by side instead of replacing the old one.
set(CPACK_WIX_UPGRADE_GUID "6F1D3C52-8E0B-4B7A-9C1E-2A5D7F4B9E30")
set(CPACK_WIX_PRODUCT_ICON "${GPUSIZER_ICO}")
set(CPACK_WIX_PROGRAM_MENU_FOLDER "GPU Sizer")
set(CPACK_WIX_PROPERTY_ARPURLINFOABOUT "${PROJECT_HOMEPAGE_URL}")
# The licence page shows CPACK_RESOURCE_FILE_LICENSE (CPack turns the .txt into RTF).
