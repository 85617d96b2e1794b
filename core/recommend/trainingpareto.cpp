#include "recommend/trainingpareto.h"

#include "model/units.h"
#include "recommend/paretofront.h"
#include "recommend/recommender.h"

#include <algorithm>

namespace gpusizer::core {

std::size_t TrainingPareto::dominatedCount() const
{
    return std::size_t(std::count_if(points.begin(), points.end(), [](const TrainingParetoPoint &p) { return p.dominated; }));
}

TrainingPareto trainingPareto(const std::vector<Candidate> &candidates)
{
    TrainingPareto result;
    result.points.reserve(candidates.size());
    for (const Candidate &c : candidates) {
        TrainingParetoPoint p;
        p.scenario = c.scenario;
        p.strategy = c.strategy;
        p.cost = c.estimate.cost.rentTotal;
        p.hours = c.estimate.time.wallSeconds / units::kSecondsPerHour;
        p.recommendable = c.recommendable;
        p.calibrated = c.calibrated;
        result.points.push_back(std::move(p));
    }
    std::stable_sort(result.points.begin(), result.points.end(), [](const TrainingParetoPoint &a, const TrainingParetoPoint &b) {
        if (a.hours != b.hours)
            return a.hours < b.hours;
        return a.cost < b.cost;
    });
    std::vector<std::vector<double>> objectives;
    objectives.reserve(result.points.size());
    for (const TrainingParetoPoint &p : result.points)
        objectives.push_back({p.cost, p.hours});
    const std::vector<bool> dominated = dominatedFlags(objectives, {Goal::Minimise, Goal::Minimise});
    for (std::size_t i = 0; i < result.points.size(); ++i)
        result.points[i].dominated = dominated[i];
    return result;
}

TrainingPareto trainingPareto(const Scenario &base, const GpuCatalog &catalog, RecommendOptions options)
{
    options.top = 0;
    return trainingPareto(recommend(base, catalog, options).candidates);
}

} // namespace gpusizer::core
