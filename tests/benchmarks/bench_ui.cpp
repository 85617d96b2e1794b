// bench_ui: the desktop window under a dragged slider, offscreen. Not a ctest test.
// Drives the real sequence-length slider 500 steps for a 70B model (full catalog in the
// recommender) and prints p50/p99 from the value change to every view repainted (the end of
// the last event-loop pass that painted anything), the time from the end of the drag to the
// recommendations repainted (the catalog sweep waits for a pause), the cold start to the first
// painted window and the resident memory. Then the same for serving: the 70B serving example
// (inference on vLLM), its concurrent-users field stepped 300 times (the arrows held down),
// figures labelled "serving". Last the map tab (issue #29), figures labelled "map": a control
// change to the 32 x 32 map recomputed and painted, and the slider drag again with the map tab
// shown instead of the charts. Then the Pareto and "What moves it" tabs, figures labelled
// "tradeoffs": the drags with each shown, and the pause to their new points or bars.
#include "charts/breakdownchart.h"
#include "charts/methodcomparisonchart.h"
#include "charts/seqlenchart.h"
#include "charts/servingcurvechart.h"
#include "charts/timecostchart.h"
#include "controls/logslider.h"
#include "document/scenariodocument.h"
#include "analysis/analysis.h"
#include "explore/exploreview.h"
#include "charts/seqlentimechart.h"
#include "lengthsview.h"
#include "tradeoffs/paretochart.h"
#include "tradeoffs/paretoview.h"
#include "tradeoffs/sensitivityview.h"
#include "widgets/pagetabs.h"
#include "io/scenariofile.h"
#include "mainwindow.h"
#include "panels/headlinestrip.h"
#include "panels/recommendationpanel.h"
#include "quickstarts.h"

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include <QApplication>
#include <QElapsedTimer>
#include <QEvent>
#include <QFile>
#include <QSpinBox>

namespace {

using namespace gpusizer;

// Marks a (visible) view as painted when it or any widget inside it receives a paint event.
class PaintWatch final : public QObject
{
public:
    void watch(QWidget *view)
    {
        if (view == nullptr || !view->isVisible())
            return;
        const std::size_t index = m_views.size();
        m_views.push_back(view);
        m_painted.push_back(false);
        // Each watch keeps its own map: several watch the same widgets (the first paint of the
        // window, then the views of each drag).
        view->installEventFilter(this);
        m_viewOf[view] = index;
        for (QWidget *child : view->findChildren<QWidget *>()) {
            child->installEventFilter(this);
            m_viewOf[child] = index;
        }
    }
    void reset() { std::fill(m_painted.begin(), m_painted.end(), false); }
    bool allPainted() const { return std::all_of(m_painted.begin(), m_painted.end(), [](bool p) { return p; }); }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint) {
            const auto it = m_viewOf.find(watched);
            if (it != m_viewOf.end())
                m_painted[it->second] = true;
        }
        return QObject::eventFilter(watched, event);
    }

private:
    std::vector<QWidget *> m_views;
    std::vector<bool> m_painted;
    std::map<const QObject *, std::size_t> m_viewOf;
};

// Counts paint events anywhere in the application, and the layout passes and resizes (each
// costs a relayout of a part of the window; a slider tick should cause none).
class PaintCounter final : public QObject
{
public:
    int count = 0;
    int layoutRequests = 0;
    int resizes = 0;
    std::map<std::string, int> layoutRequestsByClass;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint)
            ++count;
        else if (event->type() == QEvent::LayoutRequest) {
            ++layoutRequests;
            ++layoutRequestsByClass[watched->metaObject()->className() + std::string(":")
                                    + watched->objectName().toStdString()];
        } else if (event->type() == QEvent::Resize)
            ++resizes;
        return QObject::eventFilter(watched, event);
    }
};

// Runs the event loop until the document's analysis is for its scenario, every view in
// `required` has painted and two passes in a row painted nothing; returns the milliseconds
// from `t`'s start to the end of the last pass that painted (-1 on a one-second timeout).
template <typename Done>
double runUntilRepainted(const QElapsedTimer &t, const PaintCounter &paints, Done done)
{
    double paintedAt = 0;
    int idlePasses = 0;
    while (t.elapsed() < 1000) {
        const int before = paints.count;
        QApplication::processEvents();
        if (paints.count != before) {
            paintedAt = static_cast<double>(t.nsecsElapsed()) / 1e6;
            idlePasses = 0;
        } else if (done() && ++idlePasses >= 2) {
            return paintedAt;
        }
    }
    return -1;
}

