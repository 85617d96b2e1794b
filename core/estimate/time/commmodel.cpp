// Communication volumes per GPU and optimizer step (ring collectives move (n-1)/n of the data):
//   DDP / ZeRO-1              all-reduce of 16-bit gradients once per step: 2·(n-1)/n·2·P bytes
//                             (adapters only for LoRA: fp32 adapter gradients)
//   ZeRO-2                    reduce-scatter after every micro-batch's backward, all-gather of
//                             the updated weights once: (m + 1)·(n-1)/n·2·P bytes
//   ZeRO-3 / FSDP full shard  per micro-batch: all-gather weights in forward and again in
//                             backward, reduce-scatter gradients: 3·(n-1)/n·2·P bytes
//   FSDP hybrid               the gathers stay inside the node; gradients all-reduced across nodes
//   tensor parallel           4 all-reduces of the activations (b·s·h) per layer and micro-batch
//                             (one more forward's worth under full recomputation); the forward
//                             ones are on the critical path unless the framework overlaps them
//   expert parallel           dispatch + combine all-to-all of top-k token copies, forward and backward
//   pipeline parallel         bubble (pp-1)/(m+pp-1) with m micro-batches per step (1F1B)
//   offload                   optimizer: fp32 gradients down and 16-bit weights up over PCIe per
//                             step; params: weights streamed per micro-batch and pass
#include "estimate/time/commmodel.h"
#include "model/units.h"

#include "estimate/time/utilisationmodel.h"

#include <algorithm>

