#include "io/disaggregationjson.h"

#include "model/fieldlimits.h"

namespace gpusizer::core {

namespace {

QString keyOf(Limited field)
{
    const std::string_view key = fieldLimit(field).key;
    return QString::fromLatin1(key.data(), qsizetype(key.size()));
}

// A count of the block with its one range (model/fieldlimits.h).
int readCount(jsonfields::FieldReader &r, Limited field, int fallback)
{
    const FieldLimit &l = fieldLimit(field);
    return r.integer(l.key.data(), int(l.low), int(l.high), fallback);
}

} // namespace

QJsonObject disaggregationToJson(const DisaggregationSettings &d)
{
    return QJsonObject{
        {keyOf(Limited::PrefillReplicas), d.prefillReplicas},
        {keyOf(Limited::PrefillTp), d.prefillTp},
        {keyOf(Limited::DecodeReplicas), d.decodeReplicas},
        {keyOf(Limited::DecodeTp), d.decodeTp},
    };
}

void readDisaggregation(jsonfields::FieldReader &r, DisaggregationSettings &out)
{
    const DisaggregationSettings defaults;
    out.prefillReplicas = readCount(r, Limited::PrefillReplicas, defaults.prefillReplicas);
    out.prefillTp = readCount(r, Limited::PrefillTp, defaults.prefillTp);
    out.decodeReplicas = readCount(r, Limited::DecodeReplicas, defaults.decodeReplicas);
    out.decodeTp = readCount(r, Limited::DecodeTp, defaults.decodeTp);
}

} // namespace gpusizer::core
