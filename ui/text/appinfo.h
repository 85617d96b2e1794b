#pragma once

#include <QString>

namespace gpusizer::ui {

// Identity of the application, in one place (version comes from the CMake project version).
namespace appinfo {
QString version();
QString buildType();
QString qtRuntimeVersion();
QString applicationName();   // "GPU Sizer"
QString organisationName();
QString desktopId();         // reverse-DNS id, matches the .desktop file
} // namespace appinfo

} // namespace gpusizer::ui
