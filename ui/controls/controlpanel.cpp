#include "controls/controlpanel.h"

#include "controls/clustergroup.h"
#include "controls/invalidsettings.h"
#include "controls/methodgroup.h"
#include "controls/modelgroup.h"
#include "controls/ownershipgroup.h"
#include "controls/pricesgroup.h"
#include "controls/quotegroup.h"
#include "widgets/undoshortcut.h"
#include "widgets/wheelguard.h"
#include "controls/servinggroup.h"
#include "controls/traininggroup.h"
#include "controls/workloadgroup.h"
#include "document/scenariodocument.h"
#include "widgets/flatgroupstyle.h"

#include <algorithm>

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QVBoxLayout>

namespace gpusizer::ui {

ControlPanel::ControlPanel(ScenarioDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_model(new ModelGroup(document, this))
    , m_method(new MethodGroup(document, this))
    , m_training(new TrainingGroup(document, this))
    , m_cluster(new ClusterGroup(document, this))
    , m_workload(new WorkloadGroup(document, this))
    , m_serving(new ServingGroup(document, this))
    , m_prices(new PricesGroup(document, this))
    , m_ownership(new OwnershipGroup(document, this))
    , m_quote(new QuoteGroup(document, this))
{
    setObjectName(QStringLiteral("controlPanel"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    for (QWidget *group : std::initializer_list<QWidget *>{m_model, m_method, m_training, m_cluster, m_workload,
                                                           m_serving, m_prices, m_ownership, m_quote})
        layout->addWidget(group);
    layout->addStretch(1);
    // Long choices ("Selective (recompute attention)") must not widen the column: the closed
    // combo boxes elide, their pop-ups still show the whole text.
    for (QComboBox *combo : findChildren<QComboBox *>()) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(std::min(combo->minimumContentsLength() > 0 ? combo->minimumContentsLength() : 12, 12));
    }
    // A narrow column (a laptop screen, a long German label) puts a field under its label
    // instead of widening the window.
    for (QFormLayout *form : findChildren<QFormLayout *>())
        form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    // Groups with a title and a rule, no panel (see FlatGroupStyle).
    auto *flat = new FlatGroupStyle(this);
    for (QGroupBox *group : findChildren<QGroupBox *>(QString(), Qt::FindDirectChildrenOnly))
        group->setStyle(flat);
    // Scrolling the column does not edit what the pointer passes over.
    WheelGuard::install(this);
    UndoShortcutForwarder::install(this);
    connect(m_model, &ModelGroup::importConfigRequested, this, &ControlPanel::importConfigRequested);
    connect(m_quote, &QuoteGroup::priceListRequested, this, &ControlPanel::priceListRequested);
    connect(document, &ScenarioDocument::scenarioChanged, this, &ControlPanel::updateGroupVisibility);
    updateGroupVisibility();
    // The setting an estimate fails on is highlighted (the headline says to check it).
    new InvalidSettingMarker(document, this);
}

ControlPanel::~ControlPanel() = default;

void ControlPanel::setPresentationMode(bool on)
{
    m_presentation = on;
    m_prices->setVisible(!on);
    m_ownership->setVisible(!on);
    updateGroupVisibility();
}

void ControlPanel::updateGroupVisibility()
{
    // Inference has no training data and training has no serving load: the group that does
    // not apply is hidden, not greyed. setVisible only on a change: the controls follow the
    // scenario on every slider tick and each call asks the window for a layout pass.
    const bool inference = m_document->scenario().method == core::Method::Inference;
    const bool workload = !inference && !m_presentation;
    if (m_workload->isHidden() == workload)
        m_workload->setVisible(workload);
    if (m_serving->isHidden() == inference)
        m_serving->setVisible(inference);
}

} // namespace gpusizer::ui
