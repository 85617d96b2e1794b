#include "panels/headlinestrip.h"

#include "text/displayformat.h"
#include "text/enumtext.h"
#include "text/guardrailtext.h"
#include "text/provenancetext.h"
#include "text/reasontext.h"
#include "analysis/analysis.h"
#include "text/configurationrows.h"
#include "text/disaggregationtext.h"
#include "widgets/livelabel.h"

#include <QEvent>
#include <QLocale>
#include <QStringList>
#include <QVBoxLayout>

namespace gpusizer::ui {

HeadlineStrip::HeadlineStrip(QWidget *parent)
    : QFrame(parent)
{
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    m_headline = new LiveLabel(this);
    m_headline->setObjectName(QStringLiteral("headlineText"));
    m_headline->setWordWrap(true);
    QFont big = font();
    big.setPointSizeF(font().pointSizeF() * 1.6);
    big.setBold(true);
    m_headline->setFont(big);
    m_detail = new LiveLabel(this);
    m_detail->setObjectName(QStringLiteral("headlineDetail"));
    m_detail->setWordWrap(true);
    m_warning = new LiveLabel(this);
    m_warning->setObjectName(QStringLiteral("headlineWarning"));
    m_warning->setWordWrap(true);
    m_warning->setVisible(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(12, 6, 12, 6);
    layout->setSpacing(2);
    layout->addWidget(m_headline);
    layout->addWidget(m_detail);
    layout->addWidget(m_warning);
    retranslateUi();
}

QString HeadlineStrip::text() const { return m_headline->text(); }
QString HeadlineStrip::detailText() const { return m_detail->text(); }
QString HeadlineStrip::warningText() const { return m_warning->text(); }

void HeadlineStrip::setAnalysis(const core::Analysis &analysis)
{
    m_valid = analysis.valid;
    const core::Estimate &e = analysis.estimate;
    m_verdict = m_valid ? e.verdict : core::FitVerdict::DoesNotFit;
    m_safetyMargin = analysis.fitPolicy.safetyMargin;
    m_gpus = analysis.scenario.parallel.gpus;
    m_gpuName = QString::fromStdString(analysis.gpu.name);
    m_requiredBytes = e.requiredBytes;
    m_requiredLowBytes = analysis.interval.requiredBytes[0];
    m_requiredHighBytes = analysis.interval.requiredBytes[1];
    m_coverage = analysis.interval.coverage;
    m_calibrated = analysis.interval.calibrated;
    m_provenance = analysis.interval.provenance;
    m_capacityBytes = e.capacityBytes;
    m_wallSeconds = e.time.wallSeconds;
    m_rentTotal = e.cost.rentTotal;
    m_ownTotal = e.cost.ownTotal;
    m_training = core::isTraining(analysis.scenario.method);
    m_serving = m_valid ? analysis.estimate.serving : std::nullopt;
    m_servingSettings = analysis.scenario.serving;
    m_tp = analysis.scenario.parallel.tp;
    m_currency = analysis.scenario.prices.currency;
    m_beyondWindowTokens = analysis.beyondContextWindow ? analysis.sequenceTokens : 0;
    m_contextWindow = analysis.scenario.model.maxPositions;
    m_guardRails = m_valid ? analysis.guardRails : core::GuardRails{};
    m_alternative.clear();
    if (m_verdict != core::FitVerdict::Fits) {
        for (const ConfigurationRow &row : configurationRows(analysis)) {
            if (row.verdict == core::FitVerdict::Fits && !row.current) {
                m_alternative = tr("%1 (%2) fits: %3 used, %4, %5 rent")
                                    .arg(configurationLabel(row.gpus, row.gpuName), row.strategy,
                                         formatPercent(row.requiredBytes / row.capacityBytes),
                                         formatHours(row.wallSeconds), formatMoney(row.rentTotal, row.currency));
                break;
            }
        }
    }
    updateTexts();
}

void HeadlineStrip::updateWarningText()
{
    // Said on invalid scenarios too: it may be why there is no estimate.
    QStringList warnings;
    if (m_beyondWindowTokens > 0)
        warnings << tr("⚠ The sequence length %1 exceeds the model's context window of %2 tokens")
                        .arg(QLocale().toString(m_beyondWindowTokens), QLocale().toString(m_contextWindow));
    // An estimate that implies a figure no real run reaches (issue #24 point 4): the first rail
    // it breaks, so that the line stays one line (the report and the CLI name every one).
    if (m_guardRails.any())
        warnings << QStringLiteral("⚠ ") + guardRailSentence(m_guardRails.broken.front());
    const QString warning = warnings.join(QLatin1Char(' '));
    m_warning->setText(warning);
    if (m_warning->isHidden() != warning.isEmpty())
        m_warning->setVisible(!warning.isEmpty());
}

QString HeadlineStrip::requiredText() const
{
    const QString figure = formatGiB(m_requiredBytes);
    if (!(m_requiredHighBytes > 0) || m_requiredHighBytes < m_requiredLowBytes)
        return figure;
    // Whole GiB, or tenths below 10 GiB; no-break spaces and a word joiner after the en dash
    // keep the figure and its range on one line.
    const int decimals = toGiB(m_requiredHighBytes) < 10.0 ? 1 : 0;
    const QLocale locale;
    return figure + QChar(QChar::Nbsp) + QLatin1Char('(') + locale.toString(toGiB(m_requiredLowBytes), 'f', decimals)
           + QChar(0x2013) + QChar(0x2060) + locale.toString(toGiB(m_requiredHighBytes), 'f', decimals)
           + QLatin1Char(')');
}

void HeadlineStrip::updateTexts()
{
    composeTexts();
    // Two lines at all times (issue #28): a warning takes the detail line's place (the detail
    // goes to its tooltip) instead of adding a third line that pushes the controls down while
    // the user drags a slider.
    const bool warned = !m_warning->text().isEmpty();
    if (m_detail->isHidden() != warned)
        m_detail->setVisible(!warned);
    m_warning->setToolTip(warned ? m_detail->text() : QString());
}

void HeadlineStrip::composeTexts()
{
    updateWarningText();
    setToolTip(QString());
    m_detail->setToolTip(QString());   // a split deployment's pools (updateServingTexts)
    if (!m_valid) {
        m_headline->setText(tr("No estimate for this scenario"));
        m_detail->setText(tr("Check the highlighted settings."));
        applyColours();
        return;
    }
    if (m_serving) {
        updateServingTexts();
        applyColours();
        return;
    }
    const QString config = configurationLabel(m_gpus, m_gpuName);
    const QString separator = QStringLiteral(" · ");
    const bool runs = m_verdict != core::FitVerdict::DoesNotFit;
    QString headline;
    if (runs) {
        headline = (m_verdict == core::FitVerdict::Fits ? tr("✔ Fits on %1") : tr("⚠ Tight on %1")).arg(config)
                   + separator + tr("%1 used").arg(formatPercent(m_requiredBytes / m_capacityBytes));
        if (m_training && m_wallSeconds > 0)
            headline += separator + formatHours(m_wallSeconds) + separator
                        + tr("%1 (rent)").arg(formatMoney(m_rentTotal, m_currency));
    } else {
        headline = tr("✘ Does not fit on %1").arg(config) + separator
                   + tr("needs %1 of %2 per GPU").arg(requiredText(), formatGiB(m_capacityBytes));
    }
    m_headline->setText(headline);
    // The required memory (with its range) shows in the headline when it does not fit, in the
    // detail when it fits; the tooltip says what the range is.
    QString rangeTip;
    if (m_requiredHighBytes > 0 && m_verdict != core::FitVerdict::Tight) {
        rangeTip = tr("In brackets: the range in GiB per GPU that about %1 of comparable measured runs fell in.")
                       .arg(formatPercent(m_coverage));
        // Widened where the family's efficiency is not fitted, or (the provenance says) where no
        // run of this regime on the family was measured.
        if (!m_calibrated && m_provenance.measured())
            rangeTip += QLatin1Char(' ') + tr("Widened: no measured runs calibrate this GPU family.");
        rangeTip += QLatin1Char(' ') + provenanceSentence(m_provenance);
    }
    setToolTip(rangeTip);

    QString detail = tr("%1 of %2 per GPU (peak, as nvidia-smi shows it)")
                         .arg(requiredText(), formatGiB(m_capacityBytes));
    if (runs && m_training && m_ownTotal > 0)
        detail += separator + tr("%1 if owned").arg(formatMoney(m_ownTotal, m_currency));
    if (m_verdict == core::FitVerdict::Tight)
        detail = tr("Less than the %1 safety margin stays free: fragmentation or a longer batch may run out "
                    "of memory.").arg(formatPercent(m_safetyMargin))
                 + (m_alternative.isEmpty() ? QString() : separator + m_alternative);
    if (!runs)
        detail = m_alternative.isEmpty() ? tr("Over by %1. See the suggestions for what makes it fit.")
                                               .arg(formatGiB(m_requiredBytes - m_capacityBytes))
                                         : m_alternative;
    m_detail->setText(detail);
    applyColours();
}

void HeadlineStrip::updateServingTexts()
{
    const core::ServingEstimate &v = *m_serving;
    const core::ServingSettings &load = m_servingSettings;
    const QString separator = QStringLiteral(" · ");
    const QLocale locale;
    QString config = configurationLabel(v.gpus, m_gpuName);
    // A split deployment's pools have tensor parallel degrees of their own: the detail names them.
    if (m_tp > 1 && !v.disaggregated)
        config = tr("%1 (TP %2)", "GPUs and tensor parallel degree").arg(config, locale.toString(m_tp));
    if (!v.fits) {
        m_headline->setText(tr("✘ The weights do not fit %1").arg(configurationLabel(v.gpusPerReplica, m_gpuName)));
        m_detail->setText(tr("Split the model over more GPUs (tensor parallel) or choose a GPU with more memory."));
        return;
    }
    QString who;
    switch (load.load) {
    case core::LoadKind::Concurrency:
    case core::LoadKind::Batch: who = tr("%n user(s)", "concurrent users", load.concurrency); break;
    case core::LoadKind::RequestRate:
        who = tr("%1 requests/s").arg(locale.toString(load.requestsPerSecond, 'f', load.requestsPerSecond < 10 ? 2 : 0));
        break;
    case core::LoadKind::Offline:
        who = tr("%n request(s) in %1", "an offline job", load.offlineRequests).arg(formatHours(v.offlineJobSeconds));
        break;
    }
    const QString stat = enumtext::latencyStat(load.targetStat);
    const QString symbol = !v.holdsLoad ? QStringLiteral("✘") : (v.meetsTargets ? QStringLiteral("✔") : QStringLiteral("⚠"));
    QString headline = tr("%1 Serves %2 at %3 TPOT %4 on %5")
                           .arg(symbol, who, stat, formatMilliseconds(v.tpotMs.at(load.targetStat)), config);
    if (v.costPerMillionOutputTokens > 0)
        headline += separator + tr("%1 per 1M output tokens").arg(formatMoney(v.costPerMillionOutputTokens, m_currency));
    m_headline->setText(headline);

    QStringList detail;
    detail << tr("%1 output tokens/s").arg(locale.toString(v.outputTokensPerSecond, 'f', 0))
           << tr("TTFT %1 %2").arg(stat, formatMilliseconds(v.ttftMs.at(load.targetStat)));
    // A split deployment: its pools and the KV hand-over instead of one replica's KV pool (the
    // tooltip has the prefill queue and the link).
    if (v.disaggregated)
        detail << splitLine(*v.disaggregated);
    else
        detail << tr("KV pool holds %n sequence(s)", "per replica", v.maxConcurrency);
    detail << tr("limited by %1").arg(servingLimitText(v.bindingLimit));
    if ((load.ttftTargetMs || load.tpotTargetMs) && !v.meetsTargets)
        detail << (v.disaggregated            ? splitTargetsText(*v.disaggregated)
                   : v.replicasForTargets > 0 ? tr("the targets need %n replica(s)", "", v.replicasForTargets)
                                              : tr("no number of replicas meets the targets"));
    m_detail->setText(detail.join(separator));
    m_detail->setToolTip(v.disaggregated ? splitGpusText(load.disaggregation) + QLatin1Char('\n')
                                               + splitDetails(*v.disaggregated)
                                         : QString());
}

QColor HeadlineStrip::tint() const
{
    if (m_serving) {
        if (!m_serving->fits || !m_serving->holdsLoad)
            return QColor::fromRgb(0xD55E00);
        return m_serving->meetsTargets ? QColor::fromRgb(0x117733) : QColor::fromRgb(0xDDAA33);
    }
    return m_verdict == core::FitVerdict::Fits    ? QColor::fromRgb(0x117733)
           : m_verdict == core::FitVerdict::Tight ? QColor::fromRgb(0xDDAA33)
                                                  : QColor::fromRgb(0xD55E00);
}

void HeadlineStrip::applyColours()
{
    // A tinted strip: green when it fits, amber when tight, red when not; text stays the
    // palette's text colour so light and dark themes both read.
    QPalette pal = palette();
    const QColor window = QPalette().color(QPalette::Window);
    const QColor tint = m_valid ? this->tint() : window;
    QColor mixed = window;
    if (m_valid) {
        const double a = 0.18;
        mixed = QColor::fromRgbF(window.redF() * (1 - a) + tint.redF() * a, window.greenF() * (1 - a) + tint.greenF() * a,
                                 window.blueF() * (1 - a) + tint.blueF() * a);
    }
    if (pal.color(QPalette::Window) != mixed) {
        pal.setColor(QPalette::Window, mixed);
        setPalette(pal);
    }
}

void HeadlineStrip::retranslateUi()
{
    setAccessibleName(tr("Result headline"));
    updateTexts();
}

void HeadlineStrip::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QFrame::changeEvent(event);
    // The tint is mixed from the palette's window colour: a switch to the dark palette (or back)
    // mixes it again, or light text would sit on the light banner of before (issue #28).
    if (event->type() == QEvent::ApplicationPaletteChange || event->type() == QEvent::PaletteChange
        || event->type() == QEvent::StyleChange)
        applyColours();
}

} // namespace gpusizer::ui
