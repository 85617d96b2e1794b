#include "model/disaggregation.h"

#include "model/fieldlimits.h"
#include "model/serving.h"

#include <string>

namespace gpusizer::core {

std::optional<Error> validateDisaggregation(const ServingSettings &serving, int clusterGpus)
{
    const DisaggregationSettings &d = serving.disaggregation;
    if (!d.enabled())
        return std::nullopt;
    if (auto e = firstOutOfLimit({{Limited::PrefillReplicas, double(d.prefillReplicas)},
                                  {Limited::PrefillTp, double(d.prefillTp)},
                                  {Limited::DecodeReplicas, double(d.decodeReplicas)},
                                  {Limited::DecodeTp, double(d.decodeTp)}}))
        return e;
    if (d.prefillReplicas < 1)
        return brokenRule(ErrorCode::InvalidScenario, fileKey(Limited::PrefillReplicas), ErrorRule::Required);
    if (d.decodeReplicas < 1)
        return brokenRule(ErrorCode::InvalidScenario, fileKey(Limited::DecodeReplicas), ErrorRule::Required);
    // The split is a stream of requests through two queues: a job whose requests all wait at the
    // start, or one static batch, is not what it models.
    if (serving.load == LoadKind::Offline || serving.load == LoadKind::Batch)
        return brokenRule(ErrorCode::InvalidScenario, "serving.load", ErrorRule::None, std::string(toString(serving.load)));
    // The deployment's GPUs are its pools': the rent, the bill of materials and the network the
    // KV cache crosses all count them.
    if (clusterGpus != d.gpus())
        return outOfRange(fileKey(Limited::Gpus), clusterGpus, d.gpus(), d.gpus(), {}, true);
    return std::nullopt;
}

} // namespace gpusizer::core
