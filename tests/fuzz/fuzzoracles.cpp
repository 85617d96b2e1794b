#include "fuzzoracles.h"

#include "catalog/gpucatalog.h"
#include "catalog/hfconfigimport.h"
#include "catalog/modelcatalog.h"
#include "analysis/analysis.h"
#include "estimate/estimator.h"
#include "io/scenariofile.h"
#include "io/validation/validationcase.h"
#include "validation/validationrunner.h"

#include <cmath>
#include <cstddef>
#include <initializer_list>
#include <optional>

namespace gpusizer::fuzz {

using namespace gpusizer::core;

namespace {

// Catalog entries estimated per input: enough to reach the estimator with odd GPUs and
// models, few enough to keep a catalog of thousands of entries cheap.
constexpr std::size_t kEntriesEstimated = 4;

bool finiteNonNegative(double v) { return std::isfinite(v) && v >= 0; }

// Concatenation by += (GCC 12 warns falsely about operator+ on strings at -O3, -Wrestrict).
std::string join(std::initializer_list<std::string_view> parts)
{
    std::string text;
    for (const std::string_view part : parts)
        text += part;
    return text;
}

// Records the first broken invariant: keeps the earliest, so the message names the cause.
void violate(Outcome &out, std::string what)
{
    if (out.violation.empty())
        out.violation = std::move(what);
}

void checkFigure(Outcome &out, const char *name, double value)
{
    if (!finiteNonNegative(value))
        violate(out, join({name, " is ", std::to_string(value)}));
}

// Every figure of an estimate is finite and not negative; headroom may be negative and the
// break-even usage is +infinity when owning never pays off.
void checkEstimate(Outcome &out, const Estimate &e)
{
    for (std::size_t i = 0; i < kMemoryComponentCount; ++i)
        if (!finiteNonNegative(e.memory.bytes[i]))
            violate(out, join({"memory ", toString(static_cast<MemoryComponent>(i)), " is ",
                               std::to_string(e.memory.bytes[i])}));
    checkFigure(out, "memory.hostBytes", e.memory.hostBytes);
    checkFigure(out, "capacityBytes", e.capacityBytes);
    checkFigure(out, "requiredBytes", e.requiredBytes);
    if (!std::isfinite(e.headroomBytes))
        violate(out, join({"headroomBytes is ", std::to_string(e.headroomBytes)}));
    checkFigure(out, "totalParams", e.totalParams);
    checkFigure(out, "activeParams", e.activeParams);
    checkFigure(out, "trainableParams", e.trainableParams);
    const TimeEstimate &t = e.time;
    const std::pair<const char *, double> time[] = {
        {"time.flopsPerToken", t.flopsPerToken},
        {"time.hardwareFlopsPerToken", t.hardwareFlopsPerToken},
        {"time.mfu", t.mfu},
        {"time.tokensPerSecondPerGpu", t.tokensPerSecondPerGpu},
        {"time.tokensPerSecondCluster", t.tokensPerSecondCluster},
        {"time.stepSeconds", t.stepSeconds},
        {"time.computeSecondsPerStep", t.computeSecondsPerStep},
        {"time.commSecondsPerStep", t.commSecondsPerStep},
        {"time.pipelineBubbleFraction", t.pipelineBubbleFraction},
        {"time.scalingEfficiency", t.scalingEfficiency},
        {"time.totalSteps", t.totalSteps},
        {"time.wallSeconds", t.wallSeconds},
        {"time.gpuHours", t.gpuHours},
        {"time.prefillSeconds", t.prefillSeconds},
        {"time.decodeTokensPerSecondPerStream", t.decodeTokensPerSecondPerStream},
        {"time.decodeTokensPerSecondAggregate", t.decodeTokensPerSecondAggregate},
    };
    for (const auto &[name, value] : time)
        checkFigure(out, name, value);
    const CostEstimate &c = e.cost;
    const std::pair<const char *, double> cost[] = {
        {"cost.rentPerGpuHour", c.rentPerGpuHour}, {"cost.rentTotal", c.rentTotal},
        {"cost.ownPerGpuHour", c.ownPerGpuHour},   {"cost.ownTotal", c.ownTotal},
        {"cost.ownYearlyPerGpu", c.ownYearlyPerGpu}, {"cost.rentYearlyPerGpu", c.rentYearlyPerGpu},
    };
    for (const auto &[name, value] : cost)
        checkFigure(out, name, value);
    if (std::isnan(c.breakEvenHoursPerYear) || c.breakEvenHoursPerYear < 0)
        violate(out, join({"cost.breakEvenHoursPerYear is ", std::to_string(c.breakEvenHoursPerYear)}));
}

// A refused file: the error names the file it was given and says what is wrong.
void refuse(Outcome &out, const Error &error, const char *fileName)
{
    if (error.file != fileName)
        violate(out, join({"refusal does not name the file: ", describe(error)}));
    out.refusals.push_back(error);
}

// The estimate of a loaded document: finite figures, or a validation error naming the field.
void estimateAndCheck(Outcome &out, const Scenario &scenario, const GpuCatalog &gpus)
{
    AnalysisOptions options;
    options.withRecommendations = false;
    const Analysis result = analyse(scenario, gpus, options);
    ++out.estimated;
    if (!result.valid) {
        if (result.error.field.empty())
            violate(out, join({"estimate refused without naming a field: ", describe(result.error)}));
        out.rejections.push_back(result.error);
        return;
    }
    checkEstimate(out, result.estimate);
}

std::string text(std::string_view bytes) { return std::string(bytes.data(), bytes.size()); }

} // namespace

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
