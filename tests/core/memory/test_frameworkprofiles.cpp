// Framework profiles (issue #17): each framework's documented defaults, and what they change in
// the memory and speed of one scenario.
#include "catalog/gpucatalog.h"
#include "estimate/estimator.h"
#include "estimate/time/utilisationmodel.h"
#include "memorytestmodels.h"
#include "model/framework.h"

#include <gtest/gtest.h>

using namespace gpusizer::core;
using namespace gpusizer::core::testing;

namespace {

// Llama 3.1 8B LoRA (attention and MLP adapters, rank 16), 4 x 2048 tokens on one H100.
Scenario loraScenario(Framework framework)
{
    Scenario s;
    s.model = llama31_8b();
    s.method = Method::LoRA;
    s.lora.rank = 16;
    s.lora.targets = kLoraAllLinearTargets;
    s.seqLen = 2048;
    s.microBatch = 4;
    s.gpuId = "h100-sxm";
    return withFramework(std::move(s), framework);
}

// The catalog's H100 SXM: the speed needs its bandwidth and peaks.
const GpuSpec &h100sxm()
{
    const GpuSpec *gpu = GpuCatalog::builtIn().find("h100-sxm");
    EXPECT_NE(gpu, nullptr);
    return *gpu;
}

double bytes(const Estimate &e, MemoryComponent c) { return e.memory[c]; }

} // namespace

TEST(FrameworkProfile, EveryFrameworkHasAStableIdAndAVersion)
{
    for (const Framework f : kFrameworks) {
        EXPECT_EQ(parseFramework(toString(f)), f) << toString(f);
        EXPECT_FALSE(frameworkProfile(f).version.empty()) << toString(f);
        EXPECT_FALSE(displayName(f).empty());
    }
    EXPECT_FALSE(parseFramework("keras"));
    EXPECT_FALSE(parseFramework("Transformers")); // ids are lower case, as in the validation CSV
}

TEST(FrameworkProfile, CitedDefaultsOfTheThreeFineTuningStacks)
{
    const FrameworkProfile hf = frameworkProfile(Framework::Transformers);
    EXPECT_FALSE(hf.chunkedCrossEntropy);
    EXPECT_EQ(hf.checkpointing, Checkpointing::None);
    EXPECT_EQ(hf.optimizerImpl, OptimizerImpl::ForEach);
    EXPECT_EQ(hf.kernels, KernelStyle::Eager);

    const FrameworkProfile tune = frameworkProfile(Framework::Torchtune);
    EXPECT_TRUE(tune.chunkedCrossEntropy);
    EXPECT_EQ(tune.checkpointing, Checkpointing::Full);
    EXPECT_FALSE(tune.offloadActivations);
    EXPECT_EQ(tune.optimizerImpl, OptimizerImpl::Fused);
    EXPECT_FALSE(tune.compiled);

    const FrameworkProfile unsloth = frameworkProfile(Framework::Unsloth);
    EXPECT_TRUE(unsloth.chunkedCrossEntropy);
    EXPECT_EQ(unsloth.checkpointing, Checkpointing::Full);
    EXPECT_TRUE(unsloth.offloadActivations);
    EXPECT_EQ(unsloth.kernels, KernelStyle::Fused);
}

TEST(FrameworkProfile, ChoosingAFrameworkSetsItsDefaultsWhichTheUserOverrides)
{
    Scenario s = loraScenario(Framework::Torchtune);
    EXPECT_EQ(s.framework, Framework::Torchtune);
    EXPECT_TRUE(s.chunkedCrossEntropy);
    EXPECT_EQ(s.checkpointing, Checkpointing::Full);
    EXPECT_TRUE(usesFrameworkDefaults(s));
    s.checkpointing = Checkpointing::None;
    EXPECT_FALSE(usesFrameworkDefaults(s));
    // Switching back to Transformers takes its defaults again.
    s = withFramework(std::move(s), Framework::Transformers);
    EXPECT_FALSE(s.chunkedCrossEntropy);
    EXPECT_EQ(s.checkpointing, Checkpointing::None);
    EXPECT_FALSE(s.offloadActivations);
}

