#include "estimate/serving/servingreplica.h"

#include "estimate/memorymodel.h"

#include <algorithm>
#include <cmath>

namespace gpusizer::core::serving {

namespace {

// Activations of one step's token budget (residual, norms, q/k/v, MLP) and the sampler's
// logits, per GPU: about 20 hidden-sized 16-bit values per token.
constexpr double kWorkspaceValuesPerHidden = 20.0;

void addMemory(const Scenario &s, const GpuSpec &gpu, Replica &rep, ServingEstimate &e)
{
    const ReplicaShape &r = rep.shape;
    const Speculation &spec = rep.spec;
    e.gpusPerReplica = r.gpus;
    e.speculative.draftWeightBytes = spec.weightBytesPerGpu;
    e.speculative.workspaceBytes = speculativeWorkspaceBytes(spec, r, rep.instance);
    e.weightBytes = r.weightBytesPerGpu() + e.speculative.draftWeightBytes;
    e.workspaceBytes = rep.instance.maxBatchedTokens * double(r.hidden) * 2.0 * kWorkspaceValuesPerHidden / r.tpGroup
        + e.speculative.workspaceBytes;
    e.graphBytes = rep.instance.graphMemoryBytes;
    const double usable = gpu.usableBytes - cudaContextBytes(gpu);
    const double taken = e.weightBytes + e.workspaceBytes + e.graphBytes;
    e.kvPoolBytes = rep.engine.fractionOfFree ? (usable - taken) * rep.engine.memoryFraction
                                              : usable * rep.engine.memoryFraction - taken;
    e.kvPoolBytes = std::max(0.0, e.kvPoolBytes);
    // A speculating sequence also holds the k slots its drafts are verified in, and the pool
    // holds the draft's cache beside the target's.
    const int context = s.serving.inputLen + s.serving.outputLen + spec.draftTokens;
    const double draftPerSequence = draftKvBytesPerSequence(spec, r, context);
    const double perSequence = kvBytesPerSequence(r, context) + draftPerSequence;
    const double perToken = kvBytesPerSequence(r, 1.0) + draftKvBytesPerSequence(spec, r, 1.0);
    e.kvTokens = perToken > 0 ? e.kvPoolBytes * r.kvShards() / perToken : 0.0;
    const double held = perSequence > 0 ? std::floor(e.kvPoolBytes * r.kvShards() / perSequence) : 0.0;
    e.maxConcurrency = int(std::min<double>(held, rep.engine.maxBatch));
    e.fits = e.maxConcurrency >= 1;
    e.speculative.draftKvBytes = perSequence > 0 ? e.kvPoolBytes * draftPerSequence / perSequence : 0.0;
    rep.maxBatch = e.maxConcurrency;
}

} // namespace

double Replica::stepCycle(double sequences) const { return stepCycle(sequences, sequences / steps()); }

double Replica::stepCycle(double sequences, double promptsPerStep) const
{
    if (engine.mixedBatches) {
        // Prompt tokens come as chunks in some steps, not spread over all of them: the mean of
        // plain and chunk-carrying steps (the experts a step touches saturate with its tokens).
        const double perStep = promptsPerStep * prompt;
        const double chunk = std::min(prompt, std::max(1.0, chunkRoom(sequences)));
        if (perStep >= chunk || chunk <= 0)
            return step(sequences, perStep);
        const double share = perStep / chunk;
        return (1.0 - share) * step(sequences, 0) + share * step(sequences, chunk);
    }
    const double together = promptsPerPrefill(sequences);
    return step(sequences, 0) + promptsPerStep * promptStep(together) / together;
}

Replica makeReplica(const Scenario &s, const GpuSpec &gpu, ServingEstimate &e)
{
    Replica rep;
    rep.shape = replicaShape(s, gpu);
    rep.instance = engineProfile(s.serving.engine, gpu);
    // vLLM V0's multi-step scheduling is the one such setting an engine has.
    if (s.serving.engine == ServingEngine::VLLMV0)
        rep.instance.schedulerSteps = std::max(1, s.serving.schedulerSteps);
    rep.engine = rep.instance;
    // Under data-parallel attention every attention group is an engine instance of its own, with
    // its own scheduler, batch limit and token budget: SGLang starts a scheduler per DP rank
    // (--enable-dp-attention, each sizing max_running_requests from its own KV pool), vLLM an
    // engine core per data-parallel rank (--data-parallel-size with expert parallelism), and
    // TensorRT-LLM's attention DP applies max_batch_size per rank. The replica holds all of them.
    rep.engine.maxBatch *= rep.shape.attentionRanks();
    rep.engine.maxBatchedTokens *= rep.shape.attentionRanks();
    rep.spec = speculation(s, gpu);
    rep.gpu = &gpu;
    const ServingSettings &load = s.serving;
    rep.prompt = std::max(0.0, load.inputLen * (1.0 - std::clamp(load.prefixCacheHit, 0.0, 1.0)));
    rep.output = std::max(1, load.outputLen);
    rep.context = meanDecodeContext(load);
    addMemory(s, gpu, rep, e);
    e.speculative.method = rep.spec.method;
    e.speculative.draftTokens = rep.spec.draftTokens;
    e.speculative.acceptanceLength = rep.spec.acceptance;
    return rep;
}

} // namespace gpusizer::core::serving
