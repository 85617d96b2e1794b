#include "speculativeoutput.h"
#include "util/qstringfromutf8.h"

#include "model/acceptancedefaults.h"
#include "model/units.h"

#include <QString>

#include <cstdio>
#include <string>

namespace gpusizer::cli {

using namespace gpusizer::core;

namespace {

// Where the acceptance length comes from: the user's figure, or the published default's source.
std::string_view acceptanceSource(const Scenario &s)
{
    const SpeculativeSettings &spec = s.serving.speculative;
    if (spec.acceptanceLength)
        return "scenario";
    return defaultAcceptance(spec.method, s.model).source;
}

} // namespace

QJsonObject speculativeToJson(const Scenario &s, const ServingEstimate &v)
{
    const SpeculativeSettings &spec = s.serving.speculative;
    const SpeculativeEstimate &e = v.speculative;
    const bool draft = spec.method == SpeculativeMethod::DraftModel && spec.draftModel;
    return QJsonObject{
        {QStringLiteral("method"), toQString(toString(spec.method))},
        {QStringLiteral("draft_tokens"), spec.enabled() ? spec.draftTokens : 0},
        {QStringLiteral("acceptance_length"), e.acceptanceLength},
        {QStringLiteral("acceptance_source"), spec.enabled() ? toQString(acceptanceSource(s)) : QJsonValue()},
        {QStringLiteral("draft_model"), draft ? toQString(spec.draftModel->id) : QJsonValue()},
        {QStringLiteral("draft_weight_gib"), e.draftWeightBytes / units::kGiB},
        {QStringLiteral("draft_kv_gib"), e.draftKvBytes / units::kGiB},
        {QStringLiteral("workspace_gib"), e.workspaceBytes / units::kGiB},
    };
}

void printSpeculative(const Scenario &s, const ServingEstimate &v)
{
    const SpeculativeSettings &spec = s.serving.speculative;
    if (!spec.enabled())
        return;
    const SpeculativeEstimate &e = v.speculative;
    std::string method(toString(spec.method));
    if (spec.method == SpeculativeMethod::DraftModel && spec.draftModel)
        method.append(" ").append(spec.draftModel->id);
    std::printf("  %-30s %10s, %d drafted tokens, %.2f accepted a step (%s); draft %.2f GiB weights, "
                "%.2f GiB of the KV pool per GPU\n",
                "speculative decoding", method.c_str(), spec.draftTokens, e.acceptanceLength,
                std::string(acceptanceSource(s)).c_str(), e.draftWeightBytes / units::kGiB, e.draftKvBytes / units::kGiB);
}

} // namespace gpusizer::cli
