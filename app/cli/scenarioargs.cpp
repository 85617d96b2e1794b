#include "scenarioargs.h"

#include "catalog/gpucatalog.h"
#include "catalog/gpusuggestion.h"
#include "catalog/exchangeratesfile.h"
#include "pricelistarg.h"
#include "catalog/hfconfigimport.h"
#include "catalog/modelcatalog.h"
#include "catalog/sizesynthesis.h"
#include "estimate/serving/engineprofile.h"
#include "io/scenariofile.h"

#include <cmath>
#include <functional>
#include <map>

#include <QFile>
#include <QFileInfo>

namespace gpusizer::cli {

using namespace gpusizer::core;

namespace {

using Apply = std::function<std::optional<std::string>(const QString &value, Scenario &)>;

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

// An integer flag with its range.
Apply intFlag(const char *expected, long long min, long long max, std::function<void(Scenario &, int)> set)
{
    return [=](const QString &value, Scenario &s) -> std::optional<std::string> {
        bool ok = false;
        const long long v = value.toLongLong(&ok);
        if (!ok || v < min || v > max)
            return expecting(expected);
        set(s, static_cast<int>(v));
        return std::nullopt;
    };
}

Apply numberFlag(const char *expected, double min, double max, std::function<void(Scenario &, double)> set)
{
    return [=](const QString &value, Scenario &s) -> std::optional<std::string> {
        const auto v = toNumber(value, min, max);
        if (!v)
            return expecting(expected);
        set(s, *v);
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

// KV-cache element types the engines offer.
std::optional<DType> parseKvDType(std::string_view text)
{
    const auto type = parseDType(text);
    if (type == DType::BF16 || type == DType::FP16 || type == DType::FP8)
        return type;
    return std::nullopt;
}

std::optional<std::string> applyModel(const QString &value, Scenario &s)
{
    const Architecture *preset = ModelCatalog::builtIn().find(value.toLower().toStdString());
    if (!preset)
        return std::string("unknown model preset (gpu-sizer-cli models lists them)");
    s.model = *preset;
    return std::nullopt;
}

std::optional<std::string> applyHfConfig(const QString &path, Scenario &s)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return "cannot read the file: " + file.errorString().toStdString();
    constexpr qint64 kMaxConfigBytes = 16 * 1024 * 1024;
    if (file.size() > kMaxConfigBytes)
        return std::string("file too large for a config.json");
    // The absolute path: "--hf-config config.json" inside a model's folder names it after the folder.
    auto result = importHfConfig(file.readAll().toStdString(), QFileInfo(path).absoluteFilePath().toStdString());
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

std::string frameworkChoices()
{
    std::string list;
    for (const Framework f : kFrameworks)
        list.append(list.empty() ? "" : " | ").append(toString(f));
    return list;
}

const std::map<QString, Apply> &valueFlags()
{
    static const std::map<QString, Apply> flags{
        {QStringLiteral("--model"), applyModel},
        {QStringLiteral("--hf-config"), applyHfConfig},
        {QStringLiteral("--params-b"), applyParamsB},
        {QStringLiteral("--method"), enumFlag<Method>("inference|full|lora|qlora|pretrain", parseMethod,
                                                      [](Scenario &s, Method m) { s.method = m; })},
        {QStringLiteral("--weight-dtype"), enumFlag<DType>("fp32|bf16|fp16|fp8|fp4|nf4|int8|int4", parseDType,
                                                           [](Scenario &s, DType d) { s.weightDtype = d; })},
        {QStringLiteral("--compute-dtype"), enumFlag<DType>("fp32|bf16|fp16|fp8", parseDType,
                                                            [](Scenario &s, DType d) { s.computeDtype = d; })},
        {QStringLiteral("--optimizer"),
         enumFlag<Optimizer>("adamw|adamw8bit|paged_adamw8bit|sgd|adafactor|lion|none", parseOptimizer,
                             [](Scenario &s, Optimizer o) { s.optimizer = o; })},
        {QStringLiteral("--seq-len"), intFlag("1 to 16777216", 1, 16777216, [](Scenario &s, int v) { s.seqLen = v; })},
        {QStringLiteral("--micro-batch"), intFlag("1 to 65536", 1, 65536, [](Scenario &s, int v) { s.microBatch = v; })},
        {QStringLiteral("--grad-accum"), intFlag("1 to 65536", 1, 65536, [](Scenario &s, int v) { s.gradAccum = v; })},
        {QStringLiteral("--grad-ckpt"), enumFlag<Checkpointing>("none|selective|full", parseCheckpointing,
                                                                [](Scenario &s, Checkpointing c) { s.checkpointing = c; })},
        {QStringLiteral("--attention"), enumFlag<AttentionKernel>("eager|sdpa|flash", parseAttentionKernel,
                                                                  [](Scenario &s, AttentionKernel a) { s.attention = a; })},
        {QStringLiteral("--lora-rank"), intFlag("1 to 65536", 1, 65536, [](Scenario &s, int v) { s.lora.rank = v; })},
        {QStringLiteral("--lora-targets"),
         [](const QString &value, Scenario &s) -> std::optional<std::string> {
             const auto mask = parseLoraTargets(value.toLower().toStdString());
             if (!mask)
                 return expecting("names joined by '+': q, k, v, o, gate, up, down, lm_head, embed");
             s.lora.targets = *mask;
             return std::nullopt;
         }},
        {QStringLiteral("--gpu"),
         [](const QString &value, Scenario &s) -> std::optional<std::string> {
             s.gpuId = value.toLower().toStdString();
             return std::nullopt;
         }},
        {QStringLiteral("--gpus"), intFlag("1 to 100000", 1, 100000, [](Scenario &s, int v) { s.parallel.gpus = v; })},
        {QStringLiteral("--gpus-per-node"),
         intFlag("1 to 72", 1, 72, [](Scenario &s, int v) { s.parallel.gpusPerNode = v; })},
        {QStringLiteral("--sharding"),
         enumFlag<Sharding>("none|ddp|zero1|zero2|zero3|fsdp|fsdp_hybrid|fsdp_grad_op", parseSharding,
                            [](Scenario &s, Sharding v) { s.parallel.sharding = v; })},
        {QStringLiteral("--tp"), intFlag("1 to 1024", 1, 1024, [](Scenario &s, int v) { s.parallel.tp = v; })},
        {QStringLiteral("--pp"), intFlag("1 to 1024", 1, 1024, [](Scenario &s, int v) { s.parallel.pp = v; })},
        {QStringLiteral("--cp"), intFlag("1 to 1024", 1, 1024, [](Scenario &s, int v) { s.parallel.cp = v; })},
        {QStringLiteral("--offload"), enumFlag<Offload>("none|optimizer|params", parseOffload,
                                                        [](Scenario &s, Offload o) { s.parallel.offload = o; })},
        {QStringLiteral("--dataset-tokens"),
         numberFlag("tokens, 1 to 1e15", 1, 1e15, [](Scenario &s, double v) { s.workload.datasetTokens = v; })},
        {QStringLiteral("--epochs"), numberFlag("0.01 to 1000", 0.01, 1000, [](Scenario &s, double v) { s.workload.epochs = v; })},
        {QStringLiteral("--prompt-len"),
         intFlag("0 to 16777216", 0, 16777216, [](Scenario &s, int v) { s.workload.promptLen = v; })},
        {QStringLiteral("--deadline-h"), numberFlag("hours, 0.01 to 10000000", 0.01, 1e7, [](Scenario &s, double v) {
             s.requirements.deadlineHours = v;
         })},
        {QStringLiteral("--budget"), numberFlag("an amount in --currency, 0 to 1e13", 0, 1e13, [](Scenario &s, double v) {
             s.requirements.budget = v;
         })},
        {QStringLiteral("--ownership"),
         [](const QString &value, Scenario &s) -> std::optional<std::string> {
             if (value != QLatin1String("rent") && value != QLatin1String("own"))
                 return std::string("rent | own");
             s.requirements.ownership = value == QLatin1String("own") ? Ownership::Own : Ownership::Rent;
             return std::nullopt;
         }},
        {QStringLiteral("--vendor"),
         [](const QString &value, Scenario &s) -> std::optional<std::string> {
             const QString v = value.toLower();
             if (v != QLatin1String("nvidia") && v != QLatin1String("amd") && v != QLatin1String("intel") && v != QLatin1String("all"))
                 return std::string("nvidia | amd | intel | all");
             s.requirements.vendor = v == QLatin1String("all") ? std::string()
                 : v == QLatin1String("nvidia") ? std::string("NVIDIA") : v == QLatin1String("amd") ? std::string("AMD")
                                                : std::string("Intel");
             return std::nullopt;
         }},
        {QStringLiteral("--inter-node-gbs"),
         numberFlag("GB/s per GPU, 0.1 to 10000", 0.1, 1e4, [](Scenario &s, double v) { s.interNodeBandwidthGBs = v; })},
        // Inference serving.
        {QStringLiteral("--engine"), enumFlag<ServingEngine>("vllm|vllm-v0|sglang|trtllm|transformers|llama.cpp",
                                                             parseServingEngine,
                                                             [](Scenario &s, ServingEngine v) { s.serving.engine = v; })},
        {QStringLiteral("--concurrency"), intFlag("requests in flight, 1 to 16777216", 1, 1 << 24, [](Scenario &s, int v) {
             s.serving.load = LoadKind::Concurrency;
             s.serving.concurrency = v;
         })},
        {QStringLiteral("--requests-per-s"),
         numberFlag("requests per second, 0.000001 to 1000000000", 1e-6, 1e9, [](Scenario &s, double v) {
             s.serving.load = LoadKind::RequestRate;
             s.serving.requestsPerSecond = v;
         })},
        {QStringLiteral("--offline-requests"),
         intFlag("requests in the job, 1 to 1073741824", 1, 1 << 30, [](Scenario &s, int v) {
             s.serving.load = LoadKind::Offline;
             s.serving.offlineRequests = v;
         })},
        {QStringLiteral("--input-len"), intFlag("mean prompt tokens, 0 to 16777216", 0, 16777216, [](Scenario &s, int v) {
             s.serving.inputLen = v;
             s.workload.promptLen = v;
         })},
        {QStringLiteral("--output-len"), intFlag("mean output tokens, 1 to 16777216", 1, 16777216, [](Scenario &s, int v) {
             s.serving.outputLen = v;
             s.seqLen = v;
         })},
        {QStringLiteral("--prefix-cache-hit"), numberFlag("a share of the prompt, 0 to 1", 0, 1, [](Scenario &s, double v) {
             s.serving.prefixCacheHit = v;
         })},
        {QStringLiteral("--kv-dtype"), enumFlag<DType>("bf16|fp16|fp8", parseKvDType,
                                                       [](Scenario &s, DType v) { s.serving.kvDtype = v; })},
        {QStringLiteral("--ttft-ms"), numberFlag("milliseconds above 0, up to 1000000000", 1e-3, 1e9,
                                                 [](Scenario &s, double v) { s.serving.ttftTargetMs = v; })},
        {QStringLiteral("--tpot-ms"), numberFlag("milliseconds above 0, up to 1000000000", 1e-3, 1e9,
                                                 [](Scenario &s, double v) { s.serving.tpotTargetMs = v; })},
        {QStringLiteral("--percentile"), enumFlag<LatencyStat>("p50|p90|p99|mean", parseLatencyStat,
                                                               [](Scenario &s, LatencyStat v) { s.serving.targetStat = v; })},
        {QStringLiteral("--replicas"), intFlag("1 to 1048576", 1, 1 << 20, [](Scenario &s, int v) { s.serving.replicas = v; })},
        {QStringLiteral("--average-load"), numberFlag("a share of the peak load, 0.001 to 1", 1e-3, 1, [](Scenario &s, double v) {
             s.serving.averageLoadShare = v;
         })},
    };
    return flags;
}

} // namespace

Scenario defaultScenario()
{
    Scenario s;
    s.prices.rates = builtInExchangeRates();
    if (const Architecture *preset = ModelCatalog::builtIn().find("llama-3.1-8b"))
        s.model = *preset;
    else
        s.model = synthesiseArchitecture(8.0);
    return s;
}

namespace {

std::optional<double> price(const QString &flag, const QString &text, double max, std::optional<std::string> &error)
{
    bool ok = false;
    const double v = text.toDouble(&ok);
    if (!ok || !std::isfinite(v) || v < 0 || v > max) {
        error = "invalid value '" + text.toStdString() + "' for " + flag.toStdString() + ": a price, 0 to "
            + QString::number(max, 'g', 12).toStdString();
        return std::nullopt;
    }
    return v;
}

// --currency, --price-list, --rent and --purchase: applied after every other flag, because the
// pinned prices belong to the final --gpu and are in the final currency.
struct PriceArgs {
    std::optional<QString> currency;
    std::optional<QString> priceList;
    std::optional<double> rent;
    std::optional<double> purchase;
};

std::optional<std::string> takePriceArgs(QStringList &args, PriceArgs &out)
{
    std::optional<std::string> error;
    out.currency = takeValue(args, QStringLiteral("--currency"), error);
    out.priceList = takeValue(args, QStringLiteral("--price-list"), error);
    if (auto rent = takeValue(args, QStringLiteral("--rent"), error))
        out.rent = price(QStringLiteral("--rent"), *rent, 1e6, error);
    if (auto purchase = takeValue(args, QStringLiteral("--purchase"), error))
        out.purchase = price(QStringLiteral("--purchase"), *purchase, 1e10, error);
    return error;
}

std::optional<std::string> applyPriceArgs(const PriceArgs &p, Scenario &scenario, GpuCatalog &catalog)
{
    if (p.priceList)
        if (auto error = applyPriceListFile(*p.priceList, catalog))
            return error;
    if (p.currency) {
        const std::string code = p.currency->toUpper().toStdString();
        if (!isKnownCurrency(code))
            return "invalid value '" + p.currency->toStdString() + "' for --currency: USD | EUR | NOK | SEK | DKK | GBP";
        if (!convertCurrency(scenario, code, builtInExchangeRates()))
            return "no exchange rate for " + code + " in the shipped table";
    }
    if (p.rent)
        scenario.prices.pinned[scenario.gpuId].rentPerGpuHour = *p.rent;
    if (p.purchase)
        scenario.prices.pinned[scenario.gpuId].purchasePerGpu = *p.purchase;
    return std::nullopt;
}

} // namespace

std::optional<QString> takeValue(QStringList &args, const QString &flag, std::optional<std::string> &error)
{
    const qsizetype at = args.indexOf(flag);
    if (at < 0)
        return std::nullopt;
    if (at + 1 >= args.size()) {
        error = flag.toStdString() + " needs a value";
        return std::nullopt;
    }
    const QString value = args.at(at + 1);
    args.remove(at, 2);
    return value;
}

std::optional<std::string> parseScenarioArgs(QStringList &args, Scenario &scenario, GpuCatalog &catalog)
{
    PriceArgs priceArgs;
    if (auto error = takePriceArgs(args, priceArgs))
        return error;
    // A scenario file, when given, is the base the other flags modify.
    const qsizetype scenarioAt = args.indexOf(QStringLiteral("--scenario"));
    if (scenarioAt >= 0) {
        if (scenarioAt + 1 >= args.size())
            return std::string("--scenario needs a file name");
        const QString path = args.at(scenarioAt + 1);
        auto loaded = readScenarioFile(path.toStdString());
        if (!loaded)
            return describe(loaded.error());
        scenario = std::move(loaded).value();
        args.remove(scenarioAt, 2);
    }

    // The framework first: its defaults are the base the other flags override, in any order.
    const qsizetype frameworkAt = args.indexOf(QStringLiteral("--framework"));
    if (frameworkAt >= 0) {
        if (frameworkAt + 1 >= args.size())
            return std::string("--framework needs a value");
        const QString value = args.at(frameworkAt + 1);
        const auto framework = parseFramework(value.toLower().toStdString());
        if (!framework)
            return "invalid value '" + value.toStdString() + "' for --framework: " + frameworkChoices();
        scenario = withFramework(std::move(scenario), *framework);
        args.remove(frameworkAt, 2);
    }

    bool weightDtypeGiven = false;
    bool optimizerGiven = false;
    QStringList rest;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &arg = args.at(i);
        if (arg == QLatin1String("--chunked-ce") || arg == QLatin1String("--no-chunked-ce")) {
            scenario.chunkedCrossEntropy = arg == QLatin1String("--chunked-ce");
            continue;
        }
        if (arg == QLatin1String("--compiled") || arg == QLatin1String("--no-compiled")) {
            scenario.compiled = arg == QLatin1String("--compiled");
            continue;
        }
        if (arg == QLatin1String("--optimizer-in-backward")) {
            scenario.optimizerInBackward = true;
            continue;
        }
        if (arg == QLatin1String("--offload-activations") || arg == QLatin1String("--no-offload-activations")) {
            scenario.offloadActivations = arg == QLatin1String("--offload-activations");
            continue;
        }
        if (arg == QLatin1String("--lora-train-embeddings")) {
            scenario.lora.fullyTrained = static_cast<std::uint16_t>(LoraTarget::Embed) |
                                         static_cast<std::uint16_t>(LoraTarget::LmHead);
            continue;
        }
        if (arg == QLatin1String("--any-family")) {
            scenario.requirements.calibratedFirst = false;
            continue;
        }
        if (arg == QLatin1String("--only-offered")) {
            scenario.requirements.onlyOffered = true;
            continue;
        }
        if (arg == QLatin1String("--eager-decode")) {
            scenario.workload.eagerDecode = true;
            continue;
        }
        const auto it = valueFlags().find(arg);
        if (it == valueFlags().end()) {
            rest << arg;
            continue;
        }
        if (i + 1 >= args.size())
            return arg.toStdString() + " needs a value";
        const QString value = args.at(++i);
        if (auto detail = it->second(value, scenario))
            return "invalid value '" + value.toStdString() + "' for " + arg.toStdString() + ": " + *detail;
        weightDtypeGiven |= arg == QLatin1String("--weight-dtype");
        optimizerGiven |= arg == QLatin1String("--optimizer");
    }
    args = rest;

    // Method-dependent defaults, unless set explicitly.
    if (!weightDtypeGiven && scenarioAt < 0) {
        if (scenario.method == Method::QLoRA)
            scenario.weightDtype = DType::NF4;
        else if (scenario.method == Method::Pretrain)
            scenario.weightDtype = DType::BF16;
    }
    if (!optimizerGiven && scenarioAt < 0 && scenario.method == Method::Inference)
        scenario.optimizer = Optimizer::None;
    if (auto error = applyPriceArgs(priceArgs, scenario, catalog))
        return error;
    // A GPU id the catalog lacks: say which one was probably meant.
    if (catalog.find(scenario.gpuId) == nullptr) {
        std::string message = "unknown GPU '" + scenario.gpuId + "'";
        if (const GpuSpec *close = closestGpu(catalog, scenario.gpuId))
            message += ": did you mean '" + close->id + "' (" + close->name + ")?";
        return message + " (gpu-sizer-cli gpus lists them)";
    }
    // An engine that cannot run the weight or KV format is a usage error, like a bad flag.
    if (scenario.method == Method::Inference)
        if (const GpuSpec *gpu = catalog.find(scenario.gpuId))
            if (auto error = serving::checkEngineFormats(scenario, *gpu))
                return "the engine " + std::string(toString(scenario.serving.engine)) + " cannot run "
                    + error->detail.substr(0, error->detail.find(' ')) + " (" + error->field + ") on "
                    + gpu->name;
    return std::nullopt;
}

} // namespace gpusizer::cli
