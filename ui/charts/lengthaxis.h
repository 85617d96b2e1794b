#pragma once

#include "charts/axisscale.h"

#include <QRectF>
#include <QStringList>

#include <vector>

class QAbstractSeries;
class QChart;
class QGraphicsSimpleTextItem;
class QLogValueAxis;
class QPalette;

namespace gpusizer::ui {

// The sequence-length axis of the charts against the length (memory, time and cost): a base-16
// log axis over core::SeqLenRange at the chart's bottom whose own labels are transparent (they
// keep their space; QLogValueAxis formats only with printf, and "1048576" does not fit a narrow
// chart) with compact ones on top, "16 256 4K 64K 1M", in the palette's text colour.
class LengthAxis final
{
public:
    // Adds the axis to `chart` (attach the series to axis()).
    explicit LengthAxis(QChart *chart);

    QLogValueAxis *axis() const { return m_axis; }
    // The tick labels as shown.
    QStringList tickLabels() const;

    // Places the labels under their ticks, clear of the value axis' labels (QtCharts' texts),
    // where the plot or the value axis' scale changed since the last time (not on every slider
    // tick); `series` is one on this axis (for mapToPosition).
    void place(const QRectF &plot, const AxisScale &valueScale, QAbstractSeries *series);
    // Texts or fonts changed: placed again next time.
    void invalidate() { m_plot = QRectF(); }
    void applyPalette(const QPalette &palette);
    // The labels in the current locale.
    void retranslate();

private:
    QChart *m_chart;
    QLogValueAxis *m_axis;
    std::vector<QGraphicsSimpleTextItem *> m_labels;
    QRectF m_plot;        // the plot and the value axis the labels were placed for
    AxisScale m_scale;
};

} // namespace gpusizer::ui
