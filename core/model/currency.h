#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace gpusizer::core {

struct Scenario;

// The currencies amounts are shown in. Catalog and price-list prices keep the currency their
// source gives; the cost model converts them into the scenario's currency through USD.
inline constexpr std::string_view kCurrencies[] = {"USD", "EUR", "NOK", "SEK", "DKK", "GBP"};
bool isKnownCurrency(std::string_view code);

// A dated table of exchange rates: units of each currency per 1 USD.
struct ExchangeRates {
    std::string date;     // YYYY-MM-DD of the rates
    std::string source;   // short public reference
    std::vector<std::pair<std::string, double>> perUsd{{"USD", 1.0}};

    std::optional<double> rate(std::string_view code) const;
    // `amount` in `from` expressed in `to`; nullopt when either currency has no rate.
    std::optional<double> convert(double amount, std::string_view from, std::string_view to) const;
    // Sets (or adds) the rate of `code`.
    void setRate(const std::string &code, double unitsPerUsd);

    bool operator==(const ExchangeRates &) const = default;
};

// The scenario in another currency: the amounts the user entered in its currency (pinned GPU
// prices, power, hosting, the budget) are converted at `rates`, which the scenario then
// carries. False (and nothing changed) when a rate is missing.
bool convertCurrency(Scenario &scenario, const std::string &currency, const ExchangeRates &rates);

} // namespace gpusizer::core
