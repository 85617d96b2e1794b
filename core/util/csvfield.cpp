#include "util/csvfield.h"

namespace gpusizer::core {

std::string csvField(const QString &text)
{
    QString out = text;
    if (out.contains(QLatin1Char(',')) || out.contains(QLatin1Char('"')) || out.contains(QLatin1Char('\n'))
        || out.contains(QLatin1Char('\r'))) {
        out.replace(QLatin1String("\""), QLatin1String("\"\""));
        out = QLatin1Char('"') + out + QLatin1Char('"');
    }
    return out.toStdString();
}

} // namespace gpusizer::core
