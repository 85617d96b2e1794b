#include "throughputcases.h"

#include "catalog/gpucatalog.h"
#include "catalog/modelcatalog.h"
#include "estimate/time/timemodel.h"
#include "io/validation/validationscenario.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace gpusizer::core::testing {

namespace {

std::string lower(std::string text)
{
    std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return text;
}

} // namespace

bool statesEagerDecode(const ValidationCase &row)
{
    const std::string text = lower(row.source + " " + row.notes);
    return text.find("transformers") != std::string::npos && text.find("vllm") == std::string::npos
        && text.find("compile") == std::string::npos;
}

std::vector<ThroughputCase> throughputCases()
{
    std::ifstream file(std::string(GPUSIZER_TEST_DATA_DIR) + "/validation_cases.csv", std::ios::binary);
    if (!file)
        throw std::runtime_error("validation_cases.csv not found");
    std::stringstream text;
    text << file.rdbuf();
    auto rows = readValidationCases(text.str(), "validation_cases.csv");
    if (!rows)
        throw std::runtime_error(describe(rows.error()));

    std::vector<ThroughputCase> out;
    for (const ValidationCase &row : rows.value()) {
        if (row.quality == 'C' || !row.measuredTokensPerSecPerGpu)
            continue;
        auto scenario = scenarioOf(row, &ModelCatalog::builtIn());
        if (!scenario)
            throw std::runtime_error(describe(scenario.error()));
        const GpuSpec *gpu = GpuCatalog::builtIn().find(row.gpu);
        if (gpu == nullptr)
            throw std::runtime_error("unknown gpu " + row.gpu);
        ThroughputCase c;
        c.row = row;
        c.scenario = std::move(scenario).value();
        if (c.scenario.method == Method::Inference && statesEagerDecode(row))
            c.scenario.workload.eagerDecode = true;
        c.time = estimateTime(c.scenario, *gpu);
        c.predicted = c.scenario.method == Method::Inference ? c.time.decodeTokensPerSecondAggregate
                                                             : c.time.tokensPerSecondPerGpu;
        c.measured = *row.measuredTokensPerSecPerGpu;
        c.errorPercent = std::abs(c.predicted - c.measured) / c.measured * 100.0;
        out.push_back(std::move(c));
    }
    return out;
}

} // namespace gpusizer::core::testing
