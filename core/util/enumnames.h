#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>
#include <utility>

namespace gpusizer::core {

// A fixed table of enum values and their stable file/CLI spellings.
template <typename E, std::size_t N>
struct EnumNames {
    std::array<std::pair<E, std::string_view>, N> entries;

    constexpr std::string_view name(E value) const
    {
        for (const auto &[v, n] : entries)
            if (v == value)
                return n;
        return entries[0].second;
    }

    constexpr std::optional<E> parse(std::string_view text) const
    {
        for (const auto &[v, n] : entries)
            if (n == text)
                return v;
        return std::nullopt;
    }
};

template <typename E, std::size_t N>
constexpr EnumNames<E, N> makeEnumNames(const std::pair<E, std::string_view> (&items)[N])
{
    EnumNames<E, N> table{};
    for (std::size_t i = 0; i < N; ++i)
        table.entries[i] = items[i];
    return table;
}

} // namespace gpusizer::core