namespace gpusizer::core::timing {

namespace {

double pcieBytesPerSecond(const GpuSpec &gpu)
{
    switch (gpu.pcieGen) {
    case 3: return 12e9;
    case 4: return 25e9;
    case 5: return 50e9;
    default: return gpu.pcieGen > 5 ? 100e9 : 6e9;
    }
}

} // namespace

bool overlapsTensorParallelComm(Framework framework)
{
    // NeMo's performance recipes, the ones its published tables were measured with, add
    // MegatronCommOverlapCallback(tp_comm_overlap=True): Transformer Engine userbuffers split
    // each TP GEMM and overlap its all-gather / reduce-scatter (NVIDIA/NeMo@0189a3b3
    // nemo/collections/llm/recipes/llama3_70b.py, pretrain_recipe_performance). Megatron-LM's
    // --tp-comm-overlap is opt-in (NVIDIA/Megatron-LM@307dcf37 megatron/training/arguments.py)
    // and torchtitan's async TP too (parallelism.enable_async_tensor_parallel = False,
    // pytorch/torchtitan@6404b932 torchtitan/config/job_config.py); the other frameworks run
    // TP through blocking DTensor or NCCL collectives.
    return framework == Framework::NeMo;
}

int fastLinkDomain(const Scenario &s, const GpuSpec &gpu)
{
    const int perNode = std::max(1, s.parallel.gpusPerNode);
    // Rack-scale NVLink (GB200 NVL72): the switch domain is larger than the compute tray.
    if (gpu.link == LinkKind::NVSwitch && gpu.maxLinkedGpus > gpu.typicalNodeSize)
        return std::max(perNode, gpu.maxLinkedGpus);
    return perNode;
}

double collectiveBandwidth(const Scenario &s, const GpuSpec &gpu, bool crossesNodes, Collective kind)
{
    const double efficiency = calibration().linkEfficiency;
    const double intra = std::max(1.0, gpu.linkBandwidthGBs) * units::kGB;
    if (!crossesNodes)
        return intra * efficiency;
    const double inter = std::max(0.0, s.interNodeBandwidthGBs) * units::kGB;
    const int perNode = kind == Collective::Ring ? std::max(1, s.parallel.gpusPerNode) : 1;
    return std::max(1.0, std::min(intra, perNode * inter)) * efficiency;
}

CommTimes communicationPerStep(const Scenario &s, const GpuSpec &gpu, const MatmulParams &p)
{
    CommTimes c;
    const Parallelism &par = s.parallel;
    const Architecture &a = s.model;
    const int tp = std::max(1, par.tp);
    const int pp = std::max(1, par.pp);
    const int ep = std::max(1, par.ep);
    const int dp = par.dataParallel();
    const double microBatches = std::max(1, s.gradAccum);
    const double tokensPerMicroBatch = double(s.microBatch) * s.seqLen;
    const bool adapters = isAdapterMethod(s.method);

    if (pp > 1)
        c.pipelineBubbleFraction = (pp - 1.0) / (microBatches + pp - 1.0);

    // Parameters one data-parallel rank is responsible for (experts split by EP).
    const double expertShare = p.expertTotal * (1.0 - 1.0 / ep);
    const double slice = (p.layersTotal() - expertShare + p.lmHead) / (double(tp) * pp);
    // Data-parallel peers are strided by tp·pp·cp: they span nodes as soon as the job does.
    const int domainSize = fastLinkDomain(s, gpu);
    c.crossesNodes = par.gpus > domainSize;
    const double link = collectiveBandwidth(s, gpu, c.crossesNodes, Collective::Ring);
    c.dataParallelBytesPerSecond = link;
    if (dp > 1 && isTraining(s.method)) {
        const double ring = (dp - 1.0) / dp;
        // ZeRO-2 keeps only its partition of the gradients, so it reduce-scatters them after
        // every backward, not once at the accumulation boundary (deepspeedai/DeepSpeed#2252,
        // tjruwase: "gradient reduction is required after every backward because of gradient
        // partitioning"), and all-gathers the updated weights once a step: m + 1 ring passes
        // where DDP and ZeRO-1 all-reduce once (two passes).
        const double gradientPasses = par.sharding == Sharding::ZeRO2 ? microBatches + 1.0 : 2.0;
        if (adapters && !shardsWeights(par.sharding)) {
            c.dataParallelSeconds = gradientPasses * ring * p.adapters * 4.0 / link;
        } else if (par.sharding == Sharding::FSDPHybrid) {
            const int domain = std::max(1, std::min(dp, domainSize));
            const double inner = (domain - 1.0) / domain;
            const double intra = collectiveBandwidth(s, gpu, false, Collective::Ring);
            const int replicas = std::max(1, dp / domain);
            const double outer = (replicas - 1.0) / replicas;
            c.dataParallelSeconds = microBatches * inner * slice * 6.0 / intra
                + 2.0 * outer * slice / std::max(1, domain) * 2.0 / link;
        } else if (shardsWeights(par.sharding)) {
            c.dataParallelSeconds = microBatches * ring * slice * 6.0 / link;
        } else {
            c.dataParallelSeconds = gradientPasses * ring * slice * 2.0 / link;
        }
    }

    const double passes = s.checkpointing == Checkpointing::None ? 2.0 : 3.0;
    const double layersPerStage = double(a.layers) / pp;
    if (tp > 1) {
        // Two all-reduces (or reduce-scatter + all-gather under sequence parallelism, the same
        // bytes) of the b·s·h activations per layer in each forward and two in the backward; a
        // recompute repeats the forward ones only under full checkpointing (selective
        // recomputation repeats the attention core, which has no collective: Korthikanti et al.
        // 2022, sections 4.2.2 and 5).
        const double perPass = 2.0 * layersPerStage * 2.0 * (tp - 1.0) / tp * tokensPerMicroBatch * a.hidden * 2.0;
        const double forwards = s.checkpointing == Checkpointing::Full ? 2.0 : 1.0;
        const double tpLink = collectiveBandwidth(s, gpu, tp > domainSize, Collective::Ring);
        c.tensorParallelSeconds = microBatches * perPass * (forwards + 1.0) / tpLink;
        // A forward collective sits between two dependent GEMMs: unless the framework splits
        // the GEMMs to overlap it, nothing computes while it runs. The backward ones run
        // beside the weight-gradient GEMMs (Megatron's LinearWithGradAccumulationAndAsync-
        // Communication) and are hidden like the other collectives.
        if (!overlapsTensorParallelComm(s.framework))
            c.tensorParallelCriticalSeconds = microBatches * perPass * forwards / tpLink;
    }
    if (ep > 1 && a.isMoE()) {
        const double copies = a.expertsPerToken;
        const double bytes = tokensPerMicroBatch / tp * copies * a.hidden * 2.0 * 4.0
            * (ep - 1.0) / ep * double(a.moeLayers()) / pp;
        c.expertParallelSeconds = microBatches * bytes / collectiveBandwidth(s, gpu, ep > domainSize, Collective::AllToAll);
    }

    const double pcie = pcieBytesPerSecond(gpu);
    const int shard = shardsOptimizer(par.sharding) ? std::max(1, dp) : 1;
    const double trained = adapters ? p.adapters : p.layersTotal() + p.lmHead;
    const double trainedHere = trained / shard / (double(tp) * pp);
    // CPU optimizer step (DeepSpeed CPU-Adam class): about 2e9 parameters per second per GPU's share of cores.
    constexpr double kCpuOptimizerParamsPerSecond = 2e9;
    if (par.offload != Offload::None && isTraining(s.method))
        c.offloadSeconds = trainedHere * (4.0 + 2.0) / pcie + trainedHere / kCpuOptimizerParamsPerSecond;
    if (par.offload == Offload::Params)
        c.offloadSeconds += microBatches * passes * slice / shard * 2.0 / pcie;
    return c;
}

} // namespace gpusizer::core::timing
