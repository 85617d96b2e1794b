#pragma once

#include "report/reportblock.h"

#include <QImage>
#include <QSizeF>
#include <QString>

#include <memory>

namespace gpusizer::ui {

// The consultant's logo for the cover, read from `path` and scaled down to at most
// `maxPixels` (aspect kept, EXIF orientation applied); a null image when the path is empty or
// the file is missing or unreadable (logged, never an error: the report is written without it).
QImage loadReportLogo(const QString &path, const QSize &maxPixels);

// A block (the report's title) with a logo beside it, top right: the logo is scaled to fit
// `box` with its aspect kept, and the block's text wraps in the width left of it.
class LogoBesideBlock final : public ReportBlock
{
public:
    LogoBesideBlock(std::unique_ptr<ReportBlock> text, QImage logo, QSizeF box, qreal gap);

    qreal height(qreal width) const override;
    void paint(QPainter &painter, const QRectF &rect) const override;

    // Where the logo goes in a block painted into `rect`.
    QRectF logoRect(const QRectF &rect) const;

private:
    std::unique_ptr<ReportBlock> m_text;
    QImage m_logo;
    QSizeF m_box;
    qreal m_gap;
};

} // namespace gpusizer::ui
