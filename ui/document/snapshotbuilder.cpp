#include "document/snapshotbuilder.h"

#include "document/methodvariants.h"
#include "estimate/estimator.h"
#include "recommend/recommender.h"

#include <cmath>

namespace gpusizer::ui {

namespace {

bool fitsAt(core::Scenario scenario, const core::GpuSpec &gpu, int seqLen)
{
    scenario.seqLen = seqLen;
    return core::estimate(scenario, gpu).fits;
}

} // namespace

const std::vector<int> &seqLenCurveLengths()
{
    static const std::vector<int> lengths = [] {
        std::vector<int> out;
        constexpr int kStepsPerDoubling = 3;
        constexpr int kSteps = 13 * kStepsPerDoubling + 1; // 2^7 .. 2^20
        out.reserve(kSteps);
        for (int i = 0; i < kSteps; ++i) {
            const double exponent = 7.0 + static_cast<double>(i) / kStepsPerDoubling;
            out.push_back(static_cast<int>(std::lround(std::exp2(exponent))));
        }
        return out;
    }();
    return lengths;
}

int maxFittingSeqLen(const core::Scenario &scenario, const core::GpuSpec &gpu)
{
    if (fitsAt(scenario, gpu, kMaxCurveSeqLen))
        return kMaxCurveSeqLen;
    if (!fitsAt(scenario, gpu, 1))
        return 0;
    int lo = 1;                 // fits
    int hi = kMaxCurveSeqLen;   // does not fit
    while (hi - lo > 1) {
        const int mid = lo + (hi - lo) / 2;
        if (fitsAt(scenario, gpu, mid))
            lo = mid;
        else
            hi = mid;
    }
    return lo;
}

namespace {

Snapshot buildSnapshot(const core::Scenario &scenario, const core::GpuCatalog &catalog, bool withRecommendations)
{
    Snapshot snap;
    snap.scenario = scenario;
    if (auto error = core::validateScenario(scenario)) {
        snap.error = *error;
        return snap;
    }
    const core::GpuSpec *gpu = catalog.find(scenario.gpuId);
    if (gpu == nullptr) {
        snap.error = core::Error{core::ErrorCode::UnknownGpu, "gpu", scenario.gpuId, {}};
        return snap;
    }
    snap.gpu = *gpu;
    snap.estimate = core::estimate(scenario, *gpu);

    snap.methods.reserve(kComparedMethods.size());
    for (core::Method method : kComparedMethods) {
        const core::Scenario variant = withMethod(scenario, method);
        if (method == scenario.method)
            snap.methods.push_back({method, snap.estimate});
        else if (!core::validateScenario(variant))
            snap.methods.push_back({method, core::estimate(variant, *gpu)});
    }

    const std::vector<int> &lengths = seqLenCurveLengths();
    snap.seqLenCurve.reserve(lengths.size());
    core::Scenario probe = scenario;
    for (int len : lengths) {
        probe.seqLen = len;
        snap.seqLenCurve.push_back({len, core::estimate(probe, *gpu).requiredBytes});
    }
    snap.maxFittingSeqLen = maxFittingSeqLen(scenario, *gpu);
    snap.valid = true;
    if (!withRecommendations) {
        snap.recommendationPending = true;
        return snap;
    }

    core::RecommendOptions options;
    options.rankBy = core::RankBy::Gpus;
    options.top = kMaxRecommendations;
    snap.recommendation = core::recommend(scenario, catalog, options);
    if (!snap.estimate.fits) {
        core::Result<std::vector<core::FitSuggestion>> suggestions = core::whatMakesItFit(scenario, catalog);
        if (suggestions)
            snap.fitSuggestions = std::move(suggestions).value();
    }
    return snap;
}

} // namespace

Snapshot buildSnapshot(const core::Scenario &scenario, const core::GpuCatalog &catalog)
{
    return buildSnapshot(scenario, catalog, true);
}

Snapshot buildSnapshotWithoutRecommendations(const core::Scenario &scenario, const core::GpuCatalog &catalog)
{
    return buildSnapshot(scenario, catalog, false);
}

} // namespace gpusizer::ui
