#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>

namespace gpusizer::core {

// Named parts of the per-GPU peak memory, in the order charts stack them.
enum class MemoryComponent : std::size_t {
    Weights,          // model parameters in their storage type (incl. quantisation scales)
    Adapters,         // LoRA adapter weights
    MasterWeights,    // fp32 master copy
    Gradients,
    OptimizerState,
    Activations,      // saved for backward (training) or workspace (inference)
    Logits,           // logits, fp32 upcast and their gradient
    KvCache,
    Buffers,          // dequantisation, gather/reduce buckets, communication buffers
    CudaContext,      // CUDA context, cuBLAS/cuDNN workspaces, kernels
    AllocatorReserve, // caching-allocator reserve and fragmentation
    Count
};

inline constexpr std::size_t kMemoryComponentCount = static_cast<std::size_t>(MemoryComponent::Count);

// What a memory figure means (shared/validation/README.md).
enum class MemoryMetric { Allocated, Reserved, DeviceUsed };

std::string_view toString(MemoryComponent value);  // stable key, e.g. "optimizer_state"
std::string_view toString(MemoryMetric value);

// Peak memory of one GPU, by component, in bytes.
struct MemoryBreakdown {
    std::array<double, kMemoryComponentCount> bytes{};
    double hostBytes = 0;  // host RAM needed for offloaded states

    double &operator[](MemoryComponent c) { return bytes[static_cast<std::size_t>(c)]; }
    double operator[](MemoryComponent c) const { return bytes[static_cast<std::size_t>(c)]; }

    // torch.cuda.max_memory_allocated: everything but context and allocator reserve.
    double allocatedBytes() const;
    // torch.cuda.max_memory_reserved: allocated plus the caching allocator's reserve.
    double reservedBytes() const;
    // nvidia-smi / NVML: reserved plus the CUDA context.
    double deviceUsedBytes() const;
    double bytesFor(MemoryMetric metric) const;
};

} // namespace gpusizer::core
