// bench_ui: the desktop window under a dragged slider, offscreen. Not a ctest test.
// Drives the real sequence-length slider 500 steps for a 70B model (full catalog in the
// recommender) and prints p50/p99 from the value change to every view repainted (the end of
// the last event-loop pass that painted anything), the time from the end of the drag to the
// recommendations repainted (the catalog sweep waits for a pause), the cold start to the first
// painted window and the resident memory. Then the same for serving: the 70B serving example
// (inference on vLLM), its concurrent-users field stepped 300 times (the arrows held down),
// figures labelled "serving".
#include "charts/breakdownchart.h"
#include "charts/methodcomparisonchart.h"
#include "charts/seqlenchart.h"
#include "charts/servingcurvechart.h"
#include "charts/timecostchart.h"
#include "controls/logslider.h"
#include "document/scenariodocument.h"
#include "analysis/analysis.h"
#include "io/scenariofile.h"
#include "mainwindow.h"
#include "panels/headlinestrip.h"
#include "panels/recommendationpanel.h"
#include "quickstarts.h"

#include <algorithm>
#include <cstdio>
#include <fstream>
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

    const int kSteps = qEnvironmentVariableIsSet("GPUSIZER_BENCH_STEPS")
                           ? std::max(2, qEnvironmentVariableIntValue("GPUSIZER_BENCH_STEPS"))
                           : 300;
    constexpr int kLow = 32;
    constexpr int kHigh = 182;
    std::vector<double> repaintMs;
    repaintMs.reserve(kSteps);
    int timeouts = 0;
    int value = std::clamp(users->value(), kLow, kHigh);
    int direction = 1;
    for (int step = 0; step < kSteps; ++step) {
        value += direction;
        if (value >= kHigh || value <= kLow)
            direction = -direction;
        views.reset();
        const double ms = dragStep(users, value, paints, [&] {
            return views.allPainted() && doc->analysis().scenario == doc->scenario();
        });
        if (ms < 0)
            ++timeouts;
        repaintMs.push_back(ms < 0 ? 1000.0 : ms);
    }
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

    // GPUSIZER_BENCH_STEPS shortens the drag (for a run under callgrind, where every step is slow).
    const int kSteps = qEnvironmentVariableIsSet("GPUSIZER_BENCH_STEPS")
                           ? std::max(2, qEnvironmentVariableIntValue("GPUSIZER_BENCH_STEPS"))
                           : 500;
    std::vector<double> repaintMs;
    std::vector<double> computeMs;
    repaintMs.reserve(kSteps);
    int timeouts = 0;
    // Sweep between 512 and 32,768 tokens and back, one slider position per step.
    const int low = slider->positionOf(512);
    const int high = slider->positionOf(32768);
    int position = low;
    int direction = 1;
    for (int step = 0; step < kSteps; ++step) {
        position += direction;
        if (position >= high || position <= low)
            direction = -direction;
        views.reset();
        const double ms = dragStep(slider, position, paints, [&] {
            return views.allPainted() && doc->analysis().scenario == doc->scenario();
        });
        if (ms < 0)
            ++timeouts;
        repaintMs.push_back(ms < 0 ? 1000.0 : ms);
    }
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
    return timeouts == 0 && servingTimeouts == 0 ? 0 : 2;
}
