#pragma once

#include "catalog/modelcatalog.h"
#include "model/methodchange.h"
#include "model/scenario.h"

#include <utility>

namespace gpusizer::core::testing {

// Llama 3.1 8B LoRA on one H100, 2,048 tokens, micro-batch 4, accumulation 4.
inline Scenario loraOnH100()
{
    Scenario s;
    s.model = *ModelCatalog::builtIn().find("llama-3.1-8b");
    s.method = Method::LoRA;
    s.gpuId = "h100-sxm";
    s.seqLen = 2048;
    s.microBatch = 4;
    s.gradAccum = 4;
    return s;
}

// Llama 3.1 70B served in FP8 on 2 x H100 (TP 2), a p99 TPOT target of 50 ms.
inline Scenario llama70bFp8OnTwoH100()
{
    Scenario s = withMethod(loraOnH100(), Method::Inference);
    s.model = *ModelCatalog::builtIn().find("llama-3.1-70b");
    s.weightDtype = DType::FP8;
    s.parallel.gpus = 2;
    s.parallel.gpusPerNode = 2;
    s.parallel.tp = 2;
    s.serving.tpotTargetMs = 50;
    s.serving.targetStat = LatencyStat::P99;
    return s;
}

// The split question of issue #30 point 2 put to `base`: Llama 3.1 70B at 5 requests/s (open
// loop), 8,000 tokens in and 300 out, TTFT 2 s and TPOT `tpotTargetMs` at p99.
inline Scenario splitQuestion70B(Scenario base, double tpotTargetMs)
{
    base.model = *ModelCatalog::builtIn().find("llama-3.1-70b");
    base.serving.load = LoadKind::RequestRate;
    base.serving.requestsPerSecond = 5;
    base.serving.inputLen = 8000;
    base.serving.outputLen = 300;
    base.serving.ttftTargetMs = 2000;
    base.serving.tpotTargetMs = tpotTargetMs;
    base.serving.targetStat = LatencyStat::P99;
    return base;
}

// The same as the window holds it: its Serving group sets the single-stream lengths that the
// memory model reads (workload.promptLen, seqLen) to the request's.
inline Scenario splitQuestion70BInWindow(Scenario base, double tpotTargetMs)
{
    Scenario s = splitQuestion70B(std::move(base), tpotTargetMs);
    s.workload.promptLen = s.serving.inputLen;
    s.seqLen = s.serving.outputLen;
    return s;
}

// `question` on a split of two B200 servers that meets its targets with room: 3 prefill workers
// of TP 4 and 1 decode worker of TP 2 on 14 B200 in 8-GPU servers, 50 GB/s a GPU between them
// (TTFT p99 about 1.0 s against 2 s; with 2 prefill workers the queue takes it to the target's
// edge).
inline Scenario splitOnB200Servers(Scenario question)
{
    question.gpuId = "b200";
    question.parallel.gpus = 14;
    question.parallel.gpusPerNode = 8;
    question.parallel.tp = 2;
    question.interNodeBandwidthGBs = 50;
    question.serving.disaggregation = {3, 4, 1, 2};
    return question;
}

} // namespace gpusizer::core::testing
