// Decode (one new token per sequence per step) reads every weight once per step and the KV
// cache of every sequence: time ≈ bytes / achieved bandwidth, unless b sequences make the
// matrix products compute bound. Host-side launch overhead per layer and token overlaps with
// the GPU work (eager PyTorch generate: ~0.9 ms per layer; CUDA graphs / compiled decoders:
// ~0.1 ms). Eager MoE implementations loop over experts on the host. A dynamic (growing) KV
// cache in eager PyTorch is re-concatenated every step: the cache is read twice and written once.
// Prefill runs like a training forward (2·P per token plus causal attention).
#include "estimate/time/decodemodel.h"
#include "model/units.h"

#include "estimate/time/utilisationmodel.h"
#include "model/kvcache.h"
#include "model/expertrouting.h"

#include <algorithm>
#include <cmath>

namespace gpusizer::core::timing {

namespace {

// KV-cache bytes per token of context, whole model, one sequence.
double kvBytesPerContextToken(const Architecture &a, double context, DType compute)
{
    return kvValuesPerTokenLayer(a) * unquantisedBytesPerElement(compute) * kvLayerTokens(a, context);
}

} // namespace

EagerKvTraffic eagerKvTraffic(const Scenario &s, const GpuSpec &gpu, const DecodeTraffic &traffic)
{
    const Architecture &a = s.model;
    EagerKvTraffic t;
    // A growing cache is concatenated with the new token's K and V every step: read and written.
    t.copies = s.workload.kvCacheLen <= 0 ? 2.0 : 0.0;
    // Grouped K/V are copied out once per query head before the attention kernel (transformers'
    // repeat_kv: read once, written `groups` times), and the kernel reads the copies.
    const double groups = queryHeadsPerKvHead(a);
    if (groups > 1.0) {
        t.copies += 1.0 + groups;
        t.attentionReads = groups;
    }
    // A fused attention kernel without split-KV gives each (sequence, head) pair one thread block
    // that streams the head's whole context: with fewer blocks than multiprocessors only their
    // share of the bandwidth is used. Matrix-product (eager) attention spreads over the context.
    const int tp = std::max(1, s.parallel.tp);
    if (s.attention != AttentionKernel::Eager && gpu.multiprocessors > 0) {
        const double blocks = double(a.heads) / tp * traffic.batch;
        t.occupancy = std::clamp(blocks / gpu.multiprocessors, 1e-3, 1.0);
    }
    return t;
}

DecodeTraffic decodeTraffic(const Scenario &s, const MatmulParams &p)
{
    const Architecture &a = s.model;
    DecodeTraffic t;
    t.batch = std::max(1, s.microBatch);
    // Weights read per decode step: experts touched by `batch` sequences.
    double expertsRead = p.expertActive;
    if (a.isMoE() && a.experts > 0) {
        expertsRead = std::max(p.expertActive, p.expertTotal * expertsTouchedShare(a, t.batch));
    }
    const double headBytes = unquantisedBytesPerElement(s.weightDtype);
    const double linears = p.attention + p.denseMlp + expertsRead;
    t.weightBytes = linears * storedBytesPerWeight(s.weightDtype) + p.lmHead * headBytes;
    // A step of more sequences may dequantise every linear weight into a copy (bitsandbytes NF4).
    if (t.batch > 1)
        t.weightBytes += linears * batchedDequantBytesPerWeight(s.weightDtype, s.computeDtype);
    const double prompt = std::max(0, s.workload.promptLen);
    const double generated = std::max(1, s.seqLen);
    t.context = prompt + generated / 2.0;
    t.kvBytesPerSequence = kvBytesPerContextToken(a, t.context, s.computeDtype);
    return t;
}

void estimateInference(const Scenario &s, const GpuSpec &gpu, const MatmulParams &p, TimeEstimate &out)
{
    const Calibration &cal = calibration();
    const Architecture &a = s.model;
    const int tp = std::max(1, s.parallel.tp);
    const int pp = std::max(1, s.parallel.pp);
    const int replicas = std::max(1, s.parallel.gpus / (tp * pp));
    const DecodeTraffic traffic = decodeTraffic(s, p);
    const double batch = traffic.batch;
    const double prompt = std::max(0, s.workload.promptLen);
    const double generated = std::max(1, s.seqLen);
    const bool eager = s.workload.eagerDecode;

    const double weightBytes = traffic.weightBytes;
    const double context = traffic.context;
    const double bandwidth = gpu.memoryBandwidthGBs * units::kGB * cal.decodeBandwidthEfficiency;
    const EagerKvTraffic kv = eager ? eagerKvTraffic(s, gpu, traffic) : EagerKvTraffic{};
    const double memorySeconds = (weightBytes + batch * traffic.kvBytesPerSequence * kv.copies) / (tp * bandwidth)
        + batch * traffic.kvBytesPerSequence * kv.attentionReads / (tp * bandwidth * kv.occupancy);

    const double peak = matmulPeakTflops(gpu, s.computeDtype) * 1e12;
    const double efficiency = matmulEfficiency(gpu, s.computeDtype) * gemmSizeFactor(batch);
    const double decodeFlops = 2.0 * (p.layersActive() + p.lmHead) * batch
        + 4.0 * a.layers * context * queryWidth(a) * batch;
    const double computeSeconds = decodeFlops / (tp * peak * efficiency);
    const double deviceSeconds = std::max(memorySeconds, computeSeconds);

    double hostSeconds = (eager ? cal.eagerSecondsPerLayerToken : cal.graphSecondsPerLayerToken) * a.layers;
    if (eager && a.isMoE())
        hostSeconds += cal.eagerSecondsPerExpertLayerToken * a.experts * a.moeLayers();
    const double stepSeconds = overlappedWith(deviceSeconds, hostSeconds, cal.decodeOverlapSharpness);

    // Prefill of the prompt for the whole batch.
    const double prefillTokens = prompt * batch;
    const double prefillFlops = prefillTokens
        * (2.0 * (p.layersActive() + p.lmHead) + 4.0 * a.layers * causalKeysPerQuery(a, prompt) * queryWidth(a));
    const double prefillEfficiency = matmulEfficiency(gpu, s.computeDtype) * gemmSizeFactor(prefillTokens);
    out.prefillSeconds = prefillTokens > 0 ? prefillFlops / (tp * pp * peak * prefillEfficiency) : 0.0;

    out.decodeTokensPerSecondPerStream = 1.0 / stepSeconds;
    out.decodeTokensPerSecondAggregate = batch / stepSeconds;
    out.stepSeconds = stepSeconds;
    out.computeSecondsPerStep = deviceSeconds;
    out.tokensPerSecondCluster = out.decodeTokensPerSecondAggregate * replicas;
    out.tokensPerSecondPerGpu = out.tokensPerSecondCluster / std::max(1, s.parallel.gpus);
    out.flopsPerToken = 2.0 * (p.layersActive() + p.lmHead);
    out.hardwareFlopsPerToken = decodeFlops / batch;
    out.mfu = out.flopsPerToken * out.decodeTokensPerSecondAggregate / (tp * pp * peak);
    out.bottleneck = computeSeconds > memorySeconds ? Bottleneck::Compute : Bottleneck::MemoryBandwidth;

    // Workload: datasetTokens x epochs generated tokens, in batches of `batch` sequences of
    // `generated` tokens, each batch preceded by its prefill.
    const double tokens = s.workload.datasetTokens * s.workload.epochs;
    const double batches = std::ceil(tokens / (batch * generated) / replicas);
    out.totalSteps = batches * generated;
    out.wallSeconds = batches * (out.prefillSeconds + generated * stepSeconds);
    out.gpuHours = out.wallSeconds * s.parallel.gpus / 3600.0;
}

} // namespace gpusizer::core::timing
