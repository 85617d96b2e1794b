// Achieved utilisation, modelled from what drives it rather than assumed constant:
//   GPU family and precision   a per-family GEMM efficiency (calibrated), FP8 and FP32 gains
//   GEMM size                  1 / (1 + t0 / tokens): few tokens per product leave SMs idle
//   hidden size                elementwise work (norms, activations, casts) is memory bound and
//                              grows with h while matmuls grow with h^2 (see timemodel.cpp)
//   attention                  fused causal kernels reach a fraction of the GEMM efficiency
#include "estimate/time/utilisationmodel.h"

#include <cmath>

namespace gpusizer::core::timing {

const Calibration &calibration()
{
    static const Calibration shipped;
    return activeOr(shipped);
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
    return overlappedWith(aSeconds, bSeconds, calibration().overlapSharpness);
}

double overlappedWith(double aSeconds, double bSeconds, double k)
{
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
