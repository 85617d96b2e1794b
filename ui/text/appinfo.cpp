#include "text/appinfo.h"

#include <QtGlobal>

namespace gpusizer::ui::appinfo {

QString version() { return QStringLiteral(GPUSIZER_VERSION); }
QString buildType() { return QStringLiteral(GPUSIZER_BUILD_TYPE); }
QString qtRuntimeVersion() { return QString::fromLatin1(qVersion()); }
QString applicationName() { return QStringLiteral("GPU Sizer"); }
QString organisationName() { return QStringLiteral("GPU Sizer"); }
QString desktopId() { return QStringLiteral("io.github.gpusizer.GpuSizer"); }

} // namespace gpusizer::ui::appinfo
