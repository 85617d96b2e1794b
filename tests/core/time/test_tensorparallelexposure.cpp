// Tensor-parallel collectives, hand-computed: Llama 2 70B (80 layers, hidden 8192) on 16 H100
// (NVLink 450 GB/s per direction x 0.9), TP 4 x PP 4: 20 layers per stage, 4,096 tokens per
// micro-batch, 12 micro-batches a step. Two all-reduces of the 4096 x 8192 bf16 activations
// per layer and pass, ring factor 2·3/4.
#include "estimate/time/commmodel.h"
#include "estimate/time/flopsmodel.h"
#include "estimate/time/timemodel.h"
#include "estimate/time/utilisationmodel.h"
#include "timetestscenarios.h"

#include <gtest/gtest.h>

using namespace gpusizer::core;
using namespace gpusizer::core::timing;
using namespace gpusizer::core::testing;

namespace {
constexpr double kPerPassBytes = 2.0 * 20.0 * 2.0 * 0.75 * 4096.0 * 8192.0 * 2.0;  // 4.03 GB
constexpr double kNvlink = 450e9 * 0.9;

Scenario tensorParallel(Framework framework, Checkpointing checkpointing)
{
    Scenario s = llama70bTp4Pp4();
    s.framework = framework;
    s.checkpointing = checkpointing;
    return s;
}
} // namespace

TEST(TensorParallelComm, SelectiveRecomputationRepeatsNoCollective)
{
    // Forward and backward: 2 passes' worth (0.239 s a step); full recomputation adds the
    // forward again (0.358 s).
    const Scenario selective = tensorParallel(Framework::Torchtitan, Checkpointing::Selective);
    const CommTimes c = communicationPerStep(selective, gpu("h100-sxm"), matmulParams(selective));
    EXPECT_NEAR(c.tensorParallelSeconds, 12.0 * kPerPassBytes * 2.0 / kNvlink, 1e-9);
    const Scenario full = tensorParallel(Framework::Torchtitan, Checkpointing::Full);
    const CommTimes f = communicationPerStep(full, gpu("h100-sxm"), matmulParams(full));
    EXPECT_NEAR(f.tensorParallelSeconds, 12.0 * kPerPassBytes * 3.0 / kNvlink, 1e-9);
}

TEST(TensorParallelComm, ForwardCollectivesAreCriticalUnlessTheFrameworkOverlapsThem)
{
    const GpuSpec &h100 = gpu("h100-sxm");
    // torchtitan (async TP off by default): the forward collectives, once per forward.
    const Scenario titan = tensorParallel(Framework::Torchtitan, Checkpointing::Full);
    const CommTimes t = communicationPerStep(titan, h100, matmulParams(titan));
    EXPECT_NEAR(t.tensorParallelCriticalSeconds, 12.0 * kPerPassBytes * 2.0 / kNvlink, 1e-9);  // 0.239 s
    const Scenario megatron = tensorParallel(Framework::Megatron, Checkpointing::None);
    const CommTimes m = communicationPerStep(megatron, h100, matmulParams(megatron));
    EXPECT_NEAR(m.tensorParallelCriticalSeconds, 12.0 * kPerPassBytes / kNvlink, 1e-9);  // 0.119 s
    // NeMo's recipes overlap them with the GEMMs (userbuffers).
    const Scenario nemo = tensorParallel(Framework::NeMo, Checkpointing::Full);
    const CommTimes n = communicationPerStep(nemo, h100, matmulParams(nemo));
    EXPECT_DOUBLE_EQ(n.tensorParallelCriticalSeconds, 0.0);
    EXPECT_DOUBLE_EQ(n.tensorParallelSeconds, t.tensorParallelSeconds);
}

TEST(TensorParallelComm, CriticalCollectivesAreExposedWhole)
{
    // Compute (tens of seconds a step) outlasts the communication, so the hidden part is
    // overlap x comm: a critical collective adds its whole time, the rest (1 - overlap) of its own.
    const Scenario titan = tensorParallel(Framework::Torchtitan, Checkpointing::Full);
    const GpuSpec &h100 = gpu("h100-sxm");
    const CommTimes c = communicationPerStep(titan, h100, matmulParams(titan));
    const TimeEstimate t = estimateTime(titan, h100);
    ASSERT_GT(t.computeSecondsPerStep, c.total());
    const double hideable = c.total() - c.tensorParallelCriticalSeconds;
    EXPECT_NEAR(t.commSecondsPerStep,
                c.tensorParallelCriticalSeconds + hideable * (1.0 - calibration().commOverlap), 1e-9);
}
