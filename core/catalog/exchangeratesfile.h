#pragma once

#include "model/currency.h"
#include "util/result.h"

#include <string>

namespace gpusizer::core {

// Reads the exchange-rate format of resources/exchange_rates.json: {"version": 1, "base": "USD",
// "date": "YYYY-MM-DD", "source": "...", "rates": {"EUR": 0.86, ...}} with a rate for every
// currency of kCurrencies. `fileName` only labels errors.
Result<ExchangeRates> exchangeRatesFromJson(const std::string &json, const std::string &fileName);
std::string exchangeRatesToJson(const ExchangeRates &rates);

// The table compiled into the binary (resources/exchange_rates.json).
const ExchangeRates &builtInExchangeRates();

} // namespace gpusizer::core
