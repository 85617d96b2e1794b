#include "controls/invalidsettings.h"

#include "analysis/analysis.h"
#include "text/errortext.h"
#include "document/scenariodocument.h"

#include <QLabel>
#include <QPalette>
#include <QScrollArea>
#include <QWidget>

#include <initializer_list>
#include <string_view>
#include <utility>

namespace gpusizer::ui {

namespace {

struct FieldControls {
    std::string_view field;
    std::initializer_list<const char *> names;
};

// The fields core names in its errors (the scenario file's keys, model/fieldlimits.h) and the
// controls that set them (their object names in the control panel).
constexpr FieldControls kFields[] = {
    { "cluster.gpu", { "gpuType" } },
    { "model", { "modelPreset", "modelSize" } },
    { "seq_len", { "seqLen" } },
    { "micro_batch", { "microBatch" } },
    { "grad_accum", { "gradAccum" } },
    { "compute_dtype", { "precision" } },
    { "weight_dtype", { "weightFormat" } },
    { "lora.rank", { "loraRank" } },
    { "lora.alpha", { "loraRank" } },
    { "lora.targets", { "loraTargets" } },
    { "workload.dataset_tokens", { "datasetTokens" } },
    { "workload.epochs", { "epochs" } },
    { "cluster.gpus", { "gpusPerNode", "nodes" } },
    { "cluster.gpus_per_node", { "gpusPerNode" } },
    { "cluster.tp", { "tensorParallel" } },
    { "cluster.pp", { "pipelineParallel" } },
    { "serving.load", { "servingLoad" } },
    { "serving.disaggregation", { "servingColocate" } },
    { "serving.input_len", { "servingInputLen" } },
    { "serving.output_len", { "servingOutputLen" } },
    { "serving.concurrency", { "servingUsers" } },
    { "serving.requests_per_s", { "servingRate" } },
    { "serving.offline_requests", { "servingRequests" } },
    { "serving.prefix_cache_hit", { "servingPrefixCache" } },
    { "serving.kv_dtype", { "servingKvDtype" } },
    { "serving.ttft_target_ms", { "servingTtftTarget" } },
    { "serving.tpot_target_ms", { "servingTpotTarget" } },
    { "serving.speculative.method", { "servingSpeculative" } },
    { "serving.speculative.draft_model", { "servingDraftModel" } },
    { "serving.speculative.draft_tokens", { "servingSpecTokens" } },
    { "serving.speculative.acceptance_length", { "servingAcceptance" } },
    { "prices.currency", { "currency" } },
    { "prices.lifetime_years", { "lifetimeYears" } },
    { "prices.power_price_per_kwh", { "powerPrice" } },
    { "prices.usage_hours_per_year", { "usageHours" } },
    { "prices.utilisation", { "utilisation" } },
    { "prices.rack_kw", { "rackKw" } },
    { "prices.pue", { "pue" } },
    { "prices.hosting_per_kw_month", { "hostingPerKwMonth" } },
    { "prices.residual_percent", { "residualPercent" } },
    { "prices.interest_percent", { "interestPercent" } },
    { "prices.support_percent", { "supportPercent" } },
    { "prices.licence_per_gpu_year", { "licencePerGpuYear" } },
};

// A pinned price's key names its GPU: "prices.pinned.h100-sxm.rent_per_gpu_hour".
constexpr FieldControls kPinnedFields[] = {
    { "rent_per_gpu_hour", { "rentPerGpuHour" } },
    { "purchase_per_gpu", { "purchasePerGpu" } },
};

QColor blend(const QColor &a, const QColor &b, qreal share)
{
    return QColor::fromRgbF(static_cast<float>(a.redF() * (1 - share) + b.redF() * share),
        static_cast<float>(a.greenF() * (1 - share) + b.greenF() * share),
        static_cast<float>(a.blueF() * (1 - share) + b.blueF() * share));
}

bool isDark(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightness() < 128;
}

// The label whose buddy is `widget` (the row's label in a form).
QLabel *labelOf(QWidget *widget, QWidget *within)
{
    for (QLabel *label : within->findChildren<QLabel *>())
        if (label->buddy() == widget)
            return label;
    return nullptr;
}

} // namespace

InvalidSettingMarker::InvalidSettingMarker(ScenarioDocument *document, QWidget *controls)
    : QObject(controls)
    , m_document(document)
    , m_controls(controls)
{
    connect(document, &ScenarioDocument::analysisChanged, this, &InvalidSettingMarker::showAnalysis);
}

InvalidSettingMarker::~InvalidSettingMarker() = default;

QStringList InvalidSettingMarker::controlNames(const core::Error &error)
{
    QStringList names;
    const std::string_view field = error.field;
    // Architecture fields ("model.hidden") belong to the model controls, the draft's
    // ("serving.speculative.draft_model.vocab") to the draft model's, the pools' counts
    // ("serving.disaggregation.prefill_replicas") to the split's row.
    constexpr std::string_view draft = "serving.speculative.draft_model";
    constexpr std::string_view split = "serving.disaggregation";
    const std::string_view key = field.starts_with("model.") ? std::string_view("model")
        : field.starts_with(draft)                            ? draft
        : field.starts_with(split)                            ? split
                                                              : field;
    for (const FieldControls &entry : kFields)
        if (entry.field == key)
            for (const char *name : entry.names)
                names << QString::fromLatin1(name);
    if (field.starts_with("prices.pinned."))
        for (const FieldControls &entry : kPinnedFields)
            if (field.ends_with(entry.field))
                for (const char *name : entry.names)
                    names << QString::fromLatin1(name);
    // Not a multiple of tp x pp x cp: the parallel degrees are as much the cause.
    if (error.rule == core::ErrorRule::MultipleOfParallel)
        names << QStringLiteral("tensorParallel") << QStringLiteral("pipelineParallel");
    // GPUs that are not a split's pools' (the one count both bounds allow): the split's row is
    // the other half.
    if (field == "cluster.gpus" && error.code == core::ErrorCode::OutOfRange && error.bounds
        && error.bounds->low == error.bounds->high)
        names << QStringLiteral("servingColocate");
    // A format the serving engine cannot run: the engine is the other half.
    if (error.rule == core::ErrorRule::EngineFormat || error.rule == core::ErrorRule::EngineGpu)
        names << QStringLiteral("servingEngine");
    return names;
}

QList<QWidget *> InvalidSettingMarker::marked() const
{
    QList<QWidget *> widgets;
    for (const Mark &m : m_marks)
        if (m.widget)
            widgets << m.widget.data();
    return widgets;
}

void InvalidSettingMarker::showAnalysis(const core::Analysis &analysis)
{
    if (analysis.valid) {
        if (!m_marks.empty())
            clear();
        m_scrolledTo = nullptr;
        return;
    }
    clear();
    const QString reason = errorText(analysis.error, m_document->gpuCatalog());
    for (const QString &name : controlNames(analysis.error))
        if (auto *widget = m_controls->findChild<QWidget *>(name); widget && widget->isVisibleTo(m_controls))
            mark(widget, reason);
    // The column scrolls to a newly marked control (the GPU is below the fold on a laptop);
    // not again on every change while it stays marked.
    QWidget *first = m_marks.empty() ? nullptr : m_marks.front().widget.data();
    if (first && first != m_scrolledTo) {
        for (QWidget *w = m_controls->parentWidget(); w; w = w->parentWidget())
            if (auto *scroll = qobject_cast<QScrollArea *>(w)) {
                scroll->ensureWidgetVisible(first);
                break;
            }
    }
    m_scrolledTo = first;
}

void InvalidSettingMarker::mark(QWidget *widget, const QString &reason)
{
    // A widget that follows its parent's palette follows it again afterwards (a palette switch in
    // between stays visible); one with a palette of its own gets that back.
    const auto own = [](const QWidget *w) { return w->testAttribute(Qt::WA_SetPalette) ? w->palette() : QPalette(); };
    Mark m { widget, labelOf(widget, m_controls), reason, widget->toolTip(), {}, own(widget), {} };
    const QColor warning = isDark(widget->palette()) ? QColor(0xE5, 0x73, 0x73) : QColor(0xC6, 0x28, 0x28);
    const qreal share = isDark(widget->palette()) ? 0.35 : 0.22;
    QPalette tinted = widget->palette();
    for (const QPalette::ColorRole role : { QPalette::Base, QPalette::Button })
        for (const QPalette::ColorGroup group : { QPalette::Active, QPalette::Inactive })
            tinted.setColor(group, role, blend(widget->palette().color(group, role), warning, share));
    widget->setPalette(tinted);
    widget->setProperty(kProperty, true);
    widget->setToolTip(reason);
    if (m.label) {
        m.labelTip = m.label->toolTip();
        m.labelPalette = own(m.label);
        QPalette text = m.label->palette();
        for (const QPalette::ColorGroup group : { QPalette::Active, QPalette::Inactive })
            text.setColor(group, QPalette::WindowText, warning);
        m.label->setPalette(text);
        m.label->setToolTip(reason);
    }
    m_marks.push_back(std::move(m));
}

void InvalidSettingMarker::clear()
{
    // The palettes as they were; a tooltip the control set since stays.
    for (const Mark &m : std::exchange(m_marks, {})) {
        if (m.widget) {
            m.widget->setPalette(m.widgetPalette);
            m.widget->setProperty(kProperty, QVariant());
            if (m.widget->toolTip() == m.reason)
                m.widget->setToolTip(m.widgetTip);
        }
        if (m.label) {
            m.label->setPalette(m.labelPalette);
            if (m.label->toolTip() == m.reason)
                m.label->setToolTip(m.labelTip);
        }
    }
}

} // namespace gpusizer::ui
