#pragma once

// Leave-one-source-out fitting of the model's constants (issue #24 point 2): the constants are
// fitted by coordinate descent on every source but one and scored on the one left out, so that
// the error reported is the error on a source the constants never saw.

#include "estimate/memorymodel.h"
#include "estimate/time/utilisationmodel.h"
#include "io/validation/validationcase.h"

#include <functional>
#include <string>
#include <vector>

namespace gpusizer::losofit {

// Every fitted constant of the model: the time model's and the allocator's.
struct Constants {
    core::timing::Calibration time;
    core::AllocatorCalibration memory;
};

// What a fit is scored on: tokens/s per GPU, or peak memory per GPU.
enum class Metric { Throughput, Memory };

// One constant the fit may move, as a reference into the constants.
struct Parameter {
    std::string name;
    std::function<double &(Constants &)> value;
};

// The constants docs/estimation.md lists as fitted. Throughput: the efficiency of each fitted
// GPU family, the gains, the GEMM half point, elementwise and logit traffic, host time per
// layer, ZeRO-3 hooks, adapter host work, dequantisation traffic, overlap, attention efficiency
// and decode host time. Memory: the allocator's four reserve shares.
std::vector<Parameter> fittedParameters(Metric metric);

// The objective the constants were fitted on: the mean of min(APE, 100 %) of the metric over
// the quality A+B rows that measured it; and the plain MAPE beside it.
struct Score {
    int rows = 0;
    double cappedMeanPercent = 0;
    double mapePercent = 0;
    std::vector<double> errorsPercent;  // each row's APE
};
Score score(const std::vector<core::ValidationCase> &cases, const Constants &constants, Metric metric);

// Coordinate descent from `start`: each parameter in turn is multiplied by factors around 1 and
// kept where the objective falls, for at most `sweeps` passes or until no parameter moves.
Constants fit(const std::vector<core::ValidationCase> &cases, const Constants &start, Metric metric, int sweeps);
// The same descent over `parameters` only (a subset of the constants, e.g. one part's).
Constants fit(const std::vector<core::ValidationCase> &cases, const Constants &start, Metric metric, int sweeps,
              const std::vector<Parameter> &parameters);

// The sources of `rows` (core::sourceKey), in the order of their first row.
std::vector<std::string> sourcesOf(const std::vector<core::ValidationCase> &rows);
// `rows` split into the rows of the other sources, fitted on, and those of `source`, left out.
struct SourceSplit {
    std::vector<core::ValidationCase> fitted;
    std::vector<core::ValidationCase> leftOut;
};
SourceSplit splitBySource(const std::vector<core::ValidationCase> &rows, const std::string &source);

struct Fold {
    std::string source;       // core::sourceKey of the rows left out
    Score inSample;           // the shipped constants on these rows
    Score leftOut;            // constants fitted without these rows, on them
};
struct Result {
    Score inSample;           // the shipped constants on every row
    Score leftOut;            // every row scored by the constants fitted without its source
    std::vector<Fold> folds;  // sources with throughput rows, in the order of their first row
};
// Every source with at least one quality A+B row of the metric is left out once.
Result leaveOneSourceOut(const std::vector<core::ValidationCase> &cases, Metric metric, int sweeps);

} // namespace gpusizer::losofit
