// Sharding and parallel divisions, and the monotonicity a user relies on when moving sliders.
#include "memorytestmodels.h"

#include "estimate/memory/memoryinputs.h"
#include "estimate/memory/statesmemory.h"
#include "estimate/memorymodel.h"
#include "model/architecture.h"

#include <gtest/gtest.h>

using namespace gpusizer::core;
using namespace gpusizer::core::testing;

namespace {

MemoryBreakdown states(const Scenario &s)
{
    MemoryBreakdown m;
    memory::addModelStates(memory::prepareInputs(s), m);
    return m;
}

Scenario sharded(Sharding sharding, int gpus)
{
    Scenario s = fullFineTune(llama31_8b());
    s.masterWeights = true;
    s.parallel.gpus = gpus;
    s.parallel.sharding = sharding;
    return s;
}

const double kP = countParameters(llama31_8b()).total;

TEST(MemoryScaling, DdpReplicatesEveryState)
{
    const MemoryBreakdown m = states(sharded(Sharding::DDP, 8));
    EXPECT_DOUBLE_EQ(m[MemoryComponent::Weights], 2.0 * kP);
    EXPECT_DOUBLE_EQ(m[MemoryComponent::Gradients], 2.0 * kP);
    EXPECT_DOUBLE_EQ(m[MemoryComponent::MasterWeights], 4.0 * kP);
    EXPECT_DOUBLE_EQ(m[MemoryComponent::OptimizerState], 8.0 * kP);
}

TEST(MemoryScaling, ZeroStagesDivideWhatTheyShard)
{
    // ZeRO-1: optimizer state and master copy / N; DeepSpeed adds an fp32 gradient partition.
    const MemoryBreakdown z1 = states(sharded(Sharding::ZeRO1, 8));
    EXPECT_DOUBLE_EQ(z1[MemoryComponent::Weights], 2.0 * kP);
    EXPECT_DOUBLE_EQ(z1[MemoryComponent::MasterWeights], 4.0 * kP / 8);
    EXPECT_DOUBLE_EQ(z1[MemoryComponent::OptimizerState], 8.0 * kP / 8);
    EXPECT_DOUBLE_EQ(z1[MemoryComponent::Gradients], 2.0 * kP + 4.0 * kP / 8);
    // ZeRO-2: also the 16-bit gradients.
    const MemoryBreakdown z2 = states(sharded(Sharding::ZeRO2, 8));
    EXPECT_DOUBLE_EQ(z2[MemoryComponent::Gradients], 2.0 * kP / 8 + 4.0 * kP / 8);
    EXPECT_DOUBLE_EQ(z2[MemoryComponent::Weights], 2.0 * kP);
    // ZeRO-3: also the weights, plus the gather buffers of the largest unit (the 525 M
    // embedding here, current and prefetched) and the 5e8-element reduce bucket.
    const MemoryBreakdown z3 = states(sharded(Sharding::ZeRO3, 8));
    EXPECT_DOUBLE_EQ(z3[MemoryComponent::Weights], 2.0 * kP / 8);
    EXPECT_DOUBLE_EQ(z3[MemoryComponent::Buffers], 2.0 * (525336576.0 + 4096.0) * 2.0 + 5e8 * 2.0);
}

TEST(MemoryScaling, FsdpVariantsShardOverTheirGroups)
{
    const MemoryBreakdown full = states(sharded(Sharding::FSDP, 16));
    EXPECT_DOUBLE_EQ(full[MemoryComponent::Weights], 2.0 * kP / 16);
    EXPECT_DOUBLE_EQ(full[MemoryComponent::Gradients], 2.0 * kP / 16);
    EXPECT_DOUBLE_EQ(full[MemoryComponent::OptimizerState], 8.0 * kP / 16);
    // Hybrid shards inside a node of 8 and replicates across nodes.
    Scenario hybrid = sharded(Sharding::FSDPHybrid, 16);
    hybrid.parallel.gpusPerNode = 8;
    EXPECT_DOUBLE_EQ(states(hybrid)[MemoryComponent::Weights], 2.0 * kP / 8);
    // Grad-op (SHARD_GRAD_OP) keeps full weights, shards gradients and optimizer.
    const MemoryBreakdown gradOp = states(sharded(Sharding::FSDPGradOp, 16));
    EXPECT_DOUBLE_EQ(gradOp[MemoryComponent::Weights], 2.0 * kP);
    EXPECT_DOUBLE_EQ(gradOp[MemoryComponent::Gradients], 2.0 * kP / 16);
    // Context-parallel ranks join the shard group: 16 GPUs, cp 2 -> 8 replicas x 2 = 16.
    Scenario cp = sharded(Sharding::FSDP, 16);
    cp.parallel.cp = 2;
    EXPECT_DOUBLE_EQ(states(cp)[MemoryComponent::Weights], 2.0 * kP / 16);
}

TEST(MemoryScaling, TensorAndPipelineParallelDivideTheModel)
{
    Scenario tp = sharded(Sharding::None, 4);
    tp.parallel.tp = 4;
    // Everything but the final norm (4,096) is split four ways.
    EXPECT_DOUBLE_EQ(states(tp)[MemoryComponent::Weights], 2.0 * ((kP - 4096.0) / 4 + 4096.0));
    // Pipeline of 2: 16 blocks plus the larger of embedding and LM head (+ final norm).
    Scenario pp = sharded(Sharding::None, 2);
    pp.parallel.pp = 2;
    const ParameterCounts c = countParameters(llama31_8b());
    const double block = (c.total - c.embedding - c.lmHead - c.finalNorm) / 32.0;
    EXPECT_DOUBLE_EQ(states(pp)[MemoryComponent::Weights], 2.0 * (16.0 * block + c.lmHead + c.finalNorm));
}

TEST(MemoryScaling, OffloadMovesStatesToHostMemory)
{
    Scenario s = sharded(Sharding::ZeRO3, 8);
    s.parallel.offload = Offload::Optimizer;
    const MemoryBreakdown m = states(s);
    EXPECT_DOUBLE_EQ(m[MemoryComponent::OptimizerState], 0.0);
    EXPECT_DOUBLE_EQ(m[MemoryComponent::MasterWeights], 0.0);
    EXPECT_DOUBLE_EQ(m.hostBytes, 12.0 * kP / 8);
    s.parallel.offload = Offload::Params;
    const MemoryBreakdown p = states(s);
    EXPECT_DOUBLE_EQ(p[MemoryComponent::Weights], 0.0);
    // Gradients: the 16-bit partition plus ZeRO-3's fp32 copy of one optimizer sub-group
    // (1e9 elements; the 1.004e9-parameter partition exceeds it).
    EXPECT_DOUBLE_EQ(p.hostBytes, 2.0 * kP / 8 + 12.0 * kP / 8 + 2.0 * kP / 8 + 4.0 * 1e9);
}

TEST(MemoryScaling, PeakGrowsWithSequenceBatchAndRank)
{
    Scenario s = fullFineTune(llama31_8b());
    s.method = Method::LoRA;
    double previous = 0;
    for (int seq : {256, 1024, 4096, 16384}) {
        s.seqLen = seq;
        const double used = estimateMemory(s, h100()).deviceUsedBytes();
        EXPECT_GT(used, previous) << seq;
        previous = used;
    }
    s.seqLen = 2048;
    previous = 0;
    for (int batch : {1, 2, 4, 8}) {
        s.microBatch = batch;
        const double used = estimateMemory(s, h100()).deviceUsedBytes();
        EXPECT_GT(used, previous) << batch;
        previous = used;
    }
    s.microBatch = 1;
    previous = 0;
    for (int rank : {8, 64, 512}) {
        s.lora.rank = rank;
        const double used = estimateMemory(s, h100()).deviceUsedBytes();
        EXPECT_GT(used, previous) << rank;
        previous = used;
    }
}

TEST(MemoryScaling, QloraNeedsLessThanLoraWhichNeedsLessThanFull)
{
    Scenario s = fullFineTune(llama31_8b());
    s.gradAccum = 1;
    const double full = estimateMemory(s, h100()).deviceUsedBytes();
    s.method = Method::LoRA;
    const double lora = estimateMemory(s, h100()).deviceUsedBytes();
    s.method = Method::QLoRA;
    s.weightDtype = DType::NF4;
    const double qlora = estimateMemory(s, h100()).deviceUsedBytes();
    EXPECT_LT(qlora, lora);
    EXPECT_LT(lora, full);
    // LoRA keeps most of full fine-tuning's activations (peft #1514): not "small" at long s.
    EXPECT_GT(lora, 1.1 * 2.0 * countParameters(llama31_8b()).total);
}

TEST(MemoryScaling, CheckpointingAndKernelsOrderTheActivations)
{
    Scenario s = fullFineTune(llama31_8b());
    s.method = Method::LoRA;
    s.seqLen = 4096;
    auto activations = [&](Checkpointing c, AttentionKernel k) {
        s.checkpointing = c;
        s.attention = k;
        return estimateMemory(s, h100())[MemoryComponent::Activations];
    };
    const double eager = activations(Checkpointing::None, AttentionKernel::Eager);
    const double flash = activations(Checkpointing::None, AttentionKernel::Flash);
    const double selective = activations(Checkpointing::Selective, AttentionKernel::Flash);
    const double full = activations(Checkpointing::Full, AttentionKernel::Flash);
    EXPECT_GT(eager, flash);
    EXPECT_GT(flash, selective);
    EXPECT_GT(selective, full);
    // Full checkpointing: one 16-bit layer input per block plus one block in flight.
    EXPECT_GT(full, 32.0 * 4096 * 4096 * 2);
}

} // namespace
