#pragma once

#include "report/reportblock.h"

#include "estimate/memorybreakdown.h"

#include <QColor>
#include <QFont>
#include <QString>

#include <optional>
#include <vector>

class QPaintDevice;

namespace gpusizer::ui {

class ReportStyle;

struct TableCell {
    QString text;
    Qt::Alignment alignment = Qt::AlignLeft;
    std::optional<core::MemoryComponent> swatch; // colour and pattern square before the text
};

enum class RowKind { Header, Body, Total };

// One row of a table: cells wrap within their column (never clip) and the row is as tall as
// its tallest cell. Column widths are fractions of the table width.
class TableRowBlock final : public ReportBlock
{
public:
    TableRowBlock(
        std::vector<TableCell> cells, std::vector<qreal> columnFractions, RowKind kind, const ReportStyle &style);

    void setShaded(bool shaded) { m_shaded = shaded; }
    void setTextColor(QColor color) { m_textColor = std::move(color); }

    qreal height(qreal width) const override;
    void paint(QPainter &painter, const QRectF &rect) const override;

private:
    qreal cellTextWidth(std::size_t column, qreal width) const;

    std::vector<TableCell> m_cells;
    std::vector<qreal> m_fractions;
    RowKind m_kind;
    QFont m_font;
    QPaintDevice *m_device;
    qreal m_padding;
    qreal m_swatchSize;
    QColor m_fill;
    QColor m_rule;
    QColor m_textColor;
    bool m_shaded = false;
};

// A square of a component's colour with its print pattern laid over it.
void paintSwatch(QPainter &painter, const QRectF &rect, core::MemoryComponent component);

} // namespace gpusizer::ui
