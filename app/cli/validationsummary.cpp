#include "validationsummary.h"

#include "exitcodes.h"

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

int validationExitStatus(std::size_t rows, int errors)
{
    if (rows > 0 && std::size_t(errors) < rows)
        return kExitOk;
    if (rows == 0)
        std::fprintf(stderr, "gpu-sizer-cli validate: no row to validate\n");
    else
        std::fprintf(stderr, "gpu-sizer-cli validate: none of the %zu rows could be estimated\n", rows);
    return kExitFailed;
}

} // namespace gpusizer::cli
