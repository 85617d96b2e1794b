#include "controls/methodgroup.h"

#include "controls/applicability.h"
#include "controls/controlbuilders.h"
#include "controls/controlutil.h"
#include "text/enumtext.h"
#include "model/framework.h"
#include "model/methodchange.h"
#include "model/scenario.h"
#include "document/scenariodocument.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QEvent>
#include <QFont>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QStringList>
#include <QToolButton>

namespace gpusizer::ui {

namespace {

using core::DType;
using core::Method;

constexpr Method kMethods[] = {Method::Inference, Method::Full, Method::LoRA, Method::QLoRA, Method::Pretrain};
constexpr DType kComputeTypes[] = {DType::FP32, DType::BF16, DType::FP16, DType::FP8};
constexpr int kUnquantised = -1;
constexpr DType kWeightFormats[] = {DType::FP8, DType::FP4, DType::NF4, DType::INT8, DType::INT4};
constexpr core::Optimizer kOptimizers[] = {core::Optimizer::AdamW, core::Optimizer::AdamW8bit,
                                           core::Optimizer::PagedAdamW8bit, core::Optimizer::Adafactor,
                                           core::Optimizer::Lion, core::Optimizer::SGD};
constexpr std::uint16_t kTargetPresets[] = {0x05, core::kLoraAttentionTargets, core::kLoraAllLinearTargets, 0x1FF};

} // namespace

MethodGroup::MethodGroup(ScenarioDocument *document, QWidget *parent)
    : QGroupBox(parent)
    , m_document(document)
    , m_methodLabel(new QLabel(this))
    , m_methods(new QButtonGroup(this))
    , m_frameworkLabel(new QLabel(this))
    , m_framework(new QComboBox(this))
    , m_precisionLabel(new QLabel(this))
    , m_precision(new QComboBox(this))
    , m_weightLabel(new QLabel(this))
    , m_weight(new QComboBox(this))
    , m_optimizerLabel(new QLabel(this))
    , m_optimizer(new QComboBox(this))
    , m_rankLabel(new QLabel(this))
    , m_rank(new QSpinBox(this))
    , m_targetsLabel(new QLabel(this))
    , m_targets(new QComboBox(this))
{
    setObjectName(QStringLiteral("methodGroup"));
    m_framework->setObjectName(QStringLiteral("framework"));
    m_precision->setObjectName(QStringLiteral("precision"));
    m_weight->setObjectName(QStringLiteral("weightFormat"));
    m_optimizer->setObjectName(QStringLiteral("optimizer"));
    controlutil::setUpSpinBox(m_rank, QStringLiteral("loraRank"), core::Limited::LoraRank);
    m_targets->setObjectName(QStringLiteral("loraTargets"));
    QWidget *segment = createMethodSegment();
    layOut(segment);
    connectScenarioChoices();
    connectEdits();
    connect(document, &ScenarioDocument::scenarioChanged, this, &MethodGroup::updateFromScenario);
    retranslateUi();
}

// The methods as a segmented choice: one checkable tool button each, side by side.
QWidget *MethodGroup::createMethodSegment()
{
    auto *segment = new QWidget(this);
    auto *segmentLayout = new QHBoxLayout(segment);
    segmentLayout->setContentsMargins(0, 0, 0, 0);
    segmentLayout->setSpacing(0);
    for (Method method : kMethods) {
        auto *button = new QToolButton(segment);
        button->setObjectName(QStringLiteral("method_") + QString::fromLatin1(core::toString(method)));
        button->setCheckable(true);
        button->setAutoRaise(false);
        button->setFocusPolicy(Qt::StrongFocus);
        button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        m_methods->addButton(button, static_cast<int>(method));
        segmentLayout->addWidget(button);
    }
    m_methods->setExclusive(true);
    return segment;
}

void MethodGroup::layOut(QWidget *segment)
{
    using controlutil::addBuddyRow;
    auto *form = new QFormLayout(this);
    form->addRow(m_methodLabel, segment);
    m_methodLabel->setBuddy(m_methods->buttons().first());
    addBuddyRow(form, m_frameworkLabel, m_framework);
    addBuddyRow(form, m_precisionLabel, m_precision);
    addBuddyRow(form, m_weightLabel, m_weight);
    addBuddyRow(form, m_optimizerLabel, m_optimizer);
    addBuddyRow(form, m_rankLabel, m_rank);
    addBuddyRow(form, m_targetsLabel, m_targets);
    // The segment is built after the combo boxes: put it first in the tab chain.
    QList<QWidget *> chain;
    for (QAbstractButton *button : m_methods->buttons())
        chain.append(button);
    chain << m_framework << m_precision << m_weight << m_optimizer << m_rank << m_targets;
    controlutil::setTabChain(chain);
}

// Method, framework and precision bring other settings with them: each replaces the scenario.
void MethodGroup::connectScenarioChoices()
{
    connect(m_methods, &QButtonGroup::idClicked, this, [this](int id) {
        const auto method = static_cast<Method>(id);
        m_document->replaceScenario(tr("Method %1").arg(enumtext::method(method)),
                                    withMethod(m_document->scenario(), method));
    });
    // A framework brings its defaults (loss, compile, checkpointing, offloading) in one step;
    // the Sequence and batch group overrides each.
    connect(m_framework, &QComboBox::activated, this, [this] {
        const auto framework = controlutil::currentEnum<core::Framework>(m_framework);
        m_document->replaceScenario(tr("Framework %1").arg(m_framework->currentText()),
                                    core::withFramework(m_document->scenario(), framework));
    });
    connect(m_precision, &QComboBox::activated, this, [this] {
        const auto compute = controlutil::currentEnum<DType>(m_precision);
        m_document->replaceScenario(tr("Precision %1").arg(m_precision->currentText()),
                                    withComputeDtype(m_document->scenario(), compute));
    });
}

void MethodGroup::connectEdits()
{
    connect(m_weight, &QComboBox::activated, this, [this] {
        const int data = m_weight->currentData().toInt();
        m_document->applyEdit(tr("Weight format %1").arg(m_weight->currentText()), [data](core::Scenario &s) {
            s.weightDtype = data == kUnquantised
                                ? (s.method == Method::Inference ? s.computeDtype : trainedWeightDtype(s.computeDtype))
                                : static_cast<DType>(data);
        });
    });
    const controlutil::DocumentEdits edits(this, m_document);
    edits.onChoice<core::Optimizer>(
        m_optimizer, [](const QString &optimizer) { return tr("Optimizer %1").arg(optimizer); },
        [](core::Scenario &s, core::Optimizer optimizer) { s.optimizer = optimizer; });
    edits.onValue(
        m_rank, [](int rank) { return tr("LoRA rank %1").arg(rank); },
        [](core::Scenario &s, int rank) { s.lora.rank = rank; }, controlutil::LoraRankEdit);
    connect(m_targets, &QComboBox::activated, this, [this] {
        const auto mask = static_cast<std::uint16_t>(m_targets->currentData().toInt());
        m_document->applyEdit(tr("LoRA targets %1").arg(m_targets->currentText()),
                              [mask](core::Scenario &s) { s.lora.targets = mask; });
    });
}

MethodGroup::~MethodGroup() = default;

void MethodGroup::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QGroupBox::changeEvent(event);
}

