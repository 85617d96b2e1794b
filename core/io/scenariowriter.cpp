// The scenario file's writer: a Scenario (and the price list it was priced with) as the
// versioned JSON that scenariofile.cpp reads back.
#include "io/scenariowriter.h"
#include "util/qstringfromutf8.h"

#include "io/scenarioformat.h"
#include "io/disaggregationjson.h"
#include "io/pricelistfile.h"

#include "catalog/architecturejson.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace gpusizer::core {

namespace {

QJsonValue optionalValue(const std::optional<double> &v) { return v ? QJsonValue(*v) : QJsonValue(); }

QJsonObject clusterJson(const Scenario &s)
{
    return QJsonObject{
        {QStringLiteral("gpu"), toQString(s.gpuId)},
        {QStringLiteral("gpus"), s.parallel.gpus},
        {QStringLiteral("gpus_per_node"), s.parallel.gpusPerNode},
        {QStringLiteral("sharding"), toQString(toString(s.parallel.sharding))},
        {QStringLiteral("tp"), s.parallel.tp},
        {QStringLiteral("pp"), s.parallel.pp},
        {QStringLiteral("cp"), s.parallel.cp},
        {QStringLiteral("ep"), s.parallel.ep},
        {QStringLiteral("offload"), toQString(toString(s.parallel.offload))},
        {QStringLiteral("inter_node_gbs"), s.interNodeBandwidthGBs},
    };
}

QJsonObject workloadJson(const Workload &w)
{
    return QJsonObject{
        {QStringLiteral("dataset_tokens"), w.datasetTokens},
        {QStringLiteral("epochs"), w.epochs},
        {QStringLiteral("prompt_len"), w.promptLen},
        {QStringLiteral("kv_cache_len"), w.kvCacheLen},
        {QStringLiteral("eager_decode"), w.eagerDecode},
    };
}

QJsonObject speculativeJson(const SpeculativeSettings &v)
{
    QJsonObject o{
        {QStringLiteral("method"), toQString(toString(v.method))},
        {QStringLiteral("draft_tokens"), v.draftTokens},
        {QStringLiteral("acceptance_length"), optionalValue(v.acceptanceLength)},
    };
    if (v.draftModel)
        o.insert(QStringLiteral("draft_model"), architectureToJson(*v.draftModel));
    return o;
}

// The disaggregation block is written where it differs from the default (off), so that every
// file reads back as it was written and a file without a split stays a version 7 one.
bool writesDisaggregation(const ServingSettings &v) { return !(v.disaggregation == DisaggregationSettings{}); }

QJsonObject servingJson(const ServingSettings &v)
{
    QJsonObject o{
        {QStringLiteral("engine"), toQString(toString(v.engine))},
        {QStringLiteral("load"), toQString(toString(v.load))},
        {QStringLiteral("concurrency"), v.concurrency},
        {QStringLiteral("requests_per_s"), v.requestsPerSecond},
        {QStringLiteral("offline_requests"), v.offlineRequests},
        {QStringLiteral("input_len"), v.inputLen},
        {QStringLiteral("output_len"), v.outputLen},
        {QStringLiteral("prefix_cache_hit"), v.prefixCacheHit},
        {QStringLiteral("kv_dtype"), toQString(toString(v.kvDtype))},
        {QStringLiteral("replicas"), v.replicas},
        {QStringLiteral("average_load_share"), v.averageLoadShare},
        {QStringLiteral("ttft_target_ms"), optionalValue(v.ttftTargetMs)},
        {QStringLiteral("tpot_target_ms"), optionalValue(v.tpotTargetMs)},
        {QStringLiteral("target_stat"), toQString(toString(v.targetStat))},
        {QStringLiteral("speculative"), speculativeJson(v.speculative)},
    };
    if (writesDisaggregation(v))
        o.insert(QStringLiteral("disaggregation"), disaggregationToJson(v.disaggregation));
    return o;
}

QJsonObject pricesJson(const Prices &p)
{
    QJsonObject pinned;
    for (const auto &[gpu, pin] : p.pinned)
        pinned.insert(QString::fromStdString(gpu),
                      QJsonObject{{QStringLiteral("rent_per_gpu_hour"), optionalValue(pin.rentPerGpuHour)},
                                  {QStringLiteral("purchase_per_gpu"), optionalValue(pin.purchasePerGpu)}});
    QJsonObject perUsd;
    for (const auto &[code, rate] : p.rates.perUsd)
        perUsd.insert(QString::fromStdString(code), rate);
    const QJsonObject rates{
        {QStringLiteral("date"), toQString(p.rates.date)},
        {QStringLiteral("source"), toQString(p.rates.source)},
        {QStringLiteral("per_usd"), perUsd},
    };
    QJsonObject o{
        {QStringLiteral("pinned"), pinned},
        {QStringLiteral("exchange_rates"), rates},
        {QStringLiteral("lifetime_years"), p.lifetimeYears},
        {QStringLiteral("power_price_per_kwh"), p.powerPricePerKwh},
        {QStringLiteral("pue"), p.pue},
        {QStringLiteral("hosting_per_kw_month"), p.hostingPerKwMonth},
        {QStringLiteral("residual_percent"), p.residualPercent},
        {QStringLiteral("interest_percent"), p.interestPercent},
        {QStringLiteral("support_percent"), p.supportPercent},
        {QStringLiteral("licence_per_gpu_year"), p.licencePerGpuYear},
        {QStringLiteral("utilisation"), p.utilisation},
        {QStringLiteral("rack_kw"), p.rackKw},
        {QStringLiteral("currency"), toQString(p.currency)},
    };
    if (p.usageHoursPerYear)
        o.insert(QStringLiteral("usage_hours_per_year"), *p.usageHoursPerYear);
    return o;
}

QJsonObject reportJson(const ReportDetails &r)
{
    return QJsonObject{
        {QStringLiteral("customer"), toQString(r.customer)},
        {QStringLiteral("project"), toQString(r.project)},
        {QStringLiteral("consultant"), toQString(r.consultantName)},
        {QStringLiteral("company"), toQString(r.consultantCompany)},
        {QStringLiteral("notes"), toQString(r.notes)},
        {QStringLiteral("quote_number"), toQString(r.quoteNumber)},
        {QStringLiteral("vat_percent"), optionalValue(r.vatPercent)},
        {QStringLiteral("validity_days"), r.validityDays},
    };
}

QJsonObject requirementsJson(const Requirements &req)
{
    return QJsonObject{
        {QStringLiteral("deadline_hours"), optionalValue(req.deadlineHours)},
        {QStringLiteral("budget"), optionalValue(req.budget)},
        {QStringLiteral("ownership"), toQString(toString(req.ownership))},
        {QStringLiteral("vendor"), toQString(req.vendor)},
        {QStringLiteral("calibrated_first"), req.calibratedFirst},
        {QStringLiteral("only_offered"), req.onlyOffered},
        {QStringLiteral("allow_refurbished"), req.allowRefurbished},
        {QStringLiteral("spare_unit"), req.spareUnit},
    };
}

QJsonObject loraJson(const LoraSettings &lora)
{
    return QJsonObject{
        {QStringLiteral("rank"), lora.rank},
        {QStringLiteral("targets"), toQString(loraTargetsToString(lora.targets))},
        {QStringLiteral("alpha"), lora.alpha},
        {QStringLiteral("fully_trained"), toQString(loraTargetsToString(lora.fullyTrained))},
    };
}

} // namespace

