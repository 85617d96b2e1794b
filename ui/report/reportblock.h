#pragma once

#include <QRectF>

class QPainter;

namespace gpusizer::ui {

// One unbreakable piece of the report (a paragraph, a table row, a chart) that the paginator
// places on a page. Heights are in device units for the width the block is given.
class ReportBlock
{
public:
    virtual ~ReportBlock() = default;
    virtual qreal height(qreal width) const = 0;
    virtual void paint(QPainter &painter, const QRectF &rect) const = 0;

    qreal spaceBefore = 0; // dropped at the top of a page
    bool keepWithNext = false; // a heading stays on the page of what follows it
    bool startsPage = false;   // placed at the top of a new page (the quote)
    // A table header row painted again above this block when it starts a new page.
    const ReportBlock *repeatHeader = nullptr;
};

} // namespace gpusizer::ui
