// libFuzzer target: Hugging Face config.json import.
#include "catalog/hfconfigimport.h"
#include "model/architecture.h"

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace gpusizer::core;
    const std::string text(reinterpret_cast<const char *>(data), size);
    auto arch = importHfConfig(text, "config.json");
    if (arch) {
        const ParameterCounts counts = countParameters(arch.value());
        if (!std::isfinite(counts.total) || counts.total < 0)
            std::abort();
    }
    return 0;
}
