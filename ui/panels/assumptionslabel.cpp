#include "panels/assumptionslabel.h"

#include "text/displayformat.h"
#include "text/provenancetext.h"
#include "analysis/analysis.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QStringList>

#include <cmath>

namespace gpusizer::ui {

AssumptionsLabel::AssumptionsLabel(QWidget *parent)
    : LiveLabel(parent)
{
    updateText();
}

void AssumptionsLabel::setAnalysis(const core::Analysis &analysis)
{
    const core::Estimate &e = analysis.estimate;
    const bool training = core::isTraining(analysis.scenario.method);
    const double context = e.memory[core::MemoryComponent::CudaContext];
    const double reserve = e.memory[core::MemoryComponent::AllocatorReserve];
    const QString priceDate = QString::fromStdString(analysis.gpu.rentPriceDate);
    const core::Provenance &provenance = analysis.interval.provenance;
    if (analysis.valid == m_valid && training == m_training && e.time.mfu == m_mfu && context == m_contextBytes
        && reserve == m_reserveBytes && priceDate == m_priceDate && provenance == m_provenance)
        return;
    m_valid = analysis.valid;
    m_training = training;
    m_mfu = e.time.mfu;
    m_contextBytes = context;
    m_reserveBytes = reserve;
    m_priceDate = priceDate;
    m_provenance = provenance;
    updateText();
}

void AssumptionsLabel::updateText()
{
    const QString memory = tr("Memory = peak per GPU as nvidia-smi shows it (PyTorch reserved + CUDA context)");
    if (!m_valid) {
        m_forms = QStringList{memory, tr("Memory = peak per GPU (nvidia-smi)", "short form of the status bar")};
        setToolTip(memory);
        showFittingForm();
        return;
    }
    // The whole text and three shorter forms with the same figures: a narrow window (1280 pixels,
    // German) shows the longest that fits instead of cutting off the price date.
    const QString separator = QStringLiteral(" · ");
    const QString mfu = formatPercent(m_mfu);
    const QString context = formatGiB(m_contextBytes);
    const QString reserve = formatGiB(m_reserveBytes);
    const bool showMfu = m_mfu >= 0.005; // a single decode stream uses well under a percent: not worth a figure
    QStringList whole{memory};
    QStringList shorter{tr("Memory = peak per GPU (nvidia-smi)", "short form of the status bar")};
    QStringList shortest;
    if (showMfu) {
        whole << (m_training ? tr("assumed MFU %1").arg(mfu) : tr("assumed utilisation %1").arg(mfu));
        const QString brief = m_training ? tr("MFU %1", "short form of the status bar").arg(mfu)
                                         : tr("utilisation %1", "short form of the status bar").arg(mfu);
        shorter << brief;
        shortest << brief;
    }
    whole << tr("incl. CUDA context %1 and allocator reserve %2").arg(context, reserve);
    shorter << tr("CUDA context %1, allocator reserve %2", "short form of the status bar").arg(context, reserve);
    shortest << tr("context %1, reserve %2", "shortest form of the status bar").arg(context, reserve);
    if (!m_priceDate.isEmpty()) {
        const QString date = formatIsoDate(m_priceDate.toStdString());  // in the language shown now
        whole << tr("rental prices as of %1").arg(date);
        shorter << tr("prices of %1", "short form of the status bar: the date of the rental prices").arg(date);
        shortest << tr("prices of %1", "short form of the status bar: the date of the rental prices").arg(date);
    }
    // The measured runs behind the figures, last; the narrowest form leaves them to the tooltip.
    const QString withoutProvenance = shortest.join(separator);
    whole << provenanceText(m_provenance);
    shorter << provenanceShortText(m_provenance);
    shortest << provenanceShortestText(m_provenance);
    m_forms = QStringList{whole.join(separator), shorter.join(separator), shortest.join(separator), withoutProvenance};
    setToolTip(m_forms.front() + QStringLiteral("\n\n")
               + tr("MFU: the share of the GPU's peak tensor throughput a run achieves. Time and cost scale with "
                    "its inverse. The allocator reserve covers the caching allocator's fragmentation."));
    showFittingForm();
}

void AssumptionsLabel::showFittingForm()
{
    if (m_forms.isEmpty())
        return;
    QString text = m_forms.front();
    if (isVisible()) {
        const QFontMetricsF metrics(font());
        const double room = contentsRect().width();
        text = m_forms.back();
        for (const QString &form : std::as_const(m_forms)) {
            if (std::ceil(metrics.horizontalAdvance(form)) <= room) {
                text = form;
                break;
            }
        }
    }
    setText(text);
}

void AssumptionsLabel::resizeEvent(QResizeEvent *event)
{
    LiveLabel::resizeEvent(event);
    showFittingForm();
}

void AssumptionsLabel::showEvent(QShowEvent *event)
{
    LiveLabel::showEvent(event);
    showFittingForm();
}

void AssumptionsLabel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        updateText();
    LiveLabel::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        showFittingForm();
}

} // namespace gpusizer::ui
