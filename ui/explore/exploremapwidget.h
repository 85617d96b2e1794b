#pragma once

#include "charts/chartimage.h"
#include "analysis/exploreaxis.h"
#include "explore/heatscale.h"
#include "explore/maplayout.h"

#include <QRegion>
#include <QWidget>

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

class QPainter;

namespace gpusizer::core {
class GpuCatalog;
struct ExploreCell;
}

namespace gpusizer::ui {

class MapCells;

// A fine cell of the map: column (x index) and row (y index, 0 at the bottom).
struct MapCell {
    std::size_t column = 0;
    std::size_t row = 0;
    bool operator==(const MapCell &) const = default;
};

// The map of the map tab (issue #29), painted with QPainter: a cell per pair of x and y values
// coloured by the metric (HeatScale), the fit boundary as a line along the cell edges between
// fitting and non-fitting cells, cells that cannot be estimated hatched, the scenario's own
// cell outlined; axis titles and ticks, and the legend with the metric's unit. Hovering a cell
// shows its numbers (mapCellToolTip); clicking one emits cellClicked (ChartPointer). Its
// context menu saves or copies it as PNG or SVG (ChartExportMenu).
class ExploreMapWidget final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ExploreMapWidget)
public:
    explicit ExploreMapWidget(QWidget *parent = nullptr);
    ~ExploreMapWidget() override;

    // The cells to show (owned by the caller, kept alive while shown); `serving` and `currency`
    // choose the metric's words. Call again when rows were added to them.
    void setCells(const MapCells *cells, const core::GpuCatalog *catalog, bool serving, std::string currency);
    // The scenario's own cell (nullopt: it lies off the map).
    void setCurrent(std::optional<MapCell> cell);
    std::optional<MapCell> current() const { return m_current; }

    // For the tests and the export: where things are in the widget.
    const MapLayout &layout() const;
    QRectF cellRect(MapCell cell) const;
    std::optional<MapCell> cellAt(const QPointF &point) const;
    QString toolTipFor(MapCell cell) const;
    const HeatScale &scale() const { return m_scale; }
    // One edge of the fit boundary: between a cell that fits (or fits tightly) and a
    // neighbour that does not, both estimated.
    struct BoundaryEdge {
        MapCell fitting;
        MapCell notFitting;
        QLineF line;
    };
    std::vector<BoundaryEdge> boundary() const;
    // The map's title for a file name and an SVG: "Memory per GPU by sequence length and micro-batch".
    QString title() const;
    chartimage::Drawing drawing() const;
    // Paints the whole map over `target` (its size as the widget's), as on screen.
    void paintMap(QPainter &painter, const QRectF &target) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void cellClicked(gpusizer::ui::MapCell cell);

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    // Everything drawn anew from the cells; the axes' ticks only when `axes` (they changed, or
    // the language did).
    void rebuild(bool axes);
    MapTexts texts() const;
    MapLayout layOut(const QSizeF &size) const;
    std::vector<BoundaryEdge> boundaryIn(const MapLayout &layout) const;
    QColor cellColor(const core::ExploreCell &cell) const;
    void setHovered(std::optional<MapCell> cell);

    const MapCells *m_cells = nullptr;
    const core::GpuCatalog *m_catalog = nullptr;
    bool m_serving = false;
    std::string m_currency;
    std::optional<MapCell> m_current;
    std::optional<MapCell> m_hovered;
    HeatScale m_scale;
    // What the axes' ticks were made for: their values and words change only with them.
    core::ExploreAxis m_tickedX;
    core::ExploreAxis m_tickedY;
    std::vector<mapticks::Tick> m_xTicks;
    std::vector<mapticks::Tick> m_yTicks;
    MapTexts m_texts;
    MapLayout m_layout;
    QRegion m_paintRegion;   // while a paint event runs: what it repaints
};

} // namespace gpusizer::ui
