#include "controls/clustergroup.h"

#include "estimate/time/utilisationmodel.h"
#include "text/intervaltext.h"
#include "text/reasontext.h"
#include "model/units.h"

#include "controls/applicability.h"
#include "controls/controlbuilders.h"
#include "controls/controlutil.h"
#include "text/enumtext.h"
#include "document/scenariodocument.h"
#include "widgets/boundedspinbox.h"
#include "widgets/livelabel.h"
#include "widgets/warninglabel.h"

#include <algorithm>

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>
#include <QSpinBox>

namespace gpusizer::ui {

namespace {
constexpr core::Sharding kSharding[] = {core::Sharding::None,  core::Sharding::DDP,  core::Sharding::ZeRO1,
                                        core::Sharding::ZeRO2, core::Sharding::ZeRO3, core::Sharding::FSDP,
                                        core::Sharding::FSDPHybrid, core::Sharding::FSDPGradOp};
constexpr core::Offload kOffload[] = {core::Offload::None, core::Offload::Optimizer, core::Offload::Params};
// GPUs per node as a scenario file allows them (core/io/scenariofile.cpp: gpus_per_node).

// The note of the box that limited a typed count, hidden when there is none.
void showNote(WarningLabel *label, const BoundedSpinBox *perNode, const BoundedSpinBox *nodes)
{
    const QString note = !perNode->limitNote().isEmpty() ? perNode->limitNote() : nodes->limitNote();
    const QString text = note.isEmpty() ? QString() : QStringLiteral("\u26A0 ") + note;
    if (label->text() != text)
        label->setText(text);
    controlutil::setRowVisible(nullptr, label, !text.isEmpty());
}
} // namespace

ClusterGroup::ClusterGroup(ScenarioDocument *document, QWidget *parent)
    : QGroupBox(parent)
    , m_document(document)
    , m_gpuLabel(new QLabel(this))
    , m_gpu(new QComboBox(this))
    , m_perNodeLabel(new QLabel(this))
    , m_perNode(new BoundedSpinBox(this))
    , m_nodesLabel(new QLabel(this))
    , m_nodes(new BoundedSpinBox(this))
    , m_countNote(new WarningLabel(this))
    , m_total(new LiveLabel(this))
    , m_shardingLabel(new QLabel(this))
    , m_sharding(new QComboBox(this))
    , m_tpLabel(new QLabel(this))
    , m_tp(new QSpinBox(this))
    , m_ppLabel(new QLabel(this))
    , m_pp(new QSpinBox(this))
    , m_offloadLabel(new QLabel(this))
    , m_offload(new QComboBox(this))
{
    setObjectName(QStringLiteral("clusterGroup"));
    setUpWidgets();
    layOut();
    connectGpus();
    connectParallelism();
    connect(document, &ScenarioDocument::scenarioChanged, this, &ClusterGroup::updateFromScenario);
    retranslateUi();
}

void ClusterGroup::setUpWidgets()
{
    using controlutil::setUpSpinBox;
    m_gpu->setObjectName(QStringLiteral("gpuType"));
    m_gpu->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_gpu->setMinimumContentsLength(12);
    setUpSpinBox(m_perNode, QStringLiteral("gpusPerNode"), core::Limited::GpusPerNode);
    // Nodes up to the GPU count's limit (one GPU a node); the estimate refuses a larger product.
    setUpSpinBox(m_nodes, QStringLiteral("nodes"), core::Limited::Gpus);
    m_countNote->setObjectName(QStringLiteral("gpuCountNote"));
    m_total->setObjectName(QStringLiteral("totalGpus"));
    m_total->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_sharding->setObjectName(QStringLiteral("sharding"));
    setUpSpinBox(m_tp, QStringLiteral("tensorParallel"), core::Limited::Tp);
    setUpSpinBox(m_pp, QStringLiteral("pipelineParallel"), core::Limited::Pp);
    m_offload->setObjectName(QStringLiteral("offload"));
}

void ClusterGroup::layOut()
{
    using controlutil::addBuddyRow;
    auto *form = new QFormLayout(this);
    addBuddyRow(form, m_gpuLabel, m_gpu);
    addBuddyRow(form, m_perNodeLabel, m_perNode);
    addBuddyRow(form, m_nodesLabel, m_nodes);
    controlutil::addHiddenRow(form, m_countNote);
    form->addRow(m_total);
    addBuddyRow(form, m_shardingLabel, m_sharding);
    addBuddyRow(form, m_tpLabel, m_tp);
    addBuddyRow(form, m_ppLabel, m_pp);
    addBuddyRow(form, m_offloadLabel, m_offload);
}

void ClusterGroup::connectGpus()
{
    connect(m_gpu, &QComboBox::activated, this, [this] {
        const std::string id = m_gpu->currentData().toString().toStdString();
        const core::GpuSpec *gpu = m_document->gpuCatalog().find(id);
        const QString name = gpu ? QString::fromStdString(gpu->name) : m_gpu->currentText();
        m_document->applyEdit(tr("GPU %1").arg(name), [id](core::Scenario &s) { s.gpuId = id; });
    });
    connect(m_perNode, &QSpinBox::valueChanged, this,
            [this](int value) { setGpuCount(value, m_nodes->value(), controlutil::GpusPerNodeEdit); });
    connect(m_nodes, &QSpinBox::valueChanged, this,
            [this](int value) { setGpuCount(m_perNode->value(), value, controlutil::NodesEdit); });
    // 99999 typed for GPUs per node becomes 72 (not 9): said under the fields while they show
    // the limit (an undo ends it in updateFromScenario).
    for (BoundedSpinBox *box : {m_perNode, m_nodes})
        connect(box, &BoundedSpinBox::limitNoteChanged, this, [this] { showNote(m_countNote, m_perNode, m_nodes); });
}

void ClusterGroup::connectParallelism()
{
    const controlutil::DocumentEdits edits(this, m_document);
    edits.onChoice<core::Sharding>(
        m_sharding, [](const QString &text) { return tr("Sharding %1").arg(text); },
        [](core::Scenario &s, core::Sharding value) { s.parallel.sharding = value; });
    edits.onValue(
        m_tp, [](int value) { return tr("Tensor parallel %1").arg(value); },
        [](core::Scenario &s, int value) { s.parallel.tp = value; }, controlutil::TensorParallelEdit);
    edits.onValue(
        m_pp, [](int value) { return tr("Pipeline parallel %1").arg(value); },
        [](core::Scenario &s, int value) { s.parallel.pp = value; }, controlutil::PipelineParallelEdit);
    edits.onChoice<core::Offload>(
        m_offload, [](const QString &text) { return tr("CPU offload %1").arg(text); },
        [](core::Scenario &s, core::Offload value) { s.parallel.offload = value; });
}

ClusterGroup::~ClusterGroup() = default;

void ClusterGroup::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QGroupBox::changeEvent(event);
}

