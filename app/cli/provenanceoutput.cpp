#include "provenanceoutput.h"
#include "util/qstringfromutf8.h"

#include <QString>

#include <cstdio>
#include <string>

namespace gpusizer::cli {

using core::toQString;

QJsonObject provenanceToJson(const core::Provenance &p)
{
    return QJsonObject{{QStringLiteral("family"), toQString(toString(p.family))},
                       {QStringLiteral("regime"), toQString(toString(p.regime))},
                       {QStringLiteral("measured_rows"), p.rows.runs},
                       {QStringLiteral("memory_rows"), p.rows.memoryRows},
                       {QStringLiteral("throughput_rows"), p.rows.throughputRows},
                       {QStringLiteral("sources"), p.rows.sources},
                       {QStringLiteral("measured"), p.measured()},
                       {QStringLiteral("fitted"), p.fitted}};
}

void printProvenance(const core::Provenance &p)
{
    const std::string family(toString(p.family));
    const std::string regime(toString(p.regime));
    if (p.measured())
        std::printf("\nProvenance measured on %d run%s from %d source%s (%s, %s: memory %d, speed %d)\n", p.rows.runs,
                    p.rows.runs == 1 ? "" : "s", p.rows.sources, p.rows.sources == 1 ? "" : "s", family.c_str(),
                    regime.c_str(), p.rows.memoryRows, p.rows.throughputRows);
    else
        std::printf("\nProvenance modelled, not measured on this family (%s, %s): the interval is widened\n",
                    family.c_str(), regime.c_str());
}

} // namespace gpusizer::cli
