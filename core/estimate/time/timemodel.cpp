// Training step time of one data-parallel replica (docs/estimation.md "Time and cost model"):
//   device time per micro-batch = matmul FLOPs / (peak · efficiency · GEMM-size factor)
//                               + attention FLOPs / (16-bit peak · attention efficiency)
//                               + elementwise and logit bytes / memory bandwidth
//                               + QLoRA dequantisation bytes / memory bandwidth
//                               + unfused attention's score matrix bytes / memory bandwidth
//   host time per micro-batch   = launch overhead per layer and pass (+ ZeRO-3 hooks, adapters)
//   micro-batch time            = (device^k + host^k)^(1/k)   (host work overlaps the GPU)
//   step                        = micro-batch time · (m + pp − 1)   (pipeline bubble)
//                               + communication not hidden behind compute (forward TP
//                                 collectives without TP overlap: none of it)
#include "estimate/time/timemodel.h"
#include "model/units.h"
#include "model/expertrouting.h"

#include "model/fieldlimits.h"

#include "estimate/time/commmodel.h"
#include "estimate/time/decodemodel.h"
#include "estimate/time/flopsmodel.h"
#include "estimate/time/utilisationmodel.h"

#include <algorithm>
#include <cmath>

namespace gpusizer::core {

using namespace timing;

namespace {

// Bytes of weights one GPU of a replica reads in a pass over `tokens` tokens: its share of the
// attention, dense MLP and LM head (split by tensor and pipeline parallelism; a sharded state
// is gathered whole before it is used), and of the routed experts those tokens touch (split
// further by expert parallelism), at least the experts they use.
double weightBytesTouchedPerGpu(const Scenario &s, const MatmulParams &p, double tokens)
{
    const Architecture &a = s.model;
    const Parallelism &par = s.parallel;
    const double modelSlice = double(std::max(1, par.tp)) * std::max(1, par.pp);
    double experts = p.expertActive;
    if (a.isMoE() && a.experts > a.expertsPerToken && a.expertsPerToken > 0)
        experts = std::max(p.expertActive, p.expertTotal * expertsTouchedShare(a, tokens));
    const double bytes = storedBytesPerWeight(s.weightDtype);
    return ((p.attention + p.denseMlp + p.lmHead) / modelSlice + experts / (modelSlice * std::max(1, par.ep))) * bytes;
}

} // namespace

double timing::eagerScoreSeconds(const Scenario &s, double bytesPerElement, double bandwidth)
{
    if (s.attention != AttentionKernel::Eager || bandwidth <= 0)
        return 0.0;
    // An unfused attention writes the whole b·heads·s² score matrix to memory and reads it
    // back: forward S = QK^T written, read by the softmax, P written, read by P·V (4 accesses
    // of each element); backward P read for dV, dP written, P and dP read and dS written, dS
    // read for dQ and for dK (7). Dao et al. 2022 (FlashAttention, arXiv 2205.14135),
    // Algorithm 0 and Appendix B Algorithm 3. A recompute repeats the forward.
    const double forwards = s.checkpointing == Checkpointing::None ? 1.0 : 2.0;
    const double elements = double(s.microBatch) * s.model.heads * double(s.seqLen) * s.seqLen * s.model.layers;
    return elements * bytesPerElement * (4.0 * forwards + 7.0) / bandwidth;
}

namespace {

void estimateTraining(const Scenario &s, const GpuSpec &gpu, const MatmulParams &p, TimeEstimate &out)
{
    const Calibration &cal = calibration();
    const Architecture &a = s.model;
    const Parallelism &par = s.parallel;
    const int tp = std::max(1, par.tp);
    const int pp = std::max(1, par.pp);
    const int cp = std::max(1, par.cp);
    const int ep = std::max(1, par.ep);
    const double modelParallel = double(tp) * pp * cp;
    const double microBatches = std::max(1, s.gradAccum);
    const double tokensPerMicroBatch = double(s.microBatch) * s.seqLen;  // one replica

    const TrainingFlops flops = trainingFlops(s, p);
    const double peak = matmulPeakTflops(gpu, s.computeDtype) * 1e12;
    const double attentionPeak = attentionPeakTflops(gpu, s.computeDtype) * 1e12;
    const double efficiency = matmulEfficiency(gpu, s.computeDtype);
    const double denseEff = efficiency * gemmSizeFactor(tokensPerMicroBatch);
    double expertEff = denseEff;
    if (a.isMoE() && a.experts > 0)
        expertEff = efficiency * gemmSizeFactor(tokensPerMicroBatch * a.expertsPerToken / a.experts * ep);
    double attentionEff = cal.matmulEfficiency(gpu.generation) * cal.attentionEfficiency(gpu.generation);
    // The Hopper attention calibration is FlashAttention-2's (the Hopper rows run it);
    // Transformer Engine's cuDNN backend runs Hopper-native kernels (TMA, warp-group MMA).
    if (gpu.generation == GpuGeneration::Hopper && frameworkProfile(s.framework).cudnnAttention
        && s.attention != AttentionKernel::Eager)
        attentionEff *= cal.hopperNativeAttentionGain;

    const double bandwidth = gpu.memoryBandwidthGBs * units::kGB;
    const double passes = s.checkpointing == Checkpointing::None ? 2.0 : 3.0;
    const double activationBytes = unquantisedBytesPerElement(s.computeDtype);

    // Every pass (forward, backward, a recompute) reads the GPU's share of the weights the
    // micro-batch touches at least once: a step of few tokens on a large model (a mixture of
    // experts above all, whose tokens touch every expert but use few) is bound by that stream,
    // not by its FLOPs (the roofline, docs/estimation.md "Guard rails").
    const double matmulSeconds = std::max(
        tokensPerMicroBatch
            * (flops.denseMatmulPerToken / (peak * denseEff) + flops.expertMatmulPerToken / (peak * expertEff)),
        passes * weightBytesTouchedPerGpu(s, p, tokensPerMicroBatch) / bandwidth);
    const double attentionSeconds = tokensPerMicroBatch * flops.attentionPerToken / (attentionPeak * attentionEff);
    const KernelFactors kernels = kernelFactors(s);
    const double elementwiseSeconds = tokensPerMicroBatch
        * (kernels.elementwise * a.layers * cal.elementwiseBytesPerHidden * a.hidden * activationBytes * (passes + 1.0)
           + double(a.vocab) * cal.logitBytesPerVocab) / bandwidth;
    const double eagerSeconds = eagerScoreSeconds(s, activationBytes, bandwidth);
    double dequantSeconds = 0;
    if (isQuantised(s.weightDtype))
        dequantSeconds = cal.dequantBytesPerWeightPass * p.layersTotal() * passes / bandwidth;

    double hostSeconds = kernels.launch * cal.launchSecondsPerLayerPass * passes * a.layers;
    if (par.sharding == Sharding::ZeRO3)
        hostSeconds += cal.zero3HookSecondsPerLayerPass * passes * a.layers;
    if (isAdapterMethod(s.method))
        hostSeconds *= 1.0 + cal.adapterLaunchFactor;

    const double deviceSeconds = (matmulSeconds + attentionSeconds + elementwiseSeconds + eagerSeconds) / modelParallel
        + dequantSeconds / (double(tp) * pp);
    const double microBatchSeconds = overlapped(deviceSeconds, hostSeconds / pp);
    const double computeSeconds = microBatchSeconds * (microBatches + pp - 1.0);

    const CommTimes comm = communicationPerStep(s, gpu, p);
    const double commSeconds = comm.total();
    // The forward TP collectives of a framework that does not overlap them are on the critical
    // path; the rest hides behind compute up to commOverlap.
    const double hideable = commSeconds - comm.tensorParallelCriticalSeconds;
    const double exposed = comm.tensorParallelCriticalSeconds
        + std::max(hideable * (1.0 - cal.commOverlap), hideable - computeSeconds);
    const double stepSeconds = computeSeconds + exposed;

    const double tokensPerStepPerReplica = tokensPerMicroBatch * microBatches;
    const int replicas = par.dataParallel();
    out.flopsPerToken = flops.modelPerToken;
    out.hardwareFlopsPerToken = flops.hardwarePerToken();
    out.stepSeconds = stepSeconds;
    out.computeSecondsPerStep = computeSeconds;
    out.commSecondsPerStep = exposed;
    out.pipelineBubbleFraction = comm.pipelineBubbleFraction;
    out.tokensPerSecondPerGpu = tokensPerStepPerReplica / (stepSeconds * modelParallel);
    out.tokensPerSecondCluster = tokensPerStepPerReplica * replicas / stepSeconds;
    out.mfu = flops.modelPerToken * out.tokensPerSecondPerGpu / peak;

    // Scaling: the same replica alone on the GPUs of one model slice, without DP communication.
    const double aloneSeconds = computeSeconds + comm.tensorParallelCriticalSeconds
        + std::max(0.0, (hideable - comm.dataParallelSeconds) * (1.0 - cal.commOverlap));
    out.scalingEfficiency = std::clamp(aloneSeconds / stepSeconds, 0.0, 1.0);

    const double tokens = s.workload.datasetTokens * s.workload.epochs;
    out.totalSteps = std::ceil(tokens / (tokensPerStepPerReplica * replicas));
    out.wallSeconds = out.totalSteps * stepSeconds;
    out.gpuHours = out.wallSeconds * par.gpus / 3600.0;

    if (exposed > 0.25 * stepSeconds)
        out.bottleneck = Bottleneck::Network;
    else if (elementwiseSeconds + dequantSeconds > matmulSeconds + attentionSeconds)
        out.bottleneck = Bottleneck::MemoryBandwidth;
    else
        out.bottleneck = Bottleneck::Compute;
}

} // namespace

TimeEstimate estimateTime(const Scenario &s, const GpuSpec &gpu)
{
    TimeEstimate out;
    if (s.model.layers <= 0 || s.model.hidden <= 0 || s.seqLen <= 0 || s.microBatch <= 0
        || gpu.memoryBandwidthGBs <= 0 || matmulPeakTflops(gpu, s.computeDtype) <= 0)
        return out;
    const MatmulParams p = matmulParams(s);
    if (isTraining(s.method))
        estimateTraining(s, gpu, p, out);
    else
        estimateInference(s, gpu, p, out);
    return out;
}

std::optional<Error> validateTimeInputs(const Scenario &s, const GpuSpec &gpu)
{
    // A training run needs data; an inference scenario may ask for rates only (0 tokens).
    if (isTraining(s.method) && !(s.workload.datasetTokens >= 1)) {
        const FieldLimit &tokens = fieldLimit(Limited::DatasetTokens);
        return outOfRange(fileKey(Limited::DatasetTokens), s.workload.datasetTokens, 1, tokens.high);
    }
    if (gpu.memoryBandwidthGBs <= 0 || matmulPeakTflops(gpu, s.computeDtype) <= 0)
        return Error{ErrorCode::OutOfRange, "cluster.gpu", gpu.id};
    return std::nullopt;
}

} // namespace gpusizer::core
