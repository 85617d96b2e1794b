#include "panels/recommendationcolumns.h"

#include <QFont>
#include <QFontMetrics>
#include <QHeaderView>
#include <QLocale>
#include <QScrollBar>
#include <QStyle>
#include <QTableView>

#include <algorithm>
#include <span>

namespace gpusizer::ui {

namespace {

using Column = RecommendationTableModel::Column;

} // namespace

std::array<int, RecommendationTableModel::ColumnCount> recommendationColumnWidths(const QTableView &table,
                                                                                const RecommendationTableModel &model)
{
    static_assert(Column::ColumnCount == 7);
    // Every number keeps its whole width, measured from the longest value shown now (and a
    // typical one, so the columns do not jump when the rows are few). The strategy is a name
    // too: it fits its longest text up to a cap.
    const QLocale locale;
    const QFontMetrics metrics = table.fontMetrics();
    const QFontMetrics header = table.horizontalHeader()->fontMetrics();
    const bool serving = model.servingRows();
    const QString money = locale.toCurrencyString(8888.0, QStringLiteral("$"), 0);
    const auto typical = [&](int column) -> QString {
        if (serving) {
            switch (column) {
            case Column::Strategy: return QStringLiteral("TP\u00A08\u00A0×\u00A088");
            case Column::MemoryUsed: return locale.toString(8888);
            case Column::Headroom: return locale.toString(88888);
            case Column::Time: return QStringLiteral("888\u00A0ms");
            case Column::CostRent: return locale.toCurrencyString(88.88, QStringLiteral("$"), 2);
            default: return locale.toCurrencyString(888888.0, QStringLiteral("$"), 0);
            }
        }
        switch (column) {
        case Column::Strategy: return QStringLiteral("ZeRO-3");
        case Column::MemoryUsed: return QStringLiteral("100\u00A0%");
        case Column::Headroom: return locale.toString(888.8, 'f', 1) + QStringLiteral("\u00A0GiB");
        case Column::Time: return QStringLiteral("88\u00A0min");
        default: return money;
        }
    };
    // A split deployment's layout ("2P(TP4)+1D(TP2)") is longer than tensor parallel × replicas.
    const bool split = model.splitRows();
    const QString longestStrategy = !serving ? QStringLiteral("ZeRO-3 · TP 8 · PP 8")
                                    : split  ? QStringLiteral("88P(TP8)+8D(TP8)")
                                             : QStringLiteral("TP\u00A08\u00A0×\u00A0888");
    // The current configuration is drawn bold: its texts are measured so ("2P(TP4)+1D(TP2)" bold
    // is wider than the padding allows).
    QFont boldFont = table.font();
    boldFont.setBold(true);
    const QFontMetrics bold(boldFont);
    const int strategyCap = (split ? bold : metrics).horizontalAdvance(longestStrategy);
    std::array<int, Column::ColumnCount> widths{};
    widths[Column::Configuration] = recommendationGpuColumnMinimum(table, model);
    for (int column = Column::Strategy; column < Column::ColumnCount; ++column) {
        const QString title = model.headerData(column, Qt::Horizontal).toString();
        int width = metrics.horizontalAdvance(typical(column));
        for (int row = 0; row < model.rowCount(); ++row) {
            const QString text = model.data(model.index(row, column)).toString();
            width = std::max(width, (model.rowAt(row)->current ? bold : metrics).horizontalAdvance(text));
        }
        if (column == Column::Strategy)
            width = std::min(width, strategyCap);
        width = std::max(width, header.horizontalAdvance(title) + 4);  // the title is never cut
        widths[std::size_t(column)] = width + 12;
    }
    return widths;
}

int recommendationGpuColumnMinimum(const QTableView &table, const RecommendationTableModel &model)
{
    // Room for the longest configuration shown up to "16 × A100 80GB PCIe" (the longest GPU
    // name: PCIe and SXM must read apart), so that the strategy and the other droppable columns
    // go before a GPU name is cut; never less than "16 × RTX 6000 A…". A longer name (a
    // system's) is drawn smaller, then elided with the full name as tooltip.
    const QFontMetrics metrics = table.fontMetrics();
    const int floor = metrics.horizontalAdvance(QStringLiteral("16 × RTX 6000 A…"));
    const int cap = metrics.horizontalAdvance(QStringLiteral("16 × A100 80GB PCIe"));
    int longest = 0;
    for (int row = 0; row < model.rowCount(); ++row)
        longest = std::max(longest, metrics.horizontalAdvance(
                                        model.data(model.index(row, Column::Configuration)).toString()));
    // The cell's text margins (as the item view's style draws them) and a pixel either side.
    const int margins = 2 * (table.style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, &table) + 2);
    return std::clamp(longest, floor, cap) + margins;
}

void fitRecommendationColumns(QTableView &table, const RecommendationTableModel &model)
{
    // The configuration takes what is left and elides a long GPU name with the full name as
    // tooltip.
    const bool serving = model.servingRows();
    const std::array<int, Column::ColumnCount> widths = recommendationColumnWidths(table, model);
    // A narrow panel (a laptop, presentation mode) leaves columns out rather than cutting
    // numbers or scrolling them out of view, least needed first: training the free memory (the
    // used share says it), then the strategy (the GPU cell's tooltip names it), the cost of
    // owning (the purchase line under the table says it) and the used share; serving the
    // throughput, then the KV pool, the monthly cost (the purchase line says it) and last the
    // deployment's TP × replicas, which tells apart rows of as many GPUs (2 × H100 as TP 2 or as
    // two replicas). The GPUs column keeps room for "16 × RTX 6000 A…".
    // The vertical scroll bar's room is kept free while it is hidden: it appears once the rows
    // arrive and would take its width from the GPUs column, with no resize of this panel.
    const int available = table.viewport()->width()
                          - (table.verticalScrollBar()->isVisible()
                                 ? 0
                                 : table.style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, &table));
    // This runs on every analysis (each slider tick): fixed lists, no allocation.
    static constexpr int kServingDroppable[] = {Column::Headroom, Column::MemoryUsed, Column::CostOwn, Column::Strategy};
    static constexpr int kTrainingDroppable[] = {Column::Headroom, Column::Strategy, Column::CostOwn, Column::MemoryUsed};
    const std::span<const int> droppable = serving ? std::span<const int>(kServingDroppable)
                                                   : std::span<const int>(kTrainingDroppable);
    std::array<bool, Column::ColumnCount> hidden{};
    const auto total = [&] {
        int sum = widths[Column::Configuration];
        for (int column = Column::Strategy; column < Column::ColumnCount; ++column)
            if (!hidden[std::size_t(column)])
                sum += widths[std::size_t(column)];
        return sum;
    };
    for (int column : droppable) {
        if (available <= 0 || total() <= available)
            break;
        hidden[std::size_t(column)] = true;
    }
    for (int column : droppable)
        table.setColumnHidden(column, hidden[std::size_t(column)]);
    for (int column = Column::Strategy; column < Column::ColumnCount; ++column)
        if (table.horizontalHeader()->sectionSize(column) != widths[std::size_t(column)])
            table.horizontalHeader()->resizeSection(column, widths[std::size_t(column)]);
}

} // namespace gpusizer::ui
