#include "fuzzchecks.h"

#include "analysis/analysis.h"

#include <cmath>
#include <cstdio>
#include <utility>

namespace gpusizer::fuzz {

using namespace gpusizer::core;

bool finiteNonNegative(double v) { return std::isfinite(v) && v >= 0; }

std::string join(std::initializer_list<std::string_view> parts)
{
    std::string text;
    for (const std::string_view part : parts)
        text += part;
    return text;
}

std::string exact(double v)
{
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.17g", v);
    return buffer;
}

void violate(Outcome &out, std::string what)
{
    if (out.violation.empty())
        out.violation = std::move(what);
}

void checkFigure(Outcome &out, std::string_view name, double value)
{
    if (!finiteNonNegative(value))
        violate(out, join({name, " is ", exact(value)}));
}

void checkFigure(Outcome &out, std::initializer_list<std::string_view> name, double value)
{
    if (!finiteNonNegative(value))
        violate(out, join({join(name), " is ", exact(value)}));
}

void checkEstimate(Outcome &out, const Estimate &e)
{
    for (std::size_t i = 0; i < kMemoryComponentCount; ++i)
        if (!finiteNonNegative(e.memory.bytes[i]))
            violate(out, join({"memory ", toString(static_cast<MemoryComponent>(i)), " is ",
                               exact(e.memory.bytes[i])}));
    checkFigure(out, "memory.hostBytes", e.memory.hostBytes);
    checkFigure(out, "capacityBytes", e.capacityBytes);
    checkFigure(out, "requiredBytes", e.requiredBytes);
    if (!std::isfinite(e.headroomBytes))
        violate(out, join({"headroomBytes is ", exact(e.headroomBytes)}));
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
        violate(out, join({"cost.breakEvenHoursPerYear is ", exact(c.breakEvenHoursPerYear)}));
}

void refuse(Outcome &out, const Error &error, const char *fileName)
{
    if (error.file != fileName)
        violate(out, join({"refusal does not name the file: ", describe(error)}));
    out.refusals.push_back(error);
}

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

} // namespace gpusizer::fuzz
