#include "controls/splitrow.h"

#include "controls/controlbuilders.h"
#include "controls/controlutil.h"
#include "document/scenariodocument.h"
#include "model/scenario.h"
#include "text/disaggregationtext.h"

#include <algorithm>

#include <QFormLayout>
#include <QLabel>
#include <QPushButton>

namespace gpusizer::ui {

SplitRow::SplitRow(ScenarioDocument *document, QWidget *group)
    : QObject(group)
    , m_document(document)
    , m_label(new QLabel(group))
    , m_pools(new QLabel(group))
    , m_colocate(new QPushButton(group))
{
    m_pools->setObjectName(QStringLiteral("servingSplit"));
    m_pools->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_colocate->setObjectName(QStringLiteral("servingColocate"));
    connect(m_colocate, &QPushButton::clicked, this, [this] {
        m_document->applyEdit(tr("Colocate prefill and decode"), [](core::Scenario &s) { s = colocated(s); });
    });
}

SplitRow::~SplitRow() = default;

void SplitRow::addTo(QFormLayout *form)
{
    controlutil::addBuddyRow(form, m_label, controlutil::rowOf({ m_pools, m_colocate }, m_pools), m_colocate);
}

core::Scenario SplitRow::colocated(core::Scenario s)
{
    s.serving.disaggregation = {};
    // Replicas of tp × pp × cp GPUs each: a total that is no multiple of them (1P(TP4)+1D(TP8) on
    // 12 GPUs at TP 8) keeps the whole replicas it holds.
    const int replica = std::max(1, s.parallel.tp * s.parallel.pp * s.parallel.cp);
    s.parallel.gpus = std::max(replica, s.parallel.gpus / replica * replica);
    return s;
}

void SplitRow::retranslateUi()
{
    m_label->setText(tr("Prefill/decode:"));
    m_colocate->setText(tr("Colocate"));
    updateFromScenario();
}

void SplitRow::updateFromScenario()
{
    const core::Scenario &s = m_document->scenario();
    const bool split = s.method == core::Method::Inference && s.serving.disaggregation.enabled();
    controlutil::setRowVisible(m_label, m_pools, split);
    if (!split)
        return;
    const QString pools = splitLayoutLabel(s.serving.disaggregation);
    if (m_pools->text() != pools)
        m_pools->setText(pools);
    const QString gpus = splitGpusText(s.serving.disaggregation);
    m_pools->setToolTip(gpus);
    m_label->setToolTip(gpus);
    const core::Scenario together = colocated(s);
    m_colocate->setToolTip(
        tr("Prefill and decode on the same replicas again: %n GPU(s), tensor parallel %1", "", together.parallel.gpus)
            .arg(together.parallel.tp));
}

} // namespace gpusizer::ui
