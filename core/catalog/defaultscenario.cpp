#include "catalog/defaultscenario.h"

#include "catalog/exchangeratesfile.h"
#include "catalog/sizesynthesis.h"

namespace gpusizer::core {

Scenario defaultScenario(const ModelCatalog &models)
{
    Scenario s;
    if (const Architecture *preset = models.find("llama-3.1-8b"))
        s.model = *preset;
    else
        s.model = synthesiseArchitecture(8.0);
    s.method = Method::LoRA;
    s.seqLen = 4096;
    s.microBatch = 2;
    s.gradAccum = 8;
    s.checkpointing = Checkpointing::Full;
    s.workload.datasetTokens = 50e6;
    s.workload.epochs = 2;
    s.gpuId = "h100-sxm";
    s.prices.rates = builtInExchangeRates();
    return s;
}

} // namespace gpusizer::core
