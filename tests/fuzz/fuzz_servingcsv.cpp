// libFuzzer target: serving-case CSV files (gpu-sizer-cli validate) from outside.
// The checks live in fuzzoracles_serving.cpp, shared with the regression test that replays
// tests/fuzz/regressions/servingcsv and the seed corpus tests/fuzz/corpus/servingcsv.
#include "fuzzoracles.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const gpusizer::fuzz::Outcome outcome =
        gpusizer::fuzz::checkServingCsv(std::string_view(reinterpret_cast<const char *>(data), size));
    if (!outcome.violation.empty()) {
        std::fprintf(stderr, "fuzz_servingcsv: %s\n", outcome.violation.c_str());
        std::abort();
    }
    return 0;
}
