#include "recommendjson.h"
#include "util/qstringfromutf8.h"

#include "estimatejson.h"
#include "launchcommandoutput.h"
#include "provenanceoutput.h"

#include <string>

#include <QJsonArray>
#include <QJsonObject>

namespace gpusizer::cli {

using namespace gpusizer::core;

// `disaggregate`: the list also holds split deployments, and each serving candidate says whether it is one.
QJsonObject candidateToJson(const Candidate &c, const GpuSpec &gpu, bool disaggregate)
{
    QJsonObject o = estimateToJson(c.scenario, gpu, c.estimate);
    const Scenario &s = c.scenario;
    if (disaggregate && c.estimate.serving)
        o.insert(QStringLiteral("disaggregated"), c.scenario.serving.disaggregation.enabled());
    o.insert(QStringLiteral("strategy"), toQString(toString(c.strategy)));
    o.insert(QStringLiteral("gpus_per_node"), s.parallel.gpusPerNode);
    o.insert(QStringLiteral("nodes"), s.parallel.nodes());
    o.insert(QStringLiteral("sharding"), toQString(toString(s.parallel.sharding)));
    o.insert(QStringLiteral("tp"), s.parallel.tp);
    o.insert(QStringLiteral("pp"), s.parallel.pp);
    o.insert(QStringLiteral("ep"), s.parallel.ep);
    o.insert(QStringLiteral("offload"), toQString(toString(s.parallel.offload)));
    if (c.estimate.serving) {
        // Serving: one replica's launch command (docs/launchcommands.md) and how many to start.
        o.insert(QStringLiteral("launch_command"), launchCommandToJson(s, gpu, *c.estimate.serving));
        o.insert(QStringLiteral("replicas"), c.estimate.serving->replicas);
    }
    o.insert(QStringLiteral("checkpointing"), toQString(toString(s.checkpointing)));
    o.insert(QStringLiteral("micro_batch"), s.microBatch);
    o.insert(QStringLiteral("grad_accum"), s.gradAccum);
    o.insert(QStringLiteral("global_batch"), s.microBatch * s.gradAccum * s.parallel.dataParallel());
    // The scale-out network it was timed with: that of the systems it is quoted on.
    o.insert(QStringLiteral("inter_node_gbs"), s.interNodeBandwidthGBs);
    QJsonArray limits;
    for (Limiter l : c.limits)
        limits.append(toQString(toString(l)));
    QJsonArray reasons;
    for (Reason r : c.reasons)
        reasons.append(toQString(toString(r)));
    o.insert(QStringLiteral("limits"), limits);
    o.insert(QStringLiteral("reasons"), reasons);
    // Whether measured runs on this GPU family fitted the time model; false means the time and
    // cost rest on the datasheet and a borrowed efficiency (also listed among the reasons).
    o.insert(QStringLiteral("calibrated"), c.calibrated);
    o.insert(QStringLiteral("calibration"), calibrationToJson(gpu));
    // "fits", "tight" (the estimate fits, the high end of its ~80 % memory interval does not:
    // about 1 in 10 comparable measured runs needed more than the usable memory) or "no".
    o.insert(QStringLiteral("fit"), toQString(toString(c.fit)));
    o.insert(QStringLiteral("interval"),
             QJsonObject{{QStringLiteral("coverage"), c.interval.coverage},
                         {QStringLiteral("required_bytes"),
                          QJsonArray{c.interval.requiredBytes[0], c.interval.requiredBytes[1]}},
                         {QStringLiteral("tokens_per_s_per_gpu"),
                          QJsonArray{c.interval.tokensPerSecondPerGpu[0], c.interval.tokensPerSecondPerGpu[1]}}});
    // The measured runs of its GPU's family and its regime; none: its interval is the widened one.
    o.insert(QStringLiteral("provenance"), provenanceToJson(c.interval.provenance));
    // False: it misses the deadline or budget, runs over a year or fills less than one step
    // (the reasons say which); such configurations come after the others.
    o.insert(QStringLiteral("recommendable"), c.recommendable);
    o.insert(QStringLiteral("bill_of_materials"), billOfMaterialsToJson(c.bom, s.prices.currency));
    o.insert(QStringLiteral("facility"),
             facilityToJson(facilitySheet(c.bom, s, c.estimate.cost.usageHoursPerYear)));
    return o;
}

QJsonObject suggestionToJson(const FitSuggestion &f, const GpuSpec &gpu)
{
    QJsonObject o = estimateToJson(f.scenario, gpu, f.estimate);
    QJsonArray changes;
    for (FitChange c : f.changes)
        changes.append(toQString(toString(c)));
    o.insert(QStringLiteral("changes"), changes);
    o.insert(QStringLiteral("checkpointing"), toQString(toString(f.scenario.checkpointing)));
    o.insert(QStringLiteral("seq_len"), f.scenario.seqLen);
    o.insert(QStringLiteral("micro_batch"), f.scenario.microBatch);
    o.insert(QStringLiteral("grad_accum"), f.scenario.gradAccum);
    o.insert(QStringLiteral("optimizer"), toQString(toString(f.scenario.optimizer)));
    o.insert(QStringLiteral("sharding"), toQString(toString(f.scenario.parallel.sharding)));
    o.insert(QStringLiteral("offload"), toQString(toString(f.scenario.parallel.offload)));
    return o;
}

} // namespace gpusizer::cli
