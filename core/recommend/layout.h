#pragma once

#include "catalog/gpucatalog.h"
#include "estimate/estimate.h"
#include "model/gpuspec.h"
#include "recommend/recommendation.h"

#include <functional>
#include <optional>

namespace gpusizer::core::layout {

// Sequences per optimizer step of a scenario: micro-batch x accumulation x data-parallel degree.
int globalBatch(const Scenario &s);

// Node layout of `gpus` GPUs of `gpu`: GPUs per node (the GPU's typical node size at most).
int gpusPerNodeFor(const GpuSpec &gpu, int gpus);

// Strategies that apply to a method (training: every one; inference: single and model parallel).
bool strategyApplies(Strategy strategy, Method method, int gpus);

// How the recommender lays a run out on its GPUs: the strategy, the memory savers and, for
// model parallelism, the pipeline stages (0: every node is a stage, no data parallelism; n: n
// stages of a node's tensor-parallel group, the rest data parallel with the optimizer state
// sharded, as Megatron-LM runs it).
struct LayoutChoice {
    Strategy strategy = Strategy::Single;
    Checkpointing checkpointing = Checkpointing::None;
    int microBatch = 1;
    int pipelineStages = 0;
};

// The global batch a layout keeps: `globalBatchSeqs` sequences, or, where the layout needs more
// (a sequence per replica, a micro-batch per pipeline stage) and runs one sequence per
// micro-batch, what it needs up to `maxGlobalBatchSeqs`.
struct BatchRule {
    int globalBatchSeqs = 1;
    int maxGlobalBatchSeqs = 1;  // == globalBatchSeqs: the global batch is kept
};

// `base` run on `gpus` GPUs of `gpu` as `choice` says; the accumulation is set so the global
// batch follows `batch`. nullopt when the layout cannot keep it or does not divide.
std::optional<Scenario> applyLayout(const Scenario &base, const GpuSpec &gpu, int gpus, const LayoutChoice &choice,
                                    const BatchRule &batch);
// The same in place: `s` must be a copy of `base`; only the layout fields are rewritten (no
// allocation), false where applyLayout gives nullopt.
bool applyLayoutTo(Scenario &s, const Scenario &base, const GpuSpec &gpu, int gpus, const LayoutChoice &choice,
                   const BatchRule &batch);

// Whether the scenario's peak memory per GPU fits the GPU by `policy` (memory model only).
bool fitsWithPolicy(const Scenario &s, const GpuSpec &gpu, const FitPolicy &policy);

// Memory, time and cost of a scenario on a GPU (the full Estimate).
Estimate fullEstimate(const Scenario &s, const GpuSpec &gpu, const FitPolicy &policy);

// The first of the catalog's GPUs with more usable memory than `gpu` (smallest first) that
// `runs` (compute for the scenario's precision) and for which `accept` takes `s` moved onto it
// (GPUs per node capped at that GPU's node): what "a bigger GPU" proposes.
std::optional<Scenario> onBiggerGpu(const Scenario &s, const GpuSpec &gpu, const GpuCatalog &catalog,
                                    const std::function<bool(const GpuSpec &)> &runs,
                                    const std::function<bool(const Scenario &, const GpuSpec &)> &accept);

} // namespace gpusizer::core::layout
