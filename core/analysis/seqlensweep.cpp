#include "analysis/seqlensweep.h"

#include "estimate/memorymodel.h"
#include "model/seqlenrange.h"

#include <algorithm>

namespace gpusizer::core::seqlen {

namespace {

double requiredAt(Scenario &probe, const GpuSpec &gpu, int seqLen, int &estimates)
{
    probe.seqLen = seqLen;
    ++estimates;
    return estimateMemory(probe, gpu).deviceUsedBytes();
}

} // namespace

std::vector<SeqLenPoint> curve(const Scenario &scenario, const GpuSpec &gpu, int &estimates)
{
    const std::vector<int> &lengths = SeqLenRange::curveLengths();
    std::vector<SeqLenPoint> out;
    out.reserve(lengths.size());
    Scenario probe = scenario;
    for (int len : lengths)
        out.push_back({len, requiredAt(probe, gpu, len, estimates)});
    return out;
}

int maxFitting(const Scenario &scenario, const GpuSpec &gpu, const FitPolicy &policy,
               const std::vector<SeqLenPoint> &curve, int &estimates)
{
    Scenario probe = scenario;
    auto fitsAt = [&](int len) { return policy.fits(requiredAt(probe, gpu, len, estimates), gpu.usableBytes); };
    auto fitsPoint = [&](const SeqLenPoint &p) { return policy.fits(p.requiredBytes, gpu.usableBytes); };

    // Bracket: the last curve point that fits and the first that does not.
    const auto firstMiss = std::find_if_not(curve.begin(), curve.end(), fitsPoint);
    int lo = 0;
    int hi = 0;
    if (curve.empty()) {
        lo = 1;
        hi = SeqLenRange::kMax;
        if (fitsAt(hi))
            return hi;
    } else if (firstMiss == curve.end()) {
        return curve.back().seqLen;   // the curve ends at SeqLenRange::kMax
    } else if (firstMiss == curve.begin()) {
        lo = 1;
        hi = firstMiss->seqLen;
    } else {
        lo = std::prev(firstMiss)->seqLen;
        hi = firstMiss->seqLen;
    }
    if (lo == 1 && !fitsAt(1))
        return 0;
    while (hi - lo > 1) {
        const int mid = lo + (hi - lo) / 2;
        if (fitsAt(mid))
            lo = mid;
        else
            hi = mid;
    }
    return lo;
}

std::vector<SeqLenBandPoint> intervalBand(const std::vector<SeqLenPoint> &curve, const Interval &interval,
                                          double requiredBytes)
{
    std::vector<SeqLenBandPoint> band;
    if (!(requiredBytes > 0) || !(interval.requiredBytes[1] > 0) || interval.requiredBytes[0] > interval.requiredBytes[1])
        return band;
    // intervalFor scales the prediction by the band's multipliers: the same at every length.
    const double low = interval.requiredBytes[0] / requiredBytes;
    const double high = interval.requiredBytes[1] / requiredBytes;
    band.reserve(curve.size());
    for (const SeqLenPoint &p : curve)
        band.push_back({p.seqLen, p.requiredBytes * low, p.requiredBytes * high});
    return band;
}

} // namespace gpusizer::core::seqlen
