#include "throughputcases.h"

#include "catalog/gpucatalog.h"
#include "catalog/modelcatalog.h"
#include "estimate/time/timemodel.h"
#include "validation/validationscenario.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace gpusizer::core::testing {



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
        c.time = estimateTime(c.scenario, *gpu);
        Estimate forSpeed;
        forSpeed.time = c.time;
        c.predicted = predictedTokensPerSecond(c.scenario, forSpeed);
        c.measured = *row.measuredTokensPerSecPerGpu;
        c.errorPercent = std::abs(c.predicted - c.measured) / c.measured * 100.0;
        out.push_back(std::move(c));
    }
    return out;
}

} // namespace gpusizer::core::testing
