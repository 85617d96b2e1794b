#include "controls/speculativerows.h"
#include "util/qstringfromutf8.h"

#include "controls/controlbuilders.h"
#include "controls/controlutil.h"
#include "controls/overridespinbox.h"
#include "controls/speculativeapplicability.h"
#include "document/scenariodocument.h"
#include "model/acceptancedefaults.h"
#include "model/fieldlimits.h"
#include "model/scenario.h"

#include <algorithm>
#include <optional>

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStandardItemModel>

namespace gpusizer::ui {

using core::toQString;

namespace {

using core::SpeculativeMethod;

constexpr SpeculativeMethod kMethods[] = {SpeculativeMethod::None,   SpeculativeMethod::DraftModel,
                                          SpeculativeMethod::Eagle,  SpeculativeMethod::Eagle3,
                                          SpeculativeMethod::Mtp,    SpeculativeMethod::Ngram};

// The acceptance length shown and typed with two decimals (the published figures have two).
constexpr int kAcceptanceDecimals = 2;

QString acceptanceText(double tokens)
{
    return QLocale().toString(tokens, 'f', kAcceptanceDecimals);
}

// Sets a tooltip only on a change: every set of an item's data makes the combo box lay out again,
// and the controls follow the scenario on every slider tick.
void setItemState(QComboBox *combo, int index, bool enabled, const QString &tip)
{
    auto *model = qobject_cast<QStandardItemModel *>(combo->model());
    QStandardItem *item = model ? model->item(index) : nullptr;
    if (!item)
        return;
    if (item->isEnabled() != enabled)
        item->setEnabled(enabled);
    if (item->toolTip() != tip)
        item->setToolTip(tip);
}

} // namespace

SpeculativeRows::SpeculativeRows(ScenarioDocument *document, QWidget *group)
    : QObject(group)
    , m_document(document)
    , m_methodLabel(new QLabel(group))
    , m_method(new QComboBox(group))
    , m_draftLabel(new QLabel(group))
    , m_draft(new QComboBox(group))
    , m_tokensLabel(new QLabel(group))
    , m_tokens(new QSpinBox(group))
    , m_acceptanceLabel(new QLabel(group))
    , m_acceptance(new OverrideSpinBox(group))
{
    m_method->setObjectName(QStringLiteral("servingSpeculative"));
    m_draft->setObjectName(QStringLiteral("servingDraftModel"));
    // The longest preset names ("DeepSeek-R1-Distill-Qwen-1.5B") would widen the column.
    m_draft->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_draft->setMinimumContentsLength(12);
    using controlutil::setUpSpinBox;
    setUpSpinBox(m_tokens, QStringLiteral("servingSpecTokens"), core::Limited::SpecTokens, {.wheelNeedsFocus = true});
    // 0 is the default (the box's special value); an explicit length starts at the field's low
    // bound, 1 (a step that keeps only the model's own token). The maximum follows k.
    setUpSpinBox(m_acceptance, QStringLiteral("servingAcceptance"), core::Limited::AcceptanceLength,
                 {.decimals = kAcceptanceDecimals, .noneAtZero = true, .singleStep = 0.1, .wheelNeedsFocus = true});
    m_acceptance->setFloor(core::fieldLimit(core::Limited::AcceptanceLength).low);
    connectEdits();
}

SpeculativeRows::~SpeculativeRows() = default;

void SpeculativeRows::addTo(QFormLayout *form)
{
    using controlutil::addBuddyRow;
    addBuddyRow(form, m_methodLabel, m_method);
    addBuddyRow(form, m_draftLabel, m_draft);
    addBuddyRow(form, m_tokensLabel, m_tokens);
    addBuddyRow(form, m_acceptanceLabel, m_acceptance);
}

void SpeculativeRows::connectEdits()
{
    const controlutil::DocumentEdits edits(this, m_document);
    const core::ModelCatalog *catalog = &m_document->modelCatalog();
    edits.onChoice<SpeculativeMethod>(
        m_method, [](const QString &method) { return tr("Speculative decoding %1").arg(method); },
        [catalog](core::Scenario &s, SpeculativeMethod method) {
            core::SpeculativeSettings &spec = s.serving.speculative;
            spec.method = method;
            // A draft model needs one: the smallest preset that can draft for the model, in the
            // same step, so the choice gives an estimate at once (the row below changes it).
            if (method == SpeculativeMethod::DraftModel && !spec.draftModel) {
                const auto presets = draftPresets(*catalog, s.model);
                if (!presets.empty())
                    spec.draftModel = *presets.front();
            }
        });
    connect(m_draft, &QComboBox::activated, this, &SpeculativeRows::applyDraftModel);
    edits.onValue(
        m_tokens, [](int) { return tr("Draft tokens"); },
        [](core::Scenario &s, int tokens) {
            core::SpeculativeSettings &spec = s.serving.speculative;
            spec.draftTokens = tokens;
            // A step keeps at most its k drafts and the model's own token.
            if (spec.acceptanceLength)
                spec.acceptanceLength = std::min(*spec.acceptanceLength, tokens + 1.0);
        },
        controlutil::ServingSpecTokensEdit);
    edits.onValue(
        m_acceptance, [](double) { return tr("Acceptance length"); },
        [](core::Scenario &s, double tokens) {
            s.serving.speculative.acceptanceLength = tokens > 0.0 ? std::optional<double>(tokens) : std::nullopt;
        },
        controlutil::ServingAcceptanceEdit);
}

void SpeculativeRows::applyDraftModel(int index)
{
    // The entry for a draft that is no preset (a file's own) has nothing to apply.
    const QString id = m_draft->itemData(index).toString();
    const core::Architecture *preset = id.isEmpty() ? nullptr : m_document->modelCatalog().find(id.toStdString());
    if (!preset)
        return;
    m_document->applyEdit(tr("Draft model %1").arg(m_draft->itemText(index)),
                          [preset](core::Scenario &s) { s.serving.speculative.draftModel = *preset; });
}

void SpeculativeRows::retranslateUi()
{
    m_methodLabel->setText(tr("Speculation"));
    m_draftLabel->setText(tr("Draft model"));
    m_tokensLabel->setText(tr("Draft tokens"));
    m_acceptanceLabel->setText(tr("Acceptance"));
    m_acceptance->setSuffix(tr(" tokens"));

    m_method->setAccessibleName(tr("Speculative decoding method"));
    m_draft->setAccessibleName(tr("Draft model preset"));
    m_draft->setToolTip(tr("The smaller model that drafts; it must have the model\u2019s vocabulary"));
    m_tokens->setAccessibleName(tr("Tokens drafted per step"));
    m_tokens->setToolTip(tr("Tokens drafted each step (k); the model checks them in one step and adds one "
                            "of its own"));
    m_acceptance->setAccessibleName(tr("Mean tokens accepted per step"));
    rebuildMethods();
}

void SpeculativeRows::rebuildMethods()
{
    const QSignalBlocker blocker(m_method);
    m_method->clear();
    for (SpeculativeMethod method : kMethods) {
        QString name;
        switch (method) {
        case SpeculativeMethod::None: name = tr("None"); break;
        case SpeculativeMethod::DraftModel: name = tr("Draft model"); break;
        case SpeculativeMethod::Eagle: name = tr("EAGLE"); break;
        case SpeculativeMethod::Eagle3: name = tr("EAGLE-3"); break;
        case SpeculativeMethod::Mtp: name = tr("MTP"); break;
        case SpeculativeMethod::Ngram: name = tr("N-gram"); break;
        }
        m_method->addItem(name, static_cast<int>(method));
    }
    // The rebuilt entries get their state and the scenario's selection again.
    updateFromScenario();
}

void SpeculativeRows::updateFromScenario()
{
    const core::Scenario &s = m_document->scenario();
    const core::SpeculativeSettings &spec = s.serving.speculative;
    const QSignalBlocker b1(m_method), b2(m_draft), b3(m_tokens), b4(m_acceptance);
    updateDraftModels(s);
    updateMethods(s);
    controlutil::showValue(m_tokens, spec.draftTokens);
    updateAcceptance(s);
    controlutil::setRowVisible(m_draftLabel, m_draft, spec.method == SpeculativeMethod::DraftModel);
    controlutil::setRowVisible(m_tokensLabel, m_tokens, spec.enabled());
    controlutil::setRowVisible(m_acceptanceLabel, m_acceptance, spec.enabled());
}

void SpeculativeRows::updateMethods(const core::Scenario &s)
{
    const SpeculativeMethod current = s.serving.speculative.method;
    QString currentReason;
    for (int i = 0; i < m_method->count(); ++i) {
        const auto method = static_cast<SpeculativeMethod>(m_method->itemData(i).toInt());
        const QString reason = speculativeMethodReason(method, s, m_draftPresets.size());
        // The scenario's own method stays choosable (a file or the CLI set it): its reason is
        // the combo's tooltip, and the estimate says why it fails.
        setItemState(m_method, i, reason.isEmpty() || method == current, reason);
        if (method == current)
            currentReason = reason;
    }
    controlutil::selectData(m_method, static_cast<int>(current));
    const QString tip = currentReason.isEmpty()
        ? tr("Speculative decoding: a draft proposes tokens that the model checks in one step, so one step can "
             "give several tokens")
        : currentReason;
    if (m_method->toolTip() != tip)
        m_method->setToolTip(tip);
}

void SpeculativeRows::updateDraftModels(const core::Scenario &s)
{
    if (!m_presetsKnown || !(m_presetsFor == s.model)) {
        m_presetsFor = s.model;
        m_presetsKnown = true;
        m_draftPresets = draftPresets(m_document->modelCatalog(), s.model);
        m_draft->clear();
        for (const core::Architecture *preset : m_draftPresets)
            m_draft->addItem(QString::fromStdString(preset->displayName), QString::fromStdString(preset->id));
        m_otherDraft.clear();
    }
    const std::optional<core::Architecture> &draft = s.serving.speculative.draftModel;
    const auto found = !draft ? m_draftPresets.end()
                              : std::find_if(m_draftPresets.begin(), m_draftPresets.end(),
                                             [&draft](const core::Architecture *p) { return p->id == draft->id; });
    // A draft that is none of the presets (a file's own, or one of another vocabulary) is shown
    // by its name after them, so the row says what the estimate uses.
    const QString other = draft && found == m_draftPresets.end()
        ? QString::fromStdString(draft->displayName.empty() ? draft->id : draft->displayName)
        : QString();
    if (other != m_otherDraft) {
        if (!m_otherDraft.isEmpty())
            m_draft->removeItem(m_draft->count() - 1);
        if (!other.isEmpty())
            m_draft->addItem(other, QString());
        m_otherDraft = other;
    }
    const int index = !draft ? -1
        : found != m_draftPresets.end() ? static_cast<int>(found - m_draftPresets.begin())
                                        : m_draft->count() - 1;
    if (m_draft->currentIndex() != index)
        m_draft->setCurrentIndex(index);
}

void SpeculativeRows::updateAcceptance(const core::Scenario &s)
{
    const core::SpeculativeSettings &spec = s.serving.speculative;
    // A step keeps at most its k drafts and the model's own token (validateSpeculative). A
    // file's length above that is shown as it is, marked with core's reason, not cut to fit.
    const double most = std::max(spec.draftTokens + 1.0, spec.acceptanceLength.value_or(0.0));
    if (m_acceptance->maximum() != most)
        m_acceptance->setMaximum(most);
    const core::AcceptanceProfile &profile = core::defaultAcceptance(spec.method, s.model);
    const double fallback = core::acceptanceLength(profile, spec.draftTokens);
    m_acceptance->setDefaultValue(fallback);
    const QString special = tr("Default %1").arg(acceptanceText(fallback));
    if (m_acceptance->specialValueText() != special)
        m_acceptance->setSpecialValueText(special);
    // The bound goes in as an argument: lupdate reads "\u00A01" in a source text as one code point.
    const QString tip = tr("Mean tokens the model keeps a step, its own included (1 to %1); "
                           "the default is the published figure for the method and model: %2")
                            .arg(QStringLiteral("k\u00A0+\u00A01"),
                                 toQString(profile.source));
    if (m_acceptance->toolTip() != tip) {
        m_acceptance->setToolTip(tip);
        m_acceptanceLabel->setToolTip(tip);
    }
    controlutil::showValue(m_acceptance, spec.acceptanceLength.value_or(0.0));
}

} // namespace gpusizer::ui
