// libFuzzer target: user override files for the GPU and model catalogs.
// The checks live in fuzzoracles.cpp, shared with the regression test that replays
// tests/fuzz/regressions/catalog and the seed corpus tests/fuzz/corpus/catalog.
#include "fuzzoracles.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const gpusizer::fuzz::Outcome outcome =
        gpusizer::fuzz::checkCatalog(std::string_view(reinterpret_cast<const char *>(data), size));
    if (!outcome.violation.empty()) {
        std::fprintf(stderr, "fuzz_catalog: %s\n", outcome.violation.c_str());
        std::abort();
    }
    return 0;
}
