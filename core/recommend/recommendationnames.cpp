// Stable keys of the recommendation enums (CLI JSON, UI translation lookups).
#include "recommend/recommendation.h"

#include "util/enumnames.h"

namespace gpusizer::core {

namespace {
constexpr auto kRankBy = makeEnumNames<RankBy>({
    {RankBy::Gpus, "gpus"}, {RankBy::Time, "time"}, {RankBy::Rent, "rent"}, {RankBy::Own, "own"},
});
constexpr auto kStrategy = makeEnumNames<Strategy>({
    {Strategy::Single, "single"}, {Strategy::DataParallel, "data_parallel"}, {Strategy::ZeRO1, "zero1"},
    {Strategy::ZeRO2, "zero2"}, {Strategy::FullShard, "full_shard"},
    {Strategy::OptimizerOffload, "optimizer_offload"}, {Strategy::ModelParallel, "model_parallel"},
});
constexpr auto kLimiter = makeEnumNames<Limiter>({
    {Limiter::Memory, "memory"}, {Limiter::Compute, "compute"},
    {Limiter::MemoryBandwidth, "memory_bandwidth"}, {Limiter::Network, "network"},
});
constexpr auto kFitChange = makeEnumNames<FitChange>({
    {FitChange::EnableCheckpointing, "enable_checkpointing"}, {FitChange::ShorterSequence, "shorter_sequence"},
    {FitChange::SmallerMicroBatch, "smaller_micro_batch"}, {FitChange::Optimizer8bit, "optimizer_8bit"},
    {FitChange::UseLora, "use_lora"}, {FitChange::UseQlora, "use_qlora"},
    {FitChange::ShardingStage, "sharding_stage"}, {FitChange::Offload, "offload"},
    {FitChange::MoreGpus, "more_gpus"}, {FitChange::BiggerGpu, "bigger_gpu"},
});
} // namespace

std::string_view toString(RankBy v) { return kRankBy.name(v); }
std::optional<RankBy> parseRankBy(std::string_view t) { return kRankBy.parse(t); }
std::string_view toString(Strategy v) { return kStrategy.name(v); }
std::string_view toString(Limiter v) { return kLimiter.name(v); }
std::string_view toString(FitChange v) { return kFitChange.name(v); }

} // namespace gpusizer::core
