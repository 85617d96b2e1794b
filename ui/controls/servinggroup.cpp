#include "controls/servinggroup.h"

#include "controls/controlutil.h"
#include "controls/enumtext.h"
#include "document/scenariodocument.h"

#include <cmath>
#include <iterator>
#include <optional>

#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>

namespace gpusizer::ui {

namespace {

using core::LatencyStat;
using core::LoadKind;
using core::ServingEngine;

constexpr ServingEngine kEngines[] = {ServingEngine::VLLM,        ServingEngine::VLLMV0,       ServingEngine::SGLang,
                                      ServingEngine::TensorRTLLM, ServingEngine::Transformers, ServingEngine::LlamaCpp};
// LoadKind::Batch (a static batch) is offered only when a file or the CLI set it.
constexpr LoadKind kLoads[] = {LoadKind::Concurrency, LoadKind::RequestRate, LoadKind::Offline};
constexpr core::DType kKvTypes[] = {core::DType::BF16, core::DType::FP8};
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
constexpr int kMaxLen = 1 << 20;

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
    m_users->setObjectName(QStringLiteral("servingUsers"));
    m_rate->setObjectName(QStringLiteral("servingRate"));
    m_requests->setObjectName(QStringLiteral("servingRequests"));
    m_preset->setObjectName(QStringLiteral("servingPreset"));
    m_inputLen->setObjectName(QStringLiteral("servingInputLen"));
    m_outputLen->setObjectName(QStringLiteral("servingOutputLen"));
    m_prefixCache->setObjectName(QStringLiteral("servingPrefixCache"));
    m_kvDtype->setObjectName(QStringLiteral("servingKvDtype"));
    m_ttft->setObjectName(QStringLiteral("servingTtftTarget"));
    m_tpot->setObjectName(QStringLiteral("servingTpotTarget"));
    m_stat->setObjectName(QStringLiteral("servingTargetStat"));

    m_users->setRange(1, 1000000);
    m_rate->setRange(0.01, 100000);
    m_rate->setDecimals(2);
    m_rate->setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
    m_requests->setRange(1, 1000000000);
    m_inputLen->setRange(0, kMaxLen);
    m_outputLen->setRange(1, kMaxLen);
    m_prefixCache->setRange(0, 100);
    m_prefixCache->setSingleStep(5);
    m_ttft->setRange(0, 600000);
    m_ttft->setDecimals(0);
    m_ttft->setSingleStep(100);
    m_tpot->setRange(0, 10000);
    m_tpot->setDecimals(1);
    m_tpot->setSingleStep(5);
    for (QSpinBox *box : {m_users, m_requests, m_inputLen, m_outputLen})
        box->setGroupSeparatorShown(true);
    for (QDoubleSpinBox *box : {m_rate, m_ttft})
        box->setGroupSeparatorShown(true);
    // Typed values apply once, on Enter or leaving the field; the wheel changes a value only
    // once the field has focus, so scrolling the column does not edit the scenario.
    for (QAbstractSpinBox *box : std::initializer_list<QAbstractSpinBox *>{
             m_users, m_rate, m_requests, m_inputLen, m_outputLen, m_prefixCache, m_ttft, m_tpot}) {
        box->setKeyboardTracking(false);
        box->setFocusPolicy(Qt::StrongFocus);
    }

    // The value of the chosen load sits on its own row under the load: the longest
    // ("1,000,000,000 requests") does not fit beside the combo box in the narrow column.
    auto *loadValue = new QHBoxLayout;
    loadValue->setContentsMargins(0, 0, 0, 0);
    loadValue->addWidget(m_users);
    loadValue->addWidget(m_rate);
    loadValue->addWidget(m_requests);
    auto *form = new QFormLayout(this);
    form->addRow(m_engineLabel, m_engine);
    form->addRow(m_loadLabel, m_load);
    form->addRow(QString(), loadValue);
    form->addRow(m_presetLabel, m_preset);
    form->addRow(m_inputLenLabel, m_inputLen);
    form->addRow(m_outputLenLabel, m_outputLen);
    form->addRow(m_prefixCacheLabel, m_prefixCache);
    form->addRow(m_kvDtypeLabel, m_kvDtype);
    form->addRow(m_ttftLabel, m_ttft);
    form->addRow(m_tpotLabel, m_tpot);
    form->addRow(m_statLabel, m_stat);
    m_engineLabel->setBuddy(m_engine);
    m_loadLabel->setBuddy(m_load);
    m_presetLabel->setBuddy(m_preset);
    m_inputLenLabel->setBuddy(m_inputLen);
    m_outputLenLabel->setBuddy(m_outputLen);
    m_prefixCacheLabel->setBuddy(m_prefixCache);
    m_kvDtypeLabel->setBuddy(m_kvDtype);
    m_ttftLabel->setBuddy(m_ttft);
    m_tpotLabel->setBuddy(m_tpot);
    m_statLabel->setBuddy(m_stat);

