#pragma once

#include <QString>

#include <string_view>

namespace gpusizer::core {

// A UTF-8 std::string(_view) of the core as a QString, for Qt's JSON, CSV and widget APIs.
inline QString toQString(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

} // namespace gpusizer::core
