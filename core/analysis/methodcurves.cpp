#include "analysis/methodcurves.h"

#include "estimate/time/timemodel.h"
#include "model/methodchange.h"

#include <cmath>

namespace gpusizer::core {

std::vector<Method> curveMethods(const Scenario &scenario)
{
    if (!isTraining(scenario.method))
        return {};
    std::vector<Method> methods;
    for (Method method : kComparedMethods) {
        if (!isTraining(method))
            continue;
        methods.push_back(method == Method::Full && scenario.method == Method::Pretrain ? Method::Pretrain : method);
    }
    return methods;
}

namespace lengthcurve {

namespace {

// The fields that do not move memory nor time at a given length, set equal.
Scenario lengthRelevant(Scenario s)
{
    s.seqLen = 0;
    s.prices = Prices{};
    s.requirements = Requirements{};
    s.report = ReportDetails{};
    return s;
}

} // namespace

void addTimes(MethodCurve &curve, const Scenario &scenario, const GpuSpec &gpu, int &estimates)
{
    Scenario probe = scenario;
    for (LengthPoint &point : curve.points) {
        probe.seqLen = point.seqLen;
        ++estimates;
        const TimeEstimate time = estimateTime(probe, gpu);
        point.wallSeconds = time.wallSeconds;
        point.gpuHours = time.gpuHours;
    }
}

void addCosts(MethodCurve &curve, const CostEstimate &cost)
{
    for (LengthPoint &point : curve.points) {
        point.rentTotal = point.gpuHours * cost.rentPerGpuHour;
        point.ownTotal = point.gpuHours * cost.ownPerGpuHour;
    }
}

bool reusable(const Scenario &previous, const Scenario &next)
{
    return lengthRelevant(previous) == lengthRelevant(next);
}

std::vector<HoursBandPoint> hoursBand(const MethodCurve &curve, const Interval &interval,
                                      double tokensPerSecondPerGpu)
{
    std::vector<HoursBandPoint> band;
    const double fast = interval.tokensPerSecondPerGpu[1];
    const double slow = interval.tokensPerSecondPerGpu[0];
    if (!(tokensPerSecondPerGpu > 0) || !(slow > 0) || fast < slow)
        return band;
    // The time is the tokens over the throughput: the band's throughput multipliers inverted.
    const double shortEnd = tokensPerSecondPerGpu / fast;
    const double longEnd = tokensPerSecondPerGpu / slow;
    band.reserve(curve.points.size());
    for (const LengthPoint &p : curve.points)
        band.push_back({p.seqLen, p.wallSeconds * shortEnd, p.wallSeconds * longEnd});
    return band;
}

LengthPoint at(const MethodCurve &curve, double seqLen)
{
    const std::vector<LengthPoint> &points = curve.points;
    if (points.empty())
        return {};
    if (seqLen <= points.front().seqLen)
        return points.front();
    for (std::size_t i = 1; i < points.size(); ++i) {
        if (seqLen > points[i].seqLen)
            continue;
        const LengthPoint &a = points[i - 1];
        const LengthPoint &b = points[i];
        const double t = (std::log(seqLen) - std::log(a.seqLen)) / (std::log(b.seqLen) - std::log(a.seqLen));
        const auto mix = [t](double x, double y) { return x + t * (y - x); };
        return {static_cast<int>(std::lround(seqLen)), mix(a.requiredBytes, b.requiredBytes),
                mix(a.wallSeconds, b.wallSeconds), mix(a.gpuHours, b.gpuHours), mix(a.rentTotal, b.rentTotal),
                mix(a.ownTotal, b.ownTotal)};
    }
    return points.back();
}

} // namespace lengthcurve

} // namespace gpusizer::core
