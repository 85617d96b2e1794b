#include "io/scenariofile.h"

#include "io/disaggregationjson.h"
#include "io/pricelistfile.h"

#include "catalog/architecturejson.h"
#include "catalog/exchangeratesfile.h"
#include "catalog/gpuvendors.h"
#include "util/cappedfile.h"
#include "util/jsonfields.h"
#include "io/atomicfile.h"
#include "model/fieldlimits.h"

namespace gpusizer::core {

namespace {

constexpr std::int64_t kMaxScenarioBytes = 4 * 1024 * 1024;

constexpr qsizetype kMaxPinnedGpus = 1000;

// A limited field read with its one range (model/fieldlimits.h) from `r`, the reader of the
// field's section.
int readInt(jsonfields::FieldReader &r, Limited field, int fallback)
{
    const FieldLimit &l = fieldLimit(field);
    return r.integer(l.key.data(), int(l.low), int(l.high), fallback);
}

double readNumber(jsonfields::FieldReader &r, Limited field, double fallback)
{
    const FieldLimit &l = fieldLimit(field);
    return r.number(l.key.data(), l.low, l.high, fallback);
}

std::optional<double> readOptional(jsonfields::FieldReader &r, Limited field)
{
    const FieldLimit &l = fieldLimit(field);
    return r.optionalNumber(l.key.data(), l.low, l.high);
}

void readLora(jsonfields::FieldReader &lora, LoraSettings &out)
{
    out.rank = readInt(lora, Limited::LoraRank, 16);
    const std::string targets = lora.string("targets", std::string("q+k+v+o+gate+up+down"), 128);
    if (const auto mask = parseLoraTargets(targets))
        out.targets = *mask;
    else
        lora.fail(ErrorCode::UnknownValue, "targets", targets);
    out.alpha = readNumber(lora, Limited::LoraAlpha, 32.0);
    const std::string fully = lora.string("fully_trained", std::string(), 64);
    if (!fully.empty()) {
        const auto mask = parseLoraTargets(fully);
        constexpr auto allowed = static_cast<std::uint16_t>(static_cast<std::uint16_t>(LoraTarget::Embed) |
                                                            static_cast<std::uint16_t>(LoraTarget::LmHead));
        if (mask && (*mask & ~allowed) == 0)
            out.fullyTrained = *mask;
        else
            lora.fail(ErrorCode::UnknownValue, "fully_trained", fully + " (embed, lm_head or embed+lm_head)");
    }
}

// The method, formats, framework and the training settings of the top level.
void readTraining(jsonfields::FieldReader &r, Scenario &s)
{
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
    readLora(lora, s.lora);
    const FieldLimit &seqLen = fieldLimit(Limited::SeqLen);
    s.seqLen = r.integer(seqLen.key.data(), int(seqLen.low), int(seqLen.high));
    s.microBatch = readInt(r, Limited::MicroBatch, 1);
    s.gradAccum = readInt(r, Limited::GradAccum, 1);
    s.checkpointing = r.enumeration<Checkpointing>("grad_ckpt", parseCheckpointing, Checkpointing::None);
    s.attention = r.enumeration<AttentionKernel>("attention", parseAttentionKernel, AttentionKernel::Flash);
    s.chunkedCrossEntropy = r.boolean("chunked_ce", false);
    s.offloadActivations = r.boolean("offload_activations", false);
    s.optimizerInBackward = r.boolean("optimizer_in_backward", false);
}

void readCluster(jsonfields::FieldReader &c, Scenario &s)
{
    s.gpuId = c.string("gpu", std::nullopt, 64);
    s.parallel.gpus = readInt(c, Limited::Gpus, 1);
    s.parallel.gpusPerNode = readInt(c, Limited::GpusPerNode, 8);
    s.parallel.sharding = c.enumeration<Sharding>("sharding", parseSharding, Sharding::None);
    s.parallel.tp = readInt(c, Limited::Tp, 1);
    s.parallel.pp = readInt(c, Limited::Pp, 1);
    s.parallel.cp = readInt(c, Limited::Cp, 1);
    s.parallel.ep = readInt(c, Limited::Ep, 1);
    s.parallel.offload = c.enumeration<Offload>("offload", parseOffload, Offload::None);
    s.interNodeBandwidthGBs = readNumber(c, Limited::InterNodeBandwidth, 50.0);
}

void readWorkload(jsonfields::FieldReader &w, Workload &out)
{
    out.datasetTokens = readNumber(w, Limited::DatasetTokens, out.datasetTokens);
    out.epochs = readNumber(w, Limited::Epochs, 1.0);
    out.promptLen = readInt(w, Limited::PromptLen, 0);
    out.kvCacheLen = readInt(w, Limited::KvCacheLen, 0);
    out.eagerDecode = w.boolean("eager_decode", false);
}

// Speculative decoding (files before version 7 have none: off).
void readSpeculative(jsonfields::FieldReader &p, SpeculativeSettings &out)
{
    const SpeculativeSettings defaults;
    out.method = p.enumeration<SpeculativeMethod>("method", parseSpeculativeMethod, defaults.method);
    out.draftTokens = readInt(p, Limited::SpecTokens, defaults.draftTokens);
    out.acceptanceLength = readOptional(p, Limited::AcceptanceLength);
    if (p.has("draft_model")) {
        jsonfields::FieldReader draft = p.child("draft_model");
        out.draftModel = architectureFromJson(draft, ArchitectureIdentity::Optional);
    }
}

// Serving settings (version 1 files have none: the defaults).
void readServing(jsonfields::FieldReader &v, ServingSettings &sv)
{
    const ServingSettings defaults;
    sv.engine = v.enumeration<ServingEngine>("engine", parseServingEngine, defaults.engine);
    sv.load = v.enumeration<LoadKind>("load", parseLoadKind, defaults.load);
    sv.concurrency = readInt(v, Limited::Concurrency, defaults.concurrency);
    sv.requestsPerSecond = readNumber(v, Limited::RequestRate, defaults.requestsPerSecond);
    sv.offlineRequests = readInt(v, Limited::OfflineRequests, defaults.offlineRequests);
    sv.inputLen = readInt(v, Limited::InputLen, defaults.inputLen);
    sv.outputLen = readInt(v, Limited::OutputLen, defaults.outputLen);
    sv.prefixCacheHit = readNumber(v, Limited::PrefixCacheHit, defaults.prefixCacheHit);
    sv.kvDtype = v.enumeration<DType>("kv_dtype", parseKvCacheType, defaults.kvDtype);
    sv.replicas = readInt(v, Limited::Replicas, defaults.replicas);
    sv.averageLoadShare = readNumber(v, Limited::AverageLoadShare, defaults.averageLoadShare);
    sv.ttftTargetMs = readOptional(v, Limited::TtftTarget);
    sv.tpotTargetMs = readOptional(v, Limited::TpotTarget);
    sv.targetStat = v.enumeration<LatencyStat>("target_stat", parseLatencyStat, defaults.targetStat);
    jsonfields::FieldReader speculative = v.child("speculative", false);
    readSpeculative(speculative, sv.speculative);
    jsonfields::FieldReader disaggregation = v.child("disaggregation", false);
    readDisaggregation(disaggregation, sv.disaggregation);
}

PricePin readPin(jsonfields::FieldReader &r)
{
    return PricePin{readOptional(r, Limited::RentPerGpuHour), readOptional(r, Limited::PurchasePerGpu)};
}

void readPinned(jsonfields::FieldReader &p, Prices &out)
{
    const QJsonValue pins = p.value("pinned");
    if (!pins.isObject() || pins.toObject().size() > kMaxPinnedGpus) {
        p.fail(ErrorCode::WrongType, "pinned");
        return;
    }
    jsonfields::FieldReader pinReader = p.child("pinned");
    const QJsonObject all = pins.toObject();
    for (auto it = all.begin(); it != all.end(); ++it) {
        const std::string gpu = it.key().toStdString();
        if (gpu.empty() || gpu.size() > 64) {
            p.fail(ErrorCode::OutOfRange, "pinned", gpu);
            return;
        }
        jsonfields::FieldReader one = pinReader.child(gpu.c_str());
        out.pinned[gpu] = readPin(one);
    }
}

void readPrices(jsonfields::FieldReader &p, const std::string &gpuId, int version, Prices &out)
{
    // Version 2 files priced every GPU with one rent and purchase figure: they belong to the
    // scenario's GPU now. Later files pin prices per GPU id.
    const PricePin legacy = readPin(p);
    if (legacy.rentPerGpuHour || legacy.purchasePerGpu)
        out.pinned[gpuId] = legacy;
    if (p.has("pinned"))
        readPinned(p, out);
    out.lifetimeYears = readNumber(p, Limited::LifetimeYears, out.lifetimeYears);
    out.powerPricePerKwh = readNumber(p, Limited::PowerPrice, out.powerPricePerKwh);
    out.pue = readNumber(p, Limited::Pue, out.pue);
    // Files before these existed open with today's defaults (the hosting per GPU and year of
    // version 5 and older files is not carried over: it priced a share of the room per GPU, today
    // the colocation is priced per kW of the systems).
    out.hostingPerKwMonth = readNumber(p, Limited::HostingPerKwMonth, out.hostingPerKwMonth);
    out.residualPercent = readNumber(p, Limited::ResidualPercent, out.residualPercent);
    out.interestPercent = readNumber(p, Limited::InterestPercent, out.interestPercent);
    out.supportPercent = readNumber(p, Limited::SupportPercent, out.supportPercent);
    out.licencePerGpuYear = readNumber(p, Limited::LicencePerGpuYear, out.licencePerGpuYear);
    out.utilisation = readNumber(p, Limited::Utilisation, out.utilisation);
    out.rackKw = readNumber(p, Limited::RackKw, out.rackKw);
    // Version 4 and older files always wrote the 2,000 h nobody could edit: they open with the
    // workload's hours (a serving deployment runs around the clock). Later files carry a figure
    // only where the user set one.
    if (version >= 5)
        out.usageHoursPerYear = readOptional(p, Limited::UsageHoursPerYear);
    out.currency = p.string("currency", out.currency, 8);
    if (p.ok() && !isKnownCurrency(out.currency))
        p.fail(ErrorCode::UnknownValue, "currency", out.currency);
    // Files without a table (version 2 and older) take the shipped one.
    out.rates = builtInExchangeRates();
    if (p.has("exchange_rates")) {
        jsonfields::FieldReader x = p.child("exchange_rates");
        out.rates = readExchangeRates(x, "per_usd", RatesCoverage::Partial);
    }
    if (p.ok() && !out.rates.rate(out.currency))
        p.fail(ErrorCode::MissingField, "exchange_rates.per_usd", out.currency);
}

void readRequirements(jsonfields::FieldReader &q, Requirements &out)
{
    out.deadlineHours = readOptional(q, Limited::DeadlineHours);
    out.budget = readOptional(q, Limited::Budget);
    out.ownership = q.enumeration<Ownership>("ownership", parseOwnership, Ownership::Rent);
    // A vendor no catalog GPU has would filter every GPU out ("nothing fits"): refused, and
    // kept in the catalog's spelling.
    const std::string vendor = q.string("vendor", std::string(), 64);
    if (const std::optional<std::string> known = findGpuVendor(GpuCatalog::builtIn(), vendor))
        out.vendor = *known;
    else if (q.ok() && !vendor.empty())
        q.fail(ErrorCode::UnknownValue, "vendor", vendor);
    out.calibratedFirst = q.boolean("calibrated_first", true);
    out.onlyOffered = q.boolean("only_offered", false);
    out.allowRefurbished = q.boolean("allow_refurbished", false);
    out.spareUnit = q.boolean("spare_unit", false);  // older files: no spare  // older files: new hardware only
}

// Files before version 6 have no report details: empty, the language's VAT, 30 days.
void readReport(jsonfields::FieldReader &r, ReportDetails &out)
{
    out.customer = r.string("customer", std::string(), kMaxReportText);
    out.project = r.string("project", std::string(), kMaxReportText);
    out.consultantName = r.string("consultant", std::string(), kMaxReportText);
    out.consultantCompany = r.string("company", std::string(), kMaxReportText);
    out.notes = r.string("notes", std::string(), kMaxReportNotes);
    out.quoteNumber = r.string("quote_number", std::string(), 64);
    out.vatPercent = r.optionalNumber("vat_percent", 0, kMaxVatPercent);
    out.validityDays = r.integer("validity_days", 1, kMaxValidityDays, out.validityDays);
}

// The scenario of a parsed file.
Result<Scenario> scenarioFromObject(const QJsonObject &root, const std::string &fileName)
{
    jsonfields::FieldReader r(root, fileName);
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
    readTraining(r, s);
    jsonfields::FieldReader cluster = r.child("cluster");
    readCluster(cluster, s);
    jsonfields::FieldReader workload = r.child("workload", false);
    readWorkload(workload, s.workload);
    jsonfields::FieldReader serving = r.child("serving", false);
    readServing(serving, s.serving);
    jsonfields::FieldReader prices = r.child("prices", false);
    readPrices(prices, s.gpuId, version, s.prices);
    jsonfields::FieldReader requirements = r.child("requirements", false);
    readRequirements(requirements, s.requirements);
    jsonfields::FieldReader report = r.child("report", false);
    readReport(report, s.report);
    if (!r.ok())
        return r.error();
    return s;
}

// The price list a parsed scenario file carries (nullopt: none).
Result<std::optional<PriceList>> priceListIn(const QJsonObject &root, const std::string &fileName,
                                             const GpuCatalog &catalog)
{
    const QJsonValue list = root.value(QStringLiteral("price_list"));
    if (list.isUndefined() || list.isNull())
        return std::optional<PriceList>();
    if (!list.isObject())
        return Error{ErrorCode::WrongType, "price_list", "an object", fileName};
    Result<PriceList> read = priceListFromObject(list.toObject(), fileName, catalog);
    if (!read) {
        Error e = read.error();
        e.field = e.field.empty() ? "price_list" : "price_list." + e.field;
        return e;
    }
    return std::optional<PriceList>(std::move(read).value());
}

} // namespace

Result<Scenario> scenarioFromJson(const QByteArray &data, const std::string &fileName)
{
    auto parsed = jsonfields::parseObject(data.toStdString(), fileName, kMaxScenarioBytes);
    if (!parsed)
        return parsed.error();
    return scenarioFromObject(parsed.value(), fileName);
}

Result<Scenario> readScenarioFile(const std::string &path)
{
    Result<std::string> text = readCappedFile(path, kMaxScenarioBytes);
    if (!text)
        return text.error();
    return scenarioFromJson(QByteArray::fromStdString(text.value()), path);
}

Result<std::optional<PriceList>> scenarioPriceListFromJson(const QByteArray &data, const std::string &fileName,
                                                            const GpuCatalog &catalog)
{
    auto parsed = jsonfields::parseObject(data.toStdString(), fileName, kMaxScenarioBytes);
    if (!parsed)
        return parsed.error();
    return priceListIn(parsed.value(), fileName, catalog);
}

// One read and one parse for both: the scenario and the price list it carries.
Result<ScenarioWithPrices> readScenarioFileWithPrices(const std::string &path, const GpuCatalog &catalog)
{
    Result<std::string> text = readCappedFile(path, kMaxScenarioBytes);
    if (!text)
        return text.error();
    auto parsed = jsonfields::parseObject(text.value(), path, kMaxScenarioBytes);
    if (!parsed)
        return parsed.error();
    Result<Scenario> scenario = scenarioFromObject(parsed.value(), path);
    if (!scenario)
        return scenario.error();
    Result<std::optional<PriceList>> list = priceListIn(parsed.value(), path, catalog);
    if (!list)
        return list.error();
    return ScenarioWithPrices{std::move(scenario).value(), std::move(list).value()};
}

std::optional<Error> writeScenarioFile(const Scenario &scenario, const std::string &path, const WriteFault &fault,
                                       const PriceList *priceList)
{
    return writeFileAtomically(path, scenarioToJson(scenario, priceList), fault);
}

} // namespace gpusizer::core