void MethodGroup::retranslateUi()
{
    setTitle(tr("Method"));
    m_methodLabel->setText(tr("&Method"));
    m_frameworkLabel->setText(tr("&Framework"));
    m_tipFramework = -1;  // the tooltip in the new language
    m_precisionLabel->setText(tr("&Precision"));
    m_weightLabel->setText(tr("&Weight format"));
    m_optimizerLabel->setText(tr("&Optimizer"));
    m_rankLabel->setText(tr("LoRA ran&k"));
    m_targetsLabel->setText(tr("LoRA &targets"));
    for (Method method : kMethods) {
        QAbstractButton *button = m_methods->button(static_cast<int>(method));
        button->setText(enumtext::method(method));
        button->setAccessibleName(tr("Method: %1").arg(enumtext::method(method)));
    }
    m_framework->setAccessibleName(tr("Training framework"));
    m_precision->setAccessibleName(tr("Compute precision"));
    m_precision->setToolTip(tr("Number format of the matrix products (mixed precision keeps fp32 master weights "
                               "where the method needs them)"));
    m_weight->setAccessibleName(tr("Weight storage format"));
    m_optimizer->setAccessibleName(tr("Optimizer"));
    m_rank->setAccessibleName(tr("LoRA rank"));
    m_targets->setAccessibleName(tr("LoRA target layers"));
    rebuildCombos();
}

void MethodGroup::rebuildCombos()
{
    const QSignalBlocker b0(m_framework), b1(m_precision), b2(m_weight), b3(m_optimizer), b4(m_targets);
    m_framework->clear();
    for (core::Framework framework : core::kFrameworks)
        m_framework->addItem(QString::fromLatin1(core::displayName(framework)), static_cast<int>(framework));
    m_precision->clear();
    for (DType type : kComputeTypes)
        m_precision->addItem(enumtext::dtype(type), static_cast<int>(type));
    m_weight->clear();
    m_weight->addItem(tr("Unquantised (as precision)"), kUnquantised);
    for (DType type : kWeightFormats)
        m_weight->addItem(enumtext::dtype(type), static_cast<int>(type));
    m_optimizer->clear();
    for (core::Optimizer optimizer : kOptimizers)
        m_optimizer->addItem(enumtext::optimizer(optimizer), static_cast<int>(optimizer));
    m_targets->clear();
    m_targets->addItem(tr("q and v projections"), kTargetPresets[0]);
    m_targets->addItem(tr("Attention (q, k, v, o)"), kTargetPresets[1]);
    m_targets->addItem(tr("All linear layers"), kTargetPresets[2]);
    m_targets->addItem(tr("All linear + embeddings and LM head"), kTargetPresets[3]);
    updateFromScenario();
}

