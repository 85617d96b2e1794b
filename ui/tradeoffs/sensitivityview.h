#pragma once

#include "analysis/sensitivity.h"
#include "catalog/gpucatalog.h"
#include "model/scenario.h"
#include "tradeoffs/settledjob.h"

#include <QWidget>

#include <vector>

class QComboBox;
class QLabel;

namespace gpusizer::ui {

class ScenarioDocument;
class TornadoChart;

// The "What moves it" tab beside the charts (issue #29 point 4): the tornado of
// core::sensitivity() for the figure chosen (training: hours or cost; serving: GPUs needed,
// TPOT, cost per 1M output tokens, an offline job's hours), each assumption from its low to its
// high setting sorted by swing, and the sentence naming the largest. A dozen analyses, so it
// runs off the UI thread, only while the tab is shown and once the document's changes pause;
// until the new bars come the old ones stay faded and marked as updating. Its context menu
// saves the chart (PNG, SVG, copy) and its bars as CSV.
class SensitivityView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SensitivityView)
public:
    explicit SensitivityView(ScenarioDocument *document, QWidget *parent = nullptr);
    ~SensitivityView() override;

    TornadoChart *chart() const { return m_chart; }
    QComboBox *figureCombo() const { return m_figureCombo; }
    QLabel *statusLabel() const { return m_status; }
    core::SensitivityFigure figure() const;
    void setFigure(core::SensitivityFigure figure);
    // The figures that apply to `scenario`, the default first.
    static std::vector<core::SensitivityFigure> figuresFor(const core::Scenario &scenario);

    // The sensitivity shown (null before the first one came).
    const core::Sensitivity *sensitivity() const { return m_job.shownKey() != nullptr ? &m_sensitivity : nullptr; }
    bool isCurrent() const;
    // Computes the sensitivity of the document's scenario now, if the tab is shown.
    void finishSensitivity();
    QByteArray csv() const;

signals:
    void sensitivityShown();

protected:
    void changeEvent(QEvent *event) override;

private:
    // What a sensitivity is computed from, to tell whether it is current.
    struct Key {
        core::Scenario scenario;
        core::SensitivityFigure figure = core::SensitivityFigure::Cost;
        bool operator==(const Key &) const = default;
    };
    static core::Sensitivity compute(const Key &key, const core::GpuCatalog &catalog);
    Key currentKey() const;
    void followAnalysis(const core::Analysis &analysis);
    void rebuildFigures();
    void done(core::Sensitivity sensitivity);
    void showTornado();
    void updateStatus();
    void retranslateUi();

    ScenarioDocument *m_document;
    QLabel *m_figureLabel;
    QComboBox *m_figureCombo;
    QLabel *m_status;
    TornadoChart *m_chart;
    core::Sensitivity m_sensitivity; // its key is m_job's shownKey()
    std::vector<core::SensitivityFigure> m_figures; // in the combo
    bool m_serving = false; // of the scenario the figures are for
    SettledJob<Key, core::Sensitivity> m_job;
};

} // namespace gpusizer::ui
