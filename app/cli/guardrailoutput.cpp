#include "guardrailoutput.h"
#include "util/qstringfromutf8.h"

#include "text/guardrailtext.h"

#include <QJsonObject>
#include <QString>

#include <cstdio>

namespace gpusizer::cli {

using core::toQString;

QJsonArray guardRailsToJson(const core::GuardRails &rails)
{
    QJsonArray out;
    for (const core::GuardRailBreak &b : rails.broken)
        out.append(QJsonObject{{QStringLiteral("rail"), toQString(toString(b.rail))},
                               {QStringLiteral("step"), toQString(toString(b.step))},
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