// One step of a dragged control (a slider position, a spin box value) and the repaints it
// causes; not inlined, so that
//   GPUSIZER_BENCH_STEPS=40 GPUSIZER_BENCH_SETTLE_MS=100000 valgrind --tool=callgrind
//     --toggle-collect='*dragStep*' build/release/tests/benchmarks/gpusizer_bench_ui
// counts the instructions of the drag steps alone (the settle interval keeps the catalog sweep
// out of the slowed-down steps; both drags are counted).
template <typename Control, typename Done>
[[gnu::noinline]] double dragStep(Control *control, int value, const PaintCounter &paints, Done done)
{
    QElapsedTimer t;
    t.start();
    control->setValue(value);
    return runUntilRepainted(t, paints, done);
}

// `steps`, or GPUSIZER_BENCH_STEPS where set: a shorter drag for a run under callgrind, where
// every step is slow.
int benchSteps(int steps)
{
    return qEnvironmentVariableIsSet("GPUSIZER_BENCH_STEPS")
               ? std::max(2, qEnvironmentVariableIntValue("GPUSIZER_BENCH_STEPS"))
               : steps;
}

// Drags `control` one value a step from `start`, turning at `low` and `high`, for `steps` steps;
// each step until every view of `views` painted and the document's analysis is of its scenario.
// Appends each step's milliseconds to `stepMs` (1000 for a timeout); returns the timeouts.
template <typename Control>
int dragBetween(Control *control, int start, int low, int high, int steps, const ui::ScenarioDocument *doc,
                PaintWatch &views, const PaintCounter &paints, std::vector<double> &stepMs)
{
    int timeouts = 0;
    int value = start;
    int direction = 1;
    for (int step = 0; step < steps; ++step) {
        value += direction;
        if (value >= high || value <= low)
            direction = -direction;
        views.reset();
        const double ms = dragStep(control, value, paints, [&] {
            return views.allPainted() && doc->analysis().scenario == doc->scenario();
        });
        if (ms < 0)
            ++timeouts;
        stepMs.push_back(ms < 0 ? 1000.0 : ms);
    }
    return timeouts;
}

std::string loadAverage()
{
    std::ifstream file("/proc/loadavg");
    std::string one, five, fifteen;
    file >> one >> five >> fifteen;
    return one + " " + five + " " + fifteen;
}

double percentile(std::vector<double> values, double p)
{
    std::sort(values.begin(), values.end());
    const auto index = static_cast<std::size_t>(p * static_cast<double>(values.size() - 1) + 0.5);
    return values[std::min(index, values.size() - 1)];
}

double statusKiB(const char *field)
{
    std::ifstream status("/proc/self/status");
    std::string line;
    const std::string key = std::string(field) + ":";
    while (std::getline(status, line))
        if (line.rfind(key, 0) == 0)
            return std::stod(line.substr(key.size()));
    return 0;
}

