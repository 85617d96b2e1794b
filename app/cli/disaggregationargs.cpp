#include "disaggregationargs.h"

namespace gpusizer::cli {

using namespace gpusizer::core;

std::optional<std::string> applyDisaggregationLayout(Scenario &s, bool gpusGiven, bool tpGiven)
{
    const DisaggregationSettings &split = s.serving.disaggregation;
    if (!split.enabled() || s.method != Method::Inference)
        return std::nullopt;
    if (split.prefillReplicas < 1 || split.decodeReplicas < 1)
        return "a disaggregated deployment needs both --prefill-replicas and --decode-replicas (at least 1 each)";
    if (s.serving.load == LoadKind::Offline || s.serving.load == LoadKind::Batch)
        return "disaggregated prefill and decode is estimated for a stream of requests: give --requests-per-s "
               "or --concurrency, not an offline job or a static batch";
    if (!gpusGiven)
        s.parallel.gpus = split.gpus();
    if (!tpGiven) {
        s.parallel.tp = split.decodeTp;
        s.parallel.pp = 1;
        s.parallel.ep = 1;
    }
    return std::nullopt;
}

} // namespace gpusizer::cli