void ClusterGroup::setGpuCount(int perNode, int nodes, int mergeId)
{
    m_document->applyEdit(tr("%1 GPUs").arg(perNode * nodes),
                          [perNode, nodes](core::Scenario &s) {
                              s.parallel.gpusPerNode = perNode;
                              s.parallel.gpus = perNode * nodes;
                              // A single GPU has nothing to shard over; more GPUs start replicated.
                              if (s.parallel.gpus == 1)
                                  s.parallel.sharding = core::Sharding::None;
                              else if (s.parallel.sharding == core::Sharding::None && core::isTraining(s.method))
                                  s.parallel.sharding = core::Sharding::DDP;
                          },
                          mergeId);
}

void ClusterGroup::retranslateUi()
{
    setTitle(tr("Hardware"));
    m_gpuLabel->setText(tr("GP&U"));
    m_perNodeLabel->setText(tr("GPUs pe&r node"));
    m_nodesLabel->setText(tr("Node&s"));
    m_shardingLabel->setText(tr("Shardin&g"));
    m_tpLabel->setText(tr("Tensor parallel"));
    m_ppLabel->setText(tr("Pipeline parallel"));
    m_offloadLabel->setText(tr("CPU offloa&d"));
    m_gpu->setAccessibleName(tr("GPU type"));
    m_perNode->setAccessibleName(tr("GPUs per node"));
    m_perNode->setToolTip(tr("%1 to %2 GPUs per node").arg(m_perNode->minimum()).arg(m_perNode->maximum()));
    m_nodes->setAccessibleName(tr("Number of nodes"));
    m_nodes->setToolTip(tr("%1 to %2 nodes").arg(m_nodes->minimum()).arg(QLocale().toString(m_nodes->maximum())));
    m_sharding->setAccessibleName(tr("Data-parallel sharding"));
    m_tp->setAccessibleName(tr("Tensor parallel degree"));
    m_pp->setAccessibleName(tr("Pipeline parallel degree"));
    m_offload->setAccessibleName(tr("CPU offload"));
    rebuildCombos();
}

