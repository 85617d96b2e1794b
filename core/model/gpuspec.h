#pragma once

#include "model/dtype.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace gpusizer::core {

enum class GpuGeneration { Volta, Turing, Ampere, Ada, Hopper, Blackwell, CDNA2, CDNA3, Gaudi };
inline constexpr std::size_t kGpuGenerationCount = 9;   // GpuGeneration enumerators
enum class LinkKind { None, PCIe, NVLinkBridge, NVSwitch, InfinityFabric, RoCE };

// One accelerator of the catalog (resources/gpus.json).
struct GpuSpec {
    std::string id;              // same ids as shared/data/gpus.csv
    std::string vendor;
    std::string name;
    std::string shortName;       // for narrow tables and chart rows ("H100 SXM"); defaults to name
    GpuGeneration generation = GpuGeneration::Ampere;
    double memoryBytes = 0;      // as marketed (80 GB -> 80e9 bytes; 16 GiB cards -> 16 GiB)
    double usableBytes = 0;      // what the driver leaves for allocations
    double memoryBandwidthGBs = 0;
    double bf16Tflops = 0;       // dense tensor TFLOP/s; 0 = unsupported
    double fp16Tflops = 0;
    double fp8Tflops = 0;
    double tf32Tflops = 0;
    double fp32Tflops = 0;
    LinkKind link = LinkKind::PCIe;
    double linkBandwidthGBs = 0; // intra-node, per GPU, one direction
    int maxLinkedGpus = 8;       // GPUs sharing the fast link in a typical node
    int pcieGen = 4;
    int typicalNodeSize = 8;
    int multiprocessors = 0;     // streaming multiprocessors (AMD: compute units); 0 = unpublished
    double tdpWatts = 0;
    int releaseYear = 0;
    double rentPerHour = 0;      // dated default per GPU-hour, in priceCurrency
    std::string rentPriceDate;   // YYYY-MM-DD of that price
    std::string rentPriceSource;
    double purchasePrice = 0;    // indicative, per GPU, in priceCurrency
    std::string priceCurrency = "USD";  // of both prices (a price list may give them in NOK)
    std::string source;

    // Peak dense TFLOP/s for a compute type (falls back to the next supported type).
    double peakTflops(DType compute) const;
    // Whether the GPU has tensor cores for this compute type itself. peakTflops falls back (a
    // V100 has no bf16, an A100 no fp8), but a training run cannot: mixed-precision bf16 on a
    // V100 runs without tensor cores, FP8 training needs Hopper or later.
    bool hasTensorPath(DType compute) const;

    bool operator==(const GpuSpec &) const = default;
};

std::string_view toString(GpuGeneration value);
std::optional<GpuGeneration> parseGpuGeneration(std::string_view text);
std::string_view toString(LinkKind value);
std::optional<LinkKind> parseLinkKind(std::string_view text);

} // namespace gpusizer::core
