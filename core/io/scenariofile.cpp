#include "io/scenariofile.h"

#include "catalog/architecturejson.h"
#include "catalog/exchangeratesfile.h"
#include "util/jsonfields.h"
#include "io/atomicfile.h"

#include <QJsonDocument>

namespace gpusizer::core {

namespace {

QString q(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }

constexpr std::int64_t kMaxScenarioBytes = 4 * 1024 * 1024;

constexpr qsizetype kMaxPinnedGpus = 1000;

QJsonValue optionalValue(const std::optional<double> &v) { return v ? QJsonValue(*v) : QJsonValue(); }

} // namespace

QByteArray scenarioToJson(const Scenario &s)
{
    const QJsonObject cluster{
        {QStringLiteral("gpu"), q(s.gpuId)},
        {QStringLiteral("gpus"), s.parallel.gpus},
        {QStringLiteral("gpus_per_node"), s.parallel.gpusPerNode},
        {QStringLiteral("sharding"), q(toString(s.parallel.sharding))},
        {QStringLiteral("tp"), s.parallel.tp},
        {QStringLiteral("pp"), s.parallel.pp},
        {QStringLiteral("cp"), s.parallel.cp},
        {QStringLiteral("ep"), s.parallel.ep},
        {QStringLiteral("offload"), q(toString(s.parallel.offload))},
        {QStringLiteral("inter_node_gbs"), s.interNodeBandwidthGBs},
    };
    const QJsonObject workload{
        {QStringLiteral("dataset_tokens"), s.workload.datasetTokens},
        {QStringLiteral("epochs"), s.workload.epochs},
        {QStringLiteral("prompt_len"), s.workload.promptLen},
        {QStringLiteral("kv_cache_len"), s.workload.kvCacheLen},
        {QStringLiteral("eager_decode"), s.workload.eagerDecode},
    };
    const ServingSettings &v = s.serving;
    const QJsonObject serving{
        {QStringLiteral("engine"), q(toString(v.engine))},
        {QStringLiteral("load"), q(toString(v.load))},
        {QStringLiteral("concurrency"), v.concurrency},
        {QStringLiteral("requests_per_s"), v.requestsPerSecond},
        {QStringLiteral("offline_requests"), v.offlineRequests},
        {QStringLiteral("input_len"), v.inputLen},
        {QStringLiteral("output_len"), v.outputLen},
        {QStringLiteral("prefix_cache_hit"), v.prefixCacheHit},
        {QStringLiteral("kv_dtype"), q(toString(v.kvDtype))},
        {QStringLiteral("replicas"), v.replicas},
        {QStringLiteral("average_load_share"), v.averageLoadShare},
        {QStringLiteral("ttft_target_ms"), optionalValue(v.ttftTargetMs)},
        {QStringLiteral("tpot_target_ms"), optionalValue(v.tpotTargetMs)},
        {QStringLiteral("target_stat"), q(toString(v.targetStat))},
    };
    QJsonObject pinned;
    for (const auto &[gpu, pin] : s.prices.pinned)
        pinned.insert(QString::fromStdString(gpu),
                      QJsonObject{{QStringLiteral("rent_per_gpu_hour"), optionalValue(pin.rentPerGpuHour)},
                                  {QStringLiteral("purchase_per_gpu"), optionalValue(pin.purchasePerGpu)}});
    QJsonObject perUsd;
    for (const auto &[code, rate] : s.prices.rates.perUsd)
        perUsd.insert(QString::fromStdString(code), rate);
    const QJsonObject rates{
        {QStringLiteral("date"), q(s.prices.rates.date)},
        {QStringLiteral("source"), q(s.prices.rates.source)},
        {QStringLiteral("per_usd"), perUsd},
    };
    const QJsonObject prices{
        {QStringLiteral("pinned"), pinned},
        {QStringLiteral("exchange_rates"), rates},
        {QStringLiteral("lifetime_years"), s.prices.lifetimeYears},
        {QStringLiteral("power_price_per_kwh"), s.prices.powerPricePerKwh},
        {QStringLiteral("pue"), s.prices.pue},
        {QStringLiteral("hosting_per_gpu_year"), s.prices.hostingPerGpuYear},
        {QStringLiteral("usage_hours_per_year"), s.prices.usageHoursPerYear},
        {QStringLiteral("currency"), q(s.prices.currency)},
    };
    const Requirements &req = s.requirements;
    const QJsonObject requirements{
        {QStringLiteral("deadline_hours"), optionalValue(req.deadlineHours)},
        {QStringLiteral("budget"), optionalValue(req.budget)},
        {QStringLiteral("ownership"), req.ownership == Ownership::Own ? QStringLiteral("own") : QStringLiteral("rent")},
        {QStringLiteral("vendor"), q(req.vendor)},
        {QStringLiteral("calibrated_first"), req.calibratedFirst},
        {QStringLiteral("only_offered"), req.onlyOffered},
    };
    const QJsonObject lora{
        {QStringLiteral("rank"), s.lora.rank},
        {QStringLiteral("targets"), q(loraTargetsToString(s.lora.targets))},
        {QStringLiteral("alpha"), s.lora.alpha},
        {QStringLiteral("fully_trained"), q(loraTargetsToString(s.lora.fullyTrained))},
    };
    const QJsonObject root{
        {QStringLiteral("format"), QLatin1String(kScenarioFileFormat)},
        {QStringLiteral("version"), kScenarioFileVersion},
        {QStringLiteral("model"), architectureToJson(s.model)},
        {QStringLiteral("method"), q(toString(s.method))},
        {QStringLiteral("weight_dtype"), q(toString(s.weightDtype))},
        {QStringLiteral("compute_dtype"), q(toString(s.computeDtype))},
        {QStringLiteral("master_weights"), s.masterWeights ? QJsonValue(*s.masterWeights) : QJsonValue()},
        {QStringLiteral("optimizer"), q(toString(s.optimizer))},
        {QStringLiteral("framework"), q(toString(s.framework))},
        {QStringLiteral("compiled"), s.compiled},
        {QStringLiteral("lora"), lora},
        {QStringLiteral("seq_len"), s.seqLen},
        {QStringLiteral("micro_batch"), s.microBatch},
        {QStringLiteral("grad_accum"), s.gradAccum},
        {QStringLiteral("grad_ckpt"), q(toString(s.checkpointing))},
        {QStringLiteral("attention"), q(toString(s.attention))},
        {QStringLiteral("chunked_ce"), s.chunkedCrossEntropy},
        {QStringLiteral("offload_activations"), s.offloadActivations},
        {QStringLiteral("optimizer_in_backward"), s.optimizerInBackward},
        {QStringLiteral("cluster"), cluster},
        {QStringLiteral("workload"), workload},
        {QStringLiteral("serving"), serving},
        {QStringLiteral("prices"), prices},
        {QStringLiteral("requirements"), requirements},
    };
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

Result<Scenario> scenarioFromJson(const QByteArray &data, const std::string &fileName)
{
    auto parsed = jsonfields::parseObject(data.toStdString(), fileName, kMaxScenarioBytes);
    if (!parsed)
        return parsed.error();
    jsonfields::FieldReader r(std::move(parsed).value(), fileName);
    if (r.string("format", std::string()) != kScenarioFileFormat)
        return Error{ErrorCode::InvalidJson, "format", "not a GPU Sizer scenario file", fileName};
    const int version = r.integer("version", 1, 1000000);
    if (!r.ok())
        return r.error();
    if (version > kScenarioFileVersion)
        return Error{ErrorCode::UnsupportedVersion, "version", std::to_string(version), fileName};

    Scenario s;
    jsonfields::FieldReader model = r.child("model");
    s.model = architectureFromJson(model, ArchitectureIdentity::Optional);
    s.method = r.enumeration<Method>("method", parseMethod, std::nullopt);
    s.weightDtype = r.enumeration<DType>("weight_dtype", parseDType, DType::BF16);
    s.computeDtype = r.enumeration<DType>("compute_dtype", parseDType, DType::BF16);
    if (!isComputeCapable(s.computeDtype))
        r.fail(ErrorCode::UnknownValue, "compute_dtype", "not a compute type");
    s.masterWeights = r.optionalBoolean("master_weights");
    s.optimizer = r.enumeration<Optimizer>("optimizer", parseOptimizer, Optimizer::AdamW);
    // Version 3 and older files have no framework: Hugging Face Transformers, whose defaults
    // (no compile, full logits, foreach AdamW) are what those versions assumed.
    s.framework = r.enumeration<Framework>("framework", parseFramework, Framework::Transformers);
    s.compiled = r.boolean("compiled", false);
    jsonfields::FieldReader lora = r.child("lora", false);
    s.lora.rank = lora.integer("rank", 1, 65536, 16);
    const std::string targets = lora.string("targets", std::string("q+k+v+o+gate+up+down"), 128);
    if (const auto mask = parseLoraTargets(targets))
        s.lora.targets = *mask;
    else
        lora.fail(ErrorCode::UnknownValue, "targets", targets);
    s.lora.alpha = lora.number("alpha", 0, 1e6, 32.0);
    const std::string fully = lora.string("fully_trained", std::string(), 64);
    if (!fully.empty()) {
        const auto mask = parseLoraTargets(fully);
        constexpr auto allowed = static_cast<std::uint16_t>(static_cast<std::uint16_t>(LoraTarget::Embed) |
                                                            static_cast<std::uint16_t>(LoraTarget::LmHead));
        if (mask && (*mask & ~allowed) == 0)
            s.lora.fullyTrained = *mask;
        else
            lora.fail(ErrorCode::UnknownValue, "fully_trained", fully + " (embed, lm_head or embed+lm_head)");
    }
    s.seqLen = r.integer("seq_len", 1, 16777216);
    s.microBatch = r.integer("micro_batch", 1, 65536, 1);
    s.gradAccum = r.integer("grad_accum", 1, 65536, 1);
    s.checkpointing = r.enumeration<Checkpointing>("grad_ckpt", parseCheckpointing, Checkpointing::None);
    s.attention = r.enumeration<AttentionKernel>("attention", parseAttentionKernel, AttentionKernel::Flash);
    s.chunkedCrossEntropy = r.boolean("chunked_ce", false);
    s.offloadActivations = r.boolean("offload_activations", false);
    s.optimizerInBackward = r.boolean("optimizer_in_backward", false);

    jsonfields::FieldReader c = r.child("cluster");
    s.gpuId = c.string("gpu", std::nullopt, 64);
    s.parallel.gpus = c.integer("gpus", 1, 100000, 1);
    s.parallel.gpusPerNode = c.integer("gpus_per_node", 1, 72, 8);
    s.parallel.sharding = c.enumeration<Sharding>("sharding", parseSharding, Sharding::None);
    s.parallel.tp = c.integer("tp", 1, 1024, 1);
    s.parallel.pp = c.integer("pp", 1, 1024, 1);
    s.parallel.cp = c.integer("cp", 1, 1024, 1);
    s.parallel.ep = c.integer("ep", 1, 1024, 1);
    s.parallel.offload = c.enumeration<Offload>("offload", parseOffload, Offload::None);
    s.interNodeBandwidthGBs = c.number("inter_node_gbs", 0.1, 1e4, 50.0);

    jsonfields::FieldReader w = r.child("workload", false);
    s.workload.datasetTokens = w.number("dataset_tokens", 1, 1e15, s.workload.datasetTokens);
    s.workload.epochs = w.number("epochs", 0.01, 1000, 1.0);
    s.workload.promptLen = w.integer("prompt_len", 0, 16777216, 0);
    s.workload.kvCacheLen = w.integer("kv_cache_len", 0, 16777216, 0);
    s.workload.eagerDecode = w.boolean("eager_decode", false);

    // Serving settings (version 1 files have none: the defaults).
    jsonfields::FieldReader v = r.child("serving", false);
    const ServingSettings defaults;
    ServingSettings &sv = s.serving;
    sv.engine = v.enumeration<ServingEngine>("engine", parseServingEngine, defaults.engine);
    sv.load = v.enumeration<LoadKind>("load", parseLoadKind, defaults.load);
    sv.concurrency = v.integer("concurrency", 1, 1 << 24, defaults.concurrency);
    sv.requestsPerSecond = v.number("requests_per_s", 1e-6, 1e9, defaults.requestsPerSecond);
    sv.offlineRequests = v.integer("offline_requests", 1, 1 << 30, defaults.offlineRequests);
    sv.inputLen = v.integer("input_len", 0, 16777216, defaults.inputLen);
    sv.outputLen = v.integer("output_len", 1, 16777216, defaults.outputLen);
    sv.prefixCacheHit = v.number("prefix_cache_hit", 0, 1, defaults.prefixCacheHit);
    sv.kvDtype = v.enumeration<DType>("kv_dtype", parseDType, defaults.kvDtype);
    sv.replicas = v.integer("replicas", 0, 1 << 20, defaults.replicas);
    sv.averageLoadShare = v.number("average_load_share", 0.001, 1, defaults.averageLoadShare);
    sv.ttftTargetMs = v.optionalNumber("ttft_target_ms", 0.001, 1e9);
    sv.tpotTargetMs = v.optionalNumber("tpot_target_ms", 0.001, 1e9);
    sv.targetStat = v.enumeration<LatencyStat>("target_stat", parseLatencyStat, defaults.targetStat);

    jsonfields::FieldReader p = r.child("prices", false);
    // Version 2 files priced every GPU with one rent and purchase figure: they belong to the
    // scenario's GPU now. Later files pin prices per GPU id.
    PricePin legacy{p.optionalNumber("rent_per_gpu_hour", 0, 1000), p.optionalNumber("purchase_per_gpu", 0, 1e7)};
    if (legacy.rentPerGpuHour || legacy.purchasePerGpu)
        s.prices.pinned[s.gpuId] = legacy;
    if (p.has("pinned")) {
        const QJsonValue pins = p.value("pinned");
        if (!pins.isObject() || pins.toObject().size() > kMaxPinnedGpus) {
            p.fail(ErrorCode::WrongType, "pinned");
        } else {
            jsonfields::FieldReader pinReader = p.child("pinned");
            const QJsonObject all = pins.toObject();
            for (auto it = all.begin(); it != all.end(); ++it) {
                const std::string gpu = it.key().toStdString();
                if (gpu.empty() || gpu.size() > 64) {
                    p.fail(ErrorCode::OutOfRange, "pinned", gpu);
                    break;
                }
                jsonfields::FieldReader one = pinReader.child(gpu.c_str());
                s.prices.pinned[gpu] = PricePin{one.optionalNumber("rent_per_gpu_hour", 0, 1e6),
                                                one.optionalNumber("purchase_per_gpu", 0, 1e10)};
            }
        }
    }
    s.prices.lifetimeYears = p.number("lifetime_years", 0.1, 50, s.prices.lifetimeYears);
    s.prices.powerPricePerKwh = p.number("power_price_per_kwh", 0, 100, s.prices.powerPricePerKwh);
    s.prices.pue = p.number("pue", 1, 5, s.prices.pue);
    s.prices.hostingPerGpuYear = p.number("hosting_per_gpu_year", 0, 1e7, s.prices.hostingPerGpuYear);
    s.prices.usageHoursPerYear = p.number("usage_hours_per_year", 0, 8784, s.prices.usageHoursPerYear);
    // 0 (never used) or at least one hour: the hourly cost of owning divides by it, and a
    // denormal like 4.9e-324 gave an infinite cost (found by tests/fuzz).
    if (s.prices.usageHoursPerYear > 0 && s.prices.usageHoursPerYear < 1)
        p.fail(ErrorCode::OutOfRange, "usage_hours_per_year", std::to_string(s.prices.usageHoursPerYear));
    s.prices.currency = p.string("currency", s.prices.currency, 8);
    if (p.ok() && !isKnownCurrency(s.prices.currency))
        p.fail(ErrorCode::UnknownValue, "currency", s.prices.currency);
    // Files without a table (version 2 and older) take the shipped one.
    s.prices.rates = builtInExchangeRates();
    if (p.has("exchange_rates")) {
        jsonfields::FieldReader x = p.child("exchange_rates");
        ExchangeRates rates;
        rates.date = x.string("date", std::string(), 10);
        rates.source = x.string("source", std::string(), 400);
        jsonfields::FieldReader per = x.child("per_usd");
        for (std::string_view code : kCurrencies) {
            const std::string key(code);
            if (per.has(key.c_str()))
                rates.setRate(key, per.number(key.c_str(), 1e-6, 1e6));
        }
        s.prices.rates = rates;
    }
    if (p.ok() && !s.prices.rates.rate(s.prices.currency))
        p.fail(ErrorCode::MissingField, "exchange_rates.per_usd", s.prices.currency);

    jsonfields::FieldReader q = r.child("requirements", false);
    s.requirements.deadlineHours = q.optionalNumber("deadline_hours", 0.01, 1e7);
    s.requirements.budget = q.optionalNumber("budget", 0, 1e13);
    const std::string ownership = q.string("ownership", std::string("rent"), 8);
    if (ownership != "rent" && ownership != "own")
        q.fail(ErrorCode::UnknownValue, "ownership", ownership + " (rent or own)");
    s.requirements.ownership = ownership == "own" ? Ownership::Own : Ownership::Rent;
    s.requirements.vendor = q.string("vendor", std::string(), 64);
    s.requirements.calibratedFirst = q.boolean("calibrated_first", true);
    s.requirements.onlyOffered = q.boolean("only_offered", false);

    if (!r.ok())
        return r.error();
    return s;
}

Result<Scenario> readScenarioFile(const std::string &path)
{
    Result<std::string> text = jsonfields::readFile(path, kMaxScenarioBytes);
    if (!text)
        return text.error();
    return scenarioFromJson(QByteArray::fromStdString(text.value()), path);
}

std::optional<Error> writeScenarioFile(const Scenario &scenario, const std::string &path, const WriteFault &fault)
{
    return writeFileAtomically(path, scenarioToJson(scenario), fault);
}

} // namespace gpusizer::core
