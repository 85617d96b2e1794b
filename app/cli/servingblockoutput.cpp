#include "servingblockoutput.h"

#include "recommend/servingblock.h"

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
        {QStringLiteral("cause"), QString::fromUtf8(toString(b->cause).data(), qsizetype(toString(b->cause).size()))},
        {QStringLiteral("statistic"), QString::fromUtf8(toString(s.serving.targetStat).data(),
                                                        qsizetype(toString(s.serving.targetStat).size()))},
        {QStringLiteral("alone_tpot_ms"), b->aloneTpotMs},
        {QStringLiteral("alone_ttft_ms"), b->aloneTtftMs},
        {QStringLiteral("tpot_floor_misses_target"), b->tpotFloorMissesTarget},
        {QStringLiteral("ttft_floor_misses_target"), b->ttftFloorMissesTarget},
        {QStringLiteral("remedy"), QString::fromUtf8(remedyFor(*b))},
    };
}

} // namespace gpusizer::cli
