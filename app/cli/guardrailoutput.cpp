#include "guardrailoutput.h"

#include "text/guardrailtext.h"

#include <QJsonObject>
#include <QString>

#include <cstdio>

namespace gpusizer::cli {

namespace {

QString q(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }

} // namespace

QJsonArray guardRailsToJson(const core::GuardRails &rails)
{
    QJsonArray out;
    for (const core::GuardRailBreak &b : rails.broken)
        out.append(QJsonObject{{QStringLiteral("rail"), q(toString(b.rail))},
                               {QStringLiteral("step"), q(toString(b.step))},
                               {QStringLiteral("value"), b.value},
                               {QStringLiteral("limit"), b.limit}});
    return out;
}

void printGuardRailWarnings(const core::GuardRails &rails)
{
    for (const core::GuardRailBreak &b : rails.broken)
        std::printf("warning: %s\n", ui::guardRailSentence(b).toUtf8().constData());
}

} // namespace gpusizer::cli
