// libFuzzer target: user override files for the GPU and model catalogs.
#include "catalog/gpucatalog.h"
#include "catalog/modelcatalog.h"

#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace gpusizer::core;
    const std::string text(reinterpret_cast<const char *>(data), size);
    auto gpus = GpuCatalog::fromJson(text, "gpus.json");
    auto models = ModelCatalog::fromJson(text, "models.json");
    (void)gpus;
    (void)models;
    return 0;
}
