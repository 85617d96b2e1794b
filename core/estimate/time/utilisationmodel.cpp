// Achieved utilisation, modelled from what drives it rather than assumed constant:
//   GPU family and precision   a per-family GEMM efficiency (calibrated), FP8 and FP32 gains
//   GEMM size                  1 / (1 + t0 / tokens): few tokens per product leave SMs idle
//   hidden size                elementwise work (norms, activations, casts) is memory bound and
//                              grows with h while matmuls grow with h^2 (see timemodel.cpp)
//   attention                  fused causal kernels reach a fraction of the GEMM efficiency
#include "estimate/time/utilisationmodel.h"

#include <cmath>

namespace gpusizer::core::timing {

namespace {

struct FamilyCalibration {
    double matmulEfficiency;
    bool fitted;   // on measured validation rows of the family
};

FamilyCalibration familyCalibration(GpuGeneration generation)
{
    switch (generation) {
    case GpuGeneration::Volta: return {0.323, true};      // V100 fp16 AMP rows
    case GpuGeneration::Turing: return {0.323, false};    // assumed like Volta
    case GpuGeneration::Ampere: return {0.70, true};      // A100 rows
    case GpuGeneration::Ada: return {0.78, true};         // RTX 4090 rows, fp32-accumulate peak
    case GpuGeneration::Hopper: return {0.572, true};     // H100/H200 rows
    case GpuGeneration::Blackwell: return {0.368, true};  // three MoE rows only
    case GpuGeneration::CDNA2: return {0.45, false};      // assumed
    case GpuGeneration::CDNA3: return {0.30, true};      // MI300X: the torchtitan bf16 row (one source)
    case GpuGeneration::Gaudi: return {0.50, false};      // assumed
    }
    return {0.5, false};
}

} // namespace

double Calibration::matmulEfficiency(GpuGeneration generation) const
{
    return familyCalibration(generation).matmulEfficiency;
}

bool Calibration::isFitted(GpuGeneration generation) const
{
    return familyCalibration(generation).fitted;
}

double Calibration::attentionEfficiency(GpuGeneration generation) const
{
    // FlashAttention-2 reaches a smaller share of the Hopper/Blackwell peak than of Ampere's.
    return generation == GpuGeneration::Hopper || generation == GpuGeneration::Blackwell ? 0.256 : 0.376;
}

const Calibration &calibration()
{
    static const Calibration c;
    return c;
}

KernelFactors kernelFactors(const Scenario &s)
{
    const Calibration &cal = calibration();
    KernelFactors f;
    if (frameworkProfile(s.framework).kernels == KernelStyle::Fused) {
        f.elementwise *= cal.fusedElementwiseFactor;
        f.launch *= cal.fusedLaunchFactor;
    }
    if (s.compiled) {
        f.elementwise *= cal.compiledElementwiseFactor;
        f.launch *= cal.compiledLaunchFactor;
    }
    return f;
}

double overlapped(double aSeconds, double bSeconds)
{
    const double k = calibration().overlapSharpness;
    if (bSeconds <= 0)
        return aSeconds;
    if (aSeconds <= 0)
        return bSeconds;
    return std::pow(std::pow(aSeconds, k) + std::pow(bSeconds, k), 1.0 / k);
}

double matmulPeakTflops(const GpuSpec &gpu, DType compute)
{
    if (compute == DType::FP32)
        return gpu.fp32Tflops > 0 ? gpu.fp32Tflops : gpu.peakTflops(DType::FP32);
    return gpu.peakTflops(compute);
}

double attentionPeakTflops(const GpuSpec &gpu, DType compute)
{
    if (compute == DType::FP8)
        return gpu.peakTflops(DType::BF16);
    return matmulPeakTflops(gpu, compute);
}

double matmulEfficiency(const GpuSpec &gpu, DType compute)
{
    const Calibration &c = calibration();
    double e = c.matmulEfficiency(gpu.generation);
    if (compute == DType::FP8 && gpu.fp8Tflops > 0)
        e *= c.fp8Gain;
    if (compute == DType::FP32 && gpu.fp32Tflops > 0)
        e *= c.fp32CudaCoreGain;
    // No kernel sustains the datasheet peak: matrix products reach at most 95 % of it.
    constexpr double kMaxMatmulEfficiency = 0.95;
    return e < kMaxMatmulEfficiency ? e : kMaxMatmulEfficiency;
}

double gemmSizeFactor(double tokensPerGemm)
{
    if (tokensPerGemm <= 0)
        return 0;
    return 1.0 / (1.0 + calibration().gemmHalfTokens / tokensPerGemm);
}

} // namespace gpusizer::core::timing
