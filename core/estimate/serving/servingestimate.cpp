#include "estimate/serving/servingestimate.h"

#include "util/enumnames.h"

namespace gpusizer::core {

namespace {
constexpr auto kNames = makeEnumNames<ServingLimit>({
    {ServingLimit::KvMemory, "kv_memory"}, {ServingLimit::EngineBatch, "engine_batch"},
    {ServingLimit::Bandwidth, "bandwidth"}, {ServingLimit::Compute, "compute"},
    {ServingLimit::LatencyTarget, "latency_target"}, {ServingLimit::Capacity, "capacity"}, {ServingLimit::WeightsDoNotFit, "weights_do_not_fit"},
});
} // namespace

std::string_view toString(ServingLimit value) { return kNames.name(value); }

} // namespace gpusizer::core
