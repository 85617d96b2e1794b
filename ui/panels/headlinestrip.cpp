#include "panels/headlinestrip.h"

#include "charts/displayformat.h"
#include "analysis/analysis.h"
#include "panels/configurationrows.h"
#include "widgets/livelabel.h"

#include <QEvent>
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
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(12, 6, 12, 6);
    layout->setSpacing(2);
    layout->addWidget(m_headline);
    layout->addWidget(m_detail);
    retranslateUi();
}

QString HeadlineStrip::text() const { return m_headline->text(); }
QString HeadlineStrip::detailText() const { return m_detail->text(); }

void HeadlineStrip::setAnalysis(const core::Analysis &analysis)
{
    m_valid = analysis.valid;
    const core::Estimate &e = analysis.estimate;
    m_verdict = m_valid ? e.verdict : core::FitVerdict::DoesNotFit;
    m_safetyMargin = analysis.fitPolicy.safetyMargin;
    m_gpus = analysis.scenario.parallel.gpus;
    m_gpuName = QString::fromStdString(analysis.gpu.name);
    m_requiredBytes = e.requiredBytes;
    m_capacityBytes = e.capacityBytes;
    m_wallSeconds = e.time.wallSeconds;
    m_rentTotal = e.cost.rentTotal;
    m_ownTotal = e.cost.ownTotal;
    m_training = core::isTraining(analysis.scenario.method);
    m_currency = analysis.scenario.prices.currency;
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

void HeadlineStrip::updateTexts()
{
    if (!m_valid) {
        m_headline->setText(tr("No estimate for this scenario"));
        m_detail->setText(tr("Check the highlighted settings."));
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
                   + tr("needs %1 of %2 per GPU").arg(formatGiB(m_requiredBytes), formatGiB(m_capacityBytes));
    }
    m_headline->setText(headline);

    QString detail = tr("%1 of %2 per GPU (peak, as nvidia-smi shows it)")
                         .arg(formatGiB(m_requiredBytes), formatGiB(m_capacityBytes));
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

void HeadlineStrip::applyColours()
{
    // A tinted strip: green when it fits, amber when tight, red when not; text stays the
    // palette's text colour so light and dark themes both read.
    QPalette pal = palette();
    const QColor window = QPalette().color(QPalette::Window);
    QColor tint = window;
    if (m_valid)
        tint = m_verdict == core::FitVerdict::Fits    ? QColor::fromRgb(0x117733)
               : m_verdict == core::FitVerdict::Tight ? QColor::fromRgb(0xDDAA33)
                                                      : QColor::fromRgb(0xD55E00);
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
}

} // namespace gpusizer::ui
