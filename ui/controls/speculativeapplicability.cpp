#include "controls/speculativeapplicability.h"

#include "estimate/serving/speculativesupport.h"
#include "model/speculative.h"
#include "text/enumtext.h"

#include <algorithm>

#include <QCoreApplication>
#include <QLocale>

namespace gpusizer::ui {

namespace {

using core::SpeculativeMethod;

QString methodName(SpeculativeMethod method)
{
    switch (method) {
    case SpeculativeMethod::DraftModel: return QCoreApplication::translate("Applicability", "draft-model");
    case SpeculativeMethod::Eagle: return QStringLiteral("EAGLE");
    case SpeculativeMethod::Eagle3: return QStringLiteral("EAGLE-3");
    case SpeculativeMethod::Mtp: return QStringLiteral("MTP");
    case SpeculativeMethod::Ngram: return QCoreApplication::translate("Applicability", "n-gram");
    case SpeculativeMethod::None: break;
    }
    return {};
}

} // namespace

std::vector<const core::Architecture *> draftPresets(const core::ModelCatalog &catalog, const core::Architecture &target)
{
    const double targetParams = core::countParameters(target).total;
    core::SpeculativeSettings probe;
    probe.method = SpeculativeMethod::DraftModel;
    std::vector<std::pair<double, const core::Architecture *>> found;
    for (const core::Architecture &preset : catalog.models()) {
        probe.draftModel = preset;
        const double params = core::countParameters(preset).total;
        if (params < targetParams && !core::validateSpeculative(probe, target))
            found.emplace_back(params, &preset);
    }
    std::stable_sort(found.begin(), found.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    std::vector<const core::Architecture *> presets;
    presets.reserve(found.size());
    for (const auto &entry : found)
        presets.push_back(entry.second);
    return presets;
}

QString speculativeMethodReason(SpeculativeMethod method, const core::Scenario &s, std::size_t draftPresetCount)
{
    if (method == SpeculativeMethod::None)
        return {};
    core::Scenario probe = s;
    probe.serving.speculative.method = method;
    if (const auto refused = core::serving::checkEngineSpeculation(probe)) {
        const QString engine = enumtext::servingEngine(s.serving.engine);
        if (refused->field == "cluster.pp")
            return QCoreApplication::translate("Applicability",
                                               "%1 runs speculative decoding only without pipeline parallelism.")
                .arg(engine);
        return QCoreApplication::translate("Applicability", "%1 does not offer %2 speculative decoding.")
            .arg(engine, methodName(method));
    }
    // Only the model's part of core's validation: the draft tokens, acceptance and draft model
    // are set in the rows below and worded where they are wrong.
    core::SpeculativeSettings settings;
    settings.method = method;
    if (const auto e = core::validateSpeculative(settings, s.model); e && e->rule == core::ErrorRule::NoMtpModule)
        return QCoreApplication::translate("Applicability",
                                           "The model has no multi-token-prediction (MTP) module to draft with.");
    // A draft from a file or the CLI is kept even when no preset could be it.
    if (method == SpeculativeMethod::DraftModel && !s.serving.speculative.draftModel && draftPresetCount == 0)
        return QCoreApplication::translate("Applicability",
                                           "No model preset is smaller than this model and shares its vocabulary "
                                           "of %1 tokens.")
            .arg(QLocale().toString(static_cast<qlonglong>(s.model.vocab)));
    return {};
}

} // namespace gpusizer::ui
