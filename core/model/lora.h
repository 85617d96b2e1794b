#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace gpusizer::core {

// Linear layers a LoRA adapter can be attached to (Llama names).
enum class LoraTarget : std::uint16_t {
    Q = 1 << 0,
    K = 1 << 1,
    V = 1 << 2,
    O = 1 << 3,
    Gate = 1 << 4,
    Up = 1 << 5,
    Down = 1 << 6,
    LmHead = 1 << 7,
    Embed = 1 << 8,
};

struct LoraSettings {
    int rank = 16;
    std::uint16_t targets = 0x7F; // q+k+v+o+gate+up+down
    double alpha = 32.0;
    // Embed / LmHead bits of modules trained in full next to the adapters (PEFT
    // modules_to_save: a trainable copy of the module with gradients and optimizer state).
    std::uint16_t fullyTrained = 0;

    bool has(LoraTarget t) const { return (targets & static_cast<std::uint16_t>(t)) != 0; }
    void set(LoraTarget t, bool on)
    {
        if (on)
            targets |= static_cast<std::uint16_t>(t);
        else
            targets &= static_cast<std::uint16_t>(~static_cast<std::uint16_t>(t));
    }
    bool trainsFully(LoraTarget t) const { return (fullyTrained & static_cast<std::uint16_t>(t)) != 0; }
    bool operator==(const LoraSettings &) const = default;
};

inline constexpr std::uint16_t kLoraAttentionTargets = 0x0F;
inline constexpr std::uint16_t kLoraAllLinearTargets = 0x7F;

// "q+k+v+o" <-> bit mask. Parsing returns nullopt on an unknown name or an empty list.
std::string loraTargetsToString(std::uint16_t targets);
std::optional<std::uint16_t> parseLoraTargets(std::string_view text);

} // namespace gpusizer::core
