// libFuzzer target: scenario files (*.gpusizer.json) from outside.
#include "estimate/estimator.h"
#include "catalog/gpucatalog.h"
#include "io/scenariofile.h"

#include <cmath>
#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace gpusizer::core;
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    auto scenario = scenarioFromJson(bytes, "fuzz.gpusizer.json");
    if (!scenario)
        return 0;
    // Whatever loads must estimate to finite numbers or be refused with an error.
    auto result = estimate(scenario.value(), GpuCatalog::builtIn());
    if (result) {
        for (double b : result.value().memory.bytes)
            if (!std::isfinite(b) || b < 0)
                std::abort();
    }
    return 0;
}