TEST(FrameworkProfile, OneLoraScenarioDiffersUnderTransformersTorchtuneAndUnsloth)
{
    const GpuSpec &gpu = h100sxm();
    const Estimate hf = estimate(loraScenario(Framework::Transformers), gpu);
    const Estimate tune = estimate(loraScenario(Framework::Torchtune), gpu);
    const Estimate unsloth = estimate(loraScenario(Framework::Unsloth), gpu);

    // Transformers holds every layer's activations and the full fp32 logits; torchtune keeps
    // only the checkpointed layer inputs and chunks the loss; Unsloth also moves those inputs
    // to the host.
    EXPECT_GT(bytes(hf, MemoryComponent::Logits), 4.0 * bytes(tune, MemoryComponent::Logits));
    EXPECT_GT(bytes(hf, MemoryComponent::Activations), 3.0 * bytes(tune, MemoryComponent::Activations));
    EXPECT_LT(bytes(unsloth, MemoryComponent::Activations), bytes(tune, MemoryComponent::Activations));
    EXPECT_GT(hf.requiredBytes, tune.requiredBytes + 10e9);
    EXPECT_GT(tune.requiredBytes, unsloth.requiredBytes);

    // Recomputation costs torchtune a third forward pass; Unsloth recomputes too, with fused
    // kernels that halve the elementwise traffic and host time.
    EXPECT_GT(hf.time.tokensPerSecondPerGpu, 1.1 * tune.time.tokensPerSecondPerGpu);
    EXPECT_GT(unsloth.time.tokensPerSecondPerGpu, tune.time.tokensPerSecondPerGpu);
}

TEST(FrameworkProfile, ForeachAdamWHoldsOneMomentMoreAtTheStep)
{
    // Full fine-tuning of a 1B model with short sequences: the end of the backward pass (all
    // gradients, no activations) is the peak, and the foreach step adds sqrt(v) on top of it.
    Scenario s;
    s.model = llama31_8b();
    s.model.layers = 8;
    s.model.hidden = 2048;
    s.model.intermediate = 8192;
    s.model.heads = 16;
    s.model.vocab = 32000;
    s.method = Method::Full;
    s.seqLen = 256;
    s.gpuId = "h100-sxm";
    const Scenario foreachStep = withFramework(s, Framework::PyTorch);
    Scenario fusedStep = withFramework(s, Framework::Torchtitan);
    fusedStep.checkpointing = foreachStep.checkpointing;  // only the optimizer step differs

    const Estimate a = estimate(foreachStep, h100());
    const Estimate b = estimate(fusedStep, h100());
    const double moment = 0.5 * a.memory[MemoryComponent::OptimizerState];
    ASSERT_GT(moment, 1e9);
    EXPECT_NEAR(a.memory[MemoryComponent::Buffers] - b.memory[MemoryComponent::Buffers], moment, 1e6);
    EXPECT_NEAR(a.requiredBytes - b.requiredBytes, moment, 1e6);

    // DeepSpeed ZeRO steps its partitions with FusedAdam whatever framework drives it.
    Scenario zero = foreachStep;
    zero.parallel.sharding = Sharding::ZeRO2;
    zero.parallel.gpus = zero.parallel.gpusPerNode = 2;
    Scenario zeroFused = fusedStep;
    zeroFused.parallel.sharding = Sharding::ZeRO2;
    zeroFused.parallel.gpus = zeroFused.parallel.gpusPerNode = 2;
    EXPECT_DOUBLE_EQ(estimate(zero, h100()).memory[MemoryComponent::Buffers],
                     estimate(zeroFused, h100()).memory[MemoryComponent::Buffers]);
}

TEST(FrameworkProfile, CompileAndFusedKernelsHalveElementwiseTrafficAndHostTime)
{
    Scenario s = loraScenario(Framework::Transformers);
    EXPECT_DOUBLE_EQ(timing::kernelFactors(s).elementwise, 1.0);
    EXPECT_DOUBLE_EQ(timing::kernelFactors(s).launch, 1.0);
    const double eager = estimate(s, h100sxm()).time.tokensPerSecondPerGpu;
    s.compiled = true;
    EXPECT_DOUBLE_EQ(timing::kernelFactors(s).elementwise, 0.5);
    EXPECT_DOUBLE_EQ(timing::kernelFactors(s).launch, 0.5);
    EXPECT_GT(estimate(s, h100sxm()).time.tokensPerSecondPerGpu, 1.02 * eager);
    // Compile over fused kernels fuses what is left.
    s.framework = Framework::Unsloth;
    EXPECT_DOUBLE_EQ(timing::kernelFactors(s).elementwise, 0.25);
}
