#include "controls/servinggroup.h"

#include "controls/controlbuilders.h"
#include "controls/controlutil.h"
#include "controls/speculativerows.h"
#include "controls/splitrow.h"
#include "text/enumtext.h"
#include "document/scenariodocument.h"

#include <cmath>
#include <iterator>
#include <optional>

#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>

namespace gpusizer::ui {

namespace {

using core::LatencyStat;
using core::LoadKind;
using core::ServingEngine;

// LoadKind::Batch (a static batch) is offered only when a file or the CLI set it.
constexpr LoadKind kLoads[] = {LoadKind::Concurrency, LoadKind::RequestRate, LoadKind::Offline};
constexpr LatencyStat kStats[] = {LatencyStat::Median, LatencyStat::P90, LatencyStat::P99, LatencyStat::Mean};

// Typical request shapes (mean prompt and output tokens); the combo shows Custom for any other.
struct LengthPreset {
    const char *name;
    int inputLen;
    int outputLen;
};
constexpr LengthPreset kPresets[] = {
    {QT_TRANSLATE_NOOP("ServingGroup", "Chat 1k/300"), 1000, 300},
    {QT_TRANSLATE_NOOP("ServingGroup", "RAG 8k/300"), 8000, 300},
    {QT_TRANSLATE_NOOP("ServingGroup", "Summarisation 4k/500"), 4000, 500},
    {QT_TRANSLATE_NOOP("ServingGroup", "Reasoning 1k/4k"), 1000, 4000},
    {QT_TRANSLATE_NOOP("ServingGroup", "Batch 128/128"), 128, 128},
};
constexpr int kCustom = -1;

QString presetName(const LengthPreset &preset)
{
    return QCoreApplication::translate("ServingGroup", preset.name);
}

int presetOf(const core::ServingSettings &v)
{
    for (int i = 0; i < int(std::size(kPresets)); ++i) {
        if (kPresets[i].inputLen == v.inputLen && kPresets[i].outputLen == v.outputLen)
            return i;
    }
    return kCustom;
}

// A target of 0 ms is shown as "none" (the spin box's special value) and means no target.
std::optional<double> target(double ms)
{
    return ms > 0.0 ? std::optional<double>(ms) : std::nullopt;
}

} // namespace

ServingGroup::ServingGroup(ScenarioDocument *document, QWidget *parent)
    : QGroupBox(parent)
    , m_document(document)
    , m_engineLabel(new QLabel(this))
    , m_engine(new QComboBox(this))
    , m_split(new SplitRow(document, this))
    , m_loadLabel(new QLabel(this))
    , m_load(new QComboBox(this))
    , m_users(new QSpinBox(this))
    , m_rate(new QDoubleSpinBox(this))
    , m_requests(new QSpinBox(this))
    , m_presetLabel(new QLabel(this))
    , m_preset(new QComboBox(this))
    , m_inputLenLabel(new QLabel(this))
    , m_inputLen(new QSpinBox(this))
    , m_outputLenLabel(new QLabel(this))
    , m_outputLen(new QSpinBox(this))
    , m_prefixCacheLabel(new QLabel(this))
    , m_prefixCache(new QSpinBox(this))
    , m_kvDtypeLabel(new QLabel(this))
    , m_kvDtype(new QComboBox(this))
    , m_speculative(new SpeculativeRows(document, this))
    , m_ttftLabel(new QLabel(this))
    , m_ttft(new QDoubleSpinBox(this))
    , m_tpotLabel(new QLabel(this))
    , m_tpot(new QDoubleSpinBox(this))
    , m_statLabel(new QLabel(this))
    , m_stat(new QComboBox(this))
{
    setObjectName(QStringLiteral("servingGroup"));
    m_engine->setObjectName(QStringLiteral("servingEngine"));
    m_load->setObjectName(QStringLiteral("servingLoad"));
    m_preset->setObjectName(QStringLiteral("servingPreset"));
    m_kvDtype->setObjectName(QStringLiteral("servingKvDtype"));
    m_stat->setObjectName(QStringLiteral("servingTargetStat"));
    setUpSpinBoxes();
    layOut();
    connectLoad();
    connectLengths();
    connectTargets();
    connect(document, &ScenarioDocument::scenarioChanged, this, &ServingGroup::updateFromScenario);
    retranslateUi();
}

void ServingGroup::setUpSpinBoxes()
{
    using controlutil::setUpSpinBox;
    // The wheel changes a value only once the field has focus, so scrolling the column does not
    // edit the scenario.
    constexpr controlutil::SpinSpec count{.groupSeparator = true, .wheelNeedsFocus = true};
    setUpSpinBox(m_users, QStringLiteral("servingUsers"), core::Limited::Concurrency, count);
    setUpSpinBox(m_rate, QStringLiteral("servingRate"), core::Limited::RequestRate,
                 {.decimals = 3, .groupSeparator = true, .wheelNeedsFocus = true});
    m_rate->setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
    setUpSpinBox(m_requests, QStringLiteral("servingRequests"), core::Limited::OfflineRequests, count);
    setUpSpinBox(m_inputLen, QStringLiteral("servingInputLen"), core::Limited::InputLen, count);
    setUpSpinBox(m_outputLen, QStringLiteral("servingOutputLen"), core::Limited::OutputLen, count);
    setUpSpinBox(m_prefixCache, QStringLiteral("servingPrefixCache"), core::Limited::PrefixCacheHit,
                 {.scale = 100.0, .singleStep = 5, .wheelNeedsFocus = true}); // per cent
    setUpSpinBox(m_ttft, QStringLiteral("servingTtftTarget"), core::Limited::TtftTarget,
                 {.decimals = 0, .noneAtZero = true, .singleStep = 100, .groupSeparator = true, .wheelNeedsFocus = true});
    setUpSpinBox(m_tpot, QStringLiteral("servingTpotTarget"), core::Limited::TpotTarget,
                 {.decimals = 1, .noneAtZero = true, .singleStep = 5, .wheelNeedsFocus = true});
}

void ServingGroup::layOut()
{
    using controlutil::addBuddyRow;
    auto *form = new QFormLayout(this);
    addBuddyRow(form, m_engineLabel, m_engine);
    m_split->addTo(form);
    addBuddyRow(form, m_loadLabel, m_load);
    // The value of the chosen load sits on its own row under the load: the longest
    // ("1,000,000,000 requests") does not fit beside the combo box in the narrow column.
    form->addRow(QString(), controlutil::rowOf({m_users, m_rate, m_requests}));
    addBuddyRow(form, m_presetLabel, m_preset);
    addBuddyRow(form, m_inputLenLabel, m_inputLen);
    addBuddyRow(form, m_outputLenLabel, m_outputLen);
    addBuddyRow(form, m_prefixCacheLabel, m_prefixCache);
    addBuddyRow(form, m_kvDtypeLabel, m_kvDtype);
    m_speculative->addTo(form);
    addBuddyRow(form, m_ttftLabel, m_ttft);
    addBuddyRow(form, m_tpotLabel, m_tpot);
    addBuddyRow(form, m_statLabel, m_stat);
}

void ServingGroup::connectLoad()
{
    const controlutil::DocumentEdits edits(this, m_document);
    edits.onChoice<ServingEngine>(
        m_engine, [](const QString &engine) { return tr("Serving engine %1").arg(engine); },
        [](core::Scenario &s, ServingEngine engine) { s.serving.engine = engine; });
    edits.onChoice<LoadKind>(
        m_load, [](const QString &load) { return tr("Load %1").arg(load); },
        [](core::Scenario &s, LoadKind load) { s.serving.load = load; });
    edits.onValue(
        m_users, [](int) { return tr("Concurrent users"); },
        [](core::Scenario &s, int users) { s.serving.concurrency = users; }, controlutil::ServingUsersEdit);
    edits.onValue(
        m_rate, [](double) { return tr("Requests per second"); },
        [](core::Scenario &s, double rate) { s.serving.requestsPerSecond = rate; }, controlutil::ServingRateEdit);
    edits.onValue(
        m_requests, [](int) { return tr("Offline requests"); },
        [](core::Scenario &s, int requests) { s.serving.offlineRequests = requests; },
        controlutil::ServingRequestsEdit);
}

// The memory model and the method comparison still read the prompt length (workload.promptLen)
// and the generated tokens (seqLen): they follow the serving lengths, so the hidden
// sequence-length control never changes the answer.
void ServingGroup::connectLengths()
{
    connect(m_preset, &QComboBox::activated, this, &ServingGroup::applyPreset);
    const controlutil::DocumentEdits edits(this, m_document);
    edits.onValue(
        m_inputLen, [](int) { return tr("Input tokens"); },
        [](core::Scenario &s, int tokens) {
            s.serving.inputLen = tokens;
            s.workload.promptLen = tokens;
        },
        controlutil::ServingInputLenEdit);
    edits.onValue(
        m_outputLen, [](int) { return tr("Output tokens"); },
        [](core::Scenario &s, int tokens) {
            s.serving.outputLen = tokens;
            s.seqLen = tokens;
        },
        controlutil::ServingOutputLenEdit);
    edits.onValue(
        m_prefixCache, [](int) { return tr("Prefix cache hits"); },
        [](core::Scenario &s, int percent) { s.serving.prefixCacheHit = percent / 100.0; },
        controlutil::ServingPrefixCacheEdit);
    edits.onChoice<core::DType>(
        m_kvDtype, [](const QString &type) { return tr("KV cache %1").arg(type); },
        [](core::Scenario &s, core::DType type) { s.serving.kvDtype = type; });
}

void ServingGroup::applyPreset()
{
    const int index = m_preset->currentData().toInt();
    if (index == kCustom) {
        // Nothing to set: the lengths are typed below.
        m_inputLen->setFocus(Qt::OtherFocusReason);
        return;
    }
    const LengthPreset &preset = kPresets[index];
    m_document->applyEdit(tr("Lengths %1").arg(presetName(preset)), [preset](core::Scenario &s) {
        s.serving.inputLen = preset.inputLen;
        s.serving.outputLen = preset.outputLen;
        s.workload.promptLen = preset.inputLen;
        s.seqLen = preset.outputLen;
    });
}

void ServingGroup::connectTargets()
{
    const controlutil::DocumentEdits edits(this, m_document);
    edits.onValue(
        m_ttft, [](double) { return tr("TTFT target"); },
        [](core::Scenario &s, double ms) { s.serving.ttftTargetMs = target(ms); }, controlutil::ServingTtftTargetEdit);
    edits.onValue(
        m_tpot, [](double) { return tr("TPOT target"); },
        [](core::Scenario &s, double ms) { s.serving.tpotTargetMs = target(ms); }, controlutil::ServingTpotTargetEdit);
    edits.onChoice<LatencyStat>(
        m_stat, [](const QString &stat) { return tr("Target statistic %1").arg(stat); },
        [](core::Scenario &s, LatencyStat stat) { s.serving.targetStat = stat; });
}

ServingGroup::~ServingGroup() = default;

void ServingGroup::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QGroupBox::changeEvent(event);
}

