#include "model/serving.h"

#include "util/enumnames.h"

#include <algorithm>
#include <iterator>

namespace gpusizer::core {

namespace {
constexpr auto kEngines = makeEnumNames<ServingEngine>({
    {ServingEngine::VLLM, "vllm"}, {ServingEngine::VLLMV0, "vllm-v0"}, {ServingEngine::SGLang, "sglang"},
    {ServingEngine::TensorRTLLM, "trtllm"}, {ServingEngine::Transformers, "transformers"},
    {ServingEngine::LlamaCpp, "llama.cpp"}, {ServingEngine::LMDeploy, "lmdeploy"}, {ServingEngine::TGI, "tgi"},
});
constexpr auto kLoads = makeEnumNames<LoadKind>({
    {LoadKind::Concurrency, "concurrency"}, {LoadKind::RequestRate, "request_rate"},
    {LoadKind::Offline, "offline"}, {LoadKind::Batch, "batch"},
});
constexpr auto kStats = makeEnumNames<LatencyStat>({
    {LatencyStat::Mean, "mean"}, {LatencyStat::Median, "median"}, {LatencyStat::P90, "p90"},
    {LatencyStat::P99, "p99"},
});
} // namespace

std::string_view toString(ServingEngine v) { return kEngines.name(v); }
std::optional<ServingEngine> parseServingEngine(std::string_view t) { return kEngines.parse(t); }
std::string_view toString(LoadKind v) { return kLoads.name(v); }
std::optional<LoadKind> parseLoadKind(std::string_view t) { return kLoads.parse(t); }
std::string_view toString(LatencyStat v) { return kStats.name(v); }
std::optional<LatencyStat> parseLatencyStat(std::string_view t)
{
    if (t == "p50")
        return LatencyStat::Median;
    return kStats.parse(t);
}

bool isKvCacheType(DType type)
{
    return std::find(std::begin(kKvCacheTypes), std::end(kKvCacheTypes), type) != std::end(kKvCacheTypes);
}

std::optional<DType> parseKvCacheType(std::string_view text)
{
    const std::optional<DType> type = parseDType(text);
    if (type && isKvCacheType(*type))
        return type;
    return std::nullopt;
}

} // namespace gpusizer::core