QByteArray scenarioToJson(const Scenario &s, const PriceList *priceList)
{
    QJsonObject root{
        {QStringLiteral("format"), QLatin1String(kScenarioFileFormat)},
        {QStringLiteral("version"), writesDisaggregation(s.serving) ? kScenarioFileVersion
                                                                    : kScenarioFileVersionWithoutDisaggregation},
        {QStringLiteral("model"), architectureToJson(s.model)},
        {QStringLiteral("method"), toQString(toString(s.method))},
        {QStringLiteral("weight_dtype"), toQString(toString(s.weightDtype))},
        {QStringLiteral("compute_dtype"), toQString(toString(s.computeDtype))},
        {QStringLiteral("master_weights"), s.masterWeights ? QJsonValue(*s.masterWeights) : QJsonValue()},
        {QStringLiteral("optimizer"), toQString(toString(s.optimizer))},
        {QStringLiteral("framework"), toQString(toString(s.framework))},
        {QStringLiteral("compiled"), s.compiled},
        {QStringLiteral("lora"), loraJson(s.lora)},
        {QStringLiteral("seq_len"), s.seqLen},
        {QStringLiteral("micro_batch"), s.microBatch},
        {QStringLiteral("grad_accum"), s.gradAccum},
        {QStringLiteral("grad_ckpt"), toQString(toString(s.checkpointing))},
        {QStringLiteral("attention"), toQString(toString(s.attention))},
        {QStringLiteral("chunked_ce"), s.chunkedCrossEntropy},
        {QStringLiteral("offload_activations"), s.offloadActivations},
        {QStringLiteral("optimizer_in_backward"), s.optimizerInBackward},
        {QStringLiteral("cluster"), clusterJson(s)},
        {QStringLiteral("workload"), workloadJson(s.workload)},
        {QStringLiteral("serving"), servingJson(s.serving)},
        {QStringLiteral("prices"), pricesJson(s.prices)},
        {QStringLiteral("requirements"), requirementsJson(s.requirements)},
        {QStringLiteral("report"), reportJson(s.report)},
    };
    if (priceList && !priceList->entries.empty())
        root.insert(QStringLiteral("price_list"), priceListToObject(*priceList));
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

} // namespace gpusizer::core
