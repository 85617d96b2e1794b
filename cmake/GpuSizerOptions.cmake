# Shared compile flags and definitions for every GPU Sizer target.
add_library(gpusizer_options INTERFACE)
target_compile_features(gpusizer_options INTERFACE cxx_std_20)
target_compile_options(gpusizer_options INTERFACE -Wall -Wextra -Wpedantic)
if(GPUSIZER_WERROR)
  target_compile_options(gpusizer_options INTERFACE -Werror)
endif()
target_compile_definitions(gpusizer_options INTERFACE
  QT_NO_CAST_FROM_ASCII
  QT_USE_QSTRINGBUILDER
  QT_DISABLE_DEPRECATED_BEFORE=0x060400
  GPUSIZER_VERSION="${PROJECT_VERSION}"
  GPUSIZER_BUILD_TYPE="$<IF:$<BOOL:${CMAKE_BUILD_TYPE}>,${CMAKE_BUILD_TYPE},Default>")
if(GPUSIZER_SANITIZE)
  target_compile_options(gpusizer_options INTERFACE -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
  target_link_options(gpusizer_options INTERFACE -fsanitize=address,undefined)
endif()

# libFuzzer builds (clang only): instrument every library, link fuzz targets with the fuzzer main.
if(GPUSIZER_FUZZ)
  if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    message(FATAL_ERROR "GPUSIZER_FUZZ needs clang: -DCMAKE_CXX_COMPILER=clang++")
  endif()
  target_compile_options(gpusizer_options INTERFACE -fsanitize=fuzzer-no-link,address,undefined -fno-omit-frame-pointer)
  target_link_options(gpusizer_options INTERFACE -fsanitize=address,undefined)
endif()

# Hardening for optimised builds (what Debian's dpkg-buildflags would add); not with the
# sanitizers, which replace the checked functions themselves.
if(NOT GPUSIZER_SANITIZE AND NOT GPUSIZER_FUZZ)
target_compile_definitions(gpusizer_options INTERFACE $<$<CONFIG:Release,RelWithDebInfo>:_FORTIFY_SOURCE=2>)
target_link_options(gpusizer_options INTERFACE $<$<CONFIG:Release,RelWithDebInfo>:LINKER:-z,relro,-z,now>)
endif()
