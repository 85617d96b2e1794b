#include "model/currency.h"

#include "model/scenario.h"

#include <algorithm>
#include <cmath>

namespace gpusizer::core {

bool isKnownCurrency(std::string_view code)
{
    return std::find(std::begin(kCurrencies), std::end(kCurrencies), code) != std::end(kCurrencies);
}

std::optional<double> ExchangeRates::rate(std::string_view code) const
{
    for (const auto &[c, r] : perUsd)
        if (c == code && std::isfinite(r) && r > 0)
            return r;
    return std::nullopt;
}

std::optional<double> ExchangeRates::convert(double amount, std::string_view from, std::string_view to) const
{
    if (from == to)
        return amount;
    const std::optional<double> a = rate(from);
    const std::optional<double> b = rate(to);
    if (!a || !b)
        return std::nullopt;
    return amount / *a * *b;
}

void ExchangeRates::setRate(const std::string &code, double unitsPerUsd)
{
    for (auto &[c, r] : perUsd)
        if (c == code) {
            r = unitsPerUsd;
            return;
        }
    perUsd.emplace_back(code, unitsPerUsd);
}

bool convertCurrency(Scenario &s, const std::string &currency, const ExchangeRates &rates)
{
    const std::optional<double> factor = rates.convert(1.0, s.prices.currency, currency);
    if (!factor)
        return false;
    Prices &p = s.prices;
    p.currency = currency;
    p.rates = rates;
    for (auto &[gpu, pin] : p.pinned) {
        if (pin.rentPerGpuHour)
            *pin.rentPerGpuHour *= *factor;
        if (pin.purchasePerGpu)
            *pin.purchasePerGpu *= *factor;
    }
    p.powerPricePerKwh *= *factor;
    p.hostingPerKwMonth *= *factor;
    p.licencePerGpuYear *= *factor;
    if (s.requirements.budget)
        *s.requirements.budget *= *factor;
    return true;
}

} // namespace gpusizer::core
