#pragma once

#include <optional>
#include <string_view>

namespace gpusizer::core {

// Storage or compute number format of a tensor.
// FP4: NVFP4 (E2M1 values, an FP8 scale per 16), served on Blackwell's FP4 tensor cores.
enum class DType { FP32, BF16, FP16, FP8, NF4, INT8, INT4, FP4 };

// Bytes per element of the raw values, without quantisation scales.
double bytesPerElement(DType type);
// Bytes per stored weight including the quantisation metadata: fp8 a per-tensor scale only;
// int8 and int4 an fp16 scale and a zero point per group of 128 (GPTQ/AWQ); NF4 the QLoRA
// double-quantised absmax (one 8-bit constant per 64 weights, one fp32 per 256 blocks); NVFP4
// an FP8 scale per block of 16.
double storedBytesPerWeight(DType type);
// Bytes per element of the tensors a model of this type keeps unquantised: activations, the
// KV cache, embeddings and the head are fp32 in an fp32 model and 16-bit in every other.
double unquantisedBytesPerElement(DType type);
// Bytes a weight of `weight` moves on top of its stored bytes in a matrix product of more than one
// row computed in `compute`: bitsandbytes' 4-bit linears (NF4) run their fused GEMV for a single
// row only (bitsandbytes autograd/_functions.py matmul_4bit, through 0.49; the 0.40.0 release
// notes) and otherwise dequantise into a 16-bit copy (MatMul4Bit), written and read back. 0 for
// every other format.
double batchedDequantBytesPerWeight(DType weight, DType compute);
bool isQuantised(DType type);       // NF4, INT8, INT4, FP4 (values need scales)
bool isComputeCapable(DType type);  // may serve as a matrix-product type

std::string_view toString(DType type);
std::optional<DType> parseDType(std::string_view text);

} // namespace gpusizer::core
