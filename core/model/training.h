#pragma once

#include <optional>
#include <string_view>

namespace gpusizer::core {

// Activation checkpointing (recomputation) of transformer layers.
enum class Checkpointing { None, Selective, Full };

// How attention is computed: eager materialises the s x s score matrix, SDPA and flash do not.
enum class AttentionKernel { Eager, SDPA, Flash };

std::string_view toString(Checkpointing value);
std::optional<Checkpointing> parseCheckpointing(std::string_view text);
std::string_view toString(AttentionKernel value);
std::optional<AttentionKernel> parseAttentionKernel(std::string_view text);

} // namespace gpusizer::core
