// The step physics of a serving engine. A decode step streams every weight once (for MoE the
// experts the batch touches) and each sequence's KV cache, and multiplies 2·N_active FLOPs per
// token of the step (decode tokens plus prefill tokens mixed in); the two overlap like the
// training model's memory and compute. Tensor parallelism adds two all-reduces of the step's
// activations per layer; the host adds its per-step overhead (graph replay and scheduling in
// C++/graph engines, every kernel launch per layer in eager PyTorch).
#include "estimate/serving/servingstep.h"
#include "model/units.h"

#include "estimate/time/utilisationmodel.h"
#include "model/kvcache.h"
#include "model/expertrouting.h"

#include <algorithm>
#include <cmath>

namespace gpusizer::core::serving {

const ServingCalibration &servingCalibration()
{
    static const ServingCalibration c;
    return c;
}

ReplicaShape replicaShape(const Scenario &s, const GpuSpec &gpu)
{
    const Architecture &a = s.model;
    const ParameterCounts counts = countParameters(a);
    ReplicaShape r;
    r.arch = &s.model;
    r.totalParams = counts.total;
    r.activeParams = counts.active;
    r.weightBytes = counts.total * storedBytesPerWeight(s.weightDtype);
    // vLLM, SGLang and TGI serve NF4 through bitsandbytes' matmul_4bit, whose steps of more than
    // one row dequantise every weight into a 16-bit copy (batchedDequantBytesPerWeight).
    r.batchedReadFactor = 1.0
        + batchedDequantBytesPerWeight(s.weightDtype, DType::BF16) / storedBytesPerWeight(s.weightDtype);
    r.kvBytesPerValue = bytesPerElement(s.serving.kvDtype);
    // A kernel that runs one block per query head streams each grouped K/V head once for each of
    // its query heads: heads / kv heads times (8 for Llama 2 70B). MLA's shared latent is read
    // once by the absorbed kernels of every engine that serves it.
    if (s.serving.kvReadPerQueryHead)
        r.kvReadsPerValue = queryHeadsPerKvHead(a);
    r.attentionWidth = double(a.heads) * a.headDim;
    r.layers = a.layers;
    r.hidden = a.hidden;
    r.experts = a.experts;
    r.expertsPerToken = a.expertsPerToken;
    r.tpGroup = std::max(1, s.parallel.tp);
    r.ep = a.isMoE() ? std::max(1, s.parallel.ep) : 1;
    r.pp = std::max(1, std::min(s.parallel.pp, a.layers));
    r.gpus = std::max(r.tpGroup, r.ep) * r.pp;
    // Groups are laid out tensor-parallel ranks first, then pipeline stages, over nodes of
    // `nodeGpus`: a group larger than a node crosses the scale-out network.
    const int nodeGpus = std::max(1, s.parallel.gpusPerNode);
    r.scaleOutGBs = std::max(1e-3, s.interNodeBandwidthGBs);
    const double link = std::max(1.0, gpu.linkBandwidthGBs);
    r.tpLinkGBs = r.tpGroup > nodeGpus ? r.scaleOutGBs : link;
    r.stageLinkGBs = r.gpus > nodeGpus ? r.scaleOutGBs : link;
    r.epOffNodeShare = r.ep > nodeGpus ? double(r.ep - nodeGpus) / r.ep : 0.0;
    // The tokens go to their experts in the experts' input format: FP8 where the experts run FP8
    // (or FP4) products (DeepSeek-V3 paper, section 3.3.2: activations quantised to FP8 before
    // the dispatch, combine in BF16; DeepEP's FP8 dispatch), else 16-bit.
    r.epDispatchBytes = s.weightDtype == DType::FP8 || s.weightDtype == DType::FP4 ? 1.0 : 2.0;
    if (a.experts > 0 && a.expertsPerToken > 0 && a.experts > a.expertsPerToken) {
        // Inactive parameters are the routed experts a token skips: (E - k) / E of them.
        const double routed = (counts.total - counts.active) * double(a.experts) / (a.experts - a.expertsPerToken);
        r.routedBytes = std::min(r.weightBytes, routed * storedBytesPerWeight(s.weightDtype));
    }
    // FP8 weights run FP8 matrix products where the GPU has them, NVFP4 FP4 products on
    // Blackwell (twice the FP8 rate); weight-only int/nf4 formats are dequantised into 16-bit.
    r.peakTflops = gpu.peakTflops(DType::BF16);
    if (s.weightDtype == DType::FP8 && gpu.fp8Tflops > 0)
        r.peakTflops = gpu.fp8Tflops;
    if (s.weightDtype == DType::FP4 && gpu.generation == GpuGeneration::Blackwell && gpu.fp8Tflops > 0)
        r.peakTflops = 2.0 * gpu.fp8Tflops;
    r.attentionPeakTflops = gpu.peakTflops(DType::BF16);
    // A decoding query meets every cached token of its layer: 2 FLOPs a multiply-add of QKᵀ over
    // the key width and of PV over the value width, per head. MLA decodes in the absorbed form
    // (DeepSeek-V2 paper, section 2.1.2; FlashMLA): each head's query is taken into the latent
    // space, so QKᵀ spans kv_lora_rank + rope dims and PV the kv_lora_rank latent, for all
    // heads against one shared latent, which makes MLA decode attention arithmetic-heavy
    // (128 heads x 2,176 FLOPs a key and layer for DeepSeek-V3).
    r.decodeFlopsPerKey = a.isMLA() ? double(a.heads) * (2.0 * (a.kvLoraRank + a.qkRopeHeadDim) + 2.0 * a.kvLoraRank)
                                    : 4.0 * r.attentionWidth;
    const double input = std::max(0, s.serving.inputLen);
    const double computed = input * (1.0 - std::clamp(s.serving.prefixCacheHit, 0.0, 1.0));
    r.promptMeanKeys = input - computed / 2.0;
    r.computeShare = timing::calibration().servingComputeShare(gpu.generation);
    r.bandwidthShare = timing::calibration().servingBandwidthShare(gpu.generation);
    return r;
}

double ReplicaShape::kvShards() const
{
    return arch != nullptr && arch->isMLA() ? double(gpus) / tpGroup : double(gpus);
}

double kvBytesPerSequence(const ReplicaShape &r, double context)
{
    return kvValuesPerTokenLayer(*r.arch) * r.kvBytesPerValue * kvLayerTokens(*r.arch, context);
}

double weightBytesReadPerGpu(const ReplicaShape &r, double tokens)
{
    const double factor = tokens > 1.0 ? r.batchedReadFactor : 1.0;
    if (r.routedBytes <= 0)
        return r.weightBytesPerGpu() * factor;
    const double touched = expertsTouchedShare(*r.arch, tokens);
    // A GPU holds (and a stage's pass reads) its stage's share of the layers, as in
    // weightBytesPerGpu(): every expert touched reads just that.
    const double routedPerGpu = r.routedBytes / (r.ep > r.tpGroup ? r.ep : r.tpGroup);
    return ((r.weightBytes - r.routedBytes) / r.tpGroup + routedPerGpu * touched) / r.pp * factor;
}

double meanDecodeContext(const ServingSettings &load)
{
    return load.inputLen + std::max(1, load.outputLen) / 2.0;
}

namespace {

// The collectives of one stage's layers for `tokens` tokens. Tensor parallelism: two
// all-reduces of the activations per layer. Expert parallelism: two all-to-all exchanges per
// layer (dispatch and combine), their latency, and over the scale-out network the hidden
// vectors of the tokens sent to experts on other nodes (each GPU sends its own share of the
// batch to the k experts of each of its tokens; DeepSeek-V3 paper, section 3.2.2).
double collectiveSeconds(const ReplicaShape &r, double tokens)
{
    const ServingCalibration &c = servingCalibration();
    const double layers = double(r.layers) / r.pp;
    double seconds = 0;
    if (r.tpGroup > 1) {
        const double bytes = tokens * r.hidden * 2.0 * 2.0 * (r.tpGroup - 1) / r.tpGroup;   // bf16, ring
        seconds += 2.0 * layers * (c.allReduceLatencySeconds + bytes / (r.tpLinkGBs * units::kGB * c.linkEfficiency));
    }
    if (r.ep > r.tpGroup) {
        const double values = tokens / r.ep * r.expertsPerToken * r.hidden * r.epOffNodeShare;
        const double bytes = values * (r.epDispatchBytes + 2.0);   // dispatch, then the bf16 combine
        seconds += layers
            * (2.0 * c.allReduceLatencySeconds + bytes / (r.scaleOutGBs * units::kGB * c.expertExchangeEfficiency));
    }
    return seconds;
}

// A micro-batch of `tokens` tokens handed from one pipeline stage to the next: its hidden
// states (bf16) and the send's latency.
double handOverSeconds(const ReplicaShape &r, double tokens)
{
    if (r.pp <= 1)
        return 0.0;
    const ServingCalibration &c = servingCalibration();
    return c.allReduceLatencySeconds + tokens * r.hidden * 2.0 / (r.stageLinkGBs * units::kGB * c.linkEfficiency);
}

double hostSeconds(const ReplicaShape &r, const EngineProfile &engine)
{
    if (engine.eagerHost)
        return r.layers * timing::calibration().eagerSecondsPerLayerToken;
    return servingCalibration().stepOverheadSeconds;
}

double flopsPerTokenOfPrompt(const ReplicaShape &r, double meanKeys)
{
    // 2·N_active for the matrix products, plus causal attention (QKᵀ and PV: 4·width FLOPs
    // per key and layer; a prompt's tokens see half its keys on average).
    return 2.0 * r.activeParams + 4.0 * r.layers * r.attentionWidth * meanKeys;
}

} // namespace

namespace {

// One pipeline stage's pass over a micro-batch: its share of the weights and of the micro-batch's
// KV cache streamed, its layers' arithmetic, overlapped; its layers' collectives after.
double stageSeconds(const ReplicaShape &r, const GpuSpec &gpu, double decodeSequences, double context,
                    double prefillTokens, double queriesPerSequence)
{
    const ServingCalibration &c = servingCalibration();
    const double bandwidth = gpu.memoryBandwidthGBs * units::kGB * r.bandwidthShare;
    const double tokens = decodeSequences + prefillTokens;
    const double memory = weightBytesReadPerGpu(r, tokens) / (bandwidth * c.weightBandwidthEfficiency)
        + decodeSequences * kvBytesPerSequence(r, context) * r.kvReadsPerValue / r.kvShards()
            / (bandwidth * c.kvBandwidthEfficiency);
    // The decoding sequences' attention over their caches (kvLayerTokens: every layer's keys, a
    // sliding window's at most its window) and the prompt chunk's over its prompt's earlier
    // tokens (4·width FLOPs a key, as a prompt alone: flopsPerTokenOfPrompt) run beside the
    // matrix products, at the 16-bit peak. Drafted tokens ride in `prefillTokens` but attend to
    // their sequence's cache (queriesPerSequence).
    const double promptTokens = std::max(0.0, prefillTokens - decodeSequences * (queriesPerSequence - 1.0));
    const double attention = decodeSequences * queriesPerSequence * r.decodeFlopsPerKey * kvLayerTokens(*r.arch, context)
        + promptTokens * 4.0 * r.attentionWidth * kvLayerTokens(*r.arch, r.promptMeanKeys);
    const double attentionTime = attention > 0 ? attention / r.attentionPeakTflops : 0.0;
    const double compute = (2.0 * r.activeParams * tokens / r.peakTflops + attentionTime)
        / (r.gpus * r.computeShare * 1e12 * c.mixedStepEfficiency);
    return timing::overlapped(memory, compute) + collectiveSeconds(r, tokens);
}

} // namespace

double forwardSeconds(const ReplicaShape &r, const GpuSpec &gpu, double decodeSequences, double context,
                      double prefillTokens, double queriesPerSequence)
{
    // Fewer sequences than stages: each rides a micro-batch of its own (the other stages idle).
    const double b = std::max(decodeSequences / r.pp, std::min(decodeSequences, 1.0));
    const double p = prefillTokens / r.pp;
    return r.pp * stageSeconds(r, gpu, b, context, p, queriesPerSequence) + (r.pp - 1) * handOverSeconds(r, b + p);
}

double stepSeconds(const ReplicaShape &r, const GpuSpec &gpu, const EngineProfile &engine, double decodeSequences,
                   double context, double prefillTokens, double queriesPerSequence)
{
    return forwardSeconds(r, gpu, decodeSequences, context, prefillTokens, queriesPerSequence) + hostSeconds(r, engine);
}

double promptSeconds(const ReplicaShape &r, const GpuSpec &gpu, const EngineProfile &engine, double tokens,
                     double prompts)
{
    // The prompts pass every stage in turn: each stage streams its weights and does its layers'
    // share of the arithmetic (chunkedPrefillSeconds is the whole replica's).
    const ServingCalibration &c = servingCalibration();
    const double all = tokens * prompts;
    const double memory = weightBytesReadPerGpu(r, all)
        / (gpu.memoryBandwidthGBs * units::kGB * r.bandwidthShare * c.weightBandwidthEfficiency);
    return r.pp * (timing::overlapped(memory, chunkedPrefillSeconds(r, tokens, prompts) / r.pp) + collectiveSeconds(r, all))
        + (r.pp - 1) * handOverSeconds(r, all) + hostSeconds(r, engine);
}

double chunkedPrefillSeconds(const ReplicaShape &r, double tokens, double prompts)
{
    // The stages work one after another on a prompt: its arithmetic runs on one stage's GPUs at
    // a time.
    // The products of a prefill are as large as its tokens: a short prompt alone leaves SMs idle
    // (the training model's GEMM-size law, timing::gemmSizeFactor: half speed at 54 tokens, 0.79
    // of it at 200, 0.97 at 2,000).
    const double all = prompts * tokens;
    if (all <= 0)
        return 0.0;
    const double flops = all * flopsPerTokenOfPrompt(r, tokens / 2.0);
    return flops / (r.layerSplit() * r.peakTflops * r.computeShare * 1e12 * servingCalibration().prefillEfficiency
                    * timing::gemmSizeFactor(all));
}

} // namespace gpusizer::core::serving
