#include "estimate/memory/statesmemory.h"
#include "estimate/memory/quantisedlinears.h"

#include <algorithm>

namespace gpusizer::core::memory {

namespace {

constexpr double kFp32 = 4.0;
// DeepSpeed reduce/all-gather bucket (reduce_bucket_size default 5e8 elements).
constexpr double kZeroBucketElements = 5e8;
constexpr double kZeroSubGroupElements = 1e9;

// Bytes of the frozen or trained base weights held by one GPU before sharding.
double baseWeightBytes(const MemoryInputs &in)
{
    const Scenario &s = *in.scenario;
    const double quantisable = in.quantisableParamsPerGpu;
    const double rest = in.modelParamsPerGpu - quantisable;
    return quantisable * quantisedBytesPerWeight(s) + rest * storedBytesPerWeight(unquantisedType(s));
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

namespace {

// How far each kind of state is sharded over the data-parallel group.
struct ShardDegrees {
    double weights = 1;
    double gradients = 1;
    double optimizer = 1;
};

ShardDegrees shardDegrees(const MemoryInputs &in)
{
    const Sharding sharding = in.scenario->parallel.sharding;
    return {shardsWeights(sharding) ? in.shardDegree : 1.0, shardsGradients(sharding) ? in.shardDegree : 1.0,
            shardsOptimizer(sharding) ? in.shardDegree : 1.0};
}

// What is trained, in which type, with which copies.
struct TrainedCopies {
    double trained = 0;       // trained parameters per GPU
    double paramBytes = 0;    // bytes per trained parameter as stored in the model
    double masterBytes = 0;   // extra fp32 copy per trained parameter
    DType stateType = DType::FP32;
    // Modules trained in full next to adapters (PEFT modules_to_save): a trainable copy in
    // the unquantised weight type, its gradient and optimizer state in that type (fp32
    // master and states only when the scenario asks for a master copy).
    double fullModules = 0;
    double fullBytes = 0;
    bool fullMaster = false;
};

// The weights as stored (on the GPU or, offloaded, in host memory); returns the gather buffer
// of sharded or offloaded weights.
double addBaseWeights(const MemoryInputs &in, double weightShard, double compute16, MemoryBreakdown &out)
{
    const Sharding sharding = in.scenario->parallel.sharding;
    double weights = baseWeightBytes(in) / weightShard;
    double gather = 0;
    if (shardsWeights(sharding) && weightShard > 1.0) // all-gather current + prefetched unit
        gather = 2.0 * largestGatherUnit(in) * compute16;
    if (in.scenario->parallel.offload == Offload::Params) {
        out.hostBytes += weights;
        weights = 0;
        gather = 2.0 * largestGatherUnit(in) * compute16;
    }
    out[MemoryComponent::Weights] = weights;
    return gather;
}

// The largest single parameter tensor: the embedding (or head) matrix or an MLP projection.
double largestTensorParams(const MemoryInputs &in)
{
    const Architecture &a = *in.arch;
    const double mlp = double(a.hidden) * (a.isMoE() ? a.expertIntermediate : a.intermediate) / in.tp;
    return std::max(double(a.vocab) * a.hidden / in.tp, mlp);
}

// Full training trains every weight in its stored type (fp32 master copy when mixed
// precision asks for one); adapter methods train the adapters (and modules_to_save), whose
// bytes go to MemoryComponent::Adapters.
TrainedCopies addTrainedCopies(const MemoryInputs &in, double compute16, MemoryBreakdown &out)
{
    const Scenario &s = *in.scenario;
    TrainedCopies c;
    if (trainsAllWeights(s.method)) {
        c.trained = in.modelParamsPerGpu;
        c.paramBytes = storedBytesPerWeight(s.weightDtype);
        const bool master = usesMasterWeights(s) && s.weightDtype != DType::FP32;
        c.masterBytes = master ? kFp32 : 0.0;
        c.stateType = (master || s.weightDtype == DType::FP32) ? DType::FP32 : s.weightDtype;
        return c;
    }
    c.trained = loraTrainableParams(*in.arch, s.lora) / (double(in.tp) * in.pp);
    // PEFT keeps adapters in fp32 by default; an explicit master flag means 16-bit adapters
    // (with an fp32 master copy when true, pure 16-bit when false).
    if (s.masterWeights.has_value()) {
        c.paramBytes = compute16;
        c.masterBytes = *s.masterWeights && compute16 < kFp32 ? kFp32 : 0.0;
        c.stateType = c.masterBytes > 0 || compute16 == kFp32 ? DType::FP32 : DType::BF16;
    } else {
        c.paramBytes = kFp32;
        c.stateType = DType::FP32;
    }
    c.fullModules = fullyTrainedParamsPerGpu(in);
    c.fullBytes = storedBytesPerWeight(unquantisedType(s));
    c.fullMaster = s.masterWeights.value_or(false) && c.fullBytes < kFp32;
    out[MemoryComponent::Adapters] = c.trained * c.paramBytes + c.fullModules * c.fullBytes;
    return c;
}

struct TrainingStates {
    double gradients = 0;
    double master = 0;
    double optimizer = 0;
};

// Gradients, master copy and optimizer state of the trained copies; adds DeepSpeed's bucket
// to `gather`.
TrainingStates trainingStates(const MemoryInputs &in, const TrainedCopies &c, const ShardDegrees &shard,
                              double compute16, double &gather)
{
    const Scenario &s = *in.scenario;
    const Sharding sharding = s.parallel.sharding;
    TrainingStates st;
    // Gradients in the parameter type; DeepSpeed additionally keeps fp32 gradient partitions
    // for its fp32 master optimizer and reduces 16-bit gradients through a contiguous bucket
    // of reduce_bucket_size elements, allocated in full (stage_1_and_2.py, stage3.py).
    st.gradients = c.trained * c.paramBytes / shard.gradients;
    // Optimizer in the backward pass: each gradient is consumed by its parameter's step as
    // soon as it is complete, so at most the largest tensor's gradient lives at a time.
    if (s.optimizerInBackward && trainsAllWeights(s.method))
        st.gradients = std::min(st.gradients, largestTensorParams(in) * c.paramBytes);
    if (isDeepSpeedZero(sharding)) {
        // ZeRO-3 converts the 16-bit gradient partition to fp32 one optimizer sub-group
        // (sub_group_size, 1e9 elements) at a time; ZeRO-1/2 the whole partition.
        const double partition = c.trained / shard.optimizer;
        if (c.masterBytes > 0)
            st.gradients += kFp32 * (sharding == Sharding::ZeRO3 ? std::min(partition, kZeroSubGroupElements) : partition);
        gather += kZeroBucketElements * compute16;
    }
    st.master = c.trained * c.masterBytes / shard.optimizer;
    if (s.optimizer == Optimizer::Adafactor)
        // Adapters: an r x d matrix keeps r + d fp32 statistics, about 4 / r bytes per weight.
        st.optimizer = trainsAllWeights(s.method) ? adafactorStateBytes(in) / shard.optimizer
                                                  : c.trained * kFp32 / std::max(1, s.lora.rank) / shard.optimizer;
    else
        st.optimizer = c.trained * optimizerBytesPerParam(s.optimizer, c.stateType) / shard.optimizer;

    if (c.fullModules > 0) {
        st.gradients += c.fullModules * c.fullBytes / shard.gradients;
        st.master += c.fullMaster ? c.fullModules * kFp32 / shard.optimizer : 0.0;
        const DType fullState = c.fullMaster || c.fullBytes == kFp32 ? DType::FP32 : DType::BF16;
        st.optimizer += c.fullModules * optimizerBytesPerParam(s.optimizer, fullState) / shard.optimizer;
    }
    return st;
}

// Paged optimizer state lives in CUDA unified memory outside the PyTorch allocator; offload
// moves the optimizer state and master copy (and with the parameters, the gradients) to the host.
void moveToHost(const Scenario &s, TrainingStates &st, MemoryBreakdown &out)
{
    if (s.optimizer == Optimizer::PagedAdamW8bit) {
        out.hostBytes += st.optimizer;
        st.optimizer = 0;
    }
    const Offload offload = s.parallel.offload;
    if (offload == Offload::Optimizer || offload == Offload::Params) {
        out.hostBytes += st.optimizer + st.master;
        st.optimizer = 0;
        st.master = 0;
        if (offload == Offload::Params) {
            out.hostBytes += st.gradients;
            st.gradients = 0.0;
        }
    }
}

// Weight and gradient copies a training step keeps besides the gather buffers.
double stepWeightCopies(const MemoryInputs &in, const TrainedCopies &c, double weightShard, double compute16,
                        double gather)
{
    const Scenario &s = *in.scenario;
    const Sharding sharding = s.parallel.sharding;
    // torch.autocast over fp32 weights caches a 16-bit copy of every weight for the step
    // (the matrix products save it for backward); FSDP mixed precision gathers instead.
    if (s.weightDtype == DType::FP32 && compute16 < kFp32 && !shardsWeights(sharding))
        gather += in.modelParamsPerGpu * compute16;
    // FSDP under pipeline parallelism: until the last micro-batch the pipeline stage turns
    // resharding and gradient sync off (torch/distributed/pipelining/stage.py
    // _configure_data_parallel_mode: set_reshard_after_backward / set_requires_gradient_sync
    // (last_backward); torchtitan@9dec370 parallelize_llama.py: reshard_after_forward False
    // with PP). The stage stays unsharded in 16-bit and FSDP2 accumulates the unsharded
    // gradients in the reduce dtype (_fsdp_param.py to_accumulated_grad_if_needed: .to(
    // reduce_dtype)), the gradients' own type here (fp32 for fp32 weights, torchtitan's
    // mixed_precision_reduce "float32").
    if (in.pp > 1 && shardsWeights(sharding) && weightShard > 1.0) {
        const double unshardedGradients = c.trained * c.paramBytes + c.fullModules * c.fullBytes;
        gather = std::max(gather, in.modelParamsPerGpu * compute16 + unshardedGradients);
    }
    return gather;
}

} // namespace

void addModelStates(const MemoryInputs &in, MemoryBreakdown &out)
{
    const Scenario &s = *in.scenario;
    const ShardDegrees shard = shardDegrees(in);
    const double compute16 = unquantisedBytesPerElement(s.computeDtype);
    double gather = addBaseWeights(in, shard.weights, compute16, out);
    if (!isTraining(s.method)) {
        out[MemoryComponent::Buffers] += gather;
        return;
    }
    const TrainedCopies copies = addTrainedCopies(in, compute16, out);
    TrainingStates states = trainingStates(in, copies, shard, compute16, gather);
    moveToHost(s, states, out);
    out[MemoryComponent::Gradients] = states.gradients;
    out[MemoryComponent::MasterWeights] = states.master;
    out[MemoryComponent::OptimizerState] = states.optimizer;
    out[MemoryComponent::Buffers] += stepWeightCopies(in, copies, shard.weights, compute16, gather);
}

double lmHeadGradientBytes(const MemoryInputs &in, double gradientBytes)
{
    const Scenario &s = *in.scenario;
    if (s.model.encoderOnly)
        return 0.0;
    const double head = s.model.tiedEmbeddings && in.pp == 1 ? in.embeddingPerGpu : in.lmHeadPerGpu;
    if (s.optimizerInBackward && trainsAllWeights(s.method))
        return gradientBytes * std::min(1.0, head / largestTensorParams(in));
    return in.modelParamsPerGpu > 0 ? gradientBytes * head / in.modelParamsPerGpu : 0.0;
}

} // namespace gpusizer::core::memory
