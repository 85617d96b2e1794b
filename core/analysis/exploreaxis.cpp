#include "analysis/exploreaxis.h"

#include "catalog/gpucatalog.h"
#include "model/limitedfield.h"
#include "model/methodchange.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>

namespace gpusizer::core {

namespace {

// The choices an axis can take, spelled as gpu-sizer-cli's flags take them.
struct ChoiceInput {
    std::string_view name;
    std::vector<std::string_view> choices;  // empty: the catalog's GPUs
};

const std::vector<ChoiceInput> &choiceInputs()
{
    static const std::vector<ChoiceInput> inputs{
        {"method", {"inference", "full", "lora", "qlora", "pretrain"}},
        {"weight-dtype", {"fp32", "bf16", "fp16", "fp8", "fp4", "nf4", "int8", "int4"}},
        {"compute-dtype", {"fp32", "bf16", "fp16", "fp8"}},
        {"engine", {"vllm", "vllm-v0", "sglang", "trtllm", "lmdeploy", "tgi", "transformers", "llama.cpp"}},
        {"kv-dtype", {"bf16", "fp16", "fp8", "fp32"}},
        {"grad-ckpt", {"none", "selective", "full"}},
        {"sharding", {"none", "ddp", "zero1", "zero2", "zero3", "fsdp", "fsdp_hybrid", "fsdp_grad_op"}},
        {"gpu", {}},
    };
    return inputs;
}

// Counts and lengths that multiply: their steps double, or are even on a log scale.
bool multiplies(Limited field)
{
    switch (field) {
    case Limited::SeqLen: case Limited::MicroBatch: case Limited::GradAccum: case Limited::LoraRank:
    case Limited::Gpus: case Limited::GpusPerNode: case Limited::Tp: case Limited::Pp: case Limited::Cp:
    case Limited::Ep: case Limited::DatasetTokens: case Limited::PromptLen: case Limited::KvCacheLen:
    case Limited::InputLen: case Limited::OutputLen: case Limited::Concurrency: case Limited::RequestRate:
    case Limited::OfflineRequests: case Limited::TtftTarget: case Limited::TpotTarget:
    case Limited::DeadlineHours: case Limited::Budget:
        return true;
    default:
        return false;
    }
}

// The field whose flag is "--<name>"; rent and purchase are pinned per GPU, no axis.
std::optional<Limited> numberInput(std::string_view name)
{
    for (const FieldLimit &limit : fieldLimits())
        if (limit.flag.size() == name.size() + 2 && limit.flag.substr(2) == name
            && limit.field != Limited::RentPerGpuHour && limit.field != Limited::PurchasePerGpu)
            return limit.field;
    return std::nullopt;
}

std::optional<double> toNumber(std::string_view text)
{
    double value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || !std::isfinite(value))
        return std::nullopt;
    return value;
}

std::vector<std::string_view> split(std::string_view text, char separator)
{
    std::vector<std::string_view> parts;
    std::size_t start = 0;
    for (;;) {
        const std::size_t at = text.find(separator, start);
        parts.push_back(text.substr(start, at == std::string_view::npos ? std::string_view::npos : at - start));
        if (at == std::string_view::npos)
            return parts;
        start = at + 1;
    }
}

std::vector<double> rangeValues(Limited field, double from, double to, std::optional<int> steps)
{
    const bool whole = fieldLimit(field).whole;
    const bool logScale = multiplies(field) && from > 0;
    std::vector<double> values;
    if (!steps && logScale) {
        for (double v = from; v < to * (1 - 1e-12) && values.size() < kMaxExploreSteps - 1; v *= 2)
            values.push_back(v);
        values.push_back(to);
    } else {
        const int n = steps.value_or(8);
        for (int i = 0; i < n; ++i) {
            const double t = n == 1 ? 0.0 : double(i) / (n - 1);
            values.push_back(logScale ? from * std::pow(to / from, t) : from + (to - from) * t);
        }
    }
    for (double &v : values)
        v = whole ? std::round(v) : v;
    std::sort(values.begin(), values.end());
    values.erase(std::unique(values.begin(), values.end()), values.end());
    return values;
}

std::string label(double value)
{
    return formatNumber(value);
}

} // namespace

std::vector<std::string> exploreInputNames()
{
    std::vector<std::string> names;
    for (const FieldLimit &limit : fieldLimits())
        if (!limit.flag.empty() && numberInput(limit.flag.substr(2)))
            names.emplace_back(limit.flag.substr(2));
    for (const ChoiceInput &input : choiceInputs())
        names.emplace_back(input.name);
    return names;
}

