// libFuzzer target: exchange-rate tables (exchange_rates.json) from outside.
// The checks live in fuzzoracles_rates.cpp, shared with the regression test that replays
// tests/fuzz/regressions/exchangerates and the seed corpus tests/fuzz/corpus/exchangerates.
#include "fuzzoracles.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const gpusizer::fuzz::Outcome outcome =
        gpusizer::fuzz::checkExchangeRates(std::string_view(reinterpret_cast<const char *>(data), size));
    if (!outcome.violation.empty()) {
        std::fprintf(stderr, "fuzz_exchangerates: %s\n", outcome.violation.c_str());
        std::abort();
    }
    return 0;
}
