#include "text/intervaltext.h"

#include "text/displayformat.h"
#include "text/enumtext.h"
#include "text/provenancetext.h"

#include "model/units.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace gpusizer::ui {

// The translation context of every text here.
class IntervalText final
{
    Q_DECLARE_TR_FUNCTIONS(gpusizer::ui::IntervalText)
};

namespace {


// "31–38 GiB" (tenths below 10 GiB), as the headline's range; no-break space before the unit.
QString gibRange(double lowBytes, double highBytes)
{
    const QLocale locale;
    const int decimals = highBytes / core::units::kGiB < 10.0 ? 1 : 0;
    return locale.toString(lowBytes / core::units::kGiB, 'f', decimals) + QChar(0x2013) + QChar(0x2060)
        + locale.toString(highBytes / core::units::kGiB, 'f', decimals) + QStringLiteral("\u00A0GiB");
}

// A multiplier of the prediction: "0.87".
QString factor(double value)
{
    return QLocale().toString(value, 'f', 2);
}

// "1 in 10" for 80 % coverage: the share of the runs above the high end.
int oneIn(double coverage)
{
    const double above = (1.0 - coverage) / 2.0;
    return above > 0 ? std::max(2, static_cast<int>(std::lround(1.0 / above))) : 10;
}

// The kind of runs a memory band comes from.
QString groupDescription(core::IntervalGroup group)
{
    switch (group) {
    case core::IntervalGroup::Training:
        return IntervalText::tr("full fine-tuning and pre-training");
    case core::IntervalGroup::Adapters:
        return IntervalText::tr("LoRA and QLoRA fine-tuning");
    case core::IntervalGroup::Inference:
        return IntervalText::tr("inference", "kind of measured runs");
    case core::IntervalGroup::All:
        return IntervalText::tr("training, fine-tuning and inference");
    }
    return {};
}

// Why the interval is wider, where it is, and the measured runs behind it: "Measured: 37 runs
// ..." or "Modelled, not measured on this family: ..., so the interval is the wider one". A
// family whose efficiency is not fitted although runs of the regime measured it says so first.
QString widenedAndProvenance(const core::Interval &interval)
{
    const QString provenance = provenanceSentence(interval.provenance);
    if (interval.calibrated || !interval.provenance.measured())
        return provenance;
    return IntervalText::tr("The interval is wider than that because no measured run calibrates this GPU family.")
        + QLatin1Char(' ') + provenance;
}

} // namespace

QString gpuFamilyName(core::GpuGeneration generation)
{
    using core::GpuGeneration;
    switch (generation) {
    case GpuGeneration::Volta:
        return QStringLiteral("Volta");
    case GpuGeneration::Turing:
        return QStringLiteral("Turing");
    case GpuGeneration::Ampere:
        return QStringLiteral("Ampere");
    case GpuGeneration::Ada:
        return QStringLiteral("Ada");
    case GpuGeneration::Hopper:
        return QStringLiteral("Hopper");
    case GpuGeneration::Blackwell:
        return QStringLiteral("Blackwell");
    case GpuGeneration::CDNA2:
        return QStringLiteral("CDNA\u00A02");
    case GpuGeneration::CDNA3:
        return QStringLiteral("CDNA\u00A03");
    case GpuGeneration::Gaudi:
        return QStringLiteral("Gaudi");
    }
    return {};
}

QString calibrationText(core::GpuGeneration generation)
{
    const core::CalibrationRows &rows = core::builtInIntervalTable().calibrationOf(generation);
    if (rows.throughputRows > 0)
        return IntervalText::tr(
            "calibrated on %Ln measured run(s)", "GPU family: speed fitted to measured runs", rows.runs);
    if (rows.memoryRows > 0)
        return IntervalText::tr(
            "speed not calibrated, memory checked on %Ln measured run(s)", nullptr, rows.memoryRows);
    return IntervalText::tr("not calibrated: no measured run", "GPU family");
}

QString calibrationDetails(core::GpuGeneration generation)
{
    const core::CalibrationRows &rows = core::builtInIntervalTable().calibrationOf(generation);
    const QLocale locale;
    return IntervalText::tr("%1 family: %Ln measured run(s) of quality A or B (memory %2, speed %3)",
        "%1 GPU family, %2 runs that measured memory, %3 runs that measured speed", rows.runs)
        .arg(gpuFamilyName(generation), locale.toString(rows.memoryRows), locale.toString(rows.throughputRows));
}

QString tightFitText(double requiredBytes, double requiredHighBytes, double usableBytes, double coverage)
{
    if (requiredHighBytes > usableBytes)
        return IntervalText::tr(
            "Fits by the estimate (%1 of the usable %2 per GPU), but its %3 interval reaches %4: scaled to "
            "this estimate, at least 1 in %5 comparable measured runs needed more than the usable memory.",
            "%1 and %2 memory, %3 a percentage (80 %), %4 memory, %5 a number (10)")
            .arg(formatGiB(requiredBytes), formatGiB(usableBytes), formatPercent(coverage),
                formatGiB(requiredHighBytes), QLocale().toString(oneIn(coverage)));
    return IntervalText::tr(
        "Fits by the estimate (%1 of the usable %2 per GPU), but inside the safety margin: spikes and "
        "fragmentation may run it out of memory.")
        .arg(formatGiB(requiredBytes), formatGiB(usableBytes));
}

QString memoryIntervalSentence(const core::Interval &interval, double requiredBytes)
{
    const core::IntervalBand &band = interval.memoryBand;
    if (band.rows <= 0 || !(requiredBytes > 0) || !(interval.requiredBytes[1] > 0))
        return {};
    QString text
        = IntervalText::tr("The interval for this estimate is %1 per GPU: of the %Ln comparable measured run(s) (%2), "
                           "%3 needed between %4 and %5 times the memory predicted for them.",
            "%1 a memory range, %2 the kind of runs, %3 a percentage (80 %), %4 and %5 factors", band.rows)
              .arg(gibRange(interval.requiredBytes[0], interval.requiredBytes[1]),
                  groupDescription(interval.memoryGroup), formatPercent(interval.coverage), factor(band.low),
                  factor(band.high));
    return text + QLatin1Char(' ') + widenedAndProvenance(interval);
}

QString servingIntervalSentence(const core::Interval &interval, double tpotMs, core::LatencyStat stat)
{
    if (!interval.serving || !(tpotMs > 0))
        return {};
    const core::ServingInterval &v = *interval.serving;
    const core::IntervalBand &band = v.bands[static_cast<std::size_t>(core::ServingIntervalMetric::Tpot)];
    if (band.rows <= 0)
        return {};
    QString text
        = IntervalText::tr("The interval for this estimate's time per output token (%1) is %2–%3: of the %Ln measured "
                           "serving run(s) with a time per output token, %4 took between %5 and %6 times the time "
                           "predicted for them.",
            "%1 the statistic (p99), %2 and %3 times, %4 a percentage (80 %), %5 and %6 factors", band.rows)
              .arg(enumtext::latencyStat(stat), formatMilliseconds(v.tpotMs[0]), formatMilliseconds(v.tpotMs[1]),
                  formatPercent(band.coverage), factor(band.low), factor(band.high));
    return text + QLatin1Char(' ') + widenedAndProvenance(interval);
}

} // namespace gpusizer::ui
