// Stable keys of the recommendation enums (CLI JSON, UI translation lookups).
#include "recommend/recommendation.h"

#include "util/enumnames.h"

namespace gpusizer::core {

namespace {
constexpr auto kRankBy = makeEnumNames<RankBy>({
    {RankBy::Best, "best"}, {RankBy::Gpus, "gpus"}, {RankBy::Time, "time"}, {RankBy::Rent, "rent"},
    {RankBy::Own, "own"},
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
    {FitChange::Fp8KvCache, "fp8_kv_cache"}, {FitChange::Fp8Weights, "fp8_weights"},
    {FitChange::Int4Weights, "int4_weights"}, {FitChange::MoreTensorParallel, "more_tensor_parallel"},
    {FitChange::MoreReplicas, "more_replicas"}, {FitChange::ShorterPrompt, "shorter_prompt"},
});
constexpr auto kReason = makeEnumNames<Reason>({
    {Reason::FitsOneGpu, "fits_one_gpu"}, {Reason::ReplicasForSpeed, "replicas_for_speed"},
    {Reason::OptimizerStateSharded, "optimizer_state_sharded"}, {Reason::GradientsSharded, "gradients_sharded"},
    {Reason::WeightsSharded, "weights_sharded"}, {Reason::OptimizerStateInHostMemory, "optimizer_state_in_host_memory"},
    {Reason::LayersSplitTensorPipeline, "layers_split_tensor_pipeline"},
    {Reason::WeightsSplitTensorParallel, "weights_split_tensor_parallel"},
    {Reason::SelectiveCheckpointingToFit, "selective_checkpointing_to_fit"},
    {Reason::FullCheckpointingToFit, "full_checkpointing_to_fit"},
    {Reason::MicroBatchReducedAccumulationRaised, "micro_batch_reduced_accumulation_raised"},
    {Reason::FewestGpusThatFit, "fewest_gpus_that_fit"}, {Reason::MoreGpusForSpeed, "more_gpus_for_speed"},
    {Reason::SpansNodes, "spans_nodes"}, {Reason::EfficiencyNotCalibrated, "efficiency_not_calibrated"},
    {Reason::ReplicasForLoad, "replicas_for_load"}, {Reason::MissesDeadline, "misses_deadline"},
    {Reason::OverBudget, "over_budget"}, {Reason::RunsLongerThanAYear, "runs_longer_than_a_year"},
    {Reason::LessThanOneStep, "less_than_one_step"}, {Reason::NoSystemListed, "no_system_listed"},
    {Reason::FewestGpusForDeadline, "fewest_gpus_for_deadline"}, {Reason::GlobalBatchRaised, "global_batch_raised"},
    {Reason::RunsOnAnotherFramework, "runs_on_another_framework"},
    {Reason::ExpertsSplitExpertParallel, "experts_split_expert_parallel"},
    {Reason::NoOfferedSystem, "no_offered_system"},
});
static_assert(kReason.entries.size() == kReasonCount);
constexpr auto kCandidateFilter = makeEnumNames<CandidateFilter>({
    {CandidateFilter::GpuList, "gpu_list"}, {CandidateFilter::Vendor, "vendor"},
    {CandidateFilter::Offered, "only_offered"}, {CandidateFilter::Precision, "precision"},
    {CandidateFilter::EngineFormats, "engine_formats"},
});
} // namespace

std::string_view toString(RankBy v) { return kRankBy.name(v); }
std::optional<RankBy> parseRankBy(std::string_view t) { return kRankBy.parse(t); }
std::string_view toString(Strategy v) { return kStrategy.name(v); }
std::string_view toString(Limiter v) { return kLimiter.name(v); }
std::string_view toString(FitChange v) { return kFitChange.name(v); }
std::string_view toString(Reason v) { return kReason.name(v); }
std::optional<Reason> parseReason(std::string_view t) { return kReason.parse(t); }
std::string_view toString(CandidateFilter v) { return kCandidateFilter.name(v); }

} // namespace gpusizer::core