Result<ExploreAxis> parseExploreAxis(std::string_view spec, const GpuCatalog &catalog, const std::string &flag)
{
    const std::size_t colon = spec.find(':');
    const std::string_view name = spec.substr(0, colon);
    const std::string_view rest = colon == std::string_view::npos ? std::string_view() : spec.substr(colon + 1);
    ExploreAxis axis;
    axis.name = std::string(name);

    const auto choice = std::find_if(choiceInputs().begin(), choiceInputs().end(),
                                     [&](const ChoiceInput &c) { return c.name == name; });
    if (choice != choiceInputs().end()) {
        std::vector<std::string> known;
        if (choice->choices.empty())
            for (const GpuSpec &gpu : catalog.gpus())
                known.push_back(gpu.id);
        else
            known.assign(choice->choices.begin(), choice->choices.end());
        std::vector<std::string> picked;
        if (rest.empty())
            picked = known;
        else
            for (std::string_view part : split(rest, ',')) {
                if (std::find(known.begin(), known.end(), part) == known.end())
                    return Error{ErrorCode::UnknownValue, flag, std::string(part)};
                if (std::find(picked.begin(), picked.end(), part) == picked.end())
                    picked.emplace_back(part);
            }
        if (picked.size() > kMaxExploreSteps)
            picked.resize(kMaxExploreSteps);
        for (std::size_t i = 0; i < picked.size(); ++i)
            axis.values.push_back(double(i));
        axis.labels = std::move(picked);
        return axis;
    }

    const std::optional<Limited> field = numberInput(name);
    if (!field)
        return Error{ErrorCode::UnknownValue, flag, std::string(name)};
    axis.field = field;
    const FieldLimit &limit = fieldLimit(*field);
    const auto checked = [&](std::string_view text) -> Result<double> {
        const std::optional<double> v = toNumber(text);
        if (!v || !withinLimit(*field, *v))
            return outOfRange(flag, v.value_or(std::nan("")), limit.low, limit.high, {}, limit.whole);
        return *v;
    };
    if (rest.empty())
        return Error{ErrorCode::MissingField, flag, std::string(name) + ":FROM..TO"};
    const std::size_t dots = rest.find("..");
    if (dots == std::string_view::npos) {
        for (std::string_view part : split(rest, ',')) {
            const Result<double> v = checked(part);
            if (!v.ok())
                return v.error();
            axis.values.push_back(v.value());
        }
        std::sort(axis.values.begin(), axis.values.end());
        axis.values.erase(std::unique(axis.values.begin(), axis.values.end()), axis.values.end());
    } else {
        const std::vector<std::string_view> tail = split(rest.substr(dots + 2), ':');
        if (tail.size() > 2)
            return Error{ErrorCode::UnknownValue, flag, std::string(rest)};
        const Result<double> from = checked(rest.substr(0, dots));
        if (!from.ok())
            return from.error();
        const Result<double> to = checked(tail[0]);
        if (!to.ok())
            return to.error();
        std::optional<int> steps;
        if (tail.size() == 2) {
            const std::optional<double> n = toNumber(tail[1]);
            if (!n || *n < 2 || *n > double(kMaxExploreSteps) || *n != std::floor(*n))
                return outOfRange(flag, n.value_or(std::nan("")), 2, double(kMaxExploreSteps), {}, true);
            steps = int(*n);
        }
        axis.values = rangeValues(*field, std::min(from.value(), to.value()), std::max(from.value(), to.value()), steps);
    }
    if (axis.values.size() > kMaxExploreSteps)
        axis.values.resize(kMaxExploreSteps);
    for (double v : axis.values)
        axis.labels.push_back(label(v));
    return axis;
}

void applyExploreValue(Scenario &s, const ExploreAxis &axis, std::size_t index)
{
    if (index >= axis.size())
        return;
    if (axis.field) {
        setLimitedField(s, *axis.field, axis.values[index]);
        return;
    }
    const std::string &v = axis.labels[index];
    if (axis.name == "method") {
        if (const auto m = parseMethod(v))
            s = withMethod(s, *m);
    } else if (axis.name == "weight-dtype") {
        if (const auto d = parseDType(v))
            s.weightDtype = *d;
    } else if (axis.name == "compute-dtype") {
        if (const auto d = parseDType(v))
            s = withComputeDtype(s, *d);
    } else if (axis.name == "engine") {
        if (const auto e = parseServingEngine(v))
            s.serving.engine = *e;
    } else if (axis.name == "kv-dtype") {
        if (const auto d = parseKvCacheType(v))
            s.serving.kvDtype = *d;
    } else if (axis.name == "grad-ckpt") {
        if (const auto c = parseCheckpointing(v))
            s.checkpointing = *c;
    } else if (axis.name == "sharding") {
        if (const auto sh = parseSharding(v))
            s.parallel.sharding = *sh;
    } else if (axis.name == "gpu") {
        s.gpuId = v;
    }
}

} // namespace gpusizer::core
