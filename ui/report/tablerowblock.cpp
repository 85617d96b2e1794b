#include "report/tablerowblock.h"

#include "report/reportstyle.h"
#include "report/textblock.h"

#include "charts/componentcolors.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace gpusizer::ui {

void paintSwatch(QPainter &painter, const QRectF &rect, core::MemoryComponent component)
{
    painter.save();
    painter.setPen(Qt::NoPen);
    const QColor fill = componentColor(component);
    painter.setBrush(fill);
    painter.drawRect(rect);
    QColor hatch = contrastingTextColor(fill);
    hatch.setAlphaF(0.7);
    // Patterns follow the painter and tile every ~1.3 mm (rect is about 3 mm): the same
    // texture as in the charts, visible in black-and-white print.
    painter.setRenderHint(QPainter::NonCosmeticBrushPatterns);
    QBrush pattern(hatch, componentPattern(component));
    pattern.setTransform(QTransform::fromScale(rect.width() / 18.0, rect.width() / 18.0));
    painter.setBrush(pattern);
    if (componentPattern(component) != Qt::SolidPattern)
        painter.drawRect(rect);
    painter.setPen(QPen(QColor(0x40, 0x40, 0x40), rect.width() / 24.0));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(rect);
    painter.restore();
}

TableColumns::TableColumns(std::vector<qreal> fractions, const ReportStyle &style)
    : m_fractions(std::move(fractions))
    , m_minimum(m_fractions.size(), 0.0)
    , m_natural(m_fractions.size(), 0.0)
    , m_padding(style.mm(1.3))
    , m_swatchSize(style.mm(3.2))
{
}

void TableColumns::measure(const TableRowBlock &row)
{
    if (row.cells().size() > m_fractions.size()) {
        m_fractions.resize(row.cells().size(), 0.1);
        m_minimum.resize(row.cells().size(), 0.0);
        m_natural.resize(row.cells().size(), 0.0);
    }
    const QFontMetricsF metrics(row.font(), row.device());
    static const QRegularExpression breakable(QStringLiteral("[ \\t\\n]+"));
    // One device unit more than measured: the layout shapes the line itself and may round.
    const auto columnWidth = [this, &metrics](const QString &text, const TableCell &cell) {
        qreal width = std::ceil(metrics.horizontalAdvance(text)) + 1 + 2 * m_padding;
        if (cell.swatch)
            width += m_swatchSize + m_padding;
        return width;
    };
    for (std::size_t i = 0; i < row.cells().size(); ++i) {
        const TableCell &cell = row.cells()[i];
        if (cell.text.isEmpty())
            continue;
        const qreal line = columnWidth(cell.text, cell);
        qreal least = line;
        if (row.kind() == RowKind::Header || cell.wraps) {
            least = 0;
            for (const QString &word : cell.text.split(breakable, Qt::SkipEmptyParts))
                least = std::max(least, columnWidth(word, cell));
        }
        m_minimum[i] = std::max(m_minimum[i], least);
        m_natural[i] = std::max(m_natural[i], line);
    }
}

