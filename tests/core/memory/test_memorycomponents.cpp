// Hand-computed component sizes (bytes) for the memory model.
#include "memorytestmodels.h"
#include "model/units.h"

#include "estimate/memory/activationmemory.h"
#include "estimate/memory/inferencememory.h"
#include "estimate/memory/memoryinputs.h"
#include "estimate/memory/statesmemory.h"
#include "estimate/memorymodel.h"

#include <gtest/gtest.h>

#include <optional>

using namespace gpusizer::core;
using namespace gpusizer::core::testing;

namespace {

using gpusizer::core::units::kGiB;

// QLoRA of NF4 weights with rank-8 adapters on q and v.
Scenario qloraQv(const Architecture &a)
{
    Scenario s = fullFineTune(a);
    s.method = Method::QLoRA;
    s.weightDtype = DType::NF4;
    s.lora.rank = 8;
    s.lora.targets = *parseLoraTargets("q+v");
    return s;
}

// Llama-3.1-8B: 32 x (attention 41,943,040 + MLP 176,160,768) linear weights; embedding and
// untied LM head 525,336,576 each; norms 32 x 8,192 + 4,096.
constexpr double kLlama8bLinear = 6979321856.0;
constexpr double kLlama8bOther = 2.0 * 525336576.0 + 32.0 * 8192.0 + 4096.0;
constexpr double kLlama8bTotal = kLlama8bLinear + kLlama8bOther;

TEST(MemoryComponents, StoredBytesPerWeightIncludeQuantisationScales)
{
    EXPECT_DOUBLE_EQ(storedBytesPerWeight(DType::FP32), 4.0);
    EXPECT_DOUBLE_EQ(storedBytesPerWeight(DType::BF16), 2.0);
    EXPECT_DOUBLE_EQ(storedBytesPerWeight(DType::FP16), 2.0);
    EXPECT_DOUBLE_EQ(storedBytesPerWeight(DType::FP8), 1.0);
    // NF4: 4 bits + int8 absmax per 64 weights + fp32 second-level scale per 256 blocks.
    EXPECT_DOUBLE_EQ(storedBytesPerWeight(DType::NF4), 0.5 + 1.0 / 64 + 4.0 / 16384);
    EXPECT_NEAR(storedBytesPerWeight(DType::NF4) * 8.0, 4.127, 0.001); // QLoRA paper
    // Group-128 GPTQ/AWQ: fp16 scale + packed zero point per group.
    EXPECT_DOUBLE_EQ(storedBytesPerWeight(DType::INT4), 0.5 + 2.5 / 128);
    EXPECT_DOUBLE_EQ(storedBytesPerWeight(DType::INT8), 1.0 + 3.0 / 128);
}

TEST(MemoryComponents, OptimizerBytesPerParameterForEveryOptimizerAndStateType)
{
    struct Row {
        Optimizer optimizer;
        DType state;
        double bytes;
    };
    const Row rows[] = {
        {Optimizer::AdamW, DType::FP32, 8.0},         {Optimizer::AdamW, DType::BF16, 4.0},
        {Optimizer::AdamW, DType::FP16, 4.0},         {Optimizer::AdamW8bit, DType::FP32, 2.00390625},
        {Optimizer::AdamW8bit, DType::BF16, 2.00390625}, {Optimizer::PagedAdamW8bit, DType::FP32, 2.00390625},
        {Optimizer::SGD, DType::FP32, 4.0},           {Optimizer::SGD, DType::BF16, 2.0},
        {Optimizer::Lion, DType::FP32, 4.0},          {Optimizer::Lion, DType::BF16, 2.0},
        {Optimizer::Adafactor, DType::FP32, 0.0},     {Optimizer::None, DType::FP32, 0.0},
    };
    for (const Row &r : rows)
        EXPECT_DOUBLE_EQ(memory::optimizerBytesPerParam(r.optimizer, r.state), r.bytes)
            << toString(r.optimizer) << " " << toString(r.state);
}

// Model-state bytes per parameter of full fine-tuning, per precision scheme (one GPU).
TEST(MemoryComponents, ModelStatesPerParameterForEachPrecisionScheme)
{
    struct Row {
        DType weights;
        DType compute;
        std::optional<bool> master;
        Optimizer optimizer;
        double weightBytes, masterBytes, gradBytes, optimizerBytes;
    };
    const Row rows[] = {
        {DType::FP32, DType::FP32, false, Optimizer::AdamW, 4, 0, 4, 8},     // 16 B (fp32)
        {DType::BF16, DType::BF16, true, Optimizer::AdamW, 2, 4, 2, 8},      // mixed + master
        {DType::BF16, DType::BF16, false, Optimizer::AdamW, 2, 0, 2, 4},     // pure bf16
        {DType::BF16, DType::BF16, std::nullopt, Optimizer::AdamW, 2, 4, 2, 8}, // default: master
        {DType::BF16, DType::BF16, false, Optimizer::AdamW8bit, 2, 0, 2, 2.00390625},
        {DType::BF16, DType::BF16, true, Optimizer::SGD, 2, 4, 2, 4},
        {DType::FP16, DType::FP16, false, Optimizer::Lion, 2, 0, 2, 2},
    };
    for (const Row &r : rows) {
        Scenario s = fullFineTune(llama31_8b());
        s.weightDtype = r.weights;
        s.computeDtype = r.compute;
        s.masterWeights = r.master;
        s.optimizer = r.optimizer;
        MemoryBreakdown m;
        memory::addModelStates(memory::prepareInputs(s), m);
        EXPECT_NEAR(m[MemoryComponent::Weights] / kLlama8bTotal, r.weightBytes, 1e-9);
        EXPECT_NEAR(m[MemoryComponent::MasterWeights] / kLlama8bTotal, r.masterBytes, 1e-9);
        EXPECT_NEAR(m[MemoryComponent::Gradients] / kLlama8bTotal, r.gradBytes, 1e-9);
        EXPECT_NEAR(m[MemoryComponent::OptimizerState] / kLlama8bTotal, r.optimizerBytes, 1e-9);
    }
}

TEST(MemoryComponents, Nf4WeightsOfLlama31_8bKeepEmbeddingsAndHeadIn16Bit)
{
    Scenario s = fullFineTune(llama31_8b());
    s.method = Method::QLoRA;
    s.weightDtype = DType::NF4;
    const MemoryBreakdown m = estimateMemory(s, h100());
    // 6,979,321,856 x 0.515869140625 + 1,050,939,392 x 2 = 5,702,295,552 bytes (5.31 GiB).
    EXPECT_NEAR(m[MemoryComponent::Weights], 5702295552.0, 1.0);
}

TEST(MemoryComponents, LitGptQuantisesTheLmHeadWhichSetsTheDequantisationBuffer)
{
    Scenario s = qloraQv(llama31_8b());
    // Transformers/PEFT: two 16-bit copies of the largest block linear, 4,096 x 14,336.
    EXPECT_DOUBLE_EQ(estimateMemory(s, h100())[MemoryComponent::Buffers], 2.0 * 4096.0 * 14336.0 * 2.0);
    // LitGPT (Fabric's bitsandbytes plugin replaces every nn.Linear): the 525,336,576-weight
    // LM head joins the NF4 weights, stored as bnb.nf4 without double quantisation (an fp32
    // absmax a block of 64: 0.5625 B a weight), (6,979,321,856 + 525,336,576) x 0.5625 +
    // (525,336,576 + 32 x 8,192 + 4,096) x 2 = 5,272,576,000 bytes, and its 128,256 x 4,096
    // dequantised copies (2 x 2 B) become the largest buffer: 2,101,346,304 bytes.
    s.framework = Framework::LitGPT;
    const MemoryBreakdown m = estimateMemory(s, h100());
    EXPECT_NEAR(m[MemoryComponent::Weights], 5272576000.0, 1.0);
    EXPECT_DOUBLE_EQ(m[MemoryComponent::Buffers], 2101346304.0);
}

// LitGPT builds its LM head as an nn.Linear of its own and copies a tied checkpoint's embedding
// into it: a tied Llama-3.1-8B shape (128,256 x 4,096) holds the vocabulary matrix twice,
// 1,050,673,152 bytes more in bf16 than the tied model Transformers holds.
TEST(MemoryComponents, LitGptHoldsATiedModelsHeadAsASecondCopy)
{
    Architecture tied = llama31_8b();
    tied.tiedEmbeddings = true;
    Scenario s = qloraQv(tied);
    s.method = Method::LoRA;
    s.weightDtype = DType::BF16;
    const double transformers = estimateMemory(s, h100())[MemoryComponent::Weights];
    EXPECT_NEAR(transformers, (kLlama8bTotal - 525336576.0) * 2.0, 1.0);
    s.framework = Framework::LitGPT;
    EXPECT_NEAR(estimateMemory(s, h100())[MemoryComponent::Weights] - transformers, 128256.0 * 4096.0 * 2.0, 1.0);
}

// LitGPT's chunked cross-entropy takes every chunk's loss before the sum: the logits and each
// chunk's saved log-softmax, both bf16, coexist (2 x 2 B a logit) where a fused chunked loss
// holds the logits and one chunk of eight's fp32 gradient (2 + 4/8 B).
TEST(MemoryComponents, LitGptsChunkedLossKeepsEveryChunk)
{
    Scenario s = qloraQv(llama31_8b());
    s.method = Method::LoRA;
    s.weightDtype = DType::BF16;
    s.chunkedCrossEntropy = true;
    const double tokens = double(s.seqLen) * s.microBatch;
    EXPECT_NEAR(estimateMemory(s, h100())[MemoryComponent::Logits], tokens * 128256.0 * 2.5, 1.0);
    s.framework = Framework::LitGPT;
    EXPECT_NEAR(estimateMemory(s, h100())[MemoryComponent::Logits], tokens * 128256.0 * 4.0, 1.0);
}

TEST(MemoryComponents, KvCacheOfLlama31_70bAt8kTokensTimesEightSequences)
{
    Scenario s;
    s.model = llama31_70b();
    s.method = Method::Inference;
    s.optimizer = Optimizer::None;
    s.microBatch = 8;
    s.workload.promptLen = 7168;
    s.seqLen = 1024; // 8,192 cached tokens per sequence
    const MemoryBreakdown m = estimateMemory(s, h100());
    // 2 (K, V) x 80 layers x 8 kv heads x 128 x 8,192 tokens x 8 sequences x 2 bytes = 20 GiB.
    EXPECT_DOUBLE_EQ(m[MemoryComponent::KvCache], 20.0 * kGiB);
    // A sliding window caps the windowed layers; tensor parallelism divides the kv heads.
    s.model.slidingWindow = 4096;
    s.model.slidingWindowLayers = 40;
    EXPECT_DOUBLE_EQ(estimateMemory(s, h100())[MemoryComponent::KvCache], 15.0 * kGiB);
    s.parallel.gpus = 4;
    s.parallel.tp = 4;
    EXPECT_DOUBLE_EQ(estimateMemory(s, h100())[MemoryComponent::KvCache], 3.75 * kGiB);
}

// An eager prefill into a growing cache scores the prompt against itself (AutoAWQ's fused
// attention and Transformers' eager attention take the keys of this call only); a static-cache
// generator scores it against the whole preallocated cache.
TEST(MemoryComponents, EagerPrefillScoresThePromptAgainstTheKeysItAttends)
{
    Scenario s;
    s.model = llama31_8b();
    s.method = Method::Inference;
    s.optimizer = Optimizer::None;
    s.attention = AttentionKernel::Eager;
    s.microBatch = 2;
    s.workload.promptLen = 2048;
    s.seqLen = 2048;
    const double eager = estimateMemory(s, h100())[MemoryComponent::Activations];
    s.attention = AttentionKernel::Flash;
    const double flash = estimateMemory(s, h100())[MemoryComponent::Activations];
    // 2 sequences x 32 heads x 2,048 x 2,048 scores x (2 B scores + 4 B fp32 softmax) = 1.5 GiB.
    EXPECT_DOUBLE_EQ(eager - flash, 1.5 * kGiB);
    s.workload.kvCacheLen = 4096;
    s.attention = AttentionKernel::Eager;
    const double staticEager = estimateMemory(s, h100())[MemoryComponent::Activations];
    s.attention = AttentionKernel::Flash;
    EXPECT_DOUBLE_EQ(staticEager - estimateMemory(s, h100())[MemoryComponent::Activations], 3.0 * kGiB);
}

TEST(MemoryComponents, LogitsTermAtVocab128256)
{
    Scenario s = fullFineTune(llama31_8b());
    s.seqLen = 8192;
    const memory::MemoryInputs in = memory::prepareInputs(s);
    // bf16 logits + fp32 saved log-softmax, incoming and outgoing gradient: 14 B per entry.
    EXPECT_DOUBLE_EQ(memory::logitsBytesPerToken(in), 128256.0 * 14.0);
    MemoryBreakdown m;
    memory::addTrainingActivations(in, m);
    EXPECT_DOUBLE_EQ(m[MemoryComponent::Logits], 128256.0 * 14.0 * 8192.0); // 13.7 GiB
    s.chunkedCrossEntropy = true;
    // Chunked and fused: bf16 logits plus one fp32 gradient chunk of eight.
    EXPECT_DOUBLE_EQ(memory::logitsBytesPerToken(memory::prepareInputs(s)), 128256.0 * (2.0 + 0.5));
}

TEST(MemoryComponents, LoraTrainableParametersPerTarget)
{
    LoraSettings lora;
    lora.rank = 8;
    lora.targets = *parseLoraTargets("q+v");
    // 32 x 8 x ((4096 + 4096) + (4096 + 1024)) = 3,407,872 (the published PEFT count).
    EXPECT_DOUBLE_EQ(memory::loraTrainableParams(llama31_8b(), lora), 3407872.0);
    lora.targets = kLoraAllLinearTargets;
    // + k 8 x 5120, o 8 x 8192, gate/up/down 3 x 8 x 18432 per layer.
    EXPECT_DOUBLE_EQ(memory::loraTrainableParams(llama31_8b(), lora), 32.0 * 8 * (8192 + 5120 * 2 + 8192 + 3 * 18432));
}

TEST(MemoryComponents, FullyTrainedEmbeddingAndHeadAddCopyGradientAndState)
{
    Scenario s = fullFineTune(llama31_8b());
    s.method = Method::LoRA;
    s.lora.rank = 8;
    s.lora.targets = *parseLoraTargets("q+v");
    MemoryBreakdown adapted;
    memory::addModelStates(memory::prepareInputs(s), adapted);
    s.lora.fullyTrained = static_cast<std::uint16_t>(LoraTarget::Embed) | static_cast<std::uint16_t>(LoraTarget::LmHead);
    MemoryBreakdown full;
    memory::addModelStates(memory::prepareInputs(s), full);
    // modules_to_save: a bf16 copy of embedding and LM head (2 x 525,336,576 parameters),
    // its bf16 gradient and bf16 AdamW m and v; the frozen originals stay.
    const double n = 2.0 * 525336576.0;
    EXPECT_DOUBLE_EQ(full[MemoryComponent::Weights], adapted[MemoryComponent::Weights]);
    EXPECT_DOUBLE_EQ(full[MemoryComponent::Adapters] - adapted[MemoryComponent::Adapters], 2.0 * n);
    EXPECT_DOUBLE_EQ(full[MemoryComponent::Gradients] - adapted[MemoryComponent::Gradients], 2.0 * n);
    EXPECT_DOUBLE_EQ(full[MemoryComponent::OptimizerState] - adapted[MemoryComponent::OptimizerState], 4.0 * n);
    EXPECT_DOUBLE_EQ(full[MemoryComponent::MasterWeights], adapted[MemoryComponent::MasterWeights]);
}

TEST(MemoryComponents, TheLmHeadGradientIsTheFirstOneAndATiedHeadsIsTheEmbeddings)
{
    // Llama-3.2-3B shapes, tied: embedding 128,256 x 3,072 = 393,996,288 parameters.
    Architecture a = llama31_8b();
    a.layers = 28;
    a.hidden = 3072;
    a.intermediate = 8192;
    a.heads = 24;
    a.tiedEmbeddings = true;
    Scenario s = fullFineTune(a);
    s.gradAccum = 1;
    const double embedding = 128256.0 * 3072.0;
    memory::MemoryInputs in = memory::prepareInputs(s);
    // Full gradients of every weight (bf16, 2 bytes): the head's share is the embedding's.
    const double all = 2.0 * in.modelParamsPerGpu;
    EXPECT_DOUBLE_EQ(memory::lmHeadGradientBytes(in, all), 2.0 * embedding);
    // An optimizer inside backward holds the largest tensor's gradient, here the embedding's:
    // all of it is the tied head's, alive from the head's backward to the embedding's.
    s.optimizerInBackward = true;
    in = memory::prepareInputs(s);
    EXPECT_DOUBLE_EQ(memory::lmHeadGradientBytes(in, 2.0 * embedding), 2.0 * embedding);
    // The start-of-backward peak carries it next to the activations and the loss.
    const MemoryBreakdown m = estimateMemory(s, h100());
    EXPECT_DOUBLE_EQ(m[MemoryComponent::Gradients], 2.0 * embedding);
    // Untied, the head is its own matrix of the same size; an encoder has no head.
    s.model.tiedEmbeddings = false;
    EXPECT_DOUBLE_EQ(memory::lmHeadGradientBytes(memory::prepareInputs(s), 2.0 * embedding), 2.0 * embedding);
    s.model.encoderOnly = true;
    EXPECT_DOUBLE_EQ(memory::lmHeadGradientBytes(memory::prepareInputs(s), 2.0 * embedding), 0.0);
}

TEST(MemoryComponents, RecomputedBlockHidesUnderLogitsAndOffloadedCheckpointsLeave)
{
    Scenario s = fullFineTune(llama31_8b());
    s.method = Method::LoRA;
    s.lora.rank = 8;
    s.lora.targets = *parseLoraTargets("q+v");
    s.seqLen = 8192;
    // Frozen-base block with q+v adapters: norm-input h, q/k/v 6,144, attention output 4,096,
    // gate/up/activation 3 x 14,336 in bf16, plus two fp32 norm inputs: 147,456 B per token.
    EXPECT_DOUBLE_EQ(memory::savedBytesPerTokenPerLayer(memory::prepareInputs(s)), 147456.0);
    MemoryBreakdown kept;
    memory::addTrainingActivations(memory::prepareInputs(s), kept);
    // 32 bf16 checkpoints of 4,096 + embedding output and final norm; the recomputed block
    // (147,456 B) exists only after the 14 B x 128,256 logits per token are freed.
    EXPECT_DOUBLE_EQ(kept[MemoryComponent::Activations], (32.0 * 8192.0 + 16384.0) * 8192.0);
    s.offloadActivations = true;
    MemoryBreakdown offloaded;
    memory::addTrainingActivations(memory::prepareInputs(s), offloaded);
    // Checkpoints in host memory: only the embedding output and final norm remain.
    EXPECT_DOUBLE_EQ(offloaded[MemoryComponent::Activations], 16384.0 * 8192.0);
    EXPECT_DOUBLE_EQ(offloaded[MemoryComponent::Logits], kept[MemoryComponent::Logits]);
    // A 1,000-entry vocabulary (14,000 B of loss tensors per token) leaves the block's excess.
    s.offloadActivations = false;
    s.model.vocab = 1000;
    MemoryBreakdown small;
    memory::addTrainingActivations(memory::prepareInputs(s), small);
    EXPECT_DOUBLE_EQ(small[MemoryComponent::Activations], (32.0 * 8192.0 + 147456.0 - 14000.0 + 16384.0) * 8192.0);
}

TEST(MemoryComponents, OldBitsandbytesFourBitLinearsKeepTheirInputsUnderLitGpt)
{
    Scenario s = qloraQv(llama31_8b());
    s.checkpointing = Checkpointing::None;
    // torchao's linear_nf4 (torchtune) keeps only the NF4 weight: the frozen-base block of the
    // q+v LoRA test above, 147,456 B per token.
    s.framework = Framework::Torchtune;
    EXPECT_DOUBLE_EQ(memory::savedBytesPerTokenPerLayer(memory::prepareInputs(s)), 147456.0);
    // bitsandbytes 0.42 (LitGPT 0.5) keeps every 4-bit linear's input: the frozen gate/up
    // input (4,096) and down-projection input (14,336) join in bf16, + 36,864 B.
    s.framework = Framework::LitGPT;
    EXPECT_DOUBLE_EQ(memory::savedBytesPerTokenPerLayer(memory::prepareInputs(s)), 147456.0 + 36864.0);
    // LoRA over bf16 weights is unaffected: nothing is quantised.
    s.method = Method::LoRA;
    s.weightDtype = DType::BF16;
    EXPECT_DOUBLE_EQ(memory::savedBytesPerTokenPerLayer(memory::prepareInputs(s)), 147456.0);
}

TEST(MemoryComponents, FsdpUnderPipelineKeepsStageUnshardedWithGradientsInReduceType)
{
    // torchtitan-style pre-training: fp32 sharded weights (the master), bf16 compute, FSDP
    // over 8 data-parallel ranks x 2 pipeline stages.
    Scenario s = fullFineTune(llama31_8b());
    s.method = Method::Pretrain;
    s.weightDtype = DType::FP32;
    s.masterWeights = true;
    s.parallel.gpus = 16;
    s.parallel.pp = 2;
    s.parallel.sharding = Sharding::FSDP;
    // Stage: 16 blocks of 218,112,000 (218,103,808 linear + 8,192 norm) plus the larger of
    // embedding (525,336,576) and LM head + final norm (525,340,672) = 4,015,132,672.
    const double stage = 16.0 * 218112000.0 + 525340672.0;
    MemoryBreakdown m;
    memory::addModelStates(memory::prepareInputs(s), m);
    // Unsharded bf16 stage (2 B) + unsharded gradients accumulated in fp32 (4 B).
    EXPECT_DOUBLE_EQ(m[MemoryComponent::Buffers], 6.0 * stage);
    // bf16 weights with a master copy: gradients and their accumulation stay bf16 (2 + 2 B).
    s.weightDtype = DType::BF16;
    MemoryBreakdown bf16;
    memory::addModelStates(memory::prepareInputs(s), bf16);
    EXPECT_DOUBLE_EQ(bf16[MemoryComponent::Buffers], 4.0 * stage);
}

TEST(MemoryComponents, ContextAndAllocatorReserveOrderTheMetrics)
{
    const MemoryBreakdown m = estimateMemory(fullFineTune(llama31_8b()), h100());
    EXPECT_DOUBLE_EQ(m[MemoryComponent::CudaContext], 0.5 * kGiB);
    EXPECT_GT(m[MemoryComponent::AllocatorReserve], 0.0);
    EXPECT_LT(m.allocatedBytes(), m.reservedBytes());
    EXPECT_LT(m.reservedBytes(), m.deviceUsedBytes());
    GpuSpec v100 = h100();
    v100.generation = GpuGeneration::Volta;
    EXPECT_DOUBLE_EQ(estimateMemory(fullFineTune(llama31_8b()), v100)[MemoryComponent::CudaContext], 1.3 * kGiB);
}

} // namespace