// Serving: the 70B serving example (Llama 3.1 70B FP8 on 2 x H100, vLLM, TPOT target), its
// concurrent-users field stepped one user at a time (the arrows held down) between 32 and 182
// users and back. The headline and the throughput/latency curve change with every step and
// must repaint; the memory charts hold the engine's reserved pool, which the load does not
// change (any paint they do is in the measured time). Returns the timeouts, -1 on a setup
// failure.
int servingDrag(ui::MainWindow &window)
{
    ui::ScenarioDocument *doc = window.document();
    QFile file(QStringLiteral(":/examples/llama-3.1-70b-serving-2xh100.gpusizer.json"));
    if (!file.open(QIODevice::ReadOnly)) {
        std::fputs("bench_ui: serving example not found\n", stderr);
        return -1;
    }
    const core::Result<core::Scenario> example =
        core::scenarioFromJson(file.readAll(), "llama-3.1-70b-serving-2xh100.gpusizer.json");
    if (!example) {
        std::fputs("bench_ui: serving example unreadable\n", stderr);
        return -1;
    }
    doc->replaceScenario(QStringLiteral("bench serving"), example.value());
    doc->flush();
    // The window switches to serving (the curve in the sequence-length chart's place, the
    // serving controls in the training ones'); let it lay out and paint before the drag.
    PaintCounter paints;
    QApplication::instance()->installEventFilter(&paints);
    {
        QElapsedTimer t;
        t.start();
        runUntilRepainted(t, paints, [&] { return !doc->analysis().recommendationPending; });
    }
    auto *users = window.findChild<QSpinBox *>(QStringLiteral("servingUsers"));
    if (users == nullptr || !users->isVisible() || !doc->analysis().serving()) {
        std::fputs("bench_ui: serving users field not shown\n", stderr);
        return -1;
    }
    PaintWatch views;
    views.watch(window.findChild<ui::HeadlineStrip *>());
    views.watch(window.findChild<ui::ServingCurveChart *>());
    PaintWatch recommendationViews;
    recommendationViews.watch(window.findChild<ui::TimeCostChart *>());
    recommendationViews.watch(window.findChild<ui::RecommendationPanel *>());
    paints.layoutRequests = 0;
    paints.resizes = 0;
    paints.layoutRequestsByClass.clear();
    const std::string loadBefore = loadAverage();

    const int kSteps = benchSteps(300);
    constexpr int kLow = 32;
    constexpr int kHigh = 182;
    std::vector<double> repaintMs;
    repaintMs.reserve(kSteps);
    int timeouts =
        dragBetween(users, std::clamp(users->value(), kLow, kHigh), kLow, kHigh, kSteps, doc, views, paints, repaintMs);
    recommendationViews.reset();
    QElapsedTimer settle;
    settle.start();
    const double settleMs = runUntilRepainted(settle, paints, [&] {
        return !doc->analysis().recommendationPending && recommendationViews.allPainted();
    });
    if (settleMs < 0)
        ++timeouts;
    const int dragLayoutRequests = paints.layoutRequests;
    const int dragResizes = paints.resizes;
    const auto dragLayoutByClass = paints.layoutRequestsByClass;
    const std::string loadAfter = loadAverage();

    std::vector<double> computeMs;
    for (int step = 0; step < 100; ++step) {
        QElapsedTimer t;
        t.start();
        const core::Analysis snap = core::analyse(doc->scenario(), doc->gpuCatalog());
        computeMs.push_back(static_cast<double>(t.nsecsElapsed()) / 1e6);
        if (!snap.valid)
            return -1;
    }
    core::AnalysisOptions tick;
    tick.withRecommendations = false;
    core::Scenario neighbour = doc->scenario();
    neighbour.serving.concurrency += 1;
    const core::Analysis before = core::analyse(neighbour, doc->gpuCatalog(), tick);
    tick.previous = &before;
    std::vector<double> tickComputeMs;
    for (int step = 0; step < 100; ++step) {
        QElapsedTimer t;
        t.start();
        const core::Analysis snap = core::analyse(doc->scenario(), doc->gpuCatalog(), tick);
        tickComputeMs.push_back(static_cast<double>(t.nsecsElapsed()) / 1e6);
        if (!snap.valid)
            return -1;
    }

    const core::Scenario &s = doc->scenario();
    std::printf("bench_ui serving: %d steps of the users field (%d to %d users), %s %s, %s on %d x %s, %s\n", kSteps,
                kLow, kHigh, s.model.displayName.c_str(), std::string(core::toString(s.weightDtype)).c_str(),
                std::string(core::toString(s.method)).c_str(), s.parallel.gpus, s.gpuId.c_str(),
                std::string(core::toString(s.serving.engine)).c_str());
    std::printf("serving: value change -> all views repainted: p50 %.2f ms, p90 %.2f ms, p99 %.2f ms, max %.2f ms "
                "(%d timeouts)\n",
                percentile(repaintMs, 0.5), percentile(repaintMs, 0.9), percentile(repaintMs, 0.99),
                percentile(repaintMs, 1.0), timeouts);
    std::printf("serving: drag paused -> recommendations and time/cost repainted: %.1f ms (%d ms of it the pause)\n",
                settleMs, ui::ScenarioDocument::kSettleMs);
    std::printf("serving: analysis computation alone: p50 %.2f ms, p99 %.2f ms (per tick while dragging: p50 %.2f ms)\n",
                percentile(computeMs, 0.5), percentile(computeMs, 0.99), percentile(tickComputeMs, 0.5));
    std::printf("serving: load average before / after the drag: %s / %s\n", loadBefore.c_str(), loadAfter.c_str());
    std::printf("serving: layout requests / resizes during the drag and the pause: %d / %d\n", dragLayoutRequests,
                dragResizes);
    for (const auto &[where, count] : dragLayoutByClass)
        std::printf("serving:   layout requests at %s: %d\n", where.c_str(), count);
    QApplication::instance()->removeEventFilter(&paints);
    return timeouts;
}

