#include "estimate/memorybreakdown.h"

#include "util/enumnames.h"

namespace gpusizer::core {

namespace {
constexpr auto kComponents = makeEnumNames<MemoryComponent>({
    {MemoryComponent::Weights, "weights"},
    {MemoryComponent::Adapters, "adapters"},
    {MemoryComponent::MasterWeights, "master_weights"},
    {MemoryComponent::Gradients, "gradients"},
    {MemoryComponent::OptimizerState, "optimizer_state"},
    {MemoryComponent::Activations, "activations"},
    {MemoryComponent::Logits, "logits"},
    {MemoryComponent::KvCache, "kv_cache"},
    {MemoryComponent::Buffers, "buffers"},
    {MemoryComponent::CudaContext, "cuda_context"},
    {MemoryComponent::AllocatorReserve, "allocator_reserve"},
});
constexpr auto kMetrics = makeEnumNames<MemoryMetric>({
    {MemoryMetric::Allocated, "allocated"},
    {MemoryMetric::Reserved, "reserved"},
    {MemoryMetric::DeviceUsed, "device_used"},
});
} // namespace

std::string_view toString(MemoryComponent v) { return kComponents.name(v); }
std::string_view toString(MemoryMetric v) { return kMetrics.name(v); }

double MemoryBreakdown::allocatedBytes() const
{
    double sum = 0;
    for (std::size_t i = 0; i < kMemoryComponentCount; ++i) {
        const auto c = static_cast<MemoryComponent>(i);
        if (c != MemoryComponent::CudaContext && c != MemoryComponent::AllocatorReserve)
            sum += bytes[i];
    }
    return sum;
}

double MemoryBreakdown::reservedBytes() const
{
    return allocatedBytes() + (*this)[MemoryComponent::AllocatorReserve];
}

double MemoryBreakdown::deviceUsedBytes() const
{
    return reservedBytes() + (*this)[MemoryComponent::CudaContext];
}

double MemoryBreakdown::bytesFor(MemoryMetric metric) const
{
    switch (metric) {
    case MemoryMetric::Allocated: return allocatedBytes();
    case MemoryMetric::Reserved: return reservedBytes();
    case MemoryMetric::DeviceUsed: return deviceUsedBytes();
    }
    return deviceUsedBytes();
}

} // namespace gpusizer::core
