#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace gpusizer::core {

// What "Best value" and the budget count: renting GPU-hours, or buying the systems.
enum class Ownership { Rent, Own };
std::string_view toString(Ownership value);          // "rent", "own"
std::optional<Ownership> parseOwnership(std::string_view text);

// The customer's constraints on a quote: they narrow and order the recommended configurations.
struct Requirements {
    std::optional<double> deadlineHours;  // training: finish within (nullopt: no deadline)
    std::optional<double> budget;         // in the scenario's currency: the rent total (serving:
                                          // per month) or the systems' purchase price
    Ownership ownership = Ownership::Rent;
    std::string vendor;                   // "NVIDIA", "AMD", "Intel"; empty: every vendor
    bool calibratedFirst = true;          // measured GPU families before assumed ones
    bool onlyOffered = false;             // only GPUs the user's price list marks as sold
    // Refurbished and used systems may be quoted (at their own price, the quote naming the
    // condition); false: new hardware only.
    bool allowRefurbished = false;
    // N+1: one spare unit (a system, or a card for cards in hosts) is bought beside those the
    // configuration needs: in the purchase, support and rack units, not in the power drawn (a
    // cold spare).
    bool spareUnit = false;
    bool operator==(const Requirements &) const = default;
};

} // namespace gpusizer::core
