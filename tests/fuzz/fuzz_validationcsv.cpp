// libFuzzer target: validation-case CSV files.
// The checks live in fuzzoracles.cpp, shared with the regression test that replays
// tests/fuzz/regressions/csv and the seed corpus tests/fuzz/corpus/csv.
#include "fuzzoracles.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const gpusizer::fuzz::Outcome outcome =
        gpusizer::fuzz::checkValidationCsv(std::string_view(reinterpret_cast<const char *>(data), size));
    if (!outcome.violation.empty()) {
        std::fprintf(stderr, "fuzz_validationcsv: %s\n", outcome.violation.c_str());
        std::abort();
    }
    return 0;
}