void MethodGroup::updateFromScenario()
{
    const core::Scenario &s = m_document->scenario();
    const QSignalBlocker b0(m_framework), b1(m_precision), b2(m_weight), b3(m_optimizer), b4(m_targets), b5(m_rank);
    if (QAbstractButton *button = m_methods->button(static_cast<int>(s.method)))
        button->setChecked(true);
    // The chosen method in bold as well: a checked tool button is hard to tell in dark palettes.
    for (QAbstractButton *button : m_methods->buttons()) {
        const bool chosen = button->isChecked();
        if (button->font().bold() != chosen) {
            QFont font = button->font();
            font.setBold(chosen);
            button->setFont(font);
        }
    }
    controlutil::selectData(m_framework, static_cast<int>(s.framework));
    updateFrameworkToolTip(s);
    controlutil::selectData(m_precision, static_cast<int>(s.computeDtype));
    // "As precision" unless the weights are stored in another listed format (fp8 or fp4 weights
    // of a 16-bit model, the quantised ones).
    const DType asPrecision = s.method == Method::Inference ? s.computeDtype : trainedWeightDtype(s.computeDtype);
    const bool listed = m_weight->findData(static_cast<int>(s.weightDtype)) >= 0;
    controlutil::selectData(m_weight, s.weightDtype != asPrecision && listed ? static_cast<int>(s.weightDtype) : kUnquantised);
    // QLoRA means quantised base weights: the unquantised entry is not offered there.
    if (auto *model = qobject_cast<QStandardItemModel *>(m_weight->model()))
        model->item(0)->setEnabled(s.method != Method::QLoRA);
    if (m_optimizer->findData(static_cast<int>(s.optimizer)) < 0)
        m_optimizer->addItem(enumtext::optimizer(s.optimizer), static_cast<int>(s.optimizer));
    controlutil::selectData(m_optimizer, static_cast<int>(s.optimizer));
    controlutil::showValue(m_rank, s.lora.rank);
    if (m_targets->findData(s.lora.targets) < 0)
        m_targets->addItem(QString::fromStdString(core::loraTargetsToString(s.lora.targets)), s.lora.targets);
    controlutil::selectData(m_targets, s.lora.targets);

    controlutil::setApplicable(m_weight, m_weightLabel, notApplicableReason(ControlId::WeightFormat, s),
                               tr("How the frozen base weights are stored (QLoRA: 4-bit NF4; inference: "
                                  "int8/int4 halve or quarter the weights)"));
    // Inference trains nothing: no optimizer and no adapters, so the rows are hidden rather than
    // greyed. For full fine-tuning and pre-training the LoRA rows stay, greyed with the reason.
    const bool inference = s.method == Method::Inference;
    // Inference runs on a serving engine, chosen in the Serving group.
    controlutil::setRowVisible(m_frameworkLabel, m_framework, !inference);
    controlutil::setRowVisible(m_optimizerLabel, m_optimizer, !inference);
    controlutil::setRowVisible(m_rankLabel, m_rank, !inference);
    controlutil::setRowVisible(m_targetsLabel, m_targets, !inference);
    controlutil::setApplicable(m_optimizer, m_optimizerLabel, notApplicableReason(ControlId::Optimizer, s));
    controlutil::setApplicable(m_rank, m_rankLabel, notApplicableReason(ControlId::LoraRank, s));
    controlutil::setApplicable(m_targets, m_targetsLabel, notApplicableReason(ControlId::LoraTargets, s));
}

void MethodGroup::updateFrameworkToolTip(const core::Scenario &s)
{
    const bool defaults = core::usesFrameworkDefaults(s);
    if (static_cast<int>(s.framework) == m_tipFramework && defaults == m_tipDefaults)
        return;
    m_tipFramework = static_cast<int>(s.framework);
    m_tipDefaults = defaults;
    m_framework->setToolTip(frameworkToolTip(s));
}

QString MethodGroup::frameworkToolTip(const core::Scenario &s) const
{
    const core::FrameworkProfile p = core::frameworkProfile(s.framework);
    QStringList defaults;
    defaults << (p.chunkedCrossEntropy ? tr("chunked cross-entropy") : tr("full logits in fp32 for the loss"));
    defaults << tr("checkpointing: %1").arg(enumtext::checkpointing(p.checkpointing));
    if (p.offloadActivations)
        defaults << tr("checkpointed activations offloaded to the host");
    if (p.compiled)
        defaults << tr("torch.compile");
    defaults << (p.kernels == core::KernelStyle::Fused ? tr("fused kernels") : tr("eager PyTorch kernels"));
    switch (p.optimizerImpl) {
    case core::OptimizerImpl::ForEach: defaults << tr("foreach AdamW step (a temporary the size of one moment)"); break;
    case core::OptimizerImpl::Fused: defaults << tr("fused optimizer step"); break;
    case core::OptimizerImpl::ForLoop: defaults << tr("optimizer step one parameter at a time"); break;
    }
    QString tip = tr("Defaults of %1: %2.").arg(QString::fromLatin1(p.version), defaults.join(QStringLiteral(", ")));
    if (!core::usesFrameworkDefaults(s))
        tip += QLatin1Char('\n') + tr("Some of them are overridden in the Sequence and batch group.");
    return tip;
}

} // namespace gpusizer::ui
