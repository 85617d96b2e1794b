#include "model/lora.h"

#include <array>
#include <utility>

namespace gpusizer::core {

namespace {
constexpr std::array<std::pair<LoraTarget, std::string_view>, 9> kTargets{{
    {LoraTarget::Q, "q"}, {LoraTarget::K, "k"}, {LoraTarget::V, "v"}, {LoraTarget::O, "o"},
    {LoraTarget::Gate, "gate"}, {LoraTarget::Up, "up"}, {LoraTarget::Down, "down"},
    {LoraTarget::LmHead, "lm_head"}, {LoraTarget::Embed, "embed"},
}};
} // namespace

std::string loraTargetsToString(std::uint16_t targets)
{
    std::string text;
    for (const auto &[bit, name] : kTargets) {
        if ((targets & static_cast<std::uint16_t>(bit)) == 0)
            continue;
        if (!text.empty())
            text += '+';
        text += name;
    }
    return text;
}

std::optional<std::uint16_t> parseLoraTargets(std::string_view text)
{
    std::uint16_t mask = 0;
    while (!text.empty()) {
        const auto plus = text.find('+');
        const auto item = text.substr(0, plus);
        bool found = false;
        for (const auto &[bit, name] : kTargets) {
            if (name == item) {
                mask |= static_cast<std::uint16_t>(bit);
                found = true;
            }
        }
        if (!found)
            return std::nullopt;
        if (plus == std::string_view::npos)
            break;
        text.remove_prefix(plus + 1);
    }
    if (mask == 0)
        return std::nullopt;
    return mask;
}

} // namespace gpusizer::core