// The map tab (issue #29) on the "full-70b" quick start. First a control change: the gradient
// accumulation field stepped (a change to every cell's scenario; no drag, each one 200 ms
// after the last), timed from setValue to the whole 32 x 32 map computed and painted. Then the
// sequence-length slider dragged as in the training drag, with the map tab shown: the headline
// and the map must paint on each step (the coarse 8 x 8 grid); the axes are GPUs across and
// micro-batch up, so that every step changes every cell (over the sequence length itself the
// cells would stay and only the outline move: the second figure). Returns the timeouts, -1 on a
// setup failure.
int mapBench(ui::MainWindow &window)
{
    ui::ScenarioDocument *doc = window.document();
    for (const ui::QuickStart &start : ui::quickStarts(doc->modelCatalog(), doc->scenario().prices))
        if (start.id == QLatin1String("full-70b"))
            doc->replaceScenario(QStringLiteral("bench map"), start.scenario);
    doc->flush();
    auto *tabs = window.findChild<ui::PageTabs *>(QStringLiteral("centerTabs"));
    ui::ExploreView *explore = window.explore();
    auto *gradAccum = window.findChild<QSpinBox *>(QStringLiteral("gradAccum"));
    auto *slider = window.findChild<ui::LogSlider *>(QStringLiteral("seqLenSlider"));
    if (tabs == nullptr || gradAccum == nullptr || slider == nullptr) {
        std::fputs("bench_ui: map tab, gradient accumulation or slider not found\n", stderr);
        return -1;
    }
    tabs->setCurrentWidget(explore);
    PaintCounter paints;
    QApplication::instance()->installEventFilter(&paints);
    const auto complete = [&] { return explore->computation().complete(); };
    {
        QElapsedTimer t;
        t.start();
        runUntilRepainted(t, paints, complete);
    }
    int timeouts = 0;
    PaintWatch mapView;
    mapView.watch(explore->map());
    std::vector<double> changeMs;
    const int kChanges = 20;
    const int base = gradAccum->value();
    for (int i = 0; i < kChanges; ++i) {
        // Past the document's settle interval: a change on its own, not a drag.
        QElapsedTimer wait;
        wait.start();
        while (wait.elapsed() < 200)
            QApplication::processEvents(QEventLoop::AllEvents, 10);
        mapView.reset();
        const double ms = dragStep(gradAccum, base + (i % 2 == 0 ? 1 : 0), paints, [&] {
            return complete() && mapView.allPainted() && doc->analysis().scenario == doc->scenario();
        });
        if (ms < 0)
            ++timeouts;
        changeMs.push_back(ms < 0 ? 1000.0 : ms);
    }
    // The computation alone: the coarse grid and the 1,024 cells, as the tab does them.
    std::vector<double> computeMs;
    for (int i = 0; i < 10; ++i) {
        ui::MapComputation computation;
        const ui::MapRequest request{doc->scenario(), explore->xAxis(), explore->yAxis(),
                                     explore->controls()->metric()};
        QElapsedTimer t;
        t.start();
        computation.start(request, doc->gpuCatalog());
        computation.finish(doc->gpuCatalog());
        computeMs.push_back(static_cast<double>(t.nsecsElapsed()) / 1e6);
    }
    const std::size_t cells = explore->computation().cells().columns() * explore->computation().cells().rows();

    // The slider drag with the map shown, twice: over GPUs x micro-batch, then the default axes.
    const auto drag = [&](const ui::exploreinputs::Choice &choice, std::vector<double> &stepMs) {
        explore->choose(choice);
        explore->finishMap();
        // Over the dragged input itself the cells stay: the map paints only when the outline
        // moves to another cell (and that paint is in the measured time).
        const bool cellsChange = choice.x != "seq-len" && choice.y != "seq-len";
        PaintWatch views;
        views.watch(window.findChild<ui::HeadlineStrip *>());
        if (cellsChange)
            views.watch(explore->map());
        const int low = slider->positionOf(512);
        const int high = slider->positionOf(32768);
        timeouts += dragBetween(slider, std::clamp(slider->value(), low, high), low, high, benchSteps(500), doc, views,
                                paints, stepMs);
        QElapsedTimer t;
        t.start();
        runUntilRepainted(t, paints, [&] { return !doc->analysis().recommendationPending && complete(); });
    };
    std::vector<double> gpusDragMs;
    std::vector<double> seqLenDragMs;
    const std::string loadBefore = loadAverage();
    drag({"gpus", "micro-batch", core::ExploreMetric::Memory}, gpusDragMs);
    drag({"seq-len", "micro-batch", core::ExploreMetric::Memory}, seqLenDragMs);
    const std::string loadAfter = loadAverage();
    QApplication::instance()->removeEventFilter(&paints);

    std::printf("bench_ui map: %s, %s on %d x %s, %zu cells\n", doc->scenario().model.displayName.c_str(),
                std::string(core::toString(doc->scenario().method)).c_str(), doc->scenario().parallel.gpus,
                doc->scenario().gpuId.c_str(), cells);
    std::printf("map: control change -> 32 x 32 map recomputed and painted: p50 %.2f ms, max %.2f ms (%d changes)\n",
                percentile(changeMs, 0.5), percentile(changeMs, 1.0), kChanges);
    std::printf("map: the computation alone (coarse grid + every cell): p50 %.2f ms, max %.2f ms\n",
                percentile(computeMs, 0.5), percentile(computeMs, 1.0));
    std::printf("map: slider drag, map over GPUs x micro-batch shown: value change -> headline and map repainted: "
                "p50 %.2f ms, p90 %.2f ms, p99 %.2f ms, max %.2f ms\n",
                percentile(gpusDragMs, 0.5), percentile(gpusDragMs, 0.9), percentile(gpusDragMs, 0.99),
                percentile(gpusDragMs, 1.0));
    std::printf("map: slider drag, map over sequence length x micro-batch shown: p50 %.2f ms, p90 %.2f ms, "
                "p99 %.2f ms, max %.2f ms\n",
                percentile(seqLenDragMs, 0.5), percentile(seqLenDragMs, 0.9), percentile(seqLenDragMs, 0.99),
                percentile(seqLenDragMs, 1.0));
    std::printf("map: load average before / after the drags: %s / %s (%d timeouts)\n", loadBefore.c_str(),
                loadAfter.c_str(), timeouts);
    return timeouts;
}


