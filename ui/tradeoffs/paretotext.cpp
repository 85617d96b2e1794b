#include "tradeoffs/paretotext.h"

#include "catalog/gpucatalog.h"
#include "model/dtype.h"
#include "text/displayformat.h"
#include "text/enumtext.h"
#include "text/reasontext.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

namespace gpusizer::ui::paretotext {

namespace {

struct ParetoText {
    Q_DECLARE_TR_FUNCTIONS(gpusizer::ui::ParetoText)
};

QString gpuName(const core::GpuCatalog &catalog, const std::string &id)
{
    const core::GpuSpec *gpu = catalog.find(id);
    return gpu != nullptr ? QString::fromStdString(gpu->name) : QString::fromStdString(id);
}

bool servingAxes(ParetoAxes axes)
{
    return axes != ParetoAxes::Training;
}

} // namespace

QString tokensPerSecond(double value)
{
    return QLocale().toString(value, 'f', value < 100 ? 1 : 0);
}

QString xTitle(ParetoAxes axes, const core::Scenario &scenario)
{
    if (!servingAxes(axes))
        return ParetoText::tr("Time of the run (h)");
    return ParetoText::tr("Tokens/s per user (1000 / TPOT %1)")
        .arg(enumtext::latencyStat(core::servingParetoStatistic(scenario)));
}

QString yTitle(ParetoAxes axes, const core::Scenario &scenario)
{
    const QString symbol = currencySymbol(scenario.prices.currency);
    switch (axes) {
    case ParetoAxes::ServingSpeed:
        return ParetoText::tr("Output tokens/s per GPU");
    case ParetoAxes::ServingCost:
        return ParetoText::tr("Cost per 1M output tokens (%1)").arg(symbol);
    case ParetoAxes::Training:
        return ParetoText::tr("Rent of the run (%1)").arg(symbol);
    }
    return {};
}

QString xTick(ParetoAxes, double value, int decimals, const std::string &)
{
    return QLocale().toString(value, 'f', decimals);
}

QString yTick(ParetoAxes axes, double value, int decimals, const std::string &currency)
{
    if (axes == ParetoAxes::ServingSpeed)
        return QLocale().toString(value, 'f', decimals);
    return formatMoney(value, currency, decimals);
}

QString servingToolTip(
    const core::ServingParetoPoint &p, ParetoAxes axes, const core::GpuCatalog &catalog, const core::Scenario &base)
{
    const core::Scenario &s = p.scenario;
    const QLocale locale;
    const QString stat = enumtext::latencyStat(core::servingParetoStatistic(base));
    QStringList lines;
    lines << configurationLabel(s.parallel.gpus, gpuName(catalog, s.gpuId));
    QString layout = ParetoText::tr("TP %1 · EP %2", "tensor and expert parallel degrees")
                         .arg(locale.toString(s.parallel.tp), locale.toString(s.parallel.ep));
    if (s.parallel.pp > 1)
        layout += ParetoText::tr(" · PP %1", "pipeline stages").arg(locale.toString(s.parallel.pp));
    lines << layout + ParetoText::tr(" · replicas: %1").arg(locale.toString(s.serving.replicas));
    lines
        << ParetoText::tr("Sequences in flight per replica: %1").arg(locale.toString(p.concurrencyPerReplica, 'f', 1));
    lines << ParetoText::tr("Weights: %1 · Engine: %2")
                 .arg(enumtext::dtype(s.weightDtype), enumtext::servingEngine(s.serving.engine));
    lines << ParetoText::tr("Output tokens/s per GPU: %1").arg(tokensPerSecond(p.tokensPerSecondPerGpu));
    lines << ParetoText::tr("Tokens/s per user: %1").arg(tokensPerSecond(p.tokensPerSecondPerUser));
    lines << ParetoText::tr("TTFT %1: %2 · TPOT %1: %3")
                 .arg(stat, formatMilliseconds(p.ttftMs), formatMilliseconds(p.tpotMs));
    lines << ParetoText::tr("Cost per 1M output tokens: %1")
                 .arg(formatMoney(p.costPerMillionOutputTokens, s.prices.currency, 2));
    const bool front = axes == ParetoAxes::ServingCost ? !p.costDominated : !p.dominated;
    lines << (front ? ParetoText::tr("On the front")
                    : ParetoText::tr("Dominated: another configuration is better in both"));
    if (base.serving.ttftTargetMs || base.serving.tpotTargetMs)
        lines << (p.meetsTargets ? ParetoText::tr("Meets the latency targets")
                                 : ParetoText::tr("Misses a latency target"));
    lines << ParetoText::tr("Click to use this configuration");
    return lines.join(QLatin1Char('\n'));
}

QString trainingToolTip(const core::TrainingParetoPoint &p, const core::GpuCatalog &catalog)
{
    const core::Scenario &s = p.scenario;
    QStringList lines;
    QString label = configurationLabel(s.parallel.gpus, gpuName(catalog, s.gpuId));
    if (!p.calibrated)
        label += QStringLiteral("\u00A0*");
    lines << label;
    lines << strategyLabel(s.parallel);
    lines << ParetoText::tr("Time: %1").arg(formatHours(p.hours * 3600.0));
    lines << ParetoText::tr("Rent: %1").arg(formatMoney(p.cost, s.prices.currency));
    lines << (p.dominated ? ParetoText::tr("Dominated: another configuration is faster and cheaper")
                          : ParetoText::tr("On the front"));
    if (!p.recommendable)
        lines << ParetoText::tr("Misses the deadline or the budget");
    if (!p.calibrated)
        lines << reasonText(core::Reason::EfficiencyNotCalibrated);
    lines << ParetoText::tr("Click to use this configuration");
    return lines.join(QLatin1Char('\n'));
}

QString frontCount(std::size_t onFront, std::size_t all)
{
    const QLocale locale;
    return ParetoText::tr("On the front: %1 of %2", "configurations")
        .arg(locale.toString(static_cast<qulonglong>(onFront)), locale.toString(static_cast<qulonglong>(all)));
}

} // namespace gpusizer::ui::paretotext
