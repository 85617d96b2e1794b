#include "scenarioflags.h"

#include "catalog/gpuvendors.h"
#include "catalog/hfconfigimport.h"
#include "catalog/modelcatalog.h"
#include "catalog/sizesynthesis.h"
#include "model/fieldlimits.h"
#include "model/limitedfield.h"
#include "util/result.h"

#include <cmath>
#include <map>

#include <QFileInfo>

namespace gpusizer::cli {

using namespace gpusizer::core;

std::string limitExpectation(Limited field)
{
    const FieldLimit &limit = fieldLimit(field);
    return std::string("expected ") + (limit.whole ? "a whole number " : "") + formatNumber(limit.low) + " to "
        + formatNumber(limit.high);
}

std::string frameworkChoices()
{
    std::string list;
    for (const Framework f : kFrameworks)
        list.append(list.empty() ? "" : " | ").append(toString(f));
    return list;
}

namespace {

using Apply = FlagApplier;

// Appliers return a detail ("expected 1 to 65536"); the caller names the flag and the value.
std::string expecting(const char *expected)
{
    return std::string("expected ") + expected;
}


std::optional<double> toNumber(const QString &text, double min, double max)
{
    bool ok = false;
    const double v = text.toDouble(&ok);
    if (!ok || !std::isfinite(v) || v < min || v > max)
        return std::nullopt;
    return v;
}

// A number flag of the table of limits (model/fieldlimits.h): the same range as the scenario
// file and the window. Whole-number fields refuse fractions.
Apply limitedFlag(Limited field, std::function<void(Scenario &, double)> set)
{
    return [=](const QString &value, Scenario &s) -> std::optional<std::string> {
        bool ok = false;
        const double v = value.toDouble(&ok);
        if (!ok || !withinLimit(field, v))
            return limitExpectation(field);
        set(s, v);
        return std::nullopt;
    };
}

template <typename E>
Apply enumFlag(const char *expected, std::optional<E> (*parse)(std::string_view), std::function<void(Scenario &, E)> set)
{
    return [=](const QString &value, Scenario &s) -> std::optional<std::string> {
        const std::string text = value.toLower().toStdString();
        const auto v = parse(text);
        if (!v)
            return expecting(expected);
        set(s, *v);
        return std::nullopt;
    };
}

std::optional<std::string> applyModel(const QString &value, Scenario &s)
{
    const Architecture *preset = ModelCatalog::builtIn().find(value.toLower().toStdString());
    if (!preset)
        return std::string("unknown model preset (gpu-sizer-cli models lists them)");
    s.model = *preset;
    return std::nullopt;
}

// The draft model of speculative decoding with one (--speculative draft): a preset, carried
// whole in the scenario.
std::optional<std::string> applyDraftModel(const QString &value, Scenario &s)
{
    const Architecture *preset = ModelCatalog::builtIn().find(value.toLower().toStdString());
    if (!preset)
        return std::string("unknown model preset (gpu-sizer-cli models lists them)");
    s.serving.speculative.draftModel = *preset;
    return std::nullopt;
}

std::optional<std::string> applyHfConfig(const QString &path, Scenario &s)
{
    // The absolute path: "--hf-config config.json" inside a model's folder names it after the folder.
    auto result = importHfConfigFile(QFileInfo(path).absoluteFilePath().toStdString());
    if (!result)
        return describe(result.error());
    s.model = std::move(result).value();
    return std::nullopt;
}

std::optional<std::string> applyParamsB(const QString &value, Scenario &s)
{
    const auto v = toNumber(value, 0.05, 2000.0);
    if (!v)
        return expecting("a parameter count in billions, 0.05 to 2000");
    s.model = synthesiseArchitecture(*v);
    return std::nullopt;
}


using Flags = std::map<QString, Apply>;

// The number flags: every field of the table of limits that has a flag, under that name, set
// as core::setLimitedField sets it (the rent and purchase prices are pinned per GPU, by
// scenarioargs).
void addLimitedFlags(Flags &flags)
{
    for (const FieldLimit &limit : fieldLimits()) {
        if (limit.flag.empty() || limit.field == Limited::RentPerGpuHour || limit.field == Limited::PurchasePerGpu)
            continue;
        const Limited field = limit.field;
        flags.emplace(QString::fromLatin1(limit.flag.data(), qsizetype(limit.flag.size())),
                      limitedFlag(field, [field](Scenario &s, double v) { setLimitedField(s, field, v); }));
    }
}

// The serving engine, KV cache type and the targets' statistic.
void addServingFlags(Flags &flags)
{
    flags.emplace(QStringLiteral("--engine"),
                  enumFlag<ServingEngine>("vllm|vllm-v0|sglang|trtllm|lmdeploy|tgi|transformers|llama.cpp",
                                          parseServingEngine,
                                          [](Scenario &s, ServingEngine v) { s.serving.engine = v; }));
    flags.emplace(QStringLiteral("--kv-dtype"), enumFlag<DType>("bf16|fp16|fp8|fp32", parseKvCacheType,
                                                                [](Scenario &s, DType v) { s.serving.kvDtype = v; }));
    flags.emplace(QStringLiteral("--speculative"),
                  enumFlag<SpeculativeMethod>("none|draft|eagle|eagle3|mtp|ngram", parseSpeculativeMethod,
                                              [](Scenario &s, SpeculativeMethod v) { s.serving.speculative.method = v; }));
    flags.emplace(QStringLiteral("--percentile"),
                  enumFlag<LatencyStat>("p50|p90|p99|mean", parseLatencyStat,
                                        [](Scenario &s, LatencyStat v) { s.serving.targetStat = v; }));
}

// The choices spelled as names: method, formats, optimizer, checkpointing, parallel layout.
void addChoiceFlags(Flags &flags)
{
    flags.emplace(QStringLiteral("--method"), enumFlag<Method>("inference|full|lora|qlora|pretrain", parseMethod,
                                                              [](Scenario &s, Method m) { s.method = m; }));
    flags.emplace(QStringLiteral("--weight-dtype"),
                  enumFlag<DType>("fp32|bf16|fp16|fp8|fp4|nf4|int8|int4", parseDType,
                                  [](Scenario &s, DType d) { s.weightDtype = d; }));
    flags.emplace(QStringLiteral("--compute-dtype"), enumFlag<DType>("fp32|bf16|fp16|fp8", parseDType,
                                                                    [](Scenario &s, DType d) { s.computeDtype = d; }));
    flags.emplace(QStringLiteral("--optimizer"),
                  enumFlag<Optimizer>("adamw|adamw8bit|paged_adamw8bit|sgd|adafactor|lion|none", parseOptimizer,
                                      [](Scenario &s, Optimizer o) { s.optimizer = o; }));
    flags.emplace(QStringLiteral("--grad-ckpt"),
                  enumFlag<Checkpointing>("none|selective|full", parseCheckpointing,
                                          [](Scenario &s, Checkpointing c) { s.checkpointing = c; }));
    flags.emplace(QStringLiteral("--attention"),
                  enumFlag<AttentionKernel>("eager|sdpa|flash", parseAttentionKernel,
                                            [](Scenario &s, AttentionKernel a) { s.attention = a; }));
    flags.emplace(QStringLiteral("--sharding"),
                  enumFlag<Sharding>("none|ddp|zero1|zero2|zero3|fsdp|fsdp_hybrid|fsdp_grad_op", parseSharding,
                                     [](Scenario &s, Sharding v) { s.parallel.sharding = v; }));
    flags.emplace(QStringLiteral("--offload"), enumFlag<Offload>("none|optimizer|params", parseOffload,
                                                                [](Scenario &s, Offload o) { s.parallel.offload = o; }));
}

std::optional<std::string> applyLoraTargets(const QString &value, Scenario &s)
{
    const auto mask = parseLoraTargets(value.toLower().toStdString());
    if (!mask)
        return expecting("names joined by '+': q, k, v, o, gate, up, down, lm_head, embed");
    s.lora.targets = *mask;
    return std::nullopt;
}

std::optional<std::string> applyOwnership(const QString &value, Scenario &s)
{
    const auto ownership = parseOwnership(value.toStdString());
    if (!ownership)
        return std::string("rent | own");
    s.requirements.ownership = *ownership;
    return std::nullopt;
}

std::optional<std::string> applyVendor(const QString &value, Scenario &s)
{
    const QString v = value.toLower();
    if (v == QLatin1String("all")) {
        s.requirements.vendor.clear();
        return std::nullopt;
    }
    if (const std::optional<std::string> vendor = findGpuVendor(GpuCatalog::builtIn(), value.toStdString())) {
        s.requirements.vendor = *vendor;
        return std::nullopt;
    }
    std::string choices;
    for (const std::string &vendor : gpuVendors(GpuCatalog::builtIn()))
        choices += QString::fromStdString(vendor).toLower().toStdString() + " | ";
    return choices + "all";
}


} // namespace

const std::map<QString, FlagApplier> &valueFlags()
{
    static const Flags flags = [] {
        Flags all{
            {QStringLiteral("--model"), applyModel},
            {QStringLiteral("--draft-model"), applyDraftModel},
            {QStringLiteral("--hf-config"), applyHfConfig},
            {QStringLiteral("--params-b"), applyParamsB},
            {QStringLiteral("--lora-targets"), applyLoraTargets},
            {QStringLiteral("--gpu"),
             [](const QString &value, Scenario &s) -> std::optional<std::string> {
                 s.gpuId = value.toLower().toStdString();
                 return std::nullopt;
             }},
            {QStringLiteral("--ownership"), applyOwnership},
            {QStringLiteral("--vendor"), applyVendor},
        };
        addLimitedFlags(all);
        addServingFlags(all);
        addChoiceFlags(all);
        return all;
    }();
    return flags;
}

bool isFileFlag(const QString &flag)
{
    return flag == QLatin1String("--hf-config");
}

} // namespace gpusizer::cli
