#pragma once

#include "model/gpuspec.h"
#include "model/dtype.h"
#include "model/method.h"
#include "model/scenario.h"
#include "util/trialoverride.h"

#include <array>
#include <cstddef>

namespace gpusizer::core::timing {

// The global constants of the throughput model, calibrated once on the quality A+B throughput
// rows of the public validation cases (docs/estimation.md "Time and cost model"). Never per case.
struct Calibration {
    // Fraction of the dense tensor peak that large matrix products reach, per GPU family.
    double matmulEfficiency(GpuGeneration generation) const { return family(generation).matmulEfficiency; }
    // Whether that efficiency was fitted on measured validation rows of the family (false: an
    // assumption; recommendations on such GPUs say so).
    bool isFitted(GpuGeneration generation) const { return family(generation).fitted; }
    // Fraction of matmulEfficiency the fused causal attention kernel reaches: FlashAttention-2
    // reaches a smaller share of the Hopper/Blackwell peak than of Ampere's.
    double attentionEfficiency(GpuGeneration generation) const
    {
        return generation == GpuGeneration::Hopper || generation == GpuGeneration::Blackwell ? attentionEfficiencyHopper
                                                                                             : attentionEfficiencyOther;
    }

    struct Family {
        double matmulEfficiency = 0.5;
        bool fitted = false;         // on measured training or inference rows of the family
        // On measured serving rows (tests/data/serving_cases.csv) or inference decode rows: the
        // serving constants hold for it. A family without them serves at its training GEMM
        // efficiency relative to Hopper's (servingComputeShare) and its own measured share of the
        // decode bandwidth where one was published (servingBandwidthShare); its band is wider
        // and its recommendations say "not calibrated".
        bool servingFitted = false;
        double servingBandwidthShare = 1.0;
    };
    // Indexed by GpuGeneration.
    std::array<Family, kGpuGenerationCount> families{{
        {0.323, true, false},   // Volta: V100 fp16 AMP rows; no decode or serving row
        {0.323, false, false},  // Turing: assumed like Volta
        {0.70, true, true},     // Ampere: A100 rows
        {0.78, true, true},     // Ada: RTX 4090 rows, fp32-accumulate peak; L40S serving rows
        {0.572, true, true},    // Hopper: H100/H200 rows
        {0.368, true, true},    // Blackwell: three MoE rows, B200/GB200 serving rows
        {0.45, false, false},   // CDNA2: assumed
        // CDNA3: MI300X, the torchtitan bf16 row (one source). Serving: vLLM on 8 x MI300X took
        // 3.53 s for a request of Llama 3.1 405B FP8 at batch 1 (OCI, "Serving Llama 3.1 405B
        // model with AMD Instinct MI300X Accelerators", 2024-10-10: 128 in, 128 out), which the
        // step model reaches at 0.72 of the bandwidth the NVIDIA-set constants assume
        // (docs/estimation.md "Serving").
        {0.30, true, false, 0.72},
        {0.50, false, false},   // Gaudi: assumed
    }};
    // Serving on a family without serving rows: its arithmetic at its training GEMM efficiency
    // relative to Hopper's, the family the serving constants were set on (never above 1).
    double servingComputeShare(GpuGeneration generation) const
    {
        const Family &f = family(generation);
        if (f.servingFitted)
            return 1.0;
        const double share = f.matmulEfficiency / family(GpuGeneration::Hopper).matmulEfficiency;
        return share < 1.0 ? share : 1.0;
    }
    double servingBandwidthShare(GpuGeneration generation) const { return family(generation).servingBandwidthShare; }
    bool isServingFitted(GpuGeneration generation) const { return family(generation).servingFitted; }
    // The calibration a figure of `method` rests on: the serving one for inference, else the
    // training one (core::Provenance::fitted).
    bool isFittedFor(GpuGeneration generation, Method method) const
    {
        return method == Method::Inference ? isServingFitted(generation) : isFitted(generation);
    }
    const Family &family(GpuGeneration generation) const { return families[static_cast<std::size_t>(generation)]; }
    Family &family(GpuGeneration generation) { return families[static_cast<std::size_t>(generation)]; }
    double attentionEfficiencyHopper = 0.256;  // Hopper and Blackwell
    double attentionEfficiencyOther = 0.376;
    // Hopper-native fused attention (cuDNN through Transformer Engine, FlashAttention-3) against
    // FlashAttention-2 on Hopper: 1.5-2.0x (Shah et al. 2024, FlashAttention-3, arXiv 2407.08608,
    // abstract and section 4.1, FP16/BF16 forward and backward); the middle of that range.
    double hopperNativeAttentionGain = 1.75;