std::vector<qreal> TableColumns::widths(qreal width) const
{
    const std::size_t n = m_fractions.size();
    std::vector<qreal> widths(n, 0.0);
    const qreal minimum = std::accumulate(m_minimum.begin(), m_minimum.end(), 0.0);
    const qreal fractions = std::accumulate(m_fractions.begin(), m_fractions.end(), 0.0);
    if (n == 0 || fractions <= 0)
        return widths;
    if (minimum >= width) {
        // The values cannot all fit: each column in proportion to what it needs (some wrap).
        for (std::size_t i = 0; i < n; ++i)
            widths[i] = width * m_minimum[i] / minimum;
        return widths;
    }
    qreal excess = -width;
    for (std::size_t i = 0; i < n; ++i) {
        widths[i] = std::max(m_minimum[i], width * m_fractions[i] / fractions);
        excess += widths[i];
    }
    // The width the widened columns need comes first from white space: from the columns wider
    // than their widest line, in proportion to their room to spare.
    qreal whiteSpace = 0;
    for (std::size_t i = 0; i < n; ++i)
        whiteSpace += std::max(0.0, widths[i] - m_natural[i]);
    if (excess > 0 && whiteSpace > 0) {
        const qreal taken = std::min(excess, whiteSpace);
        for (std::size_t i = 0; i < n; ++i)
            if (widths[i] > m_natural[i])
                widths[i] -= taken * (widths[i] - m_natural[i]) / whiteSpace;
        excess -= taken;
    }
    // Then from the columns whose names and phrases wrap: first from those that wrap already,
    // then from all, in proportion to their room above their longest word.
    for (const bool alreadyWrapping : { true, false }) {
        if (excess <= 0)
            break;
        qreal room = 0;
        for (std::size_t i = 0; i < n; ++i)
            if (!alreadyWrapping || m_natural[i] > widths[i])
                room += widths[i] - m_minimum[i];
        if (room <= 0)
            continue;
        const qreal taken = std::min(excess, room);
        for (std::size_t i = 0; i < n; ++i)
            if (!alreadyWrapping || m_natural[i] > widths[i])
                widths[i] -= taken * (widths[i] - m_minimum[i]) / room;
        excess -= taken;
    }
    return widths;
}

TableRowBlock::TableRowBlock(std::vector<TableCell> cells, std::shared_ptr<const TableColumns> columns, RowKind kind,
    const ReportStyle &style)
    : m_cells(std::move(cells))
    , m_columns(std::move(columns))
    , m_kind(kind)
    , m_font(kind == RowKind::Header || kind == RowKind::Total ? style.boldFont() : style.bodyFont())
    , m_device(style.device())
    , m_fill(kind == RowKind::Header ? style.headerFill() : style.zebraFill())
    , m_rule(style.ruleColor())
    , m_textColor(style.textColor())
{
    for (TableCell &cell : m_cells)
        cell.text = keepNumbersWithUnits(cell.text);
}

qreal TableRowBlock::textWidth(std::size_t column, const std::vector<qreal> &widths) const
{
    qreal w = (column < widths.size() ? widths[column] : 0.0) - 2 * padding();
    if (m_cells[column].swatch)
        w -= swatchSize() + padding();
    return std::max(w, padding());
}

qreal TableRowBlock::cellTextWidth(std::size_t column, qreal width) const
{
    return textWidth(column, m_columns->widths(width));
}

qreal TableRowBlock::height(qreal width) const
{
    const std::vector<qreal> widths = m_columns->widths(width);
    qreal tallest = 0;
    for (std::size_t i = 0; i < m_cells.size(); ++i) {
        qreal h = layoutText(m_cells[i].text, m_font, m_device, textWidth(i, widths), m_cells[i].alignment);
        if (m_cells[i].swatch)
            h = std::max(h, swatchSize());
        tallest = std::max(tallest, h);
    }
    return tallest + 2 * padding();
}

void TableRowBlock::paint(QPainter &painter, const QRectF &rect) const
{
    painter.save();
    if (m_kind == RowKind::Header || m_shaded)
        painter.fillRect(rect, m_fill);
    const bool strongRule = m_kind == RowKind::Header || m_kind == RowKind::Total;
    painter.setPen(QPen(m_rule, strongRule ? padding() / 4 : padding() / 8));
    painter.drawLine(rect.bottomLeft(), rect.bottomRight());
    if (m_kind == RowKind::Total)
        painter.drawLine(rect.topLeft(), rect.topRight());
    painter.setPen(m_textColor);
    const std::vector<qreal> widths = m_columns->widths(rect.width());
    qreal x = rect.left();
    for (std::size_t i = 0; i < m_cells.size() && i < widths.size(); ++i) {
        qreal textLeft = x + padding();
        if (m_cells[i].swatch) {
            paintSwatch(
                painter, QRectF(textLeft, rect.top() + padding(), swatchSize(), swatchSize()), *m_cells[i].swatch);
            textLeft += swatchSize() + padding();
        }
        layoutText(m_cells[i].text, m_font, m_device, textWidth(i, widths), m_cells[i].alignment, &painter,
            QPointF(textLeft, rect.top() + padding()));
        x += widths[i];
    }
    painter.restore();
}

} // namespace gpusizer::ui
