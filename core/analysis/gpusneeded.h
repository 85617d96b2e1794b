#pragma once

#include "estimate/serving/servingestimate.h"

namespace gpusizer::core {

// The GPUs a serving deployment needs to meet its targets, the "GPUs needed" of the map and of
// "what moves it": the replicas the targets need times a replica's GPUs; for a disaggregated
// deployment both pools' workers at their sizes (replicasForTargets counts only its decode
// workers). 0 when no number of replicas (or workers) meets them.
inline int gpusForTargets(const ServingEstimate &v)
{
    if (v.disaggregated) {
        const DisaggregatedEstimate &d = *v.disaggregated;
        if (d.prefillReplicasForTargets <= 0 || d.decodeReplicasForTargets <= 0)
            return 0;
        return d.prefillReplicasForTargets * d.prefillTp + d.decodeReplicasForTargets * d.decodeTp;
    }
    return v.replicasForTargets > 0 ? v.replicasForTargets * v.gpusPerReplica : 0;
}

} // namespace gpusizer::core