    double fp8Gain = 0.91;             // FP8 GEMMs reach this multiple of the 16-bit efficiency (of the FP8 peak)
    double fp32CudaCoreGain = 2.63;    // plain FP32 (no tensor cores) is easier to saturate
    double gemmHalfTokens = 54.0;      // tokens per GEMM at which a product runs at half speed
    double elementwiseBytesPerHidden = 21.0; // norms, activations, residuals, casts: bytes per hidden unit, layer and pass
    double logitBytesPerVocab = 64.0;  // softmax, cross-entropy and their gradient per vocab entry
    double launchSecondsPerLayerPass = 0.96e-3; // host-side (Python/launch) time per layer and pass
    double zero3HookSecondsPerLayerPass = 2.5e-3; // DeepSpeed ZeRO-3 fetch/release hooks
    double adapterLaunchFactor = 0.58; // LoRA adds this fraction of extra host work per layer
    double dequantBytesPerWeightPass = 25.0; // QLoRA/GPTQ dequantisation traffic per frozen weight and pass
    // Kernel style and torch.compile (model/framework.h): multiples of the elementwise traffic
    // and of the host time per layer against eager PyTorch modules. Fused norm/activation/RoPE
    // kernels and Inductor's fusion each about halve both; the rows cannot pin them finer
    // (docs/estimation.md "Framework profiles").
    double fusedElementwiseFactor = 0.5;
    double fusedLaunchFactor = 0.5;
    double compiledElementwiseFactor = 0.5;
    double compiledLaunchFactor = 0.5;
    double commOverlap = 0.51;         // fraction of communication hidden behind compute
    double linkEfficiency = 0.9;       // achieved fraction of the nominal link bandwidth
    double overlapSharpness = 1.154;   // host and device time combine as (a^k + b^k)^(1/k)
    // Inference decode.
    double decodeBandwidthEfficiency = 0.765; // achieved fraction of the memory bandwidth
    // A decode step syncs with the host every token (the next token is sampled there), so its
    // host and device time overlap less than a training step's, which the host runs ahead of:
    // host and device combine as (a^k + b^k)^(1/k) with this k (chosen by its
    // leave-one-source-out error, docs/estimation.md "Inference").
    double decodeOverlapSharpness = 1.75;
    double eagerSecondsPerLayerToken = 0.907e-3; // eager PyTorch generate (HF transformers)
    double graphSecondsPerLayerToken = 0.110e-3; // CUDA graphs / compiled / custom kernels
    double eagerSecondsPerExpertLayerToken = 0.068e-3; // eager per-expert loop of MoE layers
};

// The constants in use: the shipped ones, or those a CalibrationOverride sets.
const Calibration &calibration();

// For the fitting tool and its tests only (tests/validation, leave-one-source-out): estimates
// made while one lives use its trial constants instead of the shipped ones.
using CalibrationOverride = TrialOverride<Calibration>;

// The scenario's multiples of the elementwise traffic and the host time per layer, from its
// framework's kernel style and whether the step is compiled.
struct KernelFactors {
    double elementwise = 1.0;
    double launch = 1.0;
};
KernelFactors kernelFactors(const Scenario &scenario);

// Wall time of two parts of work that partly overlap (device and host work, memory traffic
// and arithmetic): (a^k + b^k)^(1/k) with k = Calibration::overlapSharpness (either part alone
// when the other is zero).
double overlapped(double aSeconds, double bSeconds);
// The same with an explicit k (the decode step's, Calibration::decodeOverlapSharpness).
double overlappedWith(double aSeconds, double bSeconds, double k);

// Peak dense TFLOP/s the matrix products of `compute` run against: FP32 means plain FP32 CUDA
// cores (PyTorch disables TF32 matmuls by default since 1.12); FP8 falls back to 16-bit where
// the GPU has no FP8 units.
double matmulPeakTflops(const GpuSpec &gpu, DType compute);
// Peak for the attention core: FP8 training still runs attention in 16-bit.
double attentionPeakTflops(const GpuSpec &gpu, DType compute);
// Efficiency of the matrix products for `compute` on `gpu` (before the GEMM-size factor).
double matmulEfficiency(const GpuSpec &gpu, DType compute);
// GEMM-size factor: products with few rows (tokens) cannot fill the GPU.
double gemmSizeFactor(double tokensPerGemm);

} // namespace gpusizer::core::timing
