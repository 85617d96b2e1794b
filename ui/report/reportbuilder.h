#pragma once

#include "report/reportblock.h"
#include "report/reportstyle.h"
#include "report/tablerowblock.h"

#include <QImage>
#include <QString>

#include <memory>
#include <utility>
#include <vector>

namespace gpusizer::ui {

using KeyValues = std::vector<std::pair<QString, QString>>;

// Appends the blocks of the report in reading order with the report's typography: section
// headings that stay with their first paragraph, paragraphs, bullets and tables whose header
// repeats on a new page.
class ReportBuilder final
{
public:
    explicit ReportBuilder(const ReportStyle &style)
        : m_style(style)
    {
    }

    const ReportStyle &style() const { return m_style; }

    // The title of the cover; a non-null `logo` goes top right beside it, scaled to fit about
    // 40 × 15 mm with its aspect kept.
    void title(const QString &text, const QString &subtitle, const QImage &logo = {});
    void heading(const QString &text);
    void subheading(const QString &text);
    void paragraph(const QString &text);
    void note(const QString &text); // smaller, grey
    void warning(const QString &text); // bold, dark red
    void bullet(const QString &text);
    void code(const QString &text); // fixed-width, its lines as they are (a command to paste)
    // Label-value rows (the label on one line, the value wrapping between words).
    void keyValues(const KeyValues &rows);
    // A table: `fractions` are the preferred column widths, widened where a value (a cell that
    // does not wrap) or a word would not fit on one line. The `totalRows` last rows are drawn
    // bold with a rule above (totals, capacity, headroom).
    void table(std::vector<TableCell> header, const std::vector<std::vector<TableCell>> &rows,
        const std::vector<qreal> &fractions, int totalRows = 0);
    void add(std::unique_ptr<ReportBlock> block, qreal spaceBeforeMm = 2.0);
    // Keeps the last block on the page of the block that follows it (a chart and its table).
    void keepWithNext();
    // The next block added starts a new page.
    void startNewPage() { m_nextStartsPage = true; }

    std::vector<std::unique_ptr<ReportBlock>> take() { return std::move(m_blocks); }

private:
    void addText(const QString &text, const QFont &font, const QColor &color, qreal spaceBeforeMm);
    static void keepRowsTogether(std::vector<std::unique_ptr<TableRowBlock>> &rows, int totalRows);

    const ReportStyle &m_style;
    std::vector<std::unique_ptr<ReportBlock>> m_blocks;
    bool m_nextStartsPage = false;
};

} // namespace gpusizer::ui
