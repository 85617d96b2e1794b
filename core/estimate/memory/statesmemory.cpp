#include "estimate/memory/statesmemory.h"

#include <algorithm>

namespace gpusizer::core::memory {

namespace {

constexpr double kFp32 = 4.0;
// DeepSpeed reduce/all-gather bucket (reduce_bucket_size default 5e8 elements).
constexpr double kZeroBucketElements = 5e8;
constexpr double kZeroSubGroupElements = 1e9;

bool isDeepSpeedZero(Sharding s)
{
    return s == Sharding::ZeRO1 || s == Sharding::ZeRO2 || s == Sharding::ZeRO3;
}

// Bytes of the frozen or trained base weights held by one GPU before sharding.
double baseWeightBytes(const MemoryInputs &in)
{
    const Scenario &s = *in.scenario;
    const double quantisable = in.quantisableParamsPerGpu;
    const double rest = in.modelParamsPerGpu - quantisable;
    return quantisable * storedBytesPerWeight(s.weightDtype)
        + rest * storedBytesPerWeight(unquantisedType(s));
}

// Largest unit that ZeRO-3/FSDP gathers at once: one block, the embedding or the LM head.
double largestGatherUnit(const MemoryInputs &in)
{
    const double block = in.params.largestLayer / in.tp;
    return std::max({block, in.embeddingPerGpu, in.lmHeadPerGpu});
}

// Embedding and LM-head parameters of this GPU that an adapter run trains in full.
double fullyTrainedParamsPerGpu(const MemoryInputs &in)
{
    const LoraSettings &lora = in.scenario->lora;
    double n = 0;
    if (lora.trainsFully(LoraTarget::Embed))
        n += in.embeddingPerGpu;
    if (lora.trainsFully(LoraTarget::LmHead))
        n += in.lmHeadPerGpu - in.params.finalNorm;
    return std::max(0.0, n);
}

} // namespace

double optimizerBytesPerParam(Optimizer optimizer, DType stateType)
{
    const double state = stateType == DType::FP32 ? kFp32 : bytesPerElement(stateType);
    switch (optimizer) {
    case Optimizer::AdamW: return 2.0 * state;                     // m and v
    case Optimizer::AdamW8bit:
    case Optimizer::PagedAdamW8bit: return 2.0 + 2.0 * 4.0 / 2048.0; // 8-bit m, v + absmax/2048
    case Optimizer::SGD: return state;                             // momentum
    case Optimizer::Lion: return state;                            // one momentum
    case Optimizer::Adafactor: return 0.0;                         // factored, see below
    case Optimizer::None: return 0.0;
    }
    return 2.0 * state;
}

double adafactorStateBytes(const MemoryInputs &in)
{
    const Architecture &a = *in.arch;
    const double h = a.hidden;
    const double q = double(a.heads) * a.headDim;
    const double kv = double(a.kvHeads) * a.headDim;
    const double matrices = a.mlp == MlpKind::Gated ? 3.0 : 2.0;
    double width = a.intermediate;
    double mlpCount = matrices;
    if (a.isMoE()) {
        width = a.expertIntermediate;
        mlpCount = matrices * (a.experts + a.sharedExperts);
    }
    const double perLayer = (h + q) + 2.0 * (h + kv) + (q + h) + mlpCount * (h + width)
        + in.params.normsPerLayer;
    const double vocab = double(a.vocab);
    const double outside = (vocab + h) * (a.tiedEmbeddings ? 1.0 : 2.0) + in.params.finalNorm;
    return kFp32 * (perLayer * in.stageLayers + outside / std::max(1, in.pp)) / in.tp;
}

void addModelStates(const MemoryInputs &in, MemoryBreakdown &out)
{
    const Scenario &s = *in.scenario;
    const Sharding sharding = s.parallel.sharding;
    const Offload offload = s.parallel.offload;
    const double shard = in.shardDegree;
    const double weightShard = shardsWeights(sharding) ? shard : 1.0;
    const double gradShard = shardsGradients(sharding) ? shard : 1.0;
    const double optShard = shardsOptimizer(sharding) ? shard : 1.0;
    const bool training = isTraining(s.method);
    const double compute16 = s.computeDtype == DType::FP32 ? kFp32 : 2.0;

    // Base weights.
    double weights = baseWeightBytes(in) / weightShard;
    double gather = 0;
    if (shardsWeights(sharding) && weightShard > 1.0) // all-gather current + prefetched unit
        gather = 2.0 * largestGatherUnit(in) * compute16;
    if (offload == Offload::Params) {
        out.hostBytes += weights;
        weights = 0;
        gather = 2.0 * largestGatherUnit(in) * compute16;
    }
    out[MemoryComponent::Weights] = weights;

    if (!training) {
        out[MemoryComponent::Buffers] += gather;
        return;
    }

    // What is trained, in which type, with which copies.
    double trained = 0;
    double paramBytes = 0;   // bytes per trained parameter as stored in the model
    double masterBytes = 0;  // extra fp32 copy per trained parameter
    DType stateType = DType::FP32;
    // Modules trained in full next to adapters (PEFT modules_to_save): a trainable copy in
    // the unquantised weight type, its gradient and optimizer state in that type (fp32
    // master and states only when the scenario asks for a master copy).
    double fullModules = 0;
    double fullBytes = 0;
    bool fullMaster = false;
    if (trainsAllWeights(s.method)) {
        trained = in.modelParamsPerGpu;
        paramBytes = storedBytesPerWeight(s.weightDtype);
        const bool master = usesMasterWeights(s) && s.weightDtype != DType::FP32;
        masterBytes = master ? kFp32 : 0.0;
        stateType = (master || s.weightDtype == DType::FP32) ? DType::FP32 : s.weightDtype;
    } else {
        trained = loraTrainableParams(*in.arch, s.lora) / (double(in.tp) * in.pp);
        // PEFT keeps adapters in fp32 by default; an explicit master flag means 16-bit
        // adapters (with an fp32 master copy when true, pure 16-bit when false).
        if (s.masterWeights.has_value()) {
            paramBytes = compute16;
            masterBytes = *s.masterWeights && compute16 < kFp32 ? kFp32 : 0.0;
            stateType = masterBytes > 0 || compute16 == kFp32 ? DType::FP32 : DType::BF16;
        } else {
            paramBytes = kFp32;
            stateType = DType::FP32;
        }
        out[MemoryComponent::Adapters] = trained * paramBytes;
        fullModules = fullyTrainedParamsPerGpu(in);
        fullBytes = storedBytesPerWeight(unquantisedType(s));
        fullMaster = s.masterWeights.value_or(false) && fullBytes < kFp32;
        out[MemoryComponent::Adapters] += fullModules * fullBytes;
    }

    // Gradients in the parameter type; DeepSpeed additionally keeps fp32 gradient partitions
    // for its fp32 master optimizer and reduces 16-bit gradients through a contiguous bucket
    // of reduce_bucket_size elements, allocated in full (stage_1_and_2.py, stage3.py).
    double grads = trained * paramBytes / gradShard;
    if (isDeepSpeedZero(sharding)) {
        // ZeRO-3 converts the 16-bit gradient partition to fp32 one optimizer sub-group
        // (sub_group_size, 1e9 elements) at a time; ZeRO-1/2 the whole partition.
        if (masterBytes > 0)
            grads += kFp32 * (sharding == Sharding::ZeRO3 ? std::min(trained / optShard, kZeroSubGroupElements)
                                                          : trained / optShard);
        gather += kZeroBucketElements * compute16;
    }
    double master = trained * masterBytes / optShard;
    double optimizer = 0;
    if (s.optimizer == Optimizer::Adafactor)
        // Adapters: an r x d matrix keeps r + d fp32 statistics, about 4 / r bytes per weight.
        optimizer = trainsAllWeights(s.method) ? adafactorStateBytes(in) / optShard
                                               : trained * kFp32 / std::max(1, s.lora.rank) / optShard;
    else
        optimizer = trained * optimizerBytesPerParam(s.optimizer, stateType) / optShard;

    if (fullModules > 0) {
        grads += fullModules * fullBytes / gradShard;
        master += fullMaster ? fullModules * kFp32 / optShard : 0.0;
        const DType fullState = fullMaster || fullBytes == kFp32 ? DType::FP32 : DType::BF16;
        optimizer += fullModules * optimizerBytesPerParam(s.optimizer, fullState) / optShard;
    }

    // Paged optimizer state lives in CUDA unified memory outside the PyTorch allocator.
    if (s.optimizer == Optimizer::PagedAdamW8bit) {
        out.hostBytes += optimizer;
        optimizer = 0;
    }
    if (offload == Offload::Optimizer || offload == Offload::Params) {
        out.hostBytes += optimizer + master;
        optimizer = 0;
        master = 0;
        if (offload == Offload::Params) {
            out.hostBytes += grads;
            grads = 0.0;
        }
    }
    // torch.autocast over fp32 weights caches a 16-bit copy of every weight for the step
    // (the matrix products save it for backward); FSDP mixed precision gathers instead.
    if (s.weightDtype == DType::FP32 && compute16 < kFp32 && !shardsWeights(sharding))
        gather += in.modelParamsPerGpu * compute16;
    // FSDP under pipeline parallelism keeps the stage unsharded across its micro-batches
    // (reshard_after_forward off) and accumulates unsharded 16-bit gradients until the last.
    if (in.pp > 1 && shardsWeights(sharding) && weightShard > 1.0)
        gather = std::max(gather, 2.0 * in.modelParamsPerGpu * compute16);
    out[MemoryComponent::Gradients] = grads;
    out[MemoryComponent::MasterWeights] = master;
    out[MemoryComponent::OptimizerState] = optimizer;
    out[MemoryComponent::Buffers] += gather;
}

} // namespace gpusizer::core::memory