// The trade-off tabs (issue #29 points 3 and 4), figures labelled "tradeoffs": the sequence-length
// slider of the "full-70b" quick start dragged with the Pareto tab shown (the headline and the
// chart's ring of the scenario must paint on each step; the sweep waits for the pause, off the UI
// thread), then with the "What moves it" tab shown (the headline must paint; the tornado fades
// once), then the serving example's users stepped with the Pareto tab shown; each followed by
// the time from the pause to the new points or bars shown. Returns the timeouts, -1 on a setup
// failure.
int tradeoffsBench(ui::MainWindow &window)
{
    ui::ScenarioDocument *doc = window.document();
    auto *tabs = window.findChild<ui::PageTabs *>(QStringLiteral("centerTabs"));
    auto *slider = window.findChild<ui::LogSlider *>(QStringLiteral("seqLenSlider"));
    if (tabs == nullptr || slider == nullptr || window.pareto() == nullptr || window.sensitivity() == nullptr) {
        std::fputs("bench_ui: trade-off tabs or slider not found\n", stderr);
        return -1;
    }
    int timeouts = 0;
    PaintCounter paints;
    QApplication::instance()->installEventFilter(&paints);
    const int kSteps = benchSteps(500);
    // Drags `control` over [low, high] with `page` shown, each step until `views` painted; then
    // the pause until `shown()` (the new sweep or sensitivity) holds.
    const auto drag = [&](auto *control, int low, int high, QWidget *page, std::vector<QWidget *> watched,
                          const std::function<bool()> &shown, std::vector<double> &stepMs, double &pauseMs) {
        tabs->setCurrentWidget(page);
        {
            QElapsedTimer t;
            t.start();
            runUntilRepainted(t, paints, [&] { return !doc->analysis().recommendationPending && shown(); });
        }
        PaintWatch views;
        for (QWidget *w : watched)
            views.watch(w);
        timeouts += dragBetween(
            control, std::clamp(control->value(), low, high), low, high, kSteps, doc, views, paints, stepMs);
        QElapsedTimer t;
        t.start();
        while (!(shown() && !doc->analysis().recommendationPending) && t.elapsed() < 5000)
            QApplication::processEvents(QEventLoop::AllEvents, 5);
        pauseMs = static_cast<double>(t.nsecsElapsed()) / 1e6;
        if (!shown())
            ++timeouts;
    };
    for (const ui::QuickStart &start : ui::quickStarts(doc->modelCatalog(), doc->scenario().prices))
        if (start.id == QLatin1String("full-70b"))
            doc->replaceScenario(QStringLiteral("bench trade-offs"), start.scenario);
    doc->flush();
    auto *headline = window.findChild<ui::HeadlineStrip *>();
    const std::string loadBefore = loadAverage();
    std::vector<double> paretoMs;
    std::vector<double> tornadoMs;
    std::vector<double> servingMs;
    double paretoPause = 0;
    double tornadoPause = 0;
    double servingPause = 0;
    drag(slider, slider->positionOf(512), slider->positionOf(32768), window.pareto(),
         {headline, window.pareto()->chart()}, [&] { return window.pareto()->isCurrent(); }, paretoMs, paretoPause);
    const std::size_t trainingPoints =
        window.pareto()->trainingSweep() ? window.pareto()->trainingSweep()->points.size() : 0;
    drag(slider, slider->positionOf(512), slider->positionOf(32768), window.sensitivity(), {headline},
         [&] { return window.sensitivity()->isCurrent(); }, tornadoMs, tornadoPause);
    // Serving: the 70B example, its users stepped between 32 and 182 with the fronts shown.
    QFile file(QStringLiteral(":/examples/llama-3.1-70b-serving-2xh100.gpusizer.json"));
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    const core::Result<core::Scenario> example =
        core::scenarioFromJson(file.readAll(), "llama-3.1-70b-serving-2xh100.gpusizer.json");
    if (!example)
        return -1;
    doc->replaceScenario(QStringLiteral("bench trade-offs serving"), example.value());
    doc->flush();
    QApplication::processEvents();
    auto *users = window.findChild<QSpinBox *>(QStringLiteral("servingUsers"));
    if (users == nullptr)
        return -1;
    drag(users, 32, 182, window.pareto(), {headline, window.pareto()->chart()},
         [&] { return window.pareto()->isCurrent(); }, servingMs, servingPause);
    const std::size_t servingPoints =
        window.pareto()->servingSweep() ? window.pareto()->servingSweep()->points.size() : 0;
    const std::string loadAfter = loadAverage();
    QApplication::instance()->removeEventFilter(&paints);
    tabs->setCurrentIndex(0);

    const auto line = [](const char *what, const std::vector<double> &ms, double pause, std::size_t points) {
        std::printf("tradeoffs: %s: value change -> headline and tab repainted: p50 %.2f ms, p90 %.2f ms, p99 %.2f ms, "
                    "max %.2f ms; pause -> new %s shown %.0f ms",
                    what, percentile(ms, 0.5), percentile(ms, 0.9), percentile(ms, 0.99), percentile(ms, 1.0),
                    points > 0 ? "points" : "bars", pause);
        if (points > 0)
            std::printf(" (%zu points)", points);
        std::printf("\n");
    };
    line("slider drag, Pareto tab (70B full fine-tune)", paretoMs, paretoPause, trainingPoints);
    line("slider drag, What moves it tab", tornadoMs, tornadoPause, 0);
    line("users stepped, Pareto tab (70B serving)", servingMs, servingPause, servingPoints);
    std::printf("tradeoffs: load average before / after: %s / %s (%d timeouts)\n", loadBefore.c_str(),
                loadAfter.c_str(), timeouts);
    return timeouts;
}

