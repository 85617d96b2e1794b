#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

namespace gpusizer::core {

// What is run on the GPUs.
enum class Method { Inference, Full, LoRA, QLoRA, Pretrain };
inline constexpr std::size_t kMethodCount = 5;   // Method enumerators

inline bool isTraining(Method m) { return m != Method::Inference; }
inline bool isAdapterMethod(Method m) { return m == Method::LoRA || m == Method::QLoRA; }
// Every weight is trained (full fine-tuning or pre-training).
inline bool trainsAllWeights(Method m) { return m == Method::Full || m == Method::Pretrain; }

std::string_view toString(Method method);
std::optional<Method> parseMethod(std::string_view text);

} // namespace gpusizer::core
