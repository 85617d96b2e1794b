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

// `base` run on `gpus` GPUs of `gpu` with `strategy`, checkpointing and micro-batch; the
// accumulation is set so the global batch stays `globalBatchSeqs`. nullopt when the layout
// cannot keep the global batch (more replicas than sequences) or does not divide.
std::optional<Scenario> applyLayout(const Scenario &base, const GpuSpec &gpu, int gpus, Strategy strategy,
                                    Checkpointing checkpointing, int microBatch, int globalBatchSeqs);
// The same in place: `s` must be a copy of `base`; only the layout fields are rewritten (no
// allocation), false where applyLayout gives nullopt.
bool applyLayoutTo(Scenario &s, const Scenario &base, const GpuSpec &gpu, int gpus, Strategy strategy,
                   Checkpointing checkpointing, int microBatch, int globalBatchSeqs);

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
