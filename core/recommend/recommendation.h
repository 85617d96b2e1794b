#pragma once

#include "estimate/estimate.h"
#include "estimate/fitpolicy.h"
#include "model/scenario.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpusizer::core {

// Orders of the recommendation list.
enum class RankBy { Gpus, Time, Rent, Own };

// How a candidate spreads the work over its GPUs.
enum class Strategy {
    Single,           // one GPU, nothing shared
    DataParallel,     // replicas (DDP), gradients all-reduced
    ZeRO1,            // optimizer state sharded
    ZeRO2,            // optimizer state and gradients sharded
    FullShard,        // weights too (FSDP / ZeRO-3)
    OptimizerOffload, // optimizer state in host memory (ZeRO-Offload)
    ModelParallel,    // tensor parallel inside a node, pipeline across nodes
};

// What sets the size or the speed of a candidate.
enum class Limiter { Memory, Compute, MemoryBandwidth, Network };

// Why a candidate looks as it does (stable keys in JSON, translated in the window and report).
enum class Reason {
    FitsOneGpu,
    ReplicasForSpeed,
    OptimizerStateSharded,
    GradientsSharded,
    WeightsSharded,
    OptimizerStateInHostMemory,
    LayersSplitTensorPipeline,
    WeightsSplitTensorParallel,
    SelectiveCheckpointingToFit,
    FullCheckpointingToFit,
    MicroBatchReducedAccumulationRaised,
    FewestGpusThatFit,
    MoreGpusForSpeed,
    SpansNodes,
    EfficiencyNotCalibrated,
    ReplicasForLoad,        // serving: more replicas to carry the load within the targets
};
inline constexpr std::size_t kReasonCount = 16;

// Changes "what makes it fit" proposes.
enum class FitChange {
    EnableCheckpointing,
    ShorterSequence,
    SmallerMicroBatch,   // with more gradient accumulation (same global batch)
    Optimizer8bit,
    UseLora,
    UseQlora,
    ShardingStage,
    Offload,
    MoreGpus,
    BiggerGpu,
};

struct Candidate {
    Scenario scenario;          // the complete configuration (GPU, counts, strategy, settings)
    Estimate estimate;          // memory, time and cost of it
    Strategy strategy = Strategy::Single;
    std::vector<Limiter> limits;       // memory when it needed more GPUs or memory savers; then the time bottleneck
    std::vector<Reason> reasons;
};

struct RecommendOptions {
    RankBy rankBy = RankBy::Gpus;
    std::size_t top = 0;            // 0: every candidate
    FitPolicy fitPolicy;            // candidates must fit by it (FitVerdict::Fits)
    int maxNodes = 512;
    bool allowOffload = true;       // false: keep every state in GPU memory
    std::vector<std::string> gpuIds; // empty: the whole catalog
};

struct Recommendation {
    RankBy rankBy = RankBy::Gpus;       // the order of `candidates`
    std::vector<Candidate> candidates;  // fitting, ranked
    std::size_t evaluated = 0;          // configurations whose memory was estimated
};

struct FitSuggestion {
    std::vector<FitChange> changes;     // one change, or two when no single change fits
    Scenario scenario;                  // the modified scenario
    Estimate estimate;                  // its memory, time and cost
};

std::string_view toString(RankBy value);
std::optional<RankBy> parseRankBy(std::string_view text);
std::string_view toString(Strategy value);
std::string_view toString(Limiter value);
std::string_view toString(FitChange value);
std::string_view toString(Reason value);
std::optional<Reason> parseReason(std::string_view text);

} // namespace gpusizer::core
