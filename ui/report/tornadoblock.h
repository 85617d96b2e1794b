#pragma once

#include "charts/tornadoplot.h"
#include "report/reportblock.h"

#include <QFont>

class QPaintDevice;

namespace gpusizer::ui {

class ReportStyle;

// "What moves the answer" as the report's figure: the window's tornado (tornadoplot.h) painted
// as vectors in the report's small font and print colours, as tall as its bars need.
class TornadoBlock final : public ReportBlock
{
public:
    TornadoBlock(TornadoContent content, const ReportStyle &style);

    qreal height(qreal width) const override;
    void paint(QPainter &painter, const QRectF &rect) const override;

    // The layout at `width` (for the tests).
    TornadoLayout layoutAt(qreal width) const;

private:
    TornadoContent m_content;
    QFont m_font;
    QPaintDevice *m_device;
    qreal m_unit; // device units per pixel of the window
};

} // namespace gpusizer::ui
