#include "lengthsview.h"

#include "analysis/analysis.h"
#include "charts/seqlenchart.h"
#include "charts/seqlentimechart.h"
#include "document/scenariodocument.h"
#include "widgets/pagetabs.h"

#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>

namespace gpusizer::ui {

LengthsView::LengthsView(ScenarioDocument *document, PageTabs *tabs)
    : m_document(document)
    , m_tabs(tabs)
    , m_note(new QLabel)
{
    setObjectName(QStringLiteral("lengthsView"));
    m_note->setObjectName(QStringLiteral("lengthsNote"));
    m_note->setWordWrap(true);
    m_note->setAlignment(Qt::AlignCenter);
    m_note->hide();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_note, 1);
    // A chart behind another tab would lay its scene out on every tick for nothing.
    connect(document, &ScenarioDocument::analysisChanged, this, [this](const core::Analysis &analysis) {
        if (isVisible())
            setAnalysis(analysis);
        else
            m_stale = true;
    });
    tabs->addTab(this, QString());
    retranslateUi();
}

void LengthsView::createCharts()
{
    // Made when the tab first shows: a start that never opens it makes no charts, and the
    // window's own memory chart stays the one a search for the class finds.
    m_memory = new SeqLenChart;
    m_time = new SeqLenTimeChart;
    m_memory->setObjectName(QStringLiteral("lengthsMemoryChart"));
    m_time->setObjectName(QStringLiteral("lengthsTimeChart"));
    auto *box = static_cast<QVBoxLayout *>(layout());
    box->insertWidget(0, m_memory, 1);
    box->insertWidget(1, m_time, 1);
}

LengthsView::~LengthsView() = default;

void LengthsView::setAnalysis(const core::Analysis &analysis)
{
    m_stale = false;
    if (m_memory == nullptr)
        createCharts();
    const bool training = core::isTraining(analysis.scenario.method);
    if (m_note->isHidden() == !training || m_memory->isHidden() == training) {
        m_note->setVisible(!training);
        m_memory->setVisible(training);
        m_time->setVisible(training);
    }
    if (!training)
        return;
    m_memory->setAnalysis(analysis);
    m_time->setAnalysis(analysis);
}

void LengthsView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale)
        setAnalysis(m_document->analysis());
}

void LengthsView::retranslateUi()
{
    m_tabs->setTabText(m_tabs->indexOf(this), tr("By length"));
    m_note->setText(tr("Memory, time and cost against the sequence length are drawn for training. "
                       "An inference deployment is sized against its load: see the throughput "
                       "and latency chart beside the memory breakdown."));
    setAccessibleName(tr("Memory, time and cost against the sequence length"));
}

void LengthsView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace gpusizer::ui
