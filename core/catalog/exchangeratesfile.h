#pragma once

#include "model/currency.h"
#include "util/jsonfields.h"
#include "util/result.h"

#include <string>

namespace gpusizer::core {

// Which rates a table read from a file must hold: a rate for every currency of kCurrencies and
// a date (the exchange-rate file), or the rates it names (the table a scenario file was priced
// with; no date reads as empty).
enum class RatesCoverage { Complete, Partial };

// The one rule for a table of exchange rates in a file, read from `r`, the reader of the
// table's object: "date" (YYYY-MM-DD, isIsoDate), "source", and under `ratesKey` units per US
// dollar of known currencies only, from 1e-6 to 1e6, with USD, the base, exactly 1 (absent: 1).
// An unknown currency code fails `r` (UnknownValue on `ratesKey`, the code as detail), as do a
// USD rate other than 1 (OutOfRange, bounds 1 to 1) and a bad date (OutOfRange, ErrorRule::IsoDate).
ExchangeRates readExchangeRates(jsonfields::FieldReader &r, const char *ratesKey, RatesCoverage coverage);

// Reads the exchange-rate format of resources/exchange_rates.json: {"version": 1, "base": "USD",
// "date": "YYYY-MM-DD", "source": "...", "rates": {"EUR": 0.86, ...}} with a rate for every
// currency of kCurrencies. `fileName` only labels errors.
Result<ExchangeRates> exchangeRatesFromJson(const std::string &json, const std::string &fileName);
std::string exchangeRatesToJson(const ExchangeRates &rates);

// The table compiled into the binary (resources/exchange_rates.json).
const ExchangeRates &builtInExchangeRates();

} // namespace gpusizer::core
