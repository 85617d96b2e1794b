#include "explore/mapaxes.h"

#include "catalog/gpucatalog.h"
#include "model/dtype.h"
#include "model/fieldlimits.h"
#include "model/method.h"
#include "model/parallelism.h"
#include "model/serving.h"
#include "model/training.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace gpusizer::ui::mapaxes {

namespace {

double roundWhole(double v)
{
    if (v <= 100)
        return std::round(v);
    const double magnitude = std::pow(10.0, std::floor(std::log10(v)) - 1);
    return std::round(v / magnitude) * magnitude;
}

// Ten significant digits: what parseExploreAxis reads back as the same double for any grid value.
std::string spelled(double v)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.10g", v);
    return text;
}

} // namespace

std::vector<double> gridValues(double from, double to, std::size_t count, bool whole, bool logScale)
{
    if (to < from)
        std::swap(from, to);
    if (whole) {
        from = std::ceil(from);
        to = std::floor(to);
    }
    if (count < 2 || to <= from)
        return {from};
    if (whole && to - from + 1 <= static_cast<double>(count)) {
        std::vector<double> all;
        for (double v = from; v <= to; ++v)
            all.push_back(v);
        return all;
    }
    const bool log = logScale && from > 0;
    std::vector<double> values(count);
    for (std::size_t i = 0; i < count; ++i) {
        const double t = static_cast<double>(i) / static_cast<double>(count - 1);
        values[i] = log ? from * std::pow(to / from, t) : from + (to - from) * t;
        if (whole)
            values[i] = roundWhole(values[i]);
    }
    values.front() = from;
    values.back() = to;
    if (whole) {
        // Rounding repeats small values (1, 1, 1, 2, ...): each at least one above the one
        // before, and at least one below the one after from the top.
        for (std::size_t i = 1; i < count; ++i)
            values[i] = std::max(values[i], values[i - 1] + 1);
        values.back() = to;
        for (std::size_t i = count - 1; i-- > 0;)
            values[i] = std::min(values[i], values[i + 1] - 1);
    }
    values.erase(std::unique(values.begin(), values.end()), values.end());
    return values;
}

core::Result<core::ExploreAxis> makeAxis(const std::string &name, const exploreinputs::Range &range,
                                         const core::GpuCatalog &catalog, std::optional<double> keep)
{
    const std::optional<core::Limited> field = exploreinputs::fieldOf(name);
    if (!field)
        return core::parseExploreAxis(name, catalog, "map");
    const core::FieldLimit &limit = core::fieldLimit(*field);
    const double from = std::clamp(std::min(range.from, range.to), limit.low, limit.high);
    const double to = std::clamp(std::max(range.from, range.to), limit.low, limit.high);
    std::string spec = name + ":";
    const bool log = exploreinputs::multiplies(name);
    std::vector<double> values = gridValues(from, to, kSteps, limit.whole, log);
    if (keep && *keep >= from && *keep <= to && (!limit.whole || *keep == std::round(*keep))) {
        const auto distance = [&](double v) { return log && v > 0 && *keep > 0 ? std::abs(std::log(v / *keep)) : std::abs(v - *keep); };
        // The ends stay where the range says, unless they are the value; an inner value
        // nearest to it lies between its neighbours after the swap.
        const bool atEnd = *keep == values.front() || *keep == values.back();
        if (!atEnd && values.size() > 2) {
            std::size_t nearest = 1;
            for (std::size_t i = 2; i + 1 < values.size(); ++i)
                if (distance(values[i]) < distance(values[nearest]))
                    nearest = i;
            values[nearest] = *keep;
        }
    }
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (i > 0)
            spec += ',';
        spec += spelled(values[i]);
    }
    return core::parseExploreAxis(spec, catalog, "map");
}

std::size_t blockSize(std::size_t size)
{
    return std::max<std::size_t>(1, (size + kCoarseSteps - 1) / kCoarseSteps);
}

std::size_t representative(std::size_t coarseIndex, std::size_t size)
{
    const std::size_t block = blockSize(size);
    const std::size_t first = coarseIndex * block;
    const std::size_t last = std::min(size, first + block) - 1;
    return first + (last - first) / 2;
}

std::size_t blockOf(std::size_t fineIndex, std::size_t size)
{
    return fineIndex / blockSize(size);
}

core::ExploreAxis coarseAxis(const core::ExploreAxis &fine)
{
    const std::size_t block = blockSize(fine.size());
    if (block == 1)
        return fine;
    core::ExploreAxis coarse;
    coarse.name = fine.name;
    coarse.field = fine.field;
    for (std::size_t k = 0; k * block < fine.size(); ++k) {
        const std::size_t i = representative(k, fine.size());
        coarse.values.push_back(fine.values[i]);
        coarse.labels.push_back(fine.labels[i]);
    }
    return coarse;
}

std::optional<std::size_t> indexOf(const core::ExploreAxis &axis, const core::Scenario &s)
{
    if (axis.size() == 0)
        return std::nullopt;
    if (!axis.field) {
        const auto matches = [&](const std::string &v) {
            if (axis.name == "method")
                return core::parseMethod(v) == s.method;
            if (axis.name == "weight-dtype")
                return core::parseDType(v) == s.weightDtype;
            if (axis.name == "compute-dtype")
                return core::parseDType(v) == s.computeDtype;
            if (axis.name == "engine")
                return core::parseServingEngine(v) == s.serving.engine;
            if (axis.name == "kv-dtype")
                return core::parseKvCacheType(v) == s.serving.kvDtype;
            if (axis.name == "grad-ckpt")
                return core::parseCheckpointing(v) == s.checkpointing;
            if (axis.name == "sharding")
                return core::parseSharding(v) == s.parallel.sharding;
            if (axis.name == "gpu")
                return v == s.gpuId;
            return false;
        };
        for (std::size_t i = 0; i < axis.size(); ++i)
            if (matches(axis.labels[i]))
                return i;
        return std::nullopt;
    }
    const std::optional<double> value = exploreinputs::currentValue(s, axis.name);
    const std::vector<double> &v = axis.values;
    if (!value || *value < v.front() * (1 - 1e-9) || *value > v.back() * (1 + 1e-9))
        return std::nullopt;
    const bool log = exploreinputs::multiplies(axis.name) && *value > 0 && v.front() > 0;
    const auto distance = [&](double a) { return log ? std::abs(std::log(a / *value)) : std::abs(a - *value); };
    std::size_t best = 0;
    for (std::size_t i = 1; i < v.size(); ++i)
        if (distance(v[i]) < distance(v[best]))
            best = i;
    return best;
}

core::ExploreAxis singleValue(const core::ExploreAxis &axis, std::size_t index)
{
    core::ExploreAxis one;
    one.name = axis.name;
    one.field = axis.field;
    one.values = {axis.values[index]};
    one.labels = {axis.labels[index]};
    return one;
}

} // namespace gpusizer::ui::mapaxes
