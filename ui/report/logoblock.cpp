#include "report/logoblock.h"

#include "util/logging.h"

#include <spdlog/spdlog.h>

#include <QFileInfo>
#include <QImageReader>
#include <QPainter>

#include <algorithm>

namespace gpusizer::ui {

QImage loadReportLogo(const QString &path, const QSize &maxPixels)
{
    if (path.trimmed().isEmpty())
        return {};
    const auto log = core::logging::get("report");
    if (!QFileInfo(path).isFile()) {
        log->warn("report logo {} not found: the report has no logo", path.toStdString());
        return {};
    }
    QImageReader reader(path);
    reader.setAutoTransform(true);
    QSize size = reader.size();
    if (size.isValid() && reader.transformation().testFlag(QImageIOHandler::TransformationRotate90))
        size.transpose();
    // Large photos are read scaled down: the PDF needs no more than the box holds at print
    // resolution.
    if (size.isValid() && (size.width() > maxPixels.width() || size.height() > maxPixels.height()))
        reader.setScaledSize(size.scaled(maxPixels, Qt::KeepAspectRatio));
    QImage image = reader.read();
    if (image.isNull()) {
        log->warn("report logo {} unreadable ({}): the report has no logo", path.toStdString(),
            reader.errorString().toStdString());
        return {};
    }
    return image;
}

LogoBesideBlock::LogoBesideBlock(std::unique_ptr<ReportBlock> text, QImage logo, QSizeF box, qreal gap)
    : m_text(std::move(text))
    , m_logo(std::move(logo))
    , m_box(box)
    , m_gap(gap)
{
}

QRectF LogoBesideBlock::logoRect(const QRectF &rect) const
{
    if (m_logo.isNull() || m_logo.width() <= 0 || m_logo.height() <= 0)
        return {};
    const QSizeF size = QSizeF(m_logo.size()).scaled(m_box, Qt::KeepAspectRatio);
    return QRectF(rect.right() - size.width(), rect.top(), size.width(), size.height());
}

qreal LogoBesideBlock::height(qreal width) const
{
    const QRectF logo = logoRect(QRectF(0, 0, width, 0));
    const qreal textWidth = std::max(width / 2, width - logo.width() - m_gap);
    return std::max(m_text->height(textWidth), logo.height());
}

void LogoBesideBlock::paint(QPainter &painter, const QRectF &rect) const
{
    const QRectF logo = logoRect(rect);
    const qreal textWidth = std::max(rect.width() / 2, rect.width() - logo.width() - m_gap);
    m_text->paint(painter, QRectF(rect.left(), rect.top(), textWidth, m_text->height(textWidth)));
    if (logo.isEmpty())
        return;
    painter.save();
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    painter.drawImage(logo, m_logo);
    painter.restore();
}

} // namespace gpusizer::ui
