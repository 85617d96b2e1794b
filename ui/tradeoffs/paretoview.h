#pragma once

#include "catalog/gpucatalog.h"
#include "model/scenario.h"
#include "recommend/servingpareto.h"
#include "recommend/trainingpareto.h"
#include "tradeoffs/paretopoints.h"
#include "tradeoffs/settledjob.h"

#include <QWidget>

#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;

namespace gpusizer::ui {

class ParetoChart;
class ScenarioDocument;

// The Pareto tab beside the charts (issue #29 point 3). Serving: output tokens/s per GPU
// against tokens/s per user over every GPU type, layout, replica count, batch cap and weight
// format the serving sweep tries (core::servingPareto; every engine where asked), or the cost
// per 1M output tokens against tokens/s per user; training: the rent of the run against its
// hours over every candidate of the recommender (core::trainingPareto). The sweep is thousands
// of estimates (180 ms of a 70B scenario in Debug), so it runs off the UI thread, only while
// the tab is shown and once the document's changes pause (its full analysis); until the new
// points come the old ones stay faded and marked as updating, while the scenario's own ring
// follows every tick. A click on a point applies its configuration as one undo step. Its
// context menu saves the chart (PNG, SVG, copy) and its points as CSV.
class ParetoView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ParetoView)
public:
    explicit ParetoView(ScenarioDocument *document, QWidget *parent = nullptr);
    ~ParetoView() override;

    ParetoChart *chart() const { return m_chart; }
    QComboBox *axesCombo() const { return m_axesCombo; }
    QCheckBox *enginesBox() const { return m_engines; }
    QLabel *statusLabel() const { return m_status; }
    ParetoAxes axes() const;
    // Serving: the speed or the cost front, as the combo chooses it.
    void setAxes(ParetoAxes axes);

    // The sweep shown (null before the first one came, or of the other family).
    const core::ServingPareto *servingSweep() const;
    const core::TrainingPareto *trainingSweep() const;
    // Whether the points shown are those of the document's scenario and catalog.
    bool isCurrent() const;
    // Computes the sweep of the document's scenario now and shows it, if the tab is shown
    // (tests, the benchmark, screenshots).
    void finishSweep();
    // Applies point `index` of the sweep as one undo step (nothing while the points are stale).
    void applyPoint(std::size_t index);
    // The sweep's points as CSV (the columns of `recommend --pareto --json`).
    QByteArray csv() const;

signals:
    // New points are shown (a sweep came).
    void sweepShown();

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Sweep {
        bool serving = false;
        core::ServingPareto servingPoints;
        core::TrainingPareto trainingPoints;
    };
    // What a sweep is made from, to tell whether it is current.
    struct Key {
        core::Scenario scenario;
        bool everyEngine = false;
        bool operator==(const Key &) const = default;
    };
    static Sweep compute(const Key &key, const core::GpuCatalog &catalog);
    Key currentKey() const;
    void followAnalysis(const core::Analysis &analysis);
    void sweepDone(Sweep sweep);
    void showPlot();
    void updateStatus();
    void retranslateUi();
    bool serving() const;

    ScenarioDocument *m_document;
    QLabel *m_axesLabel;
    QComboBox *m_axesCombo;
    QCheckBox *m_engines;
    QLabel *m_status;
    ParetoChart *m_chart;
    std::shared_ptr<const Sweep> m_sweep;
    bool m_servingShown = false; // the controls and plot are the serving ones
    SettledJob<Key, Sweep> m_job; // m_sweep's key is its shownKey()
};

} // namespace gpusizer::ui
