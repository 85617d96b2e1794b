#include "recommend/frameworkreach.h"

#include <array>
#include <initializer_list>

namespace gpusizer::core {

namespace {

constexpr std::size_t kStrategyCount = 7;
static_assert(std::size_t(Strategy::ModelParallel) + 1 == kStrategyCount);

// One bit per Strategy, in its declaration order.
constexpr unsigned bit(Strategy s) { return 1u << unsigned(s); }
constexpr unsigned bits(std::initializer_list<Strategy> list)
{
    unsigned out = 0;
    for (Strategy s : list)
        out |= bit(s);
    return out;
}

using S = Strategy;
constexpr unsigned kEverySharding = bits({S::Single, S::DataParallel, S::ZeRO1, S::ZeRO2, S::FullShard,
                                          S::OptimizerOffload});

// What each framework runs (sources in docs/estimation.md):
// - Transformers Trainer / accelerate, Axolotl: DDP, DeepSpeed ZeRO 1-3 with offload, FSDP; no
//   tensor/pipeline-parallel training loop.
// - DeepSpeed: ZeRO 1-3, ZeRO-Offload, pipeline engine with Megatron-style tensor parallelism.
// - ms-swift: DeepSpeed ZeRO, FSDP and Megatron-SWIFT (tensor and pipeline parallelism).
// - Megatron-LM: data parallel with the distributed optimizer (ZeRO-1), tensor and pipeline
//   parallelism; NeMo adds FSDP on top of Megatron-Core.
// - torchtitan: FSDP2, DDP, tensor and pipeline parallelism.
// - torchtune, LitGPT, LLM Foundry: FSDP and DDP (torchtune has no DDP recipe).
// - Unsloth: one GPU (multi-GPU data parallel through accelerate).
// - plain PyTorch: DDP, ZeroRedundancyOptimizer (ZeRO-1), FSDP, torch.distributed tensor and
//   pipeline parallelism.
unsigned reach(Framework f)
{
    switch (f) {
    case Framework::Transformers:
    case Framework::Axolotl: return kEverySharding;
    case Framework::DeepSpeed:
    case Framework::MsSwift: return kEverySharding | bit(S::ModelParallel);
    case Framework::Megatron: return bits({S::Single, S::DataParallel, S::ZeRO1, S::ModelParallel});
    case Framework::NeMo: return bits({S::Single, S::DataParallel, S::ZeRO1, S::FullShard, S::ModelParallel});
    case Framework::Torchtitan: return bits({S::Single, S::DataParallel, S::FullShard, S::ModelParallel});
    case Framework::Torchtune: return bits({S::Single, S::FullShard});
    case Framework::LitGPT:
    case Framework::LlmFoundry: return bits({S::Single, S::DataParallel, S::FullShard});
    case Framework::Unsloth: return bits({S::Single, S::DataParallel});
    case Framework::PyTorch: return bits({S::Single, S::DataParallel, S::ZeRO1, S::FullShard, S::ModelParallel});
    }
    return bit(S::Single);
}

// The usual home of each layout, first choice first.
constexpr std::array<Framework, kStrategyCount> kHome = {
    Framework::Transformers,  // Single
    Framework::Transformers,  // DataParallel
    Framework::DeepSpeed,     // ZeRO1
    Framework::DeepSpeed,     // ZeRO2
    Framework::Transformers,  // FullShard (accelerate FSDP)
    Framework::DeepSpeed,     // OptimizerOffload
    Framework::Megatron,      // ModelParallel
};

} // namespace

bool runsStrategy(Framework framework, Strategy strategy)
{
    return (reach(framework) & bit(strategy)) != 0;
}

Framework frameworkFor(Strategy strategy, Framework preferred)
{
    if (runsStrategy(preferred, strategy))
        return preferred;
    return kHome[std::size_t(strategy)];
}

} // namespace gpusizer::core
