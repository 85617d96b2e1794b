#include "tradeoffs/paretoview.h"

#include "analysis/analysis.h"
#include "charts/datacsv.h"
#include "document/scenariodocument.h"
#include "model/dtype.h"
#include "tradeoffs/paretochart.h"
#include "tradeoffs/paretocsv.h"
#include "tradeoffs/paretotext.h"
#include "tradeoffs/tradeofflayout.h"
#include "util/logging.h"

#include <QCheckBox>
#include <QComboBox>
#include <QElapsedTimer>
#include <QEvent>
#include <QLabel>

#include <spdlog/spdlog.h>

#include <algorithm>
#include <iterator>

namespace gpusizer::ui {

namespace {

// The configurations on the front the chart shows: core's non-dominated ones of its axes.
std::size_t frontSize(const core::ServingPareto &s, ParetoAxes axes)
{
    const bool cost = axes == ParetoAxes::ServingCost;
    return std::size_t(std::count_if(s.points.begin(), s.points.end(),
        [cost](const core::ServingParetoPoint &p) { return cost ? !p.costDominated : !p.dominated; }));
}

} // namespace

ParetoView::ParetoView(ScenarioDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_axesLabel(new QLabel(this))
    , m_axesCombo(new QComboBox(this))
    , m_engines(new QCheckBox(this))
    , m_status(new QLabel(this))
    , m_chart(new ParetoChart(this))
    , m_job(this, document,
          { .key = [this] { return currentKey(); },
              .ready = [](const core::Analysis &a) { return a.valid && !a.recommendationPending; },
              .work = &ParetoView::compute,
              .follow = [this](const core::Analysis &a) { followAnalysis(a); },
              .shown = [this](Sweep s) { sweepDone(std::move(s)); } })
{
    setObjectName(QStringLiteral("paretoView"));
    m_axesCombo->setObjectName(QStringLiteral("paretoAxes"));
    m_engines->setObjectName(QStringLiteral("paretoEveryEngine"));
    m_status->setObjectName(QStringLiteral("paretoStatus"));
    tradeofflayout::layOut(this, m_status, m_axesLabel, m_axesCombo, m_engines, m_chart);
    new DataCsvAction(
        m_chart, [this] { return csv(); }, [this] { return m_chart->title(); });

    connect(m_axesCombo, &QComboBox::currentIndexChanged, this, [this] {
        showPlot();
        updateStatus();
    });
    connect(m_engines, &QCheckBox::toggled, this, [this] {
        updateStatus();
        m_job.request();
    });
    connect(m_chart, &ParetoChart::pointClicked, this, &ParetoView::applyPoint);
    m_servingShown = serving();
    m_axesLabel->setVisible(m_servingShown);
    m_axesCombo->setVisible(m_servingShown);
    m_engines->setVisible(m_servingShown);
    retranslateUi();
}

// A sweep still running finishes on the pool with its own copies; its result is dropped.
ParetoView::~ParetoView() = default;

ParetoView::Sweep ParetoView::compute(const Key &key, const core::GpuCatalog &catalog)
{
    QElapsedTimer timer;
    timer.start();
    Sweep sweep;
    sweep.serving = key.scenario.method == core::Method::Inference;
    if (sweep.serving) {
        core::ServingParetoOptions options;
        if (key.everyEngine)
            options.engines.assign(std::begin(core::kServingEngines), std::end(core::kServingEngines));
        sweep.servingPoints = core::servingPareto(key.scenario, catalog, options);
    } else {
        sweep.trainingPoints = core::trainingPareto(key.scenario, catalog);
    }
    core::logging::get("ui")->debug("pareto sweep: {} points in {} ms",
        sweep.serving ? sweep.servingPoints.points.size() : sweep.trainingPoints.points.size(), timer.elapsed());
    return sweep;
}

bool ParetoView::serving() const
{
    return m_document->scenario().method == core::Method::Inference;
}

ParetoAxes ParetoView::axes() const
{
    if (!serving())
        return ParetoAxes::Training;
    return m_axesCombo->currentData().toInt() == int(ParetoAxes::ServingCost) ? ParetoAxes::ServingCost
                                                                              : ParetoAxes::ServingSpeed;
}

void ParetoView::setAxes(ParetoAxes axes)
{
    if (const int i = m_axesCombo->findData(int(axes)); i >= 0)
        m_axesCombo->setCurrentIndex(i);
}

const core::ServingPareto *ParetoView::servingSweep() const
{
    return m_sweep && m_sweep->serving ? &m_sweep->servingPoints : nullptr;
}

const core::TrainingPareto *ParetoView::trainingSweep() const
{
    return m_sweep && !m_sweep->serving ? &m_sweep->trainingPoints : nullptr;
}

ParetoView::Key ParetoView::currentKey() const
{
    return { m_document->scenario(), m_engines->isChecked() };
}

bool ParetoView::isCurrent() const
{
    return m_sweep && m_job.isCurrent();
}

void ParetoView::followAnalysis(const core::Analysis &analysis)
{
    const bool servingNow = serving();
    if (servingNow != m_servingShown) {
        m_servingShown = servingNow;
        m_axesLabel->setVisible(servingNow);
        m_axesCombo->setVisible(servingNow);
        m_engines->setVisible(servingNow);
        // A sweep of the other family cannot stand for this scenario, not even faded.
        if (m_sweep && m_sweep->serving != servingNow) {
            m_sweep.reset();
            m_job.forget();
        }
        showPlot();
    }
    m_chart->setCurrent(currentMark(analysis, axes()));
    m_chart->setStale(!isCurrent());
    updateStatus();
}

void ParetoView::sweepDone(Sweep sweep)
{
    m_sweep = std::make_shared<const Sweep>(std::move(sweep));
    showPlot();
    updateStatus();
    emit sweepShown();
}

void ParetoView::finishSweep()
{
    m_job.finish();
}

void ParetoView::showPlot()
{
    const core::Analysis &analysis = m_document->analysis();
    const ParetoAxes a = axes();
    const Key *shown = m_job.shownKey();
    const core::Scenario &scenario = shown != nullptr ? shown->scenario : m_document->scenario();
    const std::string currency = scenario.prices.currency;
    ParetoTexts texts;
    texts.xTitle = paretotext::xTitle(a, scenario);
    texts.yTitle = paretotext::yTitle(a, scenario);
    texts.xTick = [a, currency](double v, int d) { return paretotext::xTick(a, v, d, currency); };
    texts.yTick = [a, currency](double v, int d) { return paretotext::yTick(a, v, d, currency); };
    texts.frontKey = tr("On the front");
    texts.dominatedKey = tr("Dominated");
    texts.currentKey = tr("This scenario");
    texts.stale = tr("Updating\u2026");
    ParetoPlot plot;
    const std::shared_ptr<const Sweep> sweep = m_sweep;
    const core::GpuCatalog *catalog = &m_document->gpuCatalog();
    if (const core::ServingPareto *s = servingSweep()) {
        plot = servingPlot(*s, a, analysis);
        if (scenario.serving.ttftTargetMs || scenario.serving.tpotTargetMs)
            texts.hollowKey = tr("Misses a latency target");
        if (plot.targetTokensPerUser)
            texts.regionKey = tr("Meets the TPOT target");
        const core::Scenario base = scenario;
        m_chart->setToolTipSource([sweep, catalog, a, base](const ParetoMark &m) {
            return paretotext::servingToolTip(sweep->servingPoints.points.at(m.point), a, *catalog, base);
        });
    } else if (const core::TrainingPareto *t = trainingSweep()) {
        plot = trainingPlot(*t, analysis);
        texts.hollowKey = tr("Misses the deadline or budget");
        if (std::any_of(plot.marks.begin(), plot.marks.end(), [](const ParetoMark &m) { return m.uncalibrated; }))
            texts.uncalibratedKey = tr("Speed not calibrated");
        m_chart->setToolTipSource([sweep, catalog](const ParetoMark &m) {
            return paretotext::trainingToolTip(sweep->trainingPoints.points.at(m.point), *catalog);
        });
    } else {
        plot.axes = a;
        plot.current = currentMark(analysis, a);
        m_chart->setToolTipSource({});
    }
    m_chart->setPlot(std::move(plot), std::move(texts));
    m_chart->setStale(!isCurrent());
}

void ParetoView::updateStatus()
{
    const core::Analysis &analysis = m_document->analysis();
    QString text;
    if (!analysis.valid)
        text = tr("The scenario cannot be estimated.");
    else if (!isCurrent())
        text = m_sweep ? tr("Updating the front\u2026") : tr("Computing the front\u2026");
    else if (const core::ServingPareto *s = servingSweep())
        text = s->points.empty() ? tr("No configuration serves this load.")
                                 : paretotext::frontCount(frontSize(*s, axes()), s->points.size());
    else if (const core::TrainingPareto *t = trainingSweep())
        text = t->points.empty() ? tr("No configuration fits.")
                                 : paretotext::frontCount(t->points.size() - t->dominatedCount(), t->points.size());
    m_status->setText(text);
}

void ParetoView::applyPoint(std::size_t index)
{
    if (!isCurrent())
        return;
    const core::Scenario *scenario = nullptr;
    if (const core::ServingPareto *s = servingSweep(); s && index < s->points.size())
        scenario = &s->points[index].scenario;
    else if (const core::TrainingPareto *t = trainingSweep(); t && index < t->points.size())
        scenario = &t->points[index].scenario;
    if (scenario != nullptr) {
        // A copy: the new scenario's analysis may replace the sweep it lives in.
        const core::Scenario chosen = *scenario;
        m_document->replaceScenario(tr("Apply Pareto point"), chosen);
    }
}

QByteArray ParetoView::csv() const
{
    if (const core::ServingPareto *s = servingSweep())
        return servingParetoCsv(*s, m_document->gpuCatalog());
    if (const core::TrainingPareto *t = trainingSweep())
        return trainingParetoCsv(*t, m_document->gpuCatalog());
    return datacsv::table({});
}

void ParetoView::retranslateUi()
{
    m_axesLabel->setText(tr("&Front:"));
    const ParetoAxes shown = axes();
    {
        const QSignalBlocker block(m_axesCombo);
        m_axesCombo->clear();
        m_axesCombo->addItem(tr("Throughput per GPU"), int(ParetoAxes::ServingSpeed));
        m_axesCombo->addItem(tr("Cost per 1M tokens"), int(ParetoAxes::ServingCost));
        m_axesCombo->setCurrentIndex(shown == ParetoAxes::ServingCost ? 1 : 0);
    }
    m_engines->setText(tr("Every &engine"));
    m_engines->setToolTip(tr("Also the other serving engines (about eight times the configurations)"));
    m_chart->setAccessibleName(tr("Pareto front of the configurations"));
    showPlot();
    updateStatus();
}

void ParetoView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

} // namespace gpusizer::ui
