#pragma once

#include "catalog/gpucatalog.h"
#include "recommend/recommendation.h"

#include <optional>
#include <vector>

namespace gpusizer::core {

// How one serving replica is laid out: `tp` tensor-parallel GPUs split every layer, or for a
// mixture of experts `ep` GPUs hold the experts sharded with attention data parallel over them;
// `pp` pipeline stages each hold a consecutive share of the layers (across nodes, where a
// replica outgrows one).
struct ServingLayout {
    int tp = 1;
    int ep = 1;
    int pp = 1;
    int gpus() const { return (tp > ep ? tp : ep) * pp; }
};

// The network a replica of `gpu` runs on: its fast-link domain (fastLinkDomain()) and the
// scale-out network between such domains, that of the listed system a multi-node configuration
// is quoted on (scaleOutFor()); without one (PCIe cards, desk-side boxes) replicas stay in one
// domain unless `scenarioNetwork` (RecommendOptions::scenarioNetworkForUnlistedGpus) lends them
// the scenario's own network.
struct ReplicaNetwork {
    int domainGpus = 8;
    std::optional<double> scaleOutGBs;
};
ReplicaNetwork replicaNetwork(const Scenario &base, const GpuSpec &gpu, const GpuCatalog &catalog,
                              bool scenarioNetwork = false);

// `base` as one serving replica of `layout` on `gpu`, its stages placed on fast-link domains (and
// prefill and decode colocated in it, whatever split `base` had).
Scenario oneServingReplica(const Scenario &base, const GpuSpec &gpu, const ServingLayout &layout,
                           const ReplicaNetwork &network);

// The GPUs of `gpu` that share one fast link: the largest listed server or rack of it (a PCIe
// server of eight RTX 6000 Ada although a workstation holds four; an NVL72 rack's 72), at least
// the GPU's typical node.
int fastLinkDomain(const GpuSpec &gpu, const GpuCatalog &catalog);

// The largest tensor-parallel size (1, 2, 4 or 8) within a fast-link domain of `domainGpus`, and
// the one the serving recommender tries on `gpu` (within fastLinkDomain()).
int tensorParallelWithin(int domainGpus);
int largestTensorParallel(const GpuSpec &gpu, const GpuCatalog &catalog);

// The replica layouts the serving recommender tries on `gpu`: tensor parallel 1, 2, 4 and 8 within
// its fast-link domain (a mixture of experts also expert parallel over as many GPUs), then, where
// the network reaches across domains, replicas of 2, 4 or 8 domains (pipeline stages of the
// largest tensor-parallel size, or expert parallel over all their GPUs).
std::vector<ServingLayout> servingLayouts(const Scenario &base, const GpuSpec &gpu, const ReplicaNetwork &network,
                                          const RecommendOptions &options);

// What a serving candidate's binding limit says of it: memory, bandwidth or compute.
Limiter servingLimiter(ServingLimit limit);

// The replicas that carry the load of `replica` (one replica, `one` its serving estimate): the
// targets' answer (ServingEstimate::replicasForTargets, 0 when none does), or without targets
// enough capacity (an open-loop rate at 90 % of it at most) and KV pool for the clients.
int servingReplicasForLoad(const Scenario &replica, const ServingEstimate &one);

// One replica's scenario (oneServingReplica) as a deployment of `replicas` of it; replicas
// within a fast-link domain are packed onto nodes of the GPU's typical size.
Scenario withServingReplicas(Scenario replica, const GpuSpec &gpu, const ReplicaNetwork &network, int replicas);

// Inference serving configurations: every catalog GPU whose engine runs the formats, at tensor
// parallel 1, 2, 4 and 8 (up to largestTensorParallel()), a mixture of experts also expert
// parallel over as many GPUs; replicas larger than one server, where the GPU has a scale-out
// network (replicaNetwork()), as pipelines of 2, 4 or 8 stages of the largest tensor-parallel
// size (and a mixture of experts expert parallel over 2, 4 or 8 servers); each with the replicas the load needs within the latency targets (or, without
// targets, within the replica's capacity and KV pool). Every candidate meets the targets it was
// given; with RecommendOptions::disaggregate also the split deployments of each GPU type
// (addDisaggregatedCandidates()), among the others by the same order; ranked like the training
// list, with TPOT for time and the monthly rent for cost. A
// GPU type whose configurations all need more than kMostGpusPerPhysicalMinimum times the load's
// physical minimum (servingPhysicalMinimum()) is left out and listed in `declined`, and so is
// each configuration beyond that multiple.
Recommendation recommendServing(const Scenario &base, const GpuCatalog &catalog, const RecommendOptions &options);

} // namespace gpusizer::core
