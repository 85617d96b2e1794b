#pragma once

#include "recommend/recommendation.h"
#include "recommend/servingrecommender.h"

namespace gpusizer::core {

// The disaggregated deployments of `gpu` for the serving question `base`
// (RecommendOptions::disaggregate): every pair of a prefill and a decode tensor-parallel size of
// the layouts the colocated search tries on it (servingLayouts(), tensor parallel alone), each
// with the fewest prefill and decode workers that hold the load within the targets
// (poolReplicasForLoad()), appended to `result.candidates`. The pools lie in one fast-link domain
// where their GPUs fit one, else they span servers over the scale-out network of the system they
// are quoted on; a GPU without one keeps both pools in a domain. Every candidate meets the
// targets; its GPUs are its pools' (prefill workers x prefill TP + decode workers x decode TP).
void addDisaggregatedCandidates(const Scenario &base, const GpuSpec &gpu, const ReplicaNetwork &network,
                                const RecommendOptions &options, Recommendation &result);

// `base` as the disaggregated deployment `split` on `gpu`: its cluster the pools' GPUs, the
// decode pool's tensor parallelism as the cluster's, one fast-link domain of `network` a node, the
// network's scale-out bandwidth between them.
Scenario disaggregatedDeployment(const Scenario &base, const GpuSpec &gpu, const ReplicaNetwork &network,
                                 const DisaggregationSettings &split);

} // namespace gpusizer::core
