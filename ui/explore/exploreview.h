#pragma once

#include "explore/exploremapwidget.h"
#include "explore/exploreinputs.h"
#include "explore/mapcomputation.h"
#include "explore/mapcontrols.h"

#include <QWidget>

class QLabel;
class QTimer;

namespace gpusizer::core {
struct Analysis;
}

namespace gpusizer::ui {

class ScenarioDocument;

// The map tab beside the charts (issue #29): the controls and the map of the document's
// scenario over two of its inputs. It follows the document live, and only while it is shown: a
// change during a drag (the document's quick analysis) gets the coarse 8 × 8 grid at once, the
// full 32 × 32 one follows in slices of at most kSliceMs per turn of the event loop once the
// changes pause (the document's full analysis), so no frame waits on it. A click on a cell
// applies its two values to the scenario as one undo step. The axes and metric are kept in the
// settings, for training and for serving apart.
class ExploreView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ExploreView)
public:
    explicit ExploreView(ScenarioDocument *document, QWidget *parent = nullptr);
    ~ExploreView() override;

    // The longest a slice of the fine grid keeps the event loop (half a 60 Hz frame).
    static constexpr double kSliceMs = 6.0;

    ExploreMapWidget *map() const { return m_map; }
    MapControls *controls() const { return m_controls; }
    const MapComputation &computation() const { return m_computation; }
    // The axes the map has now.
    const core::ExploreAxis &xAxis() const { return m_xAxis; }
    const core::ExploreAxis &yAxis() const { return m_yAxis; }
    // Computes whatever the map still lacks now, if shown (tests, the benchmark, screenshots).
    void finishMap();
    // Chooses the axes (at their default ranges) and the metric as the user does in the
    // controls (the benchmark, tests).
    void choose(const exploreinputs::Choice &choice);
    // Applies the cell's x and y values to the document's scenario (one undo step).
    void applyCell(MapCell cell);

signals:
    // The map shows new cells (the coarse grid, a slice of fine rows, or the whole map).
    void mapUpdated();

protected:
    void showEvent(QShowEvent *event) override;

private:
    void followAnalysis(const core::Analysis &analysis);
    void followFamily();
    void rebuildAxes();
    void requestMap(bool rapid);
    void refineSlice();
    void showCells();
    void saveChoice() const;
    void inputChosen(MapControls::Axis axis);

    ScenarioDocument *m_document;
    MapControls *m_controls;
    ExploreMapWidget *m_map;
    QLabel *m_problem;
    QTimer *m_refineTimer;
    QTimer *m_settleTimer;
    MapComputation m_computation;
    core::Scenario m_scenario;
    core::ExploreAxis m_xAxis;
    core::ExploreAxis m_yAxis;
    std::optional<exploreinputs::Family> m_family;
    bool m_pending = true;   // a change came while the tab was hidden
};

} // namespace gpusizer::ui
