// The serving-case CSV oracle: refusals name the file and the column; the accepted rows go
// through runServingValidation, as `gpu-sizer-cli validate` runs a serving file.
#include "fuzzoracles.h"

#include "fuzzchecks.h"

#include "catalog/gpucatalog.h"
#include "catalog/modelcatalog.h"
#include "io/validation/servingcase.h"
#include "validation/servingrunner.h"

#include <algorithm>
#include <optional>
#include <string>

namespace gpusizer::fuzz {

using namespace gpusizer::core;

namespace {

// A refusal names a column of the schema, unless the CSV structure itself is broken.
void checkColumnNamed(Outcome &out, const Error &e)
{
    if (e.code == ErrorCode::InvalidCsv && e.field.empty())
        return;
    const std::vector<std::string_view> &columns = servingColumns();
    if (std::find(columns.begin(), columns.end(), e.field) == columns.end())
        violate(out, join({"refusal names no column of the serving schema: ", describe(e)}));
}

// The prediction and its ~80 % interval: finite, not negative, low <= high.
void checkPrediction(Outcome &out, const std::string &who, const char *name, const std::optional<double> &predicted,
                     const std::optional<double> &low, const std::optional<double> &high)
{
    for (const auto &[suffix, value] : {std::pair{"", predicted}, std::pair{" low", low}, std::pair{" high", high}})
        if (value)
            checkFigure(out, {who, name, suffix}, *value);
    if (low && high && *low > *high)
        violate(out, join({who, name, " interval ", exact(*low), " to ", exact(*high)}));
    if ((low || high) && !predicted)
        violate(out, join({who, name, " has an interval but no prediction"}));
}

void checkRow(Outcome &out, const ServingCaseResult &r)
{
    ++out.estimated;
    const std::string who = join({"row ", r.id, ": "});
    if (r.error) {
        if (r.error->field.empty())
            violate(out, join({who, "refused without naming a field: ", describe(*r.error)}));
        out.rejections.push_back(*r.error);
        return;
    }
    checkPrediction(out, who, "output tok/s", r.predictedOutputTokS, r.predictedOutputTokSLow,
                    r.predictedOutputTokSHigh);
    checkPrediction(out, who, "TTFT ms", r.predictedTtftMs, r.predictedTtftMsLow, r.predictedTtftMsHigh);
    checkPrediction(out, who, "TPOT ms", r.predictedTpotMs, r.predictedTpotMsLow, r.predictedTpotMsHigh);
    if (r.predictedMaxConcurrency && *r.predictedMaxConcurrency < 0)
        violate(out, join({who, "max concurrency ", std::to_string(*r.predictedMaxConcurrency)}));
    for (const auto &[name, value] : {std::pair{"output tok/s error %", r.outputTokSErrorPercent},
                                      std::pair{"TTFT error %", r.ttftErrorPercent},
                                      std::pair{"TPOT error %", r.tpotErrorPercent}})
        if (value)
            checkFigure(out, {who, name}, *value);
}

} // namespace

Outcome checkServingCsv(std::string_view bytes)
{
    Outcome out;
    const Result<std::vector<ServingCase>> cases = readServingCases(bytes, kServingFileName);
    if (!cases) {
        refuse(out, cases.error(), kServingFileName);
        checkColumnNamed(out, cases.error());
        return out;
    }
    ++out.accepted;
    const ServingValidationReport report =
        runServingValidation(cases.value(), GpuCatalog::builtIn(), &ModelCatalog::builtIn());
    if (report.cases.size() != cases.value().size())
        violate(out, "runServingValidation dropped rows");
    for (const ServingCaseResult &r : report.cases)
        checkRow(out, r);
    for (const ErrorSummary *s : {&report.outputTokSAB, &report.ttftAB, &report.tpotAB})
        for (const double v : {s->meanPercent, s->medianPercent, s->worstPercent})
            checkFigure(out, "summary", v);
    if (report.errors < 0 || report.estimatedAB > report.rowsAB)
        violate(out, "report counts do not add up");
    return out;
}

} // namespace gpusizer::fuzz
