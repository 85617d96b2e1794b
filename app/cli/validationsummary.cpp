#include "validationsummary.h"

#include <cstdio>

#include <QString>

namespace gpusizer::cli {

using core::ErrorSummary;

QJsonObject summaryJson(const ErrorSummary &s)
{
    QJsonObject o;
    o[QStringLiteral("count")] = s.count;
    o[QStringLiteral("mape_percent")] = s.meanPercent;
    o[QStringLiteral("median_percent")] = s.medianPercent;
    o[QStringLiteral("worst_percent")] = s.worstPercent;
    o[QStringLiteral("worst_id")] = QString::fromStdString(s.worstId);
    o[QStringLiteral("over_35_percent")] = s.over35Percent;
    return o;
}

void printSummaryLine(const char *label, const ErrorSummary &s)
{
    if (s.count == 0)
        return;
    std::printf("  %-22s n=%3d  MAPE %6.1f %%  median %6.1f %%  worst %6.1f %% (%s)  >35 %%: %d\n", label,
                s.count, s.meanPercent, s.medianPercent, s.worstPercent, s.worstId.c_str(), s.over35Percent);
}

} // namespace gpusizer::cli
