#include "controls/workloadgroup.h"

#include "controls/applicability.h"
#include "controls/controlbuilders.h"
#include "controls/controlutil.h"
#include "document/scenariodocument.h"
#include "widgets/livelabel.h"
#include "widgets/tokencountspinbox.h"
#include "widgets/warninglabel.h"

#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>

namespace gpusizer::ui {

namespace {
// A note under a field, hidden when there is none.
void showNote(WarningLabel *label, const QString &note)
{
    const QString text = note.isEmpty() ? QString() : QStringLiteral("\u26A0 ") + note;
    if (label->text() != text)
        label->setText(text);
    controlutil::setRowVisible(nullptr, label, !text.isEmpty());
}

QString tokensText(double tokens)
{
    const QLocale locale;
    if (tokens >= 1e12)
        return QCoreApplication::translate("WorkloadGroup", "%1 T tokens").arg(locale.toString(tokens / 1e12, 'f', 2));
    if (tokens >= 1e9)
        return QCoreApplication::translate("WorkloadGroup", "%1 B tokens").arg(locale.toString(tokens / 1e9, 'f', 1));
    return QCoreApplication::translate("WorkloadGroup", "%1 M tokens").arg(locale.toString(tokens / 1e6, 'f', 1));
}
} // namespace

WorkloadGroup::WorkloadGroup(ScenarioDocument *document, QWidget *parent)
    : QGroupBox(parent)
    , m_document(document)
    , m_tokensLabel(new QLabel(this))
    , m_tokens(new TokenCountSpinBox(this))
    , m_tokensNote(new WarningLabel(this))
    , m_epochsLabel(new QLabel(this))
    , m_epochs(new QDoubleSpinBox(this))
    , m_total(new LiveLabel(this))
{
    setObjectName(QStringLiteral("workloadGroup"));
    // 1 token .. 10^15, the scenario file's limit (TokenCountSpinBox's range).
    m_tokens->setObjectName(QStringLiteral("datasetTokens"));
    controlutil::setUpSpinBox(m_epochs, QStringLiteral("epochs"), core::Limited::Epochs,
                              {.decimals = 2, .singleStep = 0.5});
    m_tokensNote->setObjectName(QStringLiteral("datasetTokensNote"));
    m_total->setObjectName(QStringLiteral("trainedTokens"));
    m_total->setAlignment(Qt::AlignRight | Qt::AlignVCenter);

    auto *form = new QFormLayout(this);
    controlutil::addBuddyRow(form, m_tokensLabel, m_tokens);
    controlutil::addHiddenRow(form, m_tokensNote);
    controlutil::addBuddyRow(form, m_epochsLabel, m_epochs);
    form->addRow(m_total);

    const controlutil::DocumentEdits edits(this, m_document);
    edits.onValue(
        m_tokens, [](double) { return tr("Dataset size"); },
        [](core::Scenario &s, double tokens) { s.workload.datasetTokens = tokens; }, controlutil::DatasetEdit);
    // A count typed beyond the range is set to the limit: said under the field while the
    // field shows it (an undo ends it in updateFromScenario).
    connect(m_tokens, &TokenCountSpinBox::limitNoteChanged, this,
            [this] { showNote(m_tokensNote, m_tokens->limitNote()); });
    edits.onValue(
        m_epochs, [](double) { return tr("Epochs"); },
        [](core::Scenario &s, double epochs) { s.workload.epochs = epochs; }, controlutil::EpochsEdit);
    connect(document, &ScenarioDocument::scenarioChanged, this, &WorkloadGroup::updateFromScenario);
    retranslateUi();
}

WorkloadGroup::~WorkloadGroup() = default;

void WorkloadGroup::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QGroupBox::changeEvent(event);
}

void WorkloadGroup::retranslateUi()
{
    setTitle(tr("Training data"));
    m_tokensLabel->setText(tr("Datase&t"));
    m_epochsLabel->setText(tr("E&pochs"));
    m_tokens->setAccessibleName(tr("Dataset size in tokens"));
    m_epochs->setAccessibleName(tr("Number of epochs"));
    updateFromScenario();
}

void WorkloadGroup::updateFromScenario()
{
    const core::Scenario &s = m_document->scenario();
    const QSignalBlocker b1(m_tokens), b2(m_epochs);
    controlutil::showValue(m_tokens, s.workload.datasetTokens);
    showNote(m_tokensNote, m_tokens->limitNote());
    controlutil::showValue(m_epochs, s.workload.epochs);
    const QString reason = notApplicableReason(ControlId::DatasetTokens, s);
    controlutil::setApplicable(m_tokens, m_tokensLabel, reason, m_tokens->inputHint());
    controlutil::setApplicable(m_epochs, m_epochsLabel, notApplicableReason(ControlId::Epochs, s));
    m_total->setText(reason.isEmpty() ? tr("Trained: %1").arg(tokensText(s.workload.datasetTokens * s.workload.epochs))
                                      : QString());
}

} // namespace gpusizer::ui
