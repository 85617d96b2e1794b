#include "model/gpuspec.h"

#include "util/enumnames.h"

namespace gpusizer::core {

namespace {
constexpr auto kGenerations = makeEnumNames<GpuGeneration>({
    {GpuGeneration::Volta, "volta"}, {GpuGeneration::Turing, "turing"},
    {GpuGeneration::Ampere, "ampere"}, {GpuGeneration::Ada, "ada"},
    {GpuGeneration::Hopper, "hopper"}, {GpuGeneration::Blackwell, "blackwell"},
    {GpuGeneration::CDNA2, "cdna2"}, {GpuGeneration::CDNA3, "cdna3"},
    {GpuGeneration::Gaudi, "gaudi"},
});
constexpr auto kLinks = makeEnumNames<LinkKind>({
    {LinkKind::None, "none"}, {LinkKind::PCIe, "pcie"}, {LinkKind::NVLinkBridge, "nvlink_bridge"},
    {LinkKind::NVSwitch, "nvswitch"}, {LinkKind::InfinityFabric, "infinity_fabric"},
    {LinkKind::RoCE, "roce"},
});
} // namespace

std::string_view toString(GpuGeneration v) { return kGenerations.name(v); }
std::optional<GpuGeneration> parseGpuGeneration(std::string_view t) { return kGenerations.parse(t); }
std::string_view toString(LinkKind v) { return kLinks.name(v); }
std::optional<LinkKind> parseLinkKind(std::string_view t) { return kLinks.parse(t); }

double GpuSpec::peakTflops(DType compute) const
{
    const double half = bf16Tflops > 0 ? bf16Tflops : fp16Tflops;
    switch (compute) {
    case DType::FP8:
        return fp8Tflops > 0 ? fp8Tflops : half;
    case DType::BF16:
        return bf16Tflops > 0 ? bf16Tflops : fp16Tflops;
    case DType::FP16:
        return fp16Tflops > 0 ? fp16Tflops : bf16Tflops;
    case DType::FP32:
        return tf32Tflops > 0 ? tf32Tflops : fp32Tflops;
    default:
        return half;
    }
}

bool GpuSpec::hasTensorPath(DType compute) const
{
    switch (compute) {
    case DType::BF16:
        return bf16Tflops > 0;
    case DType::FP8:
        return fp8Tflops > 0;
    default:
        return peakTflops(compute) > 0;
    }
}

} // namespace gpusizer::core
