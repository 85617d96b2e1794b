#include "controls/traininggroup.h"

#include "text/displayformat.h"

#include "controls/applicability.h"
#include "controls/controlbuilders.h"
#include "controls/controlutil.h"
#include "text/enumtext.h"
#include "controls/logslider.h"
#include "document/scenariodocument.h"
#include "model/seqlenrange.h"
#include "widgets/livelabel.h"
#include "widgets/warninglabel.h"

#include <algorithm>
#include <cmath>

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>
#include <QSpinBox>

namespace gpusizer::ui {

namespace {
constexpr core::Checkpointing kCheckpointing[] = {core::Checkpointing::None, core::Checkpointing::Selective,
                                                  core::Checkpointing::Full};
constexpr core::AttentionKernel kKernels[] = {core::AttentionKernel::Flash, core::AttentionKernel::SDPA,
                                              core::AttentionKernel::Eager};
} // namespace

TrainingGroup::TrainingGroup(ScenarioDocument *document, QWidget *parent)
    : QGroupBox(parent)
    , m_document(document)
    , m_seqLenLabel(new QLabel(this))
    , m_seqLenSlider(new LogSlider(core::SeqLenRange::kMin, core::SeqLenRange::kMax, core::SeqLenRange::kSliderPositions, this))
    , m_seqLen(new QSpinBox(this))
    , m_microBatchLabel(new QLabel(this))
    , m_microBatch(new QSpinBox(this))
    , m_gradAccumLabel(new QLabel(this))
    , m_gradAccum(new QSpinBox(this))
    , m_effectiveBatch(new LiveLabel(this))
    , m_batchWarning(new WarningLabel(this))
    , m_checkpointingLabel(new QLabel(this))
    , m_checkpointing(new QComboBox(this))
    , m_attentionLabel(new QLabel(this))
    , m_attention(new QComboBox(this))
    , m_chunkedCe(new QCheckBox(this))
    , m_compiled(new QCheckBox(this))
    , m_offloadActivations(new QCheckBox(this))
    , m_optimizerInBackward(new QCheckBox(this))
{
    setObjectName(QStringLiteral("trainingGroup"));
    setUpWidgets();
    layOut();
    connectBatch();
    connectTechniques();
    connect(document, &ScenarioDocument::scenarioChanged, this, &TrainingGroup::updateFromScenario);
    retranslateUi();
    fitSeqLenBox();
}

void TrainingGroup::setUpWidgets()
{
    using controlutil::setUpSpinBox;
    m_seqLenSlider->setObjectName(QStringLiteral("seqLenSlider"));
    setUpSpinBox(m_seqLen, QStringLiteral("seqLen"), core::Limited::SeqLen, {.groupSeparator = true});
    setUpSpinBox(m_microBatch, QStringLiteral("microBatch"), core::Limited::MicroBatch);
    setUpSpinBox(m_gradAccum, QStringLiteral("gradAccum"), core::Limited::GradAccum);
    m_effectiveBatch->setObjectName(QStringLiteral("effectiveBatch"));
    m_effectiveBatch->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_effectiveBatch->setWordWrap(true);
    m_batchWarning->setObjectName(QStringLiteral("batchExceedsDataset"));
    m_batchWarning->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_checkpointing->setObjectName(QStringLiteral("checkpointing"));
    m_attention->setObjectName(QStringLiteral("attention"));
    m_chunkedCe->setObjectName(QStringLiteral("chunkedCrossEntropy"));
    m_compiled->setObjectName(QStringLiteral("compiled"));
    m_offloadActivations->setObjectName(QStringLiteral("offloadActivations"));
    m_optimizerInBackward->setObjectName(QStringLiteral("optimizerInBackward"));
}

void TrainingGroup::layOut()
{
    using controlutil::addBuddyRow;
    auto *form = new QFormLayout(this);
    addBuddyRow(form, m_seqLenLabel, controlutil::rowOf({m_seqLenSlider, m_seqLen}, m_seqLenSlider), m_seqLenSlider);
    addBuddyRow(form, m_microBatchLabel, m_microBatch);
    addBuddyRow(form, m_gradAccumLabel, m_gradAccum);
    form->addRow(m_effectiveBatch);
    controlutil::addHiddenRow(form, m_batchWarning);
    addBuddyRow(form, m_checkpointingLabel, m_checkpointing);
    addBuddyRow(form, m_attentionLabel, m_attention);
    for (QCheckBox *box : {m_chunkedCe, m_compiled, m_offloadActivations, m_optimizerInBackward})
        form->addRow(box);
}

void TrainingGroup::connectBatch()
{
    connect(m_seqLenSlider, &LogSlider::logValueChanged, this,
            [this](double tokens) { setSeqLen(static_cast<int>(std::lround(tokens))); });
    connect(m_seqLenSlider, &QSlider::sliderReleased, m_document, &ScenarioDocument::sealEdits);
    connect(m_seqLen, &QSpinBox::valueChanged, this, &TrainingGroup::setSeqLen);
    connect(m_seqLen, &QSpinBox::editingFinished, m_document, &ScenarioDocument::sealEdits);
    const controlutil::DocumentEdits edits(this, m_document);
    edits.onValue(
        m_microBatch, [](int value) { return tr("Micro-batch %1").arg(value); },
        [](core::Scenario &s, int value) { s.microBatch = value; }, controlutil::MicroBatchEdit);
    edits.onValue(
        m_gradAccum, [](int value) { return tr("Gradient accumulation %1").arg(value); },
        [](core::Scenario &s, int value) { s.gradAccum = value; }, controlutil::GradAccumEdit);
}

void TrainingGroup::connectTechniques()
{
    const controlutil::DocumentEdits edits(this, m_document);
    edits.onChoice<core::Checkpointing>(
        m_checkpointing, [](const QString &text) { return tr("Checkpointing %1").arg(text); },
        [](core::Scenario &s, core::Checkpointing value) { s.checkpointing = value; });
    edits.onChoice<core::AttentionKernel>(
        m_attention, [](const QString &text) { return tr("Attention %1").arg(text); },
        [](core::Scenario &s, core::AttentionKernel value) { s.attention = value; });
    edits.onToggle(
        m_chunkedCe, [](bool on) { return on ? tr("Chunked cross-entropy on") : tr("Chunked cross-entropy off"); },
        [](core::Scenario &s, bool on) { s.chunkedCrossEntropy = on; });
    edits.onToggle(
        m_compiled, [](bool on) { return on ? tr("torch.compile on") : tr("torch.compile off"); },
        [](core::Scenario &s, bool on) { s.compiled = on; });
    edits.onToggle(
        m_offloadActivations,
        [](bool on) { return on ? tr("Activation offloading on") : tr("Activation offloading off"); },
        [](core::Scenario &s, bool on) { s.offloadActivations = on; });
    edits.onToggle(
        m_optimizerInBackward,
        [](bool on) { return on ? tr("Optimizer step in backward on") : tr("Optimizer step in backward off"); },
        [](core::Scenario &s, bool on) { s.optimizerInBackward = on; });
}

TrainingGroup::~TrainingGroup() = default;

void TrainingGroup::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QGroupBox::changeEvent(event);
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange)
        fitSeqLenBox();
}

