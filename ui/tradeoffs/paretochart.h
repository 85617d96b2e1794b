#pragma once

#include "charts/chartimage.h"
#include "charts/chartpointer.h"
#include "tradeoffs/paretolayout.h"
#include "tradeoffs/paretopoints.h"

#include <QPixmap>
#include <QWidget>

#include <cstddef>
#include <functional>
#include <optional>

class QPainter;

namespace gpusizer::ui {

// The Pareto chart (issue #29 point 3), painted with QPainter: every configuration of a sweep
// as a point, the front (core's non-dominated points) in colour and joined by a line, the
// dominated ones grey and smaller, those that miss a latency target (or the deadline or
// budget) hollow, assumed-speed GPU families as asterisks, the region that meets the TPOT
// target shaded and the scenario's own figures ringed. While the points are not the current
// scenario's (the sweep is recomputing) they are faded and say so, and a click does nothing.
// Hovering a point shows its tooltip (`toolTipOf`); clicking one emits pointClicked with its
// index in the sweep (ChartPointer). Its context menu saves or copies it as PNG or SVG
// (ChartExportMenu).
class ParetoChart final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ParetoChart)
public:
    explicit ParetoChart(QWidget *parent = nullptr);
    ~ParetoChart() override;

    void setPlot(ParetoPlot plot, ParetoTexts texts);
    // The scenario's own mark only (it moves with a drag while the sweep waits).
    void setCurrent(std::optional<ParetoMark> current);
    void setStale(bool stale);
    bool isStale() const { return m_stale; }
    // The tooltip of a mark (the sweep's point it stands for).
    void setToolTipSource(std::function<QString(const ParetoMark &)> source) { m_toolTipOf = std::move(source); }

    const ParetoPlot &plot() const { return m_plot; }
    const ParetoLayout &layout() const { return m_layout; }
    // Where mark `index` (of plot().marks) is drawn, and the mark nearest `point` within reach
    // of the pointer (the front's first where they overlap).
    QPointF markPosition(std::size_t index) const;
    std::optional<std::size_t> markAt(const QPointF &point) const;
    QString toolTipAt(const QPointF &point) const;
    // The chart's title for a file name and an SVG: its y axis' title against its x axis'.
    QString title() const;
    chartimage::Drawing drawing() const;
    void paintChart(QPainter &painter, const QRectF &target) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void pointClicked(std::size_t point);

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void relayout();
    void setHovered(std::optional<std::size_t> mark);
    // At the origin: the axes, region, grid, legend and titles; the points and the front's
    // line (both cached on screen); the scenario's ring; the "updating" label.
    void paintFrame(QPainter &painter, const ParetoLayout &layout, const QSizeF &size) const;
    void paintMarks(QPainter &painter, const ParetoLayout &layout) const;
    void paintCurrent(QPainter &painter, const ParetoLayout &layout) const;
    void paintStale(QPainter &painter, const ParetoLayout &layout) const;

    ParetoPlot m_plot;
    ParetoTexts m_texts;
    ParetoLayout m_layout;
    bool m_stale = false;
    std::optional<std::size_t> m_hovered;
    ChartPointer<std::size_t> *m_pointer = nullptr; // hover and click, a child
    std::function<QString(const ParetoMark &)> m_toolTipOf;
    QPixmap m_frame; // paintFrame() at the widget's size
    QPixmap m_points; // paintMarks() on transparent
};

} // namespace gpusizer::ui
