// The exchange-rate oracle: the table's rule (USD the base and exactly 1, every known currency
// and no other, rates within range, a real date), its round trip, and conversions through USD.
#include "fuzzoracles.h"

#include "fuzzchecks.h"

#include "catalog/exchangeratesfile.h"
#include "catalog/isodate.h"
#include "model/currency.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>

namespace gpusizer::fuzz {

using namespace gpusizer::core;

namespace {

// The range of a rate (units per USD) the file format allows (exchangeratesfile.h).
constexpr double kMinRate = 1e-6;
constexpr double kMaxRate = 1e6;
constexpr double kConversionTolerance = 1e-9;
// Amounts converted: a cent, a unit, a GPU-hour's rent, a server, a cluster.
constexpr double kAmounts[] = {0.01, 1.0, 2.49, 315000.0, 1.0e12};

void checkRule(Outcome &out, const ExchangeRates &rates)
{
    const std::optional<double> usd = rates.rate("USD");
    if (!usd || *usd != 1.0)
        violate(out, join({"USD is ", usd ? exact(*usd) : "missing", ", not exactly 1"}));
    for (const auto &[code, rate] : rates.perUsd) {
        if (!isKnownCurrency(code))
            violate(out, join({"rate of unknown currency ", code}));
        const std::string &same = code;
        if (std::count_if(rates.perUsd.begin(), rates.perUsd.end(), [&](const auto &r) { return r.first == same; }) != 1)
            violate(out, join({"currency ", code, " has more than one rate"}));
        if (!(rate >= kMinRate && rate <= kMaxRate))
            violate(out, join({code, " rate ", exact(rate), " outside [1e-6, 1e6]"}));
    }
    for (const std::string_view code : kCurrencies)
        if (!rates.rate(code))
            violate(out, join({"no rate for ", code}));
    if (!isIsoDate(rates.date))
        violate(out, join({"date \"", rates.date, "\" is no day"}));
}

void checkReadsBack(Outcome &out, const ExchangeRates &rates)
{
    const Result<ExchangeRates> back = exchangeRatesFromJson(exchangeRatesToJson(rates), kExchangeRatesFileName);
    if (!back) {
        violate(out, join({"exchangeRatesToJson wrote a table its reader refuses: ", describe(back.error())}));
        return;
    }
    if (back.value() == rates)
        return;
    std::string diff;
    if (back.value().date != rates.date)
        diff += join({" date \"", rates.date, "\" -> \"", back.value().date, "\";"});
    if (back.value().source != rates.source)
        diff += join({" source \"", rates.source, "\" -> \"", back.value().source, "\";"});
    if (back.value().perUsd.size() != rates.perUsd.size())
        diff += join({" ", std::to_string(rates.perUsd.size()), " rates -> ", std::to_string(back.value().perUsd.size()), ";"});
    for (std::size_t i = 0; i < rates.perUsd.size() && i < back.value().perUsd.size(); ++i)
        if (rates.perUsd[i] != back.value().perUsd[i])
            diff += join({" ", rates.perUsd[i].first, " ", exact(rates.perUsd[i].second), " -> ",
                          back.value().perUsd[i].first, " ", exact(back.value().perUsd[i].second), ";"});
    violate(out, join({"exchangeRatesToJson and back changed the table:", diff}));
}

bool closeTo(double a, double b)
{
    return std::fabs(a - b) <= kConversionTolerance * std::max(std::fabs(a), std::fabs(b));
}

// `amount` in `from` to `to` and back: finite, not negative, and the amount again.
void checkRoundTrip(Outcome &out, const ExchangeRates &rates, double amount, std::string_view from,
                    std::string_view to)
{
    const std::optional<double> there = rates.convert(amount, from, to);
    const std::optional<double> back = there ? rates.convert(*there, to, from) : std::nullopt;
    if (!back) {
        violate(out, join({"no conversion between ", from, " and ", to}));
        return;
    }
    if (!finiteNonNegative(*there))
        violate(out, join({exact(amount), " ", from, " in ", to, " is ", exact(*there)}));
    if (!closeTo(*back, amount))
        violate(out, join({exact(amount), " ", from, " -> ", to, " -> ", from, " is ", exact(*back)}));
}

} // namespace

Outcome checkExchangeRates(std::string_view bytes)
{
    Outcome out;
    const Result<ExchangeRates> rates = exchangeRatesFromJson(text(bytes), kExchangeRatesFileName);
    if (!rates) {
        refuse(out, rates.error(), kExchangeRatesFileName);
        return out;
    }
    ++out.accepted;
    checkRule(out, rates.value());
    checkReadsBack(out, rates.value());
    for (const std::string_view code : kCurrencies) {
        for (const double amount : kAmounts) {
            checkRoundTrip(out, rates.value(), amount, "USD", code);
            checkRoundTrip(out, rates.value(), amount, code, "USD");
        }
    }
    ++out.estimated;
    return out;
}

} // namespace gpusizer::fuzz