// The "By length" tab (issue #29 point 2) shown while the sequence-length slider is dragged
// between 512 and 32,768 tokens on the 70B full fine-tune: the headline and both of the tab's
// charts must repaint on every step (the method curves are reused, only the markers move).
// Returns the timeouts, -1 on a setup failure.
int lengthsBench(ui::MainWindow &window)
{
    ui::ScenarioDocument *doc = window.document();
    auto *tabs = window.findChild<ui::PageTabs *>(QStringLiteral("centerTabs"));
    auto *slider = window.findChild<ui::LogSlider *>(QStringLiteral("seqLenSlider"));
    auto *lengths = window.findChild<ui::LengthsView *>();
    if (tabs == nullptr || slider == nullptr || lengths == nullptr) {
        std::fputs("bench_ui: the By length tab or the slider not found\n", stderr);
        return -1;
    }
    for (const ui::QuickStart &start : ui::quickStarts(doc->modelCatalog(), doc->scenario().prices))
        if (start.id == QLatin1String("full-70b"))
            doc->replaceScenario(QStringLiteral("bench lengths"), start.scenario);
    doc->flush();
    tabs->setCurrentWidget(lengths);
    PaintCounter paints;
    QApplication::instance()->installEventFilter(&paints);
    {
        QElapsedTimer t;
        t.start();
        runUntilRepainted(t, paints, [&] { return !doc->analysis().recommendationPending; });
    }
    PaintWatch views;
    views.watch(window.findChild<ui::HeadlineStrip *>());
    views.watch(lengths->memoryChart());
    views.watch(lengths->timeChart());
    std::vector<double> stepMs;
    const int low = slider->positionOf(512);
    const int high = slider->positionOf(32768);
    const int timeouts = dragBetween(slider, std::clamp(slider->value(), low, high), low, high, benchSteps(500), doc,
                                     views, paints, stepMs);
    QApplication::instance()->removeEventFilter(&paints);
    std::printf("lengths: slider drag, By length tab (70B full fine-tune): value change -> headline and both charts "
                "repainted: p50 %.2f ms, p90 %.2f ms, p99 %.2f ms, max %.2f ms (%d timeouts)\n",
                percentile(stepMs, 0.5), percentile(stepMs, 0.9), percentile(stepMs, 0.99), percentile(stepMs, 1.0),
                timeouts);
    // What the other methods' lines cost a chart per tick: two analyses a slider step apart,
    // with their curves and without (the chart as it was before them), in alternating blocks so
    // that both see the same machine (the first step of a block, which shows or hides the
    // lines, not counted).
    core::Scenario other = doc->scenario();
    other.seqLen = other.seqLen * 9 / 8;
    core::AnalysisOptions dragging;
    dragging.withRecommendations = false;
    const core::Analysis with[2] = {core::analyse(doc->scenario(), doc->gpuCatalog(), dragging),
                                    core::analyse(other, doc->gpuCatalog(), dragging)};
    core::Analysis without[2] = {with[0], with[1]};
    for (core::Analysis &a : without)
        a.methodCurves.clear();
    std::vector<double> withMs;
    std::vector<double> withoutMs;
    std::vector<double> timeMs;
    ui::SeqLenChart *memory = lengths->memoryChart();
    const auto step = [](auto *chart, const core::Analysis &a) {
        QElapsedTimer t;
        t.start();
        chart->setAnalysis(a);
        QApplication::processEvents();
        chart->repaint();
        return static_cast<double>(t.nsecsElapsed()) / 1e6;
    };
    for (int block = 0; block < 10; ++block)
        for (const bool lines : {true, false})
            for (int i = 0; i < 21; ++i) {
                const double ms = step(memory, lines ? with[i % 2] : without[i % 2]);
                if (i > 0)
                    (lines ? withMs : withoutMs).push_back(ms);
            }
    for (int i = 0; i < 200; ++i)
        timeMs.push_back(step(lengths->timeChart(), with[i % 2]));
    tabs->setCurrentIndex(0);
    std::printf("lengths: memory vs length, update + repaint p50: %.2f ms with the other methods' lines, %.2f ms "
                "without; time and cost vs length %.2f ms\n",
                percentile(withMs, 0.5), percentile(withoutMs, 0.5), percentile(timeMs, 0.5));
    return timeouts;
}

} // namespace

