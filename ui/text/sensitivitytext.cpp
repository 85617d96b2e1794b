#include "text/sensitivitytext.h"

#include "model/serving.h"
#include "text/displayformat.h"
#include "text/enumtext.h"

#include <QCoreApplication>
#include <QLocale>

#include <array>
#include <cmath>
#include <string_view>

namespace gpusizer::ui::sensitivitytext {

namespace {

struct SensitivityText {
    Q_DECLARE_TR_FUNCTIONS(gpusizer::ui::SensitivityText)
};

struct AssumptionWords {
    std::string_view name;
    const char *words;
};

// Every name core::sensitivity() gives an item (core/analysis/sensitivity.cpp).
constexpr std::array kAssumptions {
    AssumptionWords {
        "efficiency", QT_TRANSLATE_NOOP("gpusizer::ui::SensitivityText", "Speed (band of measured runs)") },
    AssumptionWords { "latency_statistic", QT_TRANSLATE_NOOP("gpusizer::ui::SensitivityText", "Latency statistic") },
    AssumptionWords { "load", QT_TRANSLATE_NOOP("gpusizer::ui::SensitivityText", "Load") },
    AssumptionWords { "output_length", QT_TRANSLATE_NOOP("gpusizer::ui::SensitivityText", "Output length") },
    AssumptionWords { "input_length", QT_TRANSLATE_NOOP("gpusizer::ui::SensitivityText", "Input length") },
    AssumptionWords { "sequence_length", QT_TRANSLATE_NOOP("gpusizer::ui::SensitivityText", "Sequence length") },
    AssumptionWords { "dataset", QT_TRANSLATE_NOOP("gpusizer::ui::SensitivityText", "Dataset size") },
    AssumptionWords { "rent", QT_TRANSLATE_NOOP("gpusizer::ui::SensitivityText", "Rent per GPU-hour") },
    AssumptionWords {
        "usage_hours_per_year", QT_TRANSLATE_NOOP("gpusizer::ui::SensitivityText", "Usage hours per year") },
    AssumptionWords { "utilisation", QT_TRANSLATE_NOOP("gpusizer::ui::SensitivityText", "Utilisation") },
    AssumptionWords { "pue", QT_TRANSLATE_NOOP("gpusizer::ui::SensitivityText", "PUE (cooling overhead)") },
    AssumptionWords { "power_price", QT_TRANSLATE_NOOP("gpusizer::ui::SensitivityText", "Power price") },
    AssumptionWords { "lifetime_years", QT_TRANSLATE_NOOP("gpusizer::ui::SensitivityText", "Years of owning") },
};

QString fromStd(const std::string &text)
{
    return QString::fromStdString(text);
}

} // namespace

QString assumptionName(const std::string &name)
{
    for (const AssumptionWords &a : kAssumptions)
        if (a.name == name)
            return SensitivityText::tr(a.words);
    return fromStd(name);
}

QString settingText(const std::string &name, const std::string &input)
{
    const QLocale locale;
    if (input == "slow end")
        return SensitivityText::tr("slow end", "of the band of measured speeds");
    if (input == "fast end")
        return SensitivityText::tr("fast end", "of the band of measured speeds");
    for (const core::LatencyStat stat :
        { core::LatencyStat::Mean, core::LatencyStat::Median, core::LatencyStat::P90, core::LatencyStat::P99 })
        if (input == core::toString(stat))
            return enumtext::latencyStat(stat);
    const QString text = fromStd(input);
    bool ok = false;
    if (text.endsWith(QLatin1String(" x"))) {
        const double factor = text.chopped(2).toDouble(&ok); // the C locale, as core wrote it
        if (ok)
            return SensitivityText::tr("%1\u00D7", "a factor: 0.5x").arg(locale.toString(factor, 'g', 6));
    }
    const double value = text.toDouble(&ok);
    if (!ok)
        return text;
    if (name == "usage_hours_per_year")
        return SensitivityText::tr("%1\u00A0h/yr", "hours per year").arg(locale.toString(value, 'f', 0));
    if (name == "utilisation")
        return formatPercent(value);
    if (name == "lifetime_years")
        return SensitivityText::tr("%Ln year(s)", nullptr, static_cast<int>(std::lround(value)));
    return locale.toString(value, 'g', 6);
}

QString figureName(core::SensitivityFigure figure, bool serving)
{
    using core::SensitivityFigure;
    switch (figure) {
    case SensitivityFigure::Hours:
        return serving ? SensitivityText::tr("Time of the offline job") : SensitivityText::tr("Time of the run");
    case SensitivityFigure::Cost:
        return serving ? SensitivityText::tr("Cost per 1M output tokens") : SensitivityText::tr("Cost of the run");
    case SensitivityFigure::Gpus:
        return SensitivityText::tr("GPUs needed");
    case SensitivityFigure::Tpot:
        return SensitivityText::tr("Time per output token (TPOT)");
    }
    return {};
}

QString axisTitle(core::SensitivityFigure figure, bool serving, const std::string &currency)
{
    using core::SensitivityFigure;
    switch (figure) {
    case SensitivityFigure::Hours:
        return SensitivityText::tr("%1 (h)", "figure (unit)").arg(figureName(figure, serving));
    case SensitivityFigure::Cost:
        return SensitivityText::tr("%1 (%2)", "figure (currency)")
            .arg(figureName(figure, serving), currencySymbol(currency));
    case SensitivityFigure::Gpus:
        return figureName(figure, serving);
    case SensitivityFigure::Tpot:
        return SensitivityText::tr("TPOT (ms)");
    }
    return {};
}

QString figureValue(core::SensitivityFigure figure, double value, const std::string &currency)
{
    using core::SensitivityFigure;
    switch (figure) {
    case SensitivityFigure::Hours:
        return formatHours(value * 3600.0);
    case SensitivityFigure::Cost:
        return formatMoney(value, currency);
    case SensitivityFigure::Gpus:
        return SensitivityText::tr("%Ln GPU(s)", nullptr, static_cast<int>(std::lround(value)));
    case SensitivityFigure::Tpot:
        return formatMilliseconds(value);
    }
    return {};
}

QString figureTick(core::SensitivityFigure figure, double value, const std::string &currency, int decimals)
{
    if (figure == core::SensitivityFigure::Cost)
        return formatMoney(value, currency, decimals);
    return QLocale().toString(value, 'f', decimals);
}

QString noEffectText()
{
    return SensitivityText::tr("does not move it");
}

QString largestSwingSentence(const core::Sensitivity &s)
{
    if (!s.valid || s.items.empty() || !(s.items.front().swing() > 0))
        return {};
    const core::SensitivityItem &top = s.items.front();
    return SensitivityText::tr("Largest swing: %1, from %2 at %3 to %4 at %5.")
        .arg(assumptionName(top.name), figureValue(s.figure, top.low, s.currency), settingText(top.name, top.lowInput),
            figureValue(s.figure, top.high, s.currency), settingText(top.name, top.highInput));
}

} // namespace gpusizer::ui::sensitivitytext
