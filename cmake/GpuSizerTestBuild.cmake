# How the test executables are compiled: for a quick build, not for speed. Test code only sets up
# scenarios and compares numbers; the libraries it tests keep the build's own optimisation
# (-O3 in Release), so what runs under test is what ships. Two things make a test translation
# unit cheap:
#  - no optimisation of the test code itself in Release and RelWithDebInfo (the googletest macros
#    expand to much code that -O3 spends its time on; -O1 is no middle way: GCC 12 then reports
#    false -Warray-bounds on inlined std::string appends, which -Werror turns into errors);
#  - precompiled headers: googletest and, for the widget tests, the Qt headers nearly every test
#    file includes are parsed once per executable instead of once per file.
# Called once from tests/CMakeLists.txt after every test directory is added (GpuSizerPch.cmake
# holds the header lists).

set(GPUSIZER_TEST_PCH_QT <QApplication> <QChart> <QChartView> <QSignalSpy> <QTest>)

function(gpusizer_tune_test_target target)
  get_target_property(libs ${target} LINK_LIBRARIES)
  if(NOT libs)
    return()
  endif()
  if(NOT ("GTest::gtest" IN_LIST libs OR "GTest::gtest_main" IN_LIST libs))
    return()
  endif()
  target_compile_options(${target} PRIVATE $<$<CONFIG:Release,RelWithDebInfo>:-O0>)
  if("Qt6::Test" IN_LIST libs)
    gpusizer_precompile(${target} QT EXTRA <gtest/gtest.h> ${GPUSIZER_TEST_PCH_QT})
  else()
    gpusizer_precompile(${target} STD EXTRA <gtest/gtest.h>)
  endif()
endfunction()

function(gpusizer_tune_test_targets dir)
  get_property(targets DIRECTORY ${dir} PROPERTY BUILDSYSTEM_TARGETS)
  foreach(target IN LISTS targets)
    get_target_property(type ${target} TYPE)
    if(type STREQUAL "EXECUTABLE")
      gpusizer_tune_test_target(${target})
    endif()
  endforeach()
  get_property(subdirs DIRECTORY ${dir} PROPERTY SUBDIRECTORIES)
  foreach(subdir IN LISTS subdirs)
    gpusizer_tune_test_targets(${subdir})
  endforeach()
endfunction()