void ClusterGroup::rebuildCombos()
{
    const QSignalBlocker b1(m_gpu), b2(m_sharding), b3(m_offload);
    const QLocale locale;
    m_gpu->clear();
    for (const core::GpuSpec &gpu : m_document->gpuCatalog().gpus()) {
        // A GPU family no measured run calibrates is marked as in the recommendations.
        const bool calibrated = core::timing::calibration().isFitted(gpu.generation);
        const QString name = QString::fromStdString(gpu.name);
        m_gpu->addItem(calibrated ? name : name + QStringLiteral("\u00A0*"), QString::fromStdString(gpu.id));
        QString tip = tr("%1 GiB usable \u00b7 %2 GB/s \u00b7 %3 TFLOP/s bf16")
                          .arg(locale.toString(gpu.usableBytes / core::units::kGiB, 'f', 1),
                               locale.toString(gpu.memoryBandwidthGBs, 'f', 0),
                               locale.toString(gpu.peakTflops(core::DType::BF16), 'f', 0));
        tip += QLatin1Char('\n') + calibrationDetails(gpu.generation);
        if (!calibrated)
            tip += QLatin1Char('\n') + reasonText(core::Reason::EfficiencyNotCalibrated);
        m_gpu->setItemData(m_gpu->count() - 1, tip, Qt::ToolTipRole);
    }
    m_sharding->clear();
    for (core::Sharding value : kSharding)
        m_sharding->addItem(enumtext::sharding(value), static_cast<int>(value));
    m_offload->clear();
    for (core::Offload value : kOffload)
        m_offload->addItem(enumtext::offload(value), static_cast<int>(value));
    updateFromScenario();
}

void ClusterGroup::updateFromScenario()
{
    const core::Scenario &s = m_document->scenario();
    const QSignalBlocker b1(m_gpu), b2(m_perNode), b3(m_nodes), b4(m_sharding), b5(m_tp), b6(m_pp), b7(m_offload);
    const QString gpuId = QString::fromStdString(s.gpuId);
    if (m_gpu->findData(gpuId) < 0)
        m_gpu->addItem(tr("%1 (not in catalog)").arg(gpuId), gpuId);
    m_gpu->setCurrentIndex(m_gpu->findData(gpuId));
    m_gpu->setToolTip(m_gpu->currentData(Qt::ToolTipRole).toString());
    const int perNode = std::max(1, std::min(s.parallel.gpus, s.parallel.gpusPerNode));
    controlutil::showValue(m_perNode, perNode);
    controlutil::showValue(m_nodes, s.parallel.nodes());
    showNote(m_countNote, m_perNode, m_nodes);
    m_total->setText(s.parallel.gpus == 1 ? tr("1 GPU in total")
                                          : tr("%1 GPUs in total").arg(QLocale().toString(s.parallel.gpus)));
    controlutil::selectData(m_sharding, static_cast<int>(s.parallel.sharding));
    controlutil::showValue(m_tp, s.parallel.tp);
    controlutil::showValue(m_pp, s.parallel.pp);
    controlutil::selectData(m_offload, static_cast<int>(s.parallel.offload));
    // Sharding and offload are training techniques: hidden for inference, greyed (with the
    // reason) when only this cluster rules them out.
    const bool inference = s.method == core::Method::Inference;
    controlutil::setRowVisible(m_shardingLabel, m_sharding, !inference);
    controlutil::setRowVisible(m_offloadLabel, m_offload, !inference);
    controlutil::setApplicable(m_sharding, m_shardingLabel, notApplicableReason(ControlId::Sharding, s));
    controlutil::setApplicable(m_offload, m_offloadLabel, notApplicableReason(ControlId::Offload, s),
                               tr("Keep optimizer state (and weights) in host memory; saves GPU memory, costs time"));
    // A split deployment's pools have their own tensor parallelism: greyed with the reason
    // while it decides, rather than a degree the estimate would not read.
    controlutil::setApplicable(m_tp, m_tpLabel, notApplicableReason(ControlId::TensorParallel, s),
                               tr("GPUs that split every layer's matrices (best within one NVLink domain)"));
    controlutil::setApplicable(m_pp, m_ppLabel, notApplicableReason(ControlId::PipelineParallel, s),
                               tr("Stages the layers are split into"));
}

} // namespace gpusizer::ui