int main(int argc, char *argv[])
{
    QElapsedTimer clock;
    clock.start();
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    qputenv("QT_FONT_DPI", "96");
    QApplication::setOrganizationName(QStringLiteral("GPU Sizer Bench"));
    QApplication app(argc, argv);

    ui::MainWindow window;
    window.resize(1600, 960);
    PaintWatch first;
    first.watch(&window);
    window.show();
    while (!first.allPainted())
        QApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
    const double coldStartMs = static_cast<double>(clock.nsecsElapsed()) / 1e6;

    ui::ScenarioDocument *doc = window.document();
    if (qEnvironmentVariableIsSet("GPUSIZER_BENCH_SETTLE_MS"))
        doc->setSettleInterval(qEnvironmentVariableIntValue("GPUSIZER_BENCH_SETTLE_MS"));
    for (const ui::QuickStart &start : ui::quickStarts(doc->modelCatalog(), doc->scenario().prices))
        if (start.id == QLatin1String("full-70b"))
            doc->replaceScenario(QStringLiteral("bench"), start.scenario);
    doc->flush();
    QApplication::processEvents();

    // Views whose numbers change on every tick must paint; the time/cost chart and the
    // recommendations repaint on the first tick (greyed, "updating") and after the pause, and
    // any paint they do is in the measured time.
    PaintWatch views;
    views.watch(window.findChild<ui::HeadlineStrip *>());
    views.watch(window.findChild<ui::BreakdownChart *>());
    views.watch(window.findChild<ui::MethodComparisonChart *>());
    views.watch(window.findChild<ui::SeqLenChart *>());
    PaintWatch recommendationViews;
    recommendationViews.watch(window.findChild<ui::TimeCostChart *>());
    recommendationViews.watch(window.findChild<ui::RecommendationPanel *>());
    PaintCounter paints;
    app.installEventFilter(&paints);
    const std::string loadBefore = loadAverage();
    paints.layoutRequests = 0;
    paints.resizes = 0;
    paints.layoutRequestsByClass.clear();
    auto *slider = window.findChild<ui::LogSlider *>(QStringLiteral("seqLenSlider"));
    if (slider == nullptr) {
        std::fputs("bench_ui: sequence-length slider not found\n", stderr);
        return 1;
    }

    const int kSteps = benchSteps(500);
    std::vector<double> repaintMs;
    std::vector<double> computeMs;
    repaintMs.reserve(kSteps);
    // Sweep between 512 and 32,768 tokens and back, one slider position per step.
    const int low = slider->positionOf(512);
    const int high = slider->positionOf(32768);
    int timeouts = dragBetween(slider, low, low, high, kSteps, doc, views, paints, repaintMs);
    // The drag pauses: the sweep runs and the recommendations and time/cost chart repaint.
    recommendationViews.reset();
    QElapsedTimer settle;
    settle.start();
    const double settleMs = runUntilRepainted(settle, paints, [&] {
        return !doc->analysis().recommendationPending && recommendationViews.allPainted();
    });
    if (settleMs < 0)
        ++timeouts;
    const int dragLayoutRequests = paints.layoutRequests;
    const int dragResizes = paints.resizes;
    const auto dragLayoutByClass = paints.layoutRequestsByClass;
    const std::string loadAfter = loadAverage();
    // The estimator part alone, for the record.
    for (int step = 0; step < 100; ++step) {
        QElapsedTimer t;
        t.start();
        const core::Analysis snap = core::analyse(doc->scenario(), doc->gpuCatalog());
        computeMs.push_back(static_cast<double>(t.nsecsElapsed()) / 1e6);
        if (!snap.valid)
            return 1;
    }

    // A sequence-length tick while dragging: the catalog sweep waits and the curve is reused.
    core::AnalysisOptions tick;
    tick.withRecommendations = false;
    core::Scenario neighbour = doc->scenario();
    neighbour.seqLen = neighbour.seqLen * 9 / 8;
    const core::Analysis before = core::analyse(neighbour, doc->gpuCatalog(), tick);
    tick.previous = &before;
    std::vector<double> tickComputeMs;
    for (int step = 0; step < 100; ++step) {
        QElapsedTimer t;
        t.start();
        const core::Analysis snap = core::analyse(doc->scenario(), doc->gpuCatalog(), tick);
        tickComputeMs.push_back(static_cast<double>(t.nsecsElapsed()) / 1e6);
        if (!snap.valid)
            return 1;
    }

    // Where the time goes: each view's update and a synchronous repaint, one slider step apart
    // (drag analyses: the time/cost chart and the recommendations stay as they are).
    // Two analyses a slider step apart, alternated, so every update changes the numbers.
    core::Scenario other = doc->scenario();
    other.seqLen = other.seqLen * 9 / 8;
    core::AnalysisOptions dragging;
    dragging.withRecommendations = false;
    const core::Analysis analyses[2] = {core::analyse(doc->scenario(), doc->gpuCatalog(), dragging),
                                        core::analyse(other, doc->gpuCatalog(), dragging)};
    const auto perView = [&analyses](const char *name, auto *view) {
        std::vector<double> updateMs;
        std::vector<double> paintMs;
        for (int i = 0; i < 50; ++i) {
            QElapsedTimer t;
            t.start();
            view->setAnalysis(analyses[i % 2]);
            updateMs.push_back(static_cast<double>(t.nsecsElapsed()) / 1e6);
            t.restart();
            // Charts process their scene changes and repaint from the event loop.
            QApplication::processEvents();
            view->repaint();
            paintMs.push_back(static_cast<double>(t.nsecsElapsed()) / 1e6);
        }
        std::printf("  %-22s update p50 %.2f ms, event loop + repaint p50 %.2f ms\n", name, percentile(updateMs, 0.5),
                    percentile(paintMs, 0.5));
    };

    std::printf("bench_ui: %d slider steps, %s, %s on %d x %s, %zu GPUs in the catalog\n", kSteps,
                doc->scenario().model.displayName.c_str(), std::string(core::toString(doc->scenario().method)).c_str(),
                doc->scenario().parallel.gpus, doc->scenario().gpuId.c_str(), doc->gpuCatalog().gpus().size());
    std::printf("value change -> all views repainted: p50 %.2f ms, p90 %.2f ms, p99 %.2f ms, max %.2f ms (%d timeouts)\n",
                percentile(repaintMs, 0.5), percentile(repaintMs, 0.9), percentile(repaintMs, 0.99),
                percentile(repaintMs, 1.0), timeouts);
    std::printf("drag paused -> recommendations and time/cost repainted: %.1f ms (%d ms of it the pause)\n",
                settleMs, ui::ScenarioDocument::kSettleMs);
    std::printf("analysis computation alone: p50 %.2f ms, p99 %.2f ms (per tick while dragging: p50 %.2f ms)\n",
                percentile(computeMs, 0.5), percentile(computeMs, 0.99), percentile(tickComputeMs, 0.5));
    std::printf("load average before / after the drag: %s / %s\n", loadBefore.c_str(), loadAfter.c_str());
    std::printf("layout requests / resizes during the drag and the pause: %d / %d\n", dragLayoutRequests, dragResizes);
    for (const auto &[where, count] : dragLayoutByClass)
        std::printf("  layout requests at %s: %d\n", where.c_str(), count);
    perView("headline strip", window.findChild<ui::HeadlineStrip *>());
    perView("memory breakdown", window.findChild<ui::BreakdownChart *>());
    perView("method comparison", window.findChild<ui::MethodComparisonChart *>());
    perView("memory vs seq length", window.findChild<ui::SeqLenChart *>());
    perView("time and cost", window.findChild<ui::TimeCostChart *>());
    perView("recommendations", window.findChild<ui::RecommendationPanel *>());
    std::printf("cold start to first painted window (in process): %.1f ms\n", coldStartMs);
    std::printf("resident memory: %.1f MB now, %.1f MB peak\n", statusKiB("VmRSS") / 1024.0,
                statusKiB("VmHWM") / 1024.0);

    const int servingTimeouts = servingDrag(window);
    if (servingTimeouts < 0)
        return 1;
    const int mapTimeouts = mapBench(window);
    if (mapTimeouts < 0)
        return 1;
    const int tradeoffTimeouts = tradeoffsBench(window);
    if (tradeoffTimeouts < 0)
        return 1;
    const int lengthsTimeouts = lengthsBench(window);
    if (lengthsTimeouts < 0)
        return 1;
    return timeouts == 0 && servingTimeouts == 0 && mapTimeouts == 0 && tradeoffTimeouts == 0 && lengthsTimeouts == 0
               ? 0
               : 2;
}
