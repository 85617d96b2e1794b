#include "report/reportbuilder.h"

#include "report/logoblock.h"
#include "report/textblock.h"

#include <utility>

namespace gpusizer::ui {

void ReportBuilder::addText(const QString &text, const QFont &font, const QColor &color, qreal spaceBeforeMm)
{
    add(std::make_unique<TextBlock>(text, font, color, m_style.device()), spaceBeforeMm);
}

void ReportBuilder::title(const QString &text, const QString &subtitle, const QImage &logo)
{
    auto block = std::make_unique<TextBlock>(text, m_style.titleFont(), m_style.accentColor(), m_style.device());
    if (logo.isNull())
        add(std::move(block), 0);
    else
        add(std::make_unique<LogoBesideBlock>(
                std::move(block), logo, QSizeF(m_style.mm(kLogoWidthMm), m_style.mm(kLogoHeightMm)), m_style.mm(5)),
            0);
    if (!subtitle.isEmpty()) {
        auto sub = std::make_unique<TextBlock>(subtitle, m_style.headingFont(), m_style.textColor(), m_style.device());
        sub->setRuleBelow(m_style.accentColor(), m_style.pt(1.2));
        add(std::move(sub), 1.5);
    }
}

void ReportBuilder::heading(const QString &text)
{
    auto block = std::make_unique<TextBlock>(text, m_style.headingFont(), m_style.accentColor(), m_style.device());
    block->setRuleBelow(m_style.ruleColor(), m_style.pt(0.6));
    block->keepWithNext = true;
    add(std::move(block), 8.0);
}

void ReportBuilder::subheading(const QString &text)
{
    auto block = std::make_unique<TextBlock>(text, m_style.subheadingFont(), m_style.textColor(), m_style.device());
    block->keepWithNext = true;
    add(std::move(block), 4.0);
}

void ReportBuilder::paragraph(const QString &text)
{
    addText(text, m_style.bodyFont(), m_style.textColor(), 2.0);
}

void ReportBuilder::code(const QString &text)
{
    // QTextLayout breaks lines at U+2028 only: each of the command's lines stays one line.
    addText(QString(text).replace(QLatin1Char('\n'), QChar::LineSeparator), m_style.codeFont(), m_style.textColor(), 1.5);
}

void ReportBuilder::note(const QString &text)
{
    addText(text, m_style.smallFont(), m_style.mutedColor(), 1.5);
}

void ReportBuilder::warning(const QString &text)
{
    addText(text, m_style.boldFont(), m_style.warningColor(), 2.0);
}

void ReportBuilder::bullet(const QString &text)
{
    auto block = std::make_unique<TextBlock>(text, m_style.bodyFont(), m_style.textColor(), m_style.device());
    block->setIndent(m_style.mm(5));
    block->setBullet(QStringLiteral("•"));
    add(std::move(block), 1.2);
}

void ReportBuilder::keyValues(const KeyValues &rows)
{
    // The labels stay on one line; the values wrap between words.
    auto columns = std::make_shared<TableColumns>(std::vector<qreal> { 0.30, 0.70 }, m_style);
    std::vector<std::unique_ptr<TableRowBlock>> blocks;
    for (const auto &[key, value] : rows) {
        std::vector<TableCell> cells { { key, Qt::AlignLeft, std::nullopt },
            { value, Qt::AlignLeft, std::nullopt, true } };
        blocks.push_back(std::make_unique<TableRowBlock>(std::move(cells), columns, RowKind::KeyValue, m_style));
        columns->measure(*blocks.back());
    }
    keepRowsTogether(blocks, 0);
    bool first = true;
    for (auto &row : blocks) {
        add(std::move(row), first ? 2.0 : 0.0);
        first = false;
    }
}

void ReportBuilder::table(std::vector<TableCell> header, const std::vector<std::vector<TableCell>> &rows,
    const std::vector<qreal> &fractions, int totalRows)
{
    auto columns = std::make_shared<TableColumns>(fractions, m_style);
    auto headerRow = std::make_unique<TableRowBlock>(std::move(header), columns, RowKind::Header, m_style);
    columns->measure(*headerRow);
    headerRow->keepWithNext = true;
    const ReportBlock *headerBlock = headerRow.get();
    add(std::move(headerRow), 2.5);
    const int firstTotal = static_cast<int>(rows.size()) - totalRows;
    std::vector<std::unique_ptr<TableRowBlock>> blocks;
    for (int i = 0; i < static_cast<int>(rows.size()); ++i) {
        const RowKind kind = i >= firstTotal ? RowKind::Total : RowKind::Body;
        auto row = std::make_unique<TableRowBlock>(rows[static_cast<std::size_t>(i)], columns, kind, m_style);
        columns->measure(*row);
        row->setShaded(kind == RowKind::Body && i % 2 == 1);
        row->repeatHeader = headerBlock;
        blocks.push_back(std::move(row));
    }
    keepRowsTogether(blocks, totalRows);
    for (auto &row : blocks)
        add(std::move(row), 0);
}

void ReportBuilder::keepRowsTogether(std::vector<std::unique_ptr<TableRowBlock>> &rows, int totalRows)
{
    // No row alone on a page: the first two stay together (and with the header, which keeps with
    // the first), and so do the last row before the totals, the totals and the last row.
    const auto n = static_cast<std::ptrdiff_t>(rows.size());
    const std::ptrdiff_t lastTogether = std::min<std::ptrdiff_t>(n - 2, n - 1 - totalRows);
    for (std::ptrdiff_t i = 0; i + 1 < n; ++i)
        if (i == 0 || i >= lastTogether)
            rows[static_cast<std::size_t>(i)]->keepWithNext = true;
}

void ReportBuilder::keepWithNext()
{
    if (!m_blocks.empty())
        m_blocks.back()->keepWithNext = true;
}

void ReportBuilder::add(std::unique_ptr<ReportBlock> block, qreal spaceBeforeMm)
{
    block->spaceBefore = m_style.mm(spaceBeforeMm);
    block->startsPage = std::exchange(m_nextStartsPage, false);
    m_blocks.push_back(std::move(block));
}

} // namespace gpusizer::ui