void TrainingGroup::fitSeqLenBox()
{
    // The longest length with its unit stays readable in any language and font size.
    const QString longest = QLocale().toString(m_seqLen->maximum()) + m_seqLen->suffix();
    m_seqLen->setMinimumWidth(m_seqLen->fontMetrics().horizontalAdvance(longest) + 32);
}

void TrainingGroup::setSeqLen(int tokens)
{
    m_document->applyEdit(tr("Sequence length %1").arg(QLocale().toString(tokens)),
                          [tokens](core::Scenario &s) { s.seqLen = tokens; }, controlutil::SeqLenEdit);
}

void TrainingGroup::retranslateUi()
{
    setTitle(tr("Sequence and batch"));
    m_seqLenLabel->setText(tr("Se&quence length"));
    m_microBatchLabel->setText(tr("Micro-&batch"));
    m_gradAccumLabel->setText(tr("Gradient a&ccumulation"));
    m_checkpointingLabel->setText(tr("Checkpoi&nting"));
    m_attentionLabel->setText(tr("&Attention"));
    m_chunkedCe->setText(tr("Chunked cross-entrop&y"));
    m_seqLenSlider->setAccessibleName(tr("Sequence length slider"));
    m_seqLen->setAccessibleName(tr("Sequence length in tokens"));
    m_seqLen->setSuffix(tr(" tokens"));
    m_microBatch->setAccessibleName(tr("Micro-batch size"));
    m_gradAccum->setAccessibleName(tr("Gradient accumulation steps"));
    m_checkpointing->setAccessibleName(tr("Activation checkpointing"));
    m_attention->setAccessibleName(tr("Attention kernel"));
    m_chunkedCe->setAccessibleName(tr("Chunked cross-entropy"));
    m_compiled->setText(tr("Compi&led (torch.compile)"));
    m_offloadActivations->setText(tr("O&ffload checkpointed activations"));
    m_optimizerInBackward->setText(tr("Optimizer step in bac&kward"));
    rebuildCombos();
}

void TrainingGroup::rebuildCombos()
{
    const QSignalBlocker b1(m_checkpointing), b2(m_attention);
    m_checkpointing->clear();
    for (core::Checkpointing value : kCheckpointing)
        m_checkpointing->addItem(enumtext::checkpointing(value), static_cast<int>(value));
    m_attention->clear();
    for (core::AttentionKernel value : kKernels)
        m_attention->addItem(enumtext::attention(value), static_cast<int>(value));
    updateFromScenario();
}