    connect(m_engine, &QComboBox::activated, this, [this] {
        const auto engine = controlutil::currentEnum<ServingEngine>(m_engine);
        m_document->applyEdit(tr("Serving engine %1").arg(m_engine->currentText()),
                              [engine](core::Scenario &s) { s.serving.engine = engine; });
    });
    connect(m_load, &QComboBox::activated, this, [this] {
        const auto load = controlutil::currentEnum<LoadKind>(m_load);
        m_document->applyEdit(tr("Load %1").arg(m_load->currentText()),
                              [load](core::Scenario &s) { s.serving.load = load; });
    });
    connect(m_users, &QSpinBox::valueChanged, this, [this](int users) {
        m_document->applyEdit(tr("Concurrent users"), [users](core::Scenario &s) { s.serving.concurrency = users; },
                              controlutil::ServingUsersEdit);
    });
    connect(m_rate, &QDoubleSpinBox::valueChanged, this, [this](double rate) {
        m_document->applyEdit(tr("Requests per second"),
                              [rate](core::Scenario &s) { s.serving.requestsPerSecond = rate; },
                              controlutil::ServingRateEdit);
    });
    connect(m_requests, &QSpinBox::valueChanged, this, [this](int requests) {
        m_document->applyEdit(tr("Offline requests"),
                              [requests](core::Scenario &s) { s.serving.offlineRequests = requests; },
                              controlutil::ServingRequestsEdit);
    });
    // The memory model and the method comparison still read the prompt length
    // (workload.promptLen) and the generated tokens (seqLen): they follow the serving lengths,
    // so the hidden sequence-length control never changes the answer.
    connect(m_preset, &QComboBox::activated, this, [this] {
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
    });
    connect(m_inputLen, &QSpinBox::valueChanged, this, [this](int tokens) {
        m_document->applyEdit(tr("Input tokens"),
                              [tokens](core::Scenario &s) {
                                  s.serving.inputLen = tokens;
                                  s.workload.promptLen = tokens;
                              },
                              controlutil::ServingInputLenEdit);
    });
    connect(m_outputLen, &QSpinBox::valueChanged, this, [this](int tokens) {
        m_document->applyEdit(tr("Output tokens"),
                              [tokens](core::Scenario &s) {
                                  s.serving.outputLen = tokens;
                                  s.seqLen = tokens;
                              },
                              controlutil::ServingOutputLenEdit);
    });
    connect(m_prefixCache, &QSpinBox::valueChanged, this, [this](int percent) {
        m_document->applyEdit(tr("Prefix cache hits"),
                              [percent](core::Scenario &s) { s.serving.prefixCacheHit = percent / 100.0; },
                              controlutil::ServingPrefixCacheEdit);
    });
    connect(m_kvDtype, &QComboBox::activated, this, [this] {
        const auto type = controlutil::currentEnum<core::DType>(m_kvDtype);
        m_document->applyEdit(tr("KV cache %1").arg(m_kvDtype->currentText()),
                              [type](core::Scenario &s) { s.serving.kvDtype = type; });
    });
    connect(m_ttft, &QDoubleSpinBox::valueChanged, this, [this](double ms) {
        m_document->applyEdit(tr("TTFT target"), [ms](core::Scenario &s) { s.serving.ttftTargetMs = target(ms); },
                              controlutil::ServingTtftTargetEdit);
    });
    connect(m_tpot, &QDoubleSpinBox::valueChanged, this, [this](double ms) {
        m_document->applyEdit(tr("TPOT target"), [ms](core::Scenario &s) { s.serving.tpotTargetMs = target(ms); },
                              controlutil::ServingTpotTargetEdit);
    });
    connect(m_stat, &QComboBox::activated, this, [this] {
        const auto stat = controlutil::currentEnum<LatencyStat>(m_stat);
        m_document->applyEdit(tr("Target statistic %1").arg(m_stat->currentText()),
                              [stat](core::Scenario &s) { s.serving.targetStat = stat; });
    });
    connect(document, &ScenarioDocument::scenarioChanged, this, &ServingGroup::updateFromScenario);
    retranslateUi();
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
    rebuildCombos();
}

void ServingGroup::rebuildCombos()
{
    const QSignalBlocker b1(m_engine), b2(m_load), b3(m_preset), b4(m_kvDtype), b5(m_stat);
    m_engine->clear();
    for (ServingEngine engine : kEngines)
        m_engine->addItem(enumtext::servingEngine(engine), static_cast<int>(engine));
    m_load->clear();
    for (LoadKind load : kLoads)
        m_load->addItem(enumtext::loadKind(load), static_cast<int>(load));
    m_preset->clear();
    for (int i = 0; i < int(std::size(kPresets)); ++i)
        m_preset->addItem(presetName(kPresets[i]), i);
    m_preset->addItem(tr("Custom"), kCustom);
    m_kvDtype->clear();
    for (core::DType type : kKvTypes)
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
    // A static batch or an fp16 cache from a file or the CLI is shown, not replaced.
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
    if (m_kvDtype->findData(static_cast<int>(v.kvDtype)) < 0)
        m_kvDtype->addItem(enumtext::dtype(v.kvDtype), static_cast<int>(v.kvDtype));
    controlutil::selectData(m_kvDtype, static_cast<int>(v.kvDtype));
    controlutil::showValue(m_ttft, v.ttftTargetMs.value_or(0.0));
    controlutil::showValue(m_tpot, v.tpotTargetMs.value_or(0.0));
    controlutil::selectData(m_stat, static_cast<int>(v.targetStat));
}

} // namespace gpusizer::ui
