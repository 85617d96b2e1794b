// libFuzzer target: price lists as JSON (the app's price-list file) from outside.
// The checks live in fuzzoracles_prices.cpp, shared with the regression test that replays
// tests/fuzz/regressions/pricelistjson and the seed corpus tests/fuzz/corpus/pricelistjson.
#include "fuzzoracles.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const gpusizer::fuzz::Outcome outcome =
        gpusizer::fuzz::checkPriceListJson(std::string_view(reinterpret_cast<const char *>(data), size));
    if (!outcome.violation.empty()) {
        std::fprintf(stderr, "fuzz_pricelistjson: %s\n", outcome.violation.c_str());
        std::abort();
    }
    return 0;
}
