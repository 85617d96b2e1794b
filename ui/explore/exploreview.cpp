#include "explore/exploreview.h"

#include "analysis/analysis.h"
#include "document/scenariodocument.h"
#include "explore/mapaxes.h"
#include "settings/appsettings.h"
#include "text/errortext.h"
#include "util/logging.h"

#include <QLabel>
#include <QTimer>
#include <QVBoxLayout>

#include <spdlog/spdlog.h>

#include <algorithm>
#include <tuple>

namespace gpusizer::ui {

namespace {

using Axis = MapControls::Axis;

bool serving(exploreinputs::Family family)
{
    return family == exploreinputs::Family::Serving;
}

template <typename T>
bool contains(const std::vector<T> &list, const T &value)
{
    return std::find(list.begin(), list.end(), value) != list.end();
}

// The choice kept for the family, where the scenario still offers it; else the default.
exploreinputs::Choice savedChoice(const core::Scenario &scenario)
{
    const exploreinputs::Family family = exploreinputs::familyOf(scenario);
    exploreinputs::Choice choice = exploreinputs::defaultChoice(scenario);
    const std::vector<std::string> inputs = exploreinputs::inputsFor(scenario);
    const std::string x = appsettings::mapChoice(serving(family), QStringLiteral("x")).get().toStdString();
    const std::string y = appsettings::mapChoice(serving(family), QStringLiteral("y")).get().toStdString();
    if (contains(inputs, x) && contains(inputs, y) && x != y) {
        choice.x = x;
        choice.y = y;
    }
    const std::string metric = appsettings::mapChoice(serving(family), QStringLiteral("metric")).get().toStdString();
    if (const std::optional<core::ExploreMetric> m = core::parseExploreMetric(metric);
        m && contains(exploreinputs::metricsFor(scenario, choice.x, choice.y), *m))
        choice.metric = *m;
    return choice;
}

} // namespace

ExploreView::ExploreView(ScenarioDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_controls(new MapControls(this))
    , m_map(new ExploreMapWidget(this))
    , m_problem(new QLabel(this))
    , m_refineTimer(new QTimer(this))
    , m_settleTimer(new QTimer(this))
    , m_scenario(document->scenario())
{
    setObjectName(QStringLiteral("exploreView"));
    m_problem->setObjectName(QStringLiteral("mapProblem"));
    m_problem->setWordWrap(true);
    m_problem->hide();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_controls);
    layout->addWidget(m_problem);
    layout->addWidget(m_map, 1);

    // The next slice of fine rows as soon as the event loop has painted the last one.
    m_refineTimer->setSingleShot(true);
    m_refineTimer->setInterval(0);
    connect(m_refineTimer, &QTimer::timeout, this, &ExploreView::refineSlice);
    // A range stepped with the arrows: the fine grid once the steps pause.
    m_settleTimer->setSingleShot(true);
    m_settleTimer->setInterval(ScenarioDocument::kSettleMs);
    connect(m_settleTimer, &QTimer::timeout, this, [this] { requestMap(false); });

    connect(document, &ScenarioDocument::analysisChanged, this, &ExploreView::followAnalysis);
    connect(document, &ScenarioDocument::gpuCatalogChanged, this, [this] {
        m_computation.invalidate();
        rebuildAxes();
        requestMap(false);
    });
    connect(m_controls, &MapControls::inputChosen, this, &ExploreView::inputChosen);
    connect(m_controls, &MapControls::metricChosen, this, [this] {
        saveChoice();
        requestMap(false);
    });
    connect(m_controls, &MapControls::rangeEdited, this, [this] {
        rebuildAxes();
        requestMap(true);
        m_settleTimer->start();
    });
    connect(m_map, &ExploreMapWidget::cellClicked, this, &ExploreView::applyCell);
    followFamily();
}

// The window deletes its document before its pages: nothing of the document is touched here
// (QObject drops the connections on either side).
ExploreView::~ExploreView() = default;

void ExploreView::followAnalysis(const core::Analysis &analysis)
{
    m_scenario = analysis.scenario;
    followFamily();
    requestMap(analysis.recommendationPending);
}

void ExploreView::followFamily()
{
    const exploreinputs::Family family = exploreinputs::familyOf(m_scenario);
    const std::vector<std::string> inputs = exploreinputs::inputsFor(m_scenario);
    const std::string x = m_xAxis.name;
    const std::string y = m_yAxis.name;
    m_controls->setInputs(inputs);
    bool axesChanged = false;
    if (family != m_family) {
        // Training and serving each come back to the axes they had.
        m_family = family;
        const exploreinputs::Choice choice = savedChoice(m_scenario);
        m_controls->setInput(Axis::X, choice.x);
        m_controls->setInput(Axis::Y, choice.y);
        m_controls->setRange(Axis::X, exploreinputs::defaultRange(choice.x, m_scenario));
        m_controls->setRange(Axis::Y, exploreinputs::defaultRange(choice.y, m_scenario));
        m_controls->setMetrics(exploreinputs::metricsFor(m_scenario, choice.x, choice.y), serving(family));
        m_controls->setMetric(choice.metric);
        axesChanged = true;
    } else if (!contains(inputs, x) || !contains(inputs, y)) {
        // An input the scenario no longer has (LoRA rank after switching to full fine-tuning):
        // the default axis in its place.
        const exploreinputs::Choice fallback = exploreinputs::defaultChoice(m_scenario);
        const std::string newX = contains(inputs, x) ? x : (y == fallback.x ? fallback.y : fallback.x);
        const std::string newY = contains(inputs, y) ? y : (newX == fallback.y ? fallback.x : fallback.y);
        for (const auto &[axis, name, old] : {std::tuple{Axis::X, newX, x}, std::tuple{Axis::Y, newY, y}}) {
            m_controls->setInput(axis, name);
            if (name != old)
                m_controls->setRange(axis, exploreinputs::defaultRange(name, m_scenario));
        }
        axesChanged = true;
    } else {
        m_controls->setInput(Axis::X, x);
        m_controls->setInput(Axis::Y, y);
    }
    const std::vector<core::ExploreMetric> metrics =
        exploreinputs::metricsFor(m_scenario, m_controls->input(Axis::X), m_controls->input(Axis::Y));
    const core::ExploreMetric metric = m_controls->metric();
    m_controls->setMetrics(metrics, serving(family));
    if (!contains(metrics, metric))
        m_controls->setMetric(contains(metrics, core::ExploreMetric::Memory) ? core::ExploreMetric::Memory : metrics.front());
    if (axesChanged)
        rebuildAxes();
}

void ExploreView::inputChosen(Axis axis)
{
    const Axis other = axis == Axis::X ? Axis::Y : Axis::X;
    const std::string name = m_controls->input(axis);
    // Both axes on one input: the other takes the one this axis had.
    if (name == m_controls->input(other)) {
        const std::string previous = axis == Axis::X ? m_xAxis.name : m_yAxis.name;
        m_controls->setInput(other, previous);
        m_controls->setRange(other, exploreinputs::defaultRange(previous, m_scenario));
    }
    m_controls->setRange(axis, exploreinputs::defaultRange(name, m_scenario));
    const std::vector<core::ExploreMetric> metrics =
        exploreinputs::metricsFor(m_scenario, m_controls->input(Axis::X), m_controls->input(Axis::Y));
    const core::ExploreMetric metric = m_controls->metric();
    m_controls->setMetrics(metrics, m_family && serving(*m_family));
    if (!contains(metrics, metric))
        m_controls->setMetric(metrics.front());
    rebuildAxes();
    saveChoice();
    requestMap(false);
}

void ExploreView::choose(const exploreinputs::Choice &choice)
{
    m_controls->setInput(Axis::X, choice.x);
    m_controls->setInput(Axis::Y, choice.y);
    m_controls->setRange(Axis::X, exploreinputs::defaultRange(choice.x, m_scenario));
    m_controls->setRange(Axis::Y, exploreinputs::defaultRange(choice.y, m_scenario));
    m_controls->setMetrics(exploreinputs::metricsFor(m_scenario, choice.x, choice.y), m_family && serving(*m_family));
    m_controls->setMetric(choice.metric);
    rebuildAxes();
    saveChoice();
    requestMap(false);
}

void ExploreView::rebuildAxes()
{
    QStringList problems;
    for (const Axis axis : {Axis::X, Axis::Y}) {
        core::ExploreAxis &target = axis == Axis::X ? m_xAxis : m_yAxis;
        // The scenario's value on the grid as the axis is made; the grid then stays while the
        // scenario moves (a drag of this input moves the outline, not the cells).
        const std::string name = m_controls->input(axis);
        const core::Result<core::ExploreAxis> made = mapaxes::makeAxis(
            name, m_controls->range(axis), m_document->gpuCatalog(), exploreinputs::currentValue(m_scenario, name));
        if (made.ok()) {
            target = made.value();
            continue;
        }
        core::logging::get("ui")->warn("map axis {}: {}", m_controls->input(axis), core::describe(made.error()));
        problems << errorText(made.error());
        target = {};
    }
    m_problem->setText(problems.join(QLatin1Char('\n')));
    m_problem->setVisible(!problems.isEmpty());
}

void ExploreView::saveChoice() const
{
    if (!m_family)
        return;
    const bool s = serving(*m_family);
    appsettings::mapChoice(s, QStringLiteral("x")).set(QString::fromStdString(m_controls->input(Axis::X)));
    appsettings::mapChoice(s, QStringLiteral("y")).set(QString::fromStdString(m_controls->input(Axis::Y)));
    appsettings::mapChoice(s, QStringLiteral("metric"))
        .set(QString::fromStdString(std::string(core::toString(m_controls->metric()))));
}

void ExploreView::requestMap(bool rapid)
{
    if (!isVisible()) {
        m_pending = true;
        m_refineTimer->stop();
        return;
    }
    m_pending = false;
    const MapRequest request{m_scenario, m_xAxis, m_yAxis, m_controls->metric()};
    const bool computed = m_computation.start(request, m_document->gpuCatalog());
    if (computed)
        showCells();
    const std::optional<std::size_t> column = mapaxes::indexOf(m_xAxis, m_scenario);
    const std::optional<std::size_t> row = mapaxes::indexOf(m_yAxis, m_scenario);
    m_map->setCurrent(column && row ? std::optional(MapCell{*column, *row}) : std::nullopt);
    // While changes come quickly the coarse grid stands; the fine one follows their pause.
    if (rapid || m_computation.complete())
        m_refineTimer->stop();
    else
        m_refineTimer->start();
    if (computed)
        emit mapUpdated();
}

void ExploreView::refineSlice()
{
    if (!isVisible()) {
        m_pending = true;
        return;
    }
    const bool done = m_computation.refine(m_document->gpuCatalog(), kSliceMs);
    showCells();
    if (!done)
        m_refineTimer->start();
    emit mapUpdated();
}

void ExploreView::finishMap()
{
    if (!isVisible())
        return;
    requestMap(false);
    m_refineTimer->stop();
    if (m_computation.complete())
        return;
    m_computation.finish(m_document->gpuCatalog());
    showCells();
    emit mapUpdated();
}

void ExploreView::showCells()
{
    const bool s = m_family && serving(*m_family);
    m_map->setCells(&m_computation.cells(), &m_document->gpuCatalog(), s, m_computation.request().scenario.prices.currency);
}

void ExploreView::applyCell(MapCell cell)
{
    const MapCells &cells = m_computation.cells();
    if (cell.column >= cells.columns() || cell.row >= cells.rows())
        return;
    core::Scenario next = m_document->scenario();
    core::applyExploreValue(next, cells.x(), cell.column);
    core::applyExploreValue(next, cells.y(), cell.row);
    m_document->replaceScenario(tr("Apply map cell"), next);
}

void ExploreView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_pending)
        requestMap(false);
}

} // namespace gpusizer::ui
