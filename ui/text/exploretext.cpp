#include "text/exploretext.h"

#include "catalog/gpucatalog.h"
#include "model/dtype.h"
#include "model/method.h"
#include "model/parallelism.h"
#include "model/serving.h"
#include "model/training.h"
#include "text/displayformat.h"
#include "text/enumtext.h"

#include <QCoreApplication>
#include <QLocale>

#include <array>
#include <cmath>
#include <string_view>

namespace gpusizer::ui::exploretext {

namespace {

struct ExploreText {
    Q_DECLARE_TR_FUNCTIONS(gpusizer::ui::ExploreText)
};

enum class Unit { None, Tokens, Ms, Hours, GBs, Years, Kw, Percent, Share, Money, MoneyPerKwh, MoneyPerKwMonth, MoneyPerGpuYear };

struct InputWords {
    std::string_view name;
    const char *words;
    Unit unit;
};

// Every input of core::exploreInputNames(), in its order; one this list lacks keeps its CLI name.
constexpr std::array kInputs{
    InputWords{"seq-len", QT_TRANSLATE_NOOP("gpusizer::ui::ExploreText", "Sequence length"), Unit::Tokens},
    InputWords{"micro-batch", QT_TRANSLATE_NOOP("gpusizer::ui::ExploreText", "Micro-batch"), Unit::None},
    InputWords{"grad-accum", QT_TRANSLATE_NOOP("gpusizer::ui::ExploreText", "Gradient accumulation"), Unit::None},
    InputWords{"lora-rank", QT_TRANSLATE_NOOP("gpusizer::ui::ExploreText", "LoRA rank"), Unit::None},
    InputWords{"gpus", QT_TRANSLATE_NOOP("gpusizer::ui::ExploreText", "GPUs"), Unit::None},
    InputWords{"gpus-per-node", QT_TRANSLATE_NOOP("gpusizer::ui::ExploreText", "GPUs per node"), Unit::None},
    InputWords{"tp", QT_TRANSLATE_NOOP("gpusizer::ui::ExploreText", "Tensor parallel"), Unit::None},
    InputWords{"pp", QT_TRANSLATE_NOOP("gpusizer::ui::ExploreText", "Pipeline parallel"), Unit::None},
    InputWords{"cp", QT_TRANSLATE_NOOP("gpusizer::ui::ExploreText", "Context parallel"), Unit::None},
    InputWords{"ep", QT_TRANSLATE_NOOP("gpusizer::ui::ExploreText", "Expert parallel"), Unit::None},
    InputWords{"inter-node-gbs", QT_TRANSLATE_NOOP("gpusizer::ui::ExploreText", "Network per GPU"), Unit::GBs},
    InputWords{"dataset-tokens", QT_TRANSLATE_NOOP("gpusizer::ui::ExploreText", "Dataset"), Unit::Tokens},
    InputWords{"epochs", QT_TRANSLATE_NOOP("gpusizer::ui::ExploreText", "Epochs"), Unit::None},
    InputWords{"prompt-len", QT_TRANSLATE_NOOP("gpusizer::ui::ExploreText", "Prompt length"), Unit::Tokens},
    InputWords{"input-len", QT_TRANSLATE_NOOP("gpusizer::ui::ExploreText", "Input length"), Unit::Tokens},
    InputWords{"output-len", QT_TRANSLATE_NOOP("gpusizer::ui::ExploreText", "Output length"), Unit::Tokens},
    InputWords{"concurrency", QT_TRANSLATE_NOOP("gpusizer::ui::ExploreText", "Concurrent users"), Unit::None},
    InputWords{"requests-per-s", QT_TRANSLATE_NOOP("gpusizer::ui::ExploreText", "Requests per second"), Unit::None},
    InputWords{"offline-requests", QT_TRANSLATE_NOOP("gpusizer::ui::ExploreText", "Offline requests"), Unit::None},
    InputWords{"prefix-cache-hit", QT_TRANSLATE_NOOP("gpusizer::ui::ExploreText", "Prefix cache hits"), Unit::Share},
    InputWords{"replicas", QT_TRANSLATE_NOOP("gpusizer::ui::ExploreText", "Replicas"), Unit::None},
    InputWords{"average-load", QT_TRANSLATE_NOOP("gpusizer::ui::ExploreText", "Average load"), Unit::Share},
    InputWords{"ttft-ms", QT_TRANSLATE_NOOP("gpusizer::ui::ExploreText", "TTFT target"), Unit::Ms},
    InputWords{"tpot-ms", QT_TRANSLATE_NOOP("gpusizer::ui::ExploreText", "TPOT target"), Unit::Ms},
    InputWords{"spec-tokens", QT_TRANSLATE_NOOP("gpusizer::ui::ExploreText", "Draft tokens"), Unit::None},
    InputWords{"acceptance-length", QT_TRANSLATE_NOOP("gpusizer::ui::ExploreText", "Acceptance length"), Unit::None},
    InputWords{"years", QT_TRANSLATE_NOOP("gpusizer::ui::ExploreText", "Lifetime"), Unit::Years},
    InputWords{"power-price", QT_TRANSLATE_NOOP("gpusizer::ui::ExploreText", "Power price"), Unit::MoneyPerKwh},
    InputWords{"pue", QT_TRANSLATE_NOOP("gpusizer::ui::ExploreText", "PUE"), Unit::None},
    InputWords{"hosting-per-kw-month", QT_TRANSLATE_NOOP("gpusizer::ui::ExploreText", "Colocation"),
               Unit::MoneyPerKwMonth},
    InputWords{"usage-hours", QT_TRANSLATE_NOOP("gpusizer::ui::ExploreText", "Usage hours a year"), Unit::Hours},
    InputWords{"utilisation", QT_TRANSLATE_NOOP("gpusizer::ui::ExploreText", "Average draw"), Unit::Share},
    InputWords{"rack-kw", QT_TRANSLATE_NOOP("gpusizer::ui::ExploreText", "Rack power budget"), Unit::Kw},
    InputWords{"residual-percent", QT_TRANSLATE_NOOP("gpusizer::ui::ExploreText", "Residual value"), Unit::Percent},
    InputWords{"interest-percent", QT_TRANSLATE_NOOP("gpusizer::ui::ExploreText", "Interest"), Unit::Percent},
    InputWords{"support-percent", QT_TRANSLATE_NOOP("gpusizer::ui::ExploreText", "Support"), Unit::Percent},
    InputWords{"licence-per-gpu-year", QT_TRANSLATE_NOOP("gpusizer::ui::ExploreText", "Licences"),
               Unit::MoneyPerGpuYear},
    InputWords{"deadline-h", QT_TRANSLATE_NOOP("gpusizer::ui::ExploreText", "Deadline"), Unit::Hours},
    InputWords{"budget", QT_TRANSLATE_NOOP("gpusizer::ui::ExploreText", "Budget"), Unit::Money},
    InputWords{"method", QT_TRANSLATE_NOOP("gpusizer::ui::ExploreText", "Method"), Unit::None},
    InputWords{"weight-dtype", QT_TRANSLATE_NOOP("gpusizer::ui::ExploreText", "Weight format"), Unit::None},
    InputWords{"compute-dtype", QT_TRANSLATE_NOOP("gpusizer::ui::ExploreText", "Compute precision"), Unit::None},
    InputWords{"engine", QT_TRANSLATE_NOOP("gpusizer::ui::ExploreText", "Serving engine"), Unit::None},
    InputWords{"kv-dtype", QT_TRANSLATE_NOOP("gpusizer::ui::ExploreText", "KV cache format"), Unit::None},
    InputWords{"grad-ckpt", QT_TRANSLATE_NOOP("gpusizer::ui::ExploreText", "Checkpointing"), Unit::None},
    InputWords{"sharding", QT_TRANSLATE_NOOP("gpusizer::ui::ExploreText", "Sharding"), Unit::None},
    InputWords{"gpu", QT_TRANSLATE_NOOP("gpusizer::ui::ExploreText", "GPU type"), Unit::None},
};

const InputWords *wordsOf(const std::string &name)
{
    for (const InputWords &input : kInputs)
        if (input.name == name)
            return &input;
    return nullptr;
}

Unit unitOf(const std::string &name)
{
    const InputWords *words = wordsOf(name);
    return words != nullptr ? words->unit : Unit::None;
}

// A choice's display name without the explanation in parentheses: "NF4 (4-bit)" -> "NF4".
QString shortForm(const QString &name)
{
    const qsizetype open = name.indexOf(QStringLiteral(" ("));
    return open > 0 && name.endsWith(QLatin1Char(')')) ? name.left(open) : name;
}

QString choiceName(const core::ExploreAxis &axis, std::size_t index, const core::GpuCatalog &catalog, bool full)
{
    const std::string &v = axis.labels[index];
    const QString spelled = QString::fromStdString(v);
    if (axis.name == "method") {
        if (const auto m = core::parseMethod(v))
            return enumtext::method(*m);
    } else if (axis.name == "weight-dtype" || axis.name == "compute-dtype") {
        if (const auto d = core::parseDType(v))
            return full ? enumtext::dtype(*d) : shortForm(enumtext::dtype(*d));
    } else if (axis.name == "kv-dtype") {
        if (const auto d = core::parseKvCacheType(v))
            return enumtext::dtype(*d);
    } else if (axis.name == "engine") {
        if (const auto e = core::parseServingEngine(v))
            return full ? enumtext::servingEngine(*e) : shortForm(enumtext::servingEngine(*e));
    } else if (axis.name == "grad-ckpt") {
        if (const auto c = core::parseCheckpointing(v))
            return full ? enumtext::checkpointing(*c) : shortForm(enumtext::checkpointing(*c));
    } else if (axis.name == "sharding") {
        if (const auto s = core::parseSharding(v))
            return full ? enumtext::sharding(*s) : shortForm(enumtext::sharding(*s));
    } else if (axis.name == "gpu") {
        if (const core::GpuSpec *gpu = catalog.find(v))
            return QString::fromStdString(full || gpu->shortName.empty() ? gpu->name : gpu->shortName);
    }
    return spelled;
}

} // namespace

QString inputName(const std::string &name)
{
    const InputWords *words = wordsOf(name);
    return words != nullptr ? ExploreText::tr(words->words) : QString::fromStdString(name);
}

QString inputUnit(const std::string &name, const std::string &currency)
{
    const QString symbol = currencySymbol(currency);
    switch (unitOf(name)) {
    case Unit::None: return {};
    case Unit::Tokens: return ExploreText::tr("tokens");
    case Unit::Ms: return ExploreText::tr("ms");
    case Unit::Hours: return ExploreText::tr("h");
    case Unit::GBs: return ExploreText::tr("GB/s");
    case Unit::Years: return ExploreText::tr("years");
    case Unit::Kw: return ExploreText::tr("kW");
    case Unit::Percent: return ExploreText::tr("%");
    case Unit::Share: return ExploreText::tr("share");
    case Unit::Money: return symbol;
    case Unit::MoneyPerKwh: return ExploreText::tr("%1 per kWh").arg(symbol);
    case Unit::MoneyPerKwMonth: return ExploreText::tr("%1 per kW a month").arg(symbol);
    case Unit::MoneyPerGpuYear: return ExploreText::tr("%1 per GPU a year").arg(symbol);
    }
    return {};
}

QString axisTitle(const std::string &name, const std::string &currency)
{
    const QString unit = inputUnit(name, currency);
    return unit.isEmpty() ? inputName(name)
                          : ExploreText::tr("%1 (%2)", "axis title: name (unit)").arg(inputName(name), unit);
}

QString tickNumber(const std::string &name, double value)
{
    if (unitOf(name) == Unit::Tokens) {
        // Lengths in binary steps ("4K"); a dataset in decimal ones ("50M").
        if (name == "dataset-tokens") {
            const QLocale locale;
            if (value >= 1e9)
                return ExploreText::tr("%1G", "tokens, multiples of 10^9").arg(locale.toString(value / 1e9, 'g', 3));
            if (value >= 1e6)
                return ExploreText::tr("%1M", "tokens, multiples of 10^6").arg(locale.toString(value / 1e6, 'g', 3));
            if (value >= 1e3)
                return ExploreText::tr("%1k", "tokens, multiples of 1,000").arg(locale.toString(value / 1e3, 'g', 3));
            return formatPlainNumber(value);
        }
        return formatTokensCompact(value);
    }
    return formatPlainNumber(value);
}

QString tickLabel(const core::ExploreAxis &axis, std::size_t index, const core::GpuCatalog &catalog)
{
    if (index >= axis.size())
        return {};
    if (axis.field)
        return tickNumber(axis.name, axis.values[index]);
    return choiceName(axis, index, catalog, false);
}

QString valueText(const core::ExploreAxis &axis, std::size_t index, const core::GpuCatalog &catalog,
                  const std::string &currency)
{
    if (index >= axis.size())
        return {};
    if (!axis.field)
        return choiceName(axis, index, catalog, true);
    const double v = axis.values[index];
    switch (unitOf(axis.name)) {
    case Unit::Tokens: return formatTokens(v);
    case Unit::Ms: return formatMilliseconds(v);
    case Unit::Money: return formatMoney(v, currency);
    case Unit::None: return formatPlainNumber(v);
    default: return QStringLiteral("%1\u00A0%2").arg(formatPlainNumber(v), inputUnit(axis.name, currency));
    }
}

QString metricName(core::ExploreMetric metric, bool serving)
{
    using core::ExploreMetric;
    switch (metric) {
    case ExploreMetric::Fit: return ExploreText::tr("Fit");
    case ExploreMetric::Memory: return ExploreText::tr("Memory per GPU");
    case ExploreMetric::Time: return serving ? ExploreText::tr("Time of the offline job") : ExploreText::tr("Time");
    case ExploreMetric::Cost: return serving ? ExploreText::tr("Cost per million output tokens") : ExploreText::tr("Rent");
    case ExploreMetric::TokensPerSecond:
        return serving ? ExploreText::tr("Output tokens per second") : ExploreText::tr("Tokens per second per GPU");
    case ExploreMetric::Tpot: return ExploreText::tr("Time per output token (TPOT)");
    case ExploreMetric::Ttft: return ExploreText::tr("Time to first token (TTFT)");
    case ExploreMetric::GpusNeeded: return ExploreText::tr("GPUs needed");
    }
    return {};
}

QString metricUnit(core::ExploreMetric metric, bool serving, const std::string &currency)
{
    using core::ExploreMetric;
    switch (metric) {
    case ExploreMetric::Fit: return {};
    case ExploreMetric::Memory: return QStringLiteral("GiB");
    case ExploreMetric::Time: return ExploreText::tr("h");
    case ExploreMetric::Cost: return currencySymbol(currency);
    case ExploreMetric::TokensPerSecond: return serving ? ExploreText::tr("tokens/s") : ExploreText::tr("tokens/s per GPU");
    case ExploreMetric::Tpot:
    case ExploreMetric::Ttft: return ExploreText::tr("ms");
    case ExploreMetric::GpusNeeded: return ExploreText::tr("GPUs");
    }
    return {};
}

QString metricTitle(core::ExploreMetric metric, bool serving, const std::string &currency)
{
    const QString unit = metricUnit(metric, serving, currency);
    // "tokens/s per GPU" is the name already.
    if (unit.isEmpty() || metric == core::ExploreMetric::TokensPerSecond || metric == core::ExploreMetric::GpusNeeded)
        return metricName(metric, serving);
    return ExploreText::tr("%1 (%2)", "axis title: name (unit)").arg(metricName(metric, serving), unit);
}

QString metricNumber(core::ExploreMetric metric, double value, const std::string &currency)
{
    const QLocale locale;
    using core::ExploreMetric;
    switch (metric) {
    case ExploreMetric::Fit: return verdictText(value >= 1.5 ? core::FitVerdict::Fits
                                                : value >= 0.5 ? core::FitVerdict::Tight
                                                               : core::FitVerdict::DoesNotFit);
    case ExploreMetric::Memory: return locale.toString(value, 'f', value < 10 ? 2 : 1);
    case ExploreMetric::Cost: return formatMoney(value, currency);
    case ExploreMetric::GpusNeeded: return locale.toString(std::llround(value));
    case ExploreMetric::Time:
    case ExploreMetric::TokensPerSecond:
    case ExploreMetric::Tpot:
    case ExploreMetric::Ttft:
        return value >= 100 ? locale.toString(std::llround(value)) : locale.toString(value, 'f', value >= 10 ? 1 : 2);
    }
    return {};
}

QString metricTick(core::ExploreMetric metric, double value, const std::string &currency)
{
    if (metric == core::ExploreMetric::Cost)
        return formatMoney(value, currency, value == std::round(value) ? 0 : 2);
    return formatPlainNumber(value);
}

QString metricValue(core::ExploreMetric metric, double value, bool serving, const std::string &currency)
{
    using core::ExploreMetric;
    switch (metric) {
    // A count reads after its name ("GPUs needed: 12").
    case ExploreMetric::Fit:
    case ExploreMetric::Cost:
    case ExploreMetric::GpusNeeded: return metricNumber(metric, value, currency);
    default:
        return QStringLiteral("%1\u00A0%2").arg(metricNumber(metric, value, currency), metricUnit(metric, serving, currency));
    }
}

QString verdictText(core::FitVerdict verdict)
{
    switch (verdict) {
    case core::FitVerdict::Fits: return ExploreText::tr("Fits");
    case core::FitVerdict::Tight: return ExploreText::tr("Tight (inside the safety margin)");
    case core::FitVerdict::DoesNotFit: return ExploreText::tr("Does not fit");
    }
    return {};
}

} // namespace gpusizer::ui::exploretext
