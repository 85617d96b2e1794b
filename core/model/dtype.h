#pragma once

#include <optional>
#include <string_view>

namespace gpusizer::core {

// Storage or compute number format of a tensor.
enum class DType { FP32, BF16, FP16, FP8, NF4, INT8, INT4 };

// Bytes per element of the raw values, without quantisation scales.
double bytesPerElement(DType type);
bool isQuantised(DType type);       // NF4, INT8, INT4 (values need scales)
bool isComputeCapable(DType type);  // may serve as a matrix-product type

std::string_view toString(DType type);
std::optional<DType> parseDType(std::string_view text);

} // namespace gpusizer::core
