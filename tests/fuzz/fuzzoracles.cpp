#include "fuzzoracles.h"

#include "fuzzchecks.h"

#include "catalog/gpucatalog.h"
#include "catalog/hfconfigimport.h"
#include "catalog/modelcatalog.h"
#include "io/scenariofile.h"
#include "io/validation/validationcase.h"
#include "validation/validationrunner.h"

#include <cstddef>
#include <optional>
#include <utility>

namespace gpusizer::fuzz {

using namespace gpusizer::core;

Outcome checkScenario(std::string_view bytes)
{
    Outcome out;
    const QByteArray data(bytes.data(), static_cast<qsizetype>(bytes.size()));
    const Result<Scenario> scenario = scenarioFromJson(data, kScenarioFileName);
    if (!scenario) {
        refuse(out, scenario.error(), kScenarioFileName);
        return out;
    }
    ++out.accepted;
    // The price list the file carries: refused with a reason, or applied and estimated with.
    const Result<std::optional<PriceList>> prices = scenarioPriceListFromJson(data, kScenarioFileName, GpuCatalog::builtIn());
    if (!prices) {
        refuse(out, prices.error(), kScenarioFileName);
        return out;
    }
    if (prices.value())
        estimateAndCheck(out, scenario.value(),
                         withPriceList(GpuCatalog::builtIn(), *prices.value(), scenario.value().prices.rates));
    else
        estimateAndCheck(out, scenario.value(), GpuCatalog::builtIn());
    return out;
}

Outcome checkHfConfig(std::string_view bytes)
{
    Outcome out;
    const Result<Architecture> arch = importHfConfig(text(bytes), kHfConfigFileName);
    if (!arch) {
        refuse(out, arch.error(), kHfConfigFileName);
        return out;
    }
    ++out.accepted;
    const ParameterCounts counts = countParameters(arch.value());
    checkFigure(out, "countParameters.total", counts.total);
    checkFigure(out, "countParameters.active", counts.active);
    Scenario scenario;
    scenario.model = arch.value();
    for (const Method method : {Method::Inference, Method::LoRA}) {
        scenario.method = method;
        scenario.optimizer = method == Method::Inference ? Optimizer::None : Optimizer::AdamW;
        estimateAndCheck(out, scenario, GpuCatalog::builtIn());
    }
    return out;
}

Outcome checkCatalog(std::string_view bytes)
{
    Outcome out;
    const std::string json = text(bytes);
    const Result<GpuCatalog> gpus = GpuCatalog::fromJson(json, kGpuCatalogFileName);
    if (!gpus) {
        refuse(out, gpus.error(), kGpuCatalogFileName);
    } else {
        const GpuCatalog merged = GpuCatalog::merged(GpuCatalog::builtIn(), gpus.value());
        ++out.accepted;
        Scenario single;
        if (const Architecture *model = ModelCatalog::builtIn().find("llama-3.1-8b"))
            single.model = *model;
        Scenario cluster = single;
        cluster.method = Method::Full;
        cluster.parallel.gpus = 16;
        cluster.parallel.gpusPerNode = 8;
        cluster.parallel.sharding = Sharding::ZeRO3;
        for (std::size_t i = 0; i < gpus.value().gpus().size() && i < kEntriesEstimated; ++i) {
            const std::string &id = gpus.value().gpus()[i].id;
            if (merged.find(id) == nullptr)
                violate(out, join({"merged catalog lacks ", id}));
            for (Scenario *scenario : {&single, &cluster}) {
                scenario->gpuId = id;
                estimateAndCheck(out, *scenario, merged);
            }
        }
    }
    const Result<ModelCatalog> models = ModelCatalog::fromJson(json, kModelCatalogFileName);
    if (!models) {
        refuse(out, models.error(), kModelCatalogFileName);
    } else {
        ++out.accepted;
        Scenario scenario;
        for (std::size_t i = 0; i < models.value().models().size() && i < kEntriesEstimated; ++i) {
            scenario.model = models.value().models()[i];
            estimateAndCheck(out, scenario, GpuCatalog::builtIn());
        }
    }
    return out;
}

Outcome checkValidationCsv(std::string_view bytes)
{
    Outcome out;
    const Result<std::vector<ValidationCase>> cases = readValidationCases(bytes, kValidationFileName);
    if (!cases) {
        refuse(out, cases.error(), kValidationFileName);
        return out;
    }
    ++out.accepted;
    const ValidationReport report =
        runValidation(cases.value(), GpuCatalog::builtIn(), &ModelCatalog::builtIn());
    if (report.cases.size() != cases.value().size())
        violate(out, "runValidation dropped rows");
    for (const ValidationCaseResult &r : report.cases) {
        ++out.estimated;
        if (r.error) {
            if (r.error->field.empty())
                violate(out, join({"row ", r.id, " refused without naming a column: ", describe(*r.error)}));
            out.rejections.push_back(*r.error);
            continue;
        }
        for (std::size_t i = 0; i < kMemoryComponentCount; ++i)
            checkFigure(out, "memory", r.memory.bytes[i]);
        checkFigure(out, "memory.hostBytes", r.memory.hostBytes);
        for (const auto &[name, value] :
             {std::pair{"predictedMemGib", r.predictedMemGib}, std::pair{"memErrorPercent", r.memErrorPercent},
              std::pair{"predictedTokensPerSecPerGpu", r.predictedTokensPerSecPerGpu},
              std::pair{"predictedMfu", r.predictedMfu},
              std::pair{"throughputErrorPercent", r.throughputErrorPercent}})
            if (value)
                checkFigure(out, name, *value);
    }
    for (const ErrorSummary *s : {&report.memoryAB, &report.memoryC, &report.throughputAB, &report.throughputC})
        for (const double v : {s->meanPercent, s->medianPercent, s->worstPercent})
            checkFigure(out, "summary", v);
    return out;
}

} // namespace gpusizer::fuzz
