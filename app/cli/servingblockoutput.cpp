#include "servingblockoutput.h"
#include "util/qstringfromutf8.h"

#include "recommend/servingblock.h"

#include "recommend/servingminimum.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <cstdio>
#include <string>

namespace gpusizer::cli {

using namespace gpusizer::core;

namespace {

// What would lower a floor no replica count lowers.
const char *remedyFor(const ServingBlock &b)
{
    switch (b.cause) {
    case ServingLimit::WeightsDoNotFit:
        return "FP8 or INT4 weights, or a GPU with more memory";
    case ServingLimit::LatencyTarget:
        return b.tpotFloorMissesTarget ? "FP8 or INT4 weights (fewer bytes per decode step), or a GPU with more memory bandwidth"
                                       : "a shorter prompt, a prefix-cache hit or a GPU with more compute";
    case ServingLimit::KvMemory: return "an FP8 KV cache, more tensor parallelism or a GPU with more memory";
    default: return "more tensor parallelism or a larger GPU";
    }
}

} // namespace

void printServingBlock(const Scenario &s, const GpuSpec &gpu, const GpuCatalog &catalog)
{
    const std::optional<ServingBlock> b = servingBlock(s, gpu, catalog);
    if (!b)
        return;
    const std::string stat(toString(s.serving.targetStat));
    std::printf("\nOn %s (TP %d a replica) no number of replicas serves it: ", gpu.id.c_str(), b->tp);
    if (b->cause == ServingLimit::WeightsDoNotFit) {
        std::printf("the weights leave no room for a KV cache.\n");
    } else if (b->cause == ServingLimit::LatencyTarget) {
        std::printf("one request alone already takes");
        if (b->tpotFloorMissesTarget)
            std::printf(" TPOT %s %.1f ms (target %.1f ms)", stat.c_str(), b->aloneTpotMs, *s.serving.tpotTargetMs);
        if (b->ttftFloorMissesTarget)
            std::printf("%s TTFT %s %.0f ms (target %.0f ms)", b->tpotFloorMissesTarget ? " and" : "", stat.c_str(),
                        b->aloneTtftMs, *s.serving.ttftTargetMs);
        std::printf(".\n");
    } else {
        std::printf("the binding limit is %s.\n", std::string(toString(b->cause)).c_str());
    }
    std::printf("What would meet it: %s.\n", remedyFor(*b));
}

QJsonValue servingBlockToJson(const Scenario &s, const GpuSpec &gpu, const GpuCatalog &catalog)
{
    const std::optional<ServingBlock> b = servingBlock(s, gpu, catalog);
    if (!b)
        return QJsonValue::Null;
    return QJsonObject{
        {QStringLiteral("gpu"), QString::fromStdString(gpu.id)},
        {QStringLiteral("tp"), b->tp},
        {QStringLiteral("cause"), toQString(toString(b->cause))},
        {QStringLiteral("statistic"), toQString(toString(s.serving.targetStat))},
        {QStringLiteral("alone_tpot_ms"), b->aloneTpotMs},
        {QStringLiteral("alone_ttft_ms"), b->aloneTtftMs},
        {QStringLiteral("tpot_floor_misses_target"), b->tpotFloorMissesTarget},
        {QStringLiteral("ttft_floor_misses_target"), b->ttftFloorMissesTarget},
        {QStringLiteral("remedy"), QString::fromUtf8(remedyFor(*b))},
    };
}

void printServingDeclines(const Recommendation &r, const Scenario &s)
{
    if (r.declined.empty())
        return;
    std::printf("\nLeft out, more than %d x the GPUs the load's weights and arithmetic need:\n", kMostGpusPerPhysicalMinimum);
    const std::string stat(toString(s.serving.targetStat));
    for (const ServingDecline &d : r.declined)
        std::printf("  %-15s %5d GPUs (%d x %d) against %d: %.0f of %d sequences a replica (%s); TPOT %s %.1f ms for "
                    "one request alone\n",
                    d.gpuId.c_str(), d.gpus, d.replicas, d.gpusPerReplica, d.physicalMinimum, d.sequencesPerReplica,
                    d.maxSequencesPerReplica, d.kvPoolFull() ? "its KV pool holds no more" : "the targets allow no more",
                    stat.c_str(), d.aloneTpotMs);
}

QJsonValue servingDeclinesToJson(const Recommendation &r)
{
    QJsonArray list;
    for (const ServingDecline &d : r.declined)
        list.append(QJsonObject{
            {QStringLiteral("gpu"), QString::fromStdString(d.gpuId)},
            {QStringLiteral("gpus"), d.gpus},
            {QStringLiteral("replicas"), d.replicas},
            {QStringLiteral("gpus_per_replica"), d.gpusPerReplica},
            {QStringLiteral("physical_minimum_gpus"), d.physicalMinimum},
            {QStringLiteral("sequences_per_replica"), d.sequencesPerReplica},
            {QStringLiteral("max_sequences_per_replica"), d.maxSequencesPerReplica},
            {QStringLiteral("kv_pool_full"), d.kvPoolFull()},
            {QStringLiteral("alone_tpot_ms"), d.aloneTpotMs},
        });
    return list;
}

} // namespace gpusizer::cli