void ServingGroup::retranslateUi()
{
    setTitle(tr("Serving"));
    // Mnemonics avoid the letters of the controls shown with inference and of the menus.
    m_engineLabel->setText(tr("En&gine"));
    m_loadLabel->setText(tr("L&oad"));
    m_presetLabel->setText(tr("Le&ngths"));
    m_inputLenLabel->setText(tr("Inpu&t"));
    m_outputLenLabel->setText(tr("Output"));
    m_prefixCacheLabel->setText(tr("Prefi&x cache"));
    m_kvDtypeLabel->setText(tr("&KV cache"));
    m_ttftLabel->setText(tr("TTFT target"));
    m_tpotLabel->setText(tr("TPOT target"));
    m_statLabel->setText(tr("Statistic"));

    m_users->setSuffix(tr(" users"));
    m_rate->setSuffix(tr(" req/s"));
    m_requests->setSuffix(tr(" requests"));
    m_inputLen->setSuffix(tr(" tokens"));
    m_outputLen->setSuffix(tr(" tokens"));
    m_prefixCache->setSuffix(tr(" %"));
    m_ttft->setSuffix(tr(" ms"));
    m_tpot->setSuffix(tr(" ms"));
    m_ttft->setSpecialValueText(tr("none"));
    m_tpot->setSpecialValueText(tr("none"));

    m_engine->setAccessibleName(tr("Serving engine"));
    m_engine->setToolTip(tr("The engine serving the model; each runs with its documented defaults"));
    m_load->setAccessibleName(tr("Kind of load"));
    m_users->setAccessibleName(tr("Concurrent users"));
    m_users->setToolTip(tr("Requests in flight; a finished request is replaced at once"));
    m_rate->setAccessibleName(tr("Requests per second"));
    m_rate->setToolTip(tr("Requests arriving per second at random times"));
    m_requests->setAccessibleName(tr("Requests in the offline job"));
    m_requests->setToolTip(tr("Requests available at the start of a batch job"));
    m_preset->setAccessibleName(tr("Request length preset"));
    m_inputLen->setAccessibleName(tr("Input tokens per request"));
    m_inputLen->setToolTip(tr("Mean prompt length"));
    m_outputLen->setAccessibleName(tr("Output tokens per request"));
    m_outputLen->setToolTip(tr("Mean number of generated tokens"));
    m_prefixCache->setAccessibleName(tr("Prefix cache hit rate in percent"));
    m_prefixCache->setToolTip(tr("Share of prompt tokens served from the prefix cache (shared system "
                                 "prompts, earlier turns of a chat)"));
    m_kvDtype->setAccessibleName(tr("KV cache number format"));
    m_kvDtype->setToolTip(tr("fp8 holds twice the tokens in the same memory"));
    m_ttft->setAccessibleName(tr("Time to first token target in milliseconds"));
    m_ttft->setToolTip(tr("Time to first token the deployment must meet; none: no target"));
    m_tpot->setAccessibleName(tr("Time per output token target in milliseconds"));
    m_tpot->setToolTip(tr("Time per output token the deployment must meet; none: no target"));
    m_stat->setAccessibleName(tr("Statistic of the latency targets"));
    m_stat->setToolTip(tr("The targets hold for this statistic of the requests (p99: 99 in 100)"));
    m_speculative->retranslateUi();
    m_split->retranslateUi();
    rebuildCombos();
}

