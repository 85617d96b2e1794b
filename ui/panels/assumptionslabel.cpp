#include "panels/assumptionslabel.h"

#include "charts/displayformat.h"
#include "analysis/analysis.h"

#include <QEvent>
#include <QStringList>

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
    if (analysis.valid == m_valid && training == m_training && e.time.mfu == m_mfu && context == m_contextBytes
        && reserve == m_reserveBytes && priceDate == m_priceDate)
        return;
    m_valid = analysis.valid;
    m_training = training;
    m_mfu = e.time.mfu;
    m_contextBytes = context;
    m_reserveBytes = reserve;
    m_priceDate = priceDate;
    updateText();
}

void AssumptionsLabel::updateText()
{
    const QString memory = tr("Memory = peak per GPU as nvidia-smi shows it (PyTorch reserved + CUDA context)");
    if (!m_valid) {
        setText(memory);
        setToolTip(QString());
        return;
    }
    QStringList parts;
    if (m_mfu >= 0.005)   // a single decode stream uses well under a percent: not worth a figure
        parts << (m_training ? tr("assumed MFU %1").arg(formatPercent(m_mfu))
                             : tr("assumed utilisation %1").arg(formatPercent(m_mfu)));
    parts << tr("incl. CUDA context %1 and allocator reserve %2").arg(formatGiB(m_contextBytes), formatGiB(m_reserveBytes));
    if (!m_priceDate.isEmpty())
        parts << tr("rental prices as of %1").arg(m_priceDate);
    const QString text = memory + QStringLiteral(" · ") + parts.join(QStringLiteral(" · "));
    setText(text);
    setToolTip(text + QStringLiteral("\n\n")
               + tr("MFU: the share of the GPU's peak tensor throughput a run achieves. Time and cost scale with "
                    "its inverse. The allocator reserve covers the caching allocator's fragmentation."));
}

void AssumptionsLabel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        updateText();
    LiveLabel::changeEvent(event);
}

} // namespace gpusizer::ui
