#include "dtype.h"

#include "util/enumnames.h"

namespace gpusizer::core {

namespace {
constexpr auto kNames = makeEnumNames<DType>({
    {DType::FP32, "fp32"}, {DType::BF16, "bf16"}, {DType::FP16, "fp16"}, {DType::FP8, "fp8"},
    {DType::NF4, "nf4"},   {DType::INT8, "int8"}, {DType::INT4, "int4"}, {DType::FP4, "fp4"},
});
} // namespace

double bytesPerElement(DType type)
{
    switch (type) {
    case DType::FP32: return 4.0;
    case DType::BF16:
    case DType::FP16: return 2.0;
    case DType::FP8:
    case DType::INT8: return 1.0;
    case DType::NF4:
    case DType::INT4:
    case DType::FP4: return 0.5;
    }
    return 4.0;
}

double storedBytesPerWeight(DType type)
{
    switch (type) {
    case DType::FP32: return 4.0;
    case DType::BF16:
    case DType::FP16: return 2.0;
    case DType::FP8: return 1.0;
    case DType::INT8: return 1.0 + 3.0 / 128.0;
    case DType::INT4: return 0.5 + 2.5 / 128.0;
    case DType::NF4: return 0.5 + 1.0 / 64.0 + 4.0 / (64.0 * 256.0);
    case DType::FP4: return 0.5 + 1.0 / 16.0;
    }
    return 4.0;
}

double unquantisedBytesPerElement(DType type)
{
    return type == DType::FP32 ? 4.0 : 2.0;
}

double batchedDequantBytesPerWeight(DType weight, DType compute)
{
    return weight == DType::NF4 ? 2.0 * unquantisedBytesPerElement(compute) : 0.0;
}

bool isQuantised(DType type)
{
    return type == DType::NF4 || type == DType::INT8 || type == DType::INT4 || type == DType::FP4;
}

bool isComputeCapable(DType type)
{
    return type == DType::FP32 || type == DType::BF16 || type == DType::FP16 || type == DType::FP8;
}

std::string_view toString(DType type) { return kNames.name(type); }
std::optional<DType> parseDType(std::string_view text) { return kNames.parse(text); }

} // namespace gpusizer::core
