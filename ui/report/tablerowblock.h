#pragma once

#include "report/reportblock.h"

#include "estimate/memorybreakdown.h"

#include <QColor>
#include <QFont>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

class QPaintDevice;

namespace gpusizer::ui {

class ReportStyle;

struct TableCell {
    QString text;
    Qt::Alignment alignment = Qt::AlignLeft;
    std::optional<core::MemoryComponent> swatch; // colour and pattern square before the text
    // A name or phrase that may wrap between its words (a GPU name, "fits"). A value (a number
    // with its unit, an amount, a label) stays on one line: its column is made wide enough.
    bool wraps = false;
};

// A cell of text without a swatch.
inline TableCell textCell(const QString &text, Qt::Alignment alignment = Qt::AlignLeft, bool wraps = false)
{
    return TableCell{text, alignment, std::nullopt, wraps};
}

// Header: column headings, bold on a fill, wrapping between words. Body: the rows of a table;
// Total: bold with a rule above. KeyValue: a label and a value or phrase about it (the inputs,
// time and cost).
enum class RowKind { Header, Body, Total, KeyValue };

class TableRowBlock;

// The column widths of one table, shared by its rows. The fractions of the table width are the
// widths preferred; a column is widened beyond its fraction when a value of it (a cell that does
// not wrap) or a word of a heading or wrapping cell would not fit on one line. The width comes
// first from the white space of columns wider than their widest line, then from the columns
// whose names and phrases wrap (those that wrap already first). Only when the values cannot all
// fit the width does a value wrap.
class TableColumns final
{
public:
    TableColumns(std::vector<qreal> fractions, const ReportStyle &style);

    // Makes room for what `row` holds (call for every row before laying any out).
    void measure(const TableRowBlock &row);

    std::size_t count() const { return m_fractions.size(); }
    qreal padding() const { return m_padding; }
    qreal swatchSize() const { return m_swatchSize; }
    // The width of each column in a table `width` wide (they add up to `width`).
    std::vector<qreal> widths(qreal width) const;

private:
    std::vector<qreal> m_fractions;
    // Padding and swatch included: the narrowest each column may be (its values and longest
    // words on one line), and the width that shows all of it on one line.
    std::vector<qreal> m_minimum;
    std::vector<qreal> m_natural;
    qreal m_padding;
    qreal m_swatchSize;
};

// One row of a table: cells wrap within their column (never clip) and the row is as tall as
// its tallest cell. Numbers stay with their units (keepNumbersWithUnits).
class TableRowBlock final : public ReportBlock
{
public:
    TableRowBlock(std::vector<TableCell> cells, std::shared_ptr<const TableColumns> columns, RowKind kind,
        const ReportStyle &style);

    void setShaded(bool shaded) { m_shaded = shaded; }
    void setTextColor(QColor color) { m_textColor = std::move(color); }

    qreal height(qreal width) const override;
    void paint(QPainter &painter, const QRectF &rect) const override;

    // What the row lays out, for tests of the layout: its cells, the font and paint device it
    // measures and paints them with, and the width the text of `column` may take in a row
    // `width` wide (the column less its padding and swatch).
    RowKind kind() const { return m_kind; }
    const std::vector<TableCell> &cells() const { return m_cells; }
    const QFont &font() const { return m_font; }
    QPaintDevice *device() const { return m_device; }
    qreal cellTextWidth(std::size_t column, qreal width) const;

private:
    qreal padding() const { return m_columns->padding(); }
    qreal swatchSize() const { return m_columns->swatchSize(); }
    qreal textWidth(std::size_t column, const std::vector<qreal> &widths) const;

    std::vector<TableCell> m_cells;
    std::shared_ptr<const TableColumns> m_columns;
    RowKind m_kind;
    QFont m_font;
    QPaintDevice *m_device;
    QColor m_fill;
    QColor m_rule;
    QColor m_textColor;
    bool m_shaded = false;
};

// A square of a component's colour with its print pattern laid over it.
void paintSwatch(QPainter &painter, const QRectF &rect, core::MemoryComponent component);

} // namespace gpusizer::ui