void TrainingGroup::updateFromScenario()
{
    const core::Scenario &s = m_document->scenario();
    const QSignalBlocker b1(m_seqLenSlider), b2(m_seqLen), b3(m_microBatch), b4(m_gradAccum), b5(m_checkpointing),
        b6(m_attention), b7(m_chunkedCe), b8(m_compiled), b9(m_offloadActivations), b10(m_optimizerInBackward);
    if (!m_seqLenSlider->isSliderDown())
        m_seqLenSlider->setLogValue(s.seqLen);
    controlutil::showValue(m_seqLen, s.seqLen);
    controlutil::showValue(m_microBatch, s.microBatch);
    controlutil::showValue(m_gradAccum, s.gradAccum);
    controlutil::selectData(m_checkpointing, static_cast<int>(s.checkpointing));
    controlutil::selectData(m_attention, static_cast<int>(s.attention));
    m_chunkedCe->setChecked(s.chunkedCrossEntropy);
    m_compiled->setChecked(s.compiled);
    m_offloadActivations->setChecked(s.offloadActivations);
    m_optimizerInBackward->setChecked(s.optimizerInBackward);

    // Inference has no training batch, and the serving group's input and output lengths replace
    // the sequence length (it keeps seqLen in step): those rows are hidden, not greyed.
    const bool inference = s.method == core::Method::Inference;
    controlutil::setRowVisible(m_seqLenLabel, m_seqLenSlider, !inference); // with the typed length
    controlutil::setRowVisible(m_microBatchLabel, m_microBatch, !inference);
    controlutil::setRowVisible(m_gradAccumLabel, m_gradAccum, !inference);
    controlutil::setRowVisible(nullptr, m_effectiveBatch, !inference);
    controlutil::setRowVisible(m_checkpointingLabel, m_checkpointing, !inference);
    controlutil::setRowVisible(nullptr, m_chunkedCe, !inference);
    controlutil::setRowVisible(nullptr, m_compiled, !inference);
    controlutil::setRowVisible(nullptr, m_offloadActivations, !inference);
    controlutil::setRowVisible(nullptr, m_optimizerInBackward, !inference);
    const QLocale locale;
    QString batchWarning;
    if (inference) {
        m_effectiveBatch->clear();
    } else {
        const long long sequences = static_cast<long long>(s.microBatch) * s.gradAccum * s.parallel.dataParallel();
        // The count picks the plural form ("1 sequence"); it is formatted by %1 as it may
        // exceed an int.
        const int pluralOf = static_cast<int>(std::min<long long>(sequences, 1000000));
        const long long batchTokens = sequences * s.seqLen;
        m_effectiveBatch->setText(keepNumbersWithUnits(tr("Effective batch: %1 sequence(s) (%2 tokens)", nullptr, pluralOf)
                                                           .arg(locale.toString(sequences), locale.toString(batchTokens))));
        // One optimizer step takes a whole batch: more than the training data is not one step.
        const double trainedTokens = s.workload.datasetTokens * s.workload.epochs;
        if (static_cast<double>(batchTokens) > trainedTokens)
            batchWarning = tr("\u26A0 The batch is larger than the training data (%1 tokens over all epochs): "
                              "less than one optimizer step")
                               .arg(locale.toString(trainedTokens, 'f', 0));
    }
    if (m_batchWarning->text() != batchWarning)
        m_batchWarning->setText(batchWarning);
    controlutil::setRowVisible(nullptr, m_batchWarning, !batchWarning.isEmpty());
    m_effectiveBatch->setToolTip(tr("Micro-batch \u00d7 gradient accumulation \u00d7 data-parallel replicas"));
    const QString noBackward = notApplicableReason(ControlId::GradAccum, s);
    controlutil::setApplicable(m_gradAccum, m_gradAccumLabel, noBackward);
    controlutil::setApplicable(m_checkpointing, m_checkpointingLabel, notApplicableReason(ControlId::Checkpointing, s),
                               tr("Recompute activations in the backward pass instead of keeping them"));
    controlutil::setApplicable(m_chunkedCe, nullptr, notApplicableReason(ControlId::ChunkedCrossEntropy, s),
                               tr("Compute the loss in chunks so the full fp32 logits are never held at once"));
    m_compiled->setToolTip(tr("The training step runs under torch.compile: elementwise kernels are fused and "
                              "the host launches fewer kernels"));
    controlutil::setApplicable(m_offloadActivations, nullptr,
                               s.checkpointing == core::Checkpointing::Full
                                   ? QString()
                                   : tr("Needs full checkpointing: only the checkpointed layer inputs are offloaded"),
                               tr("The layer inputs that checkpointing keeps are moved to host memory during the "
                                  "forward pass (torchtune enable_activation_offloading, Unsloth)"));
    controlutil::setApplicable(m_optimizerInBackward, nullptr,
                               core::trainsAllWeights(s.method)
                                   ? QString()
                                   : tr("Only full fine-tuning and pre-training keep gradients for every weight"),
                               tr("Each parameter is stepped as soon as its gradient is complete, so the gradients "
                                  "are not all held at once (torchtune optimizer_in_bwd)"));
}

} // namespace gpusizer::ui
