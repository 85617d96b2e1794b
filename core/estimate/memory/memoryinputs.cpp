#include "estimate/memory/memoryinputs.h"
#include "estimate/memory/quantisedlinears.h"

#include <algorithm>

namespace gpusizer::core::memory {

namespace {

// Linear weights of one average transformer block (what weight quantisation converts).
double linearParamsPerLayer(const Architecture &a, const ParameterCounts &p)
{
    const double blocks = double(a.layers);
    const double layerTotal = p.total - p.embedding - p.lmHead - p.finalNorm;
    double linear = layerTotal / blocks - p.normsPerLayer;
    if (a.isMoE())
        linear -= double(a.hidden) * a.experts * double(a.moeLayers()) / blocks; // router
    return std::max(0.0, linear);
}

double mlpTargets(const LoraSettings &lora, double h, double f)
{
    const double r = lora.rank;
    double n = 0;
    if (lora.has(LoraTarget::Gate))
        n += r * (h + f);
    if (lora.has(LoraTarget::Up))
        n += r * (h + f);
    if (lora.has(LoraTarget::Down))
        n += r * (f + h);
    return n;
}

} // namespace

DType unquantisedType(const Scenario &s)
{
    if (isQuantised(s.weightDtype) || s.weightDtype == DType::FP8) {
        if (s.computeDtype == DType::FP32)
            return DType::FP32;
        return s.computeDtype == DType::FP16 ? DType::FP16 : DType::BF16;
    }
    return s.weightDtype;
}

double loraTrainableParams(const Architecture &a, const LoraSettings &lora)
{
    const double r = lora.rank;
    const double h = a.hidden;
    double qOut = double(a.heads) * a.headDim;
    double kvOut = double(a.kvHeads) * a.headDim;
    double oIn = qOut;
    if (a.isMLA()) {
        qOut = double(a.heads) * (double(a.qkNopeHeadDim) + a.qkRopeHeadDim);
        kvOut = double(a.kvLoraRank) + a.qkRopeHeadDim;
        oIn = double(a.heads) * a.vHeadDim;
    }
    double perLayer = 0;
    if (lora.has(LoraTarget::Q))
        perLayer += r * (h + qOut);
    if (lora.has(LoraTarget::K))
        perLayer += r * (h + kvOut);
    if (lora.has(LoraTarget::V))
        perLayer += r * (h + kvOut);
    if (lora.has(LoraTarget::O))
        perLayer += r * (oIn + h);
    double total = perLayer * a.layers;
    if (a.isMoE()) {
        const int dense = std::clamp(a.denseLayers, 0, a.layers);
        total += dense * mlpTargets(lora, h, a.intermediate);
        total += double(a.moeLayers()) * (a.experts + a.sharedExperts)
            * mlpTargets(lora, h, a.expertIntermediate);
    } else {
        total += a.layers * mlpTargets(lora, h, a.intermediate);
    }
    const double vocab = double(a.vocab);
    if (lora.has(LoraTarget::LmHead))
        total += r * (h + vocab);
    if (lora.has(LoraTarget::Embed))
        total += r * (vocab + h);
    return total;
}

MemoryInputs prepareInputs(const Scenario &s)
{
    MemoryInputs in;
    in.scenario = &s;
    in.arch = &s.model;
    const Architecture &a = s.model;
    in.params = countParameters(a);

    const Parallelism &par = s.parallel;
    in.tp = std::max(1, par.tp);
    in.pp = std::max(1, par.pp);
    in.cp = std::max(1, par.cp);
    in.dp = std::max(1, par.dataParallel());
    // Context-parallel ranks hold the same model slice, so FSDP/ZeRO and Megatron's
    // distributed optimizer shard over data x context ranks.
    in.shardDegree = in.dp * in.cp;
    if (par.sharding == Sharding::FSDPHybrid) {
        const int perNode = std::max(1, par.gpusPerNode / in.tp);
        in.shardDegree = std::clamp(perNode, 1, in.dp * in.cp);
    }
    in.stageLayers = (a.layers + in.pp - 1) / in.pp;
    in.inFlightMicroBatches = in.pp > 1 ? std::clamp(s.gradAccum, 1, in.pp) : 1;

    const ParameterCounts &p = in.params;
    const double layerTotal = p.total - p.embedding - p.lmHead - p.finalNorm;
    const double perLayer = layerTotal / std::max(1, a.layers);
    in.layerParamsPerGpu = perLayer * in.stageLayers / in.tp;
    in.quantisableParamsPerGpu = linearParamsPerLayer(a, p) * in.stageLayers / in.tp;
    in.embeddingPerGpu = p.embedding / in.tp;
    const double head = (a.tiedEmbeddings ? (in.pp > 1 ? p.embedding : 0.0) : p.lmHead) / in.tp;
    in.lmHeadPerGpu = head + p.finalNorm;
    // The busiest stage holds the blocks plus the larger of embedding and head (pp > 1).
    in.modelParamsPerGpu = in.layerParamsPerGpu
        + (in.pp > 1 ? std::max(in.embeddingPerGpu, in.lmHeadPerGpu)
                     : in.embeddingPerGpu + in.lmHeadPerGpu);
    // A framework that quantises its LM head too (quantisedlinears.h) stores it like the blocks.
    if (quantisesLmHead(s) && in.pp == 1)
        in.quantisableParamsPerGpu += in.lmHeadPerGpu - p.finalNorm;

    in.tokensPerMicroBatch = double(s.seqLen) * s.microBatch / in.cp;
    in.activationBytes = unquantisedBytesPerElement(s.computeDtype);
    return in;
}

} // namespace gpusizer::core::memory