void ServingGroup::rebuildCombos()
{
    const QSignalBlocker b1(m_engine), b2(m_load), b3(m_preset), b4(m_kvDtype), b5(m_stat);
    m_engine->clear();
    for (ServingEngine engine : core::kServingEngines)
        m_engine->addItem(enumtext::servingEngine(engine), static_cast<int>(engine));
    m_load->clear();
    for (LoadKind load : kLoads)
        m_load->addItem(enumtext::loadKind(load), static_cast<int>(load));
    m_preset->clear();
    for (int i = 0; i < int(std::size(kPresets)); ++i)
        m_preset->addItem(presetName(kPresets[i]), i);
    m_preset->addItem(tr("Custom"), kCustom);
    m_kvDtype->clear();
    for (core::DType type : core::kKvCacheTypes)
        m_kvDtype->addItem(enumtext::dtype(type), static_cast<int>(type));
    m_stat->clear();
    for (LatencyStat stat : kStats)
        m_stat->addItem(enumtext::latencyStat(stat), static_cast<int>(stat));
    // The rebuilt combo boxes select the scenario's entries again.
    updateFromScenario();
}

void ServingGroup::updateFromScenario()
{
    const core::ServingSettings &v = m_document->scenario().serving;
    const QSignalBlocker b1(m_engine), b2(m_load), b3(m_users), b4(m_rate), b5(m_requests), b6(m_preset),
        b7(m_inputLen), b8(m_outputLen), b9(m_prefixCache), b10(m_kvDtype), b11(m_ttft), b12(m_tpot), b13(m_stat);
    controlutil::selectData(m_engine, static_cast<int>(v.engine));
    // A static batch from a file or the CLI is shown, not replaced.
    if (m_load->findData(static_cast<int>(v.load)) < 0)
        m_load->addItem(enumtext::loadKind(v.load), static_cast<int>(v.load));
    controlutil::selectData(m_load, static_cast<int>(v.load));
    controlutil::showValue(m_users, v.concurrency);
    controlutil::showValue(m_rate, v.requestsPerSecond);
    controlutil::showValue(m_requests, v.offlineRequests);
    const bool users = v.load == LoadKind::Concurrency || v.load == LoadKind::Batch;
    controlutil::setRowVisible(nullptr, m_users, users);
    controlutil::setRowVisible(nullptr, m_rate, v.load == LoadKind::RequestRate);
    controlutil::setRowVisible(nullptr, m_requests, v.load == LoadKind::Offline);

    controlutil::selectData(m_preset, presetOf(v));
    controlutil::showValue(m_inputLen, v.inputLen);
    controlutil::showValue(m_outputLen, v.outputLen);
    controlutil::showValue(m_prefixCache, static_cast<int>(std::lround(v.prefixCacheHit * 100.0)));
    controlutil::selectData(m_kvDtype, static_cast<int>(v.kvDtype));
    controlutil::showValue(m_ttft, v.ttftTargetMs.value_or(0.0));
    controlutil::showValue(m_tpot, v.tpotTargetMs.value_or(0.0));
    controlutil::selectData(m_stat, static_cast<int>(v.targetStat));
    m_speculative->updateFromScenario();
    m_split->updateFromScenario();
}

} // namespace gpusizer::ui
