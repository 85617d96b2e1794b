#pragma once

// How the recommendation table's columns share a width: each number column as wide as its
// longest text (never cut), the GPUs column at least its narrowest readable name, and the
// columns a narrow panel can do without left out, least needed first.

#include "panels/recommendationtablemodel.h"

#include <array>

class QTableView;

namespace gpusizer::ui {

// Each column's width for its longest text in `table`'s font (the GPUs column: its narrowest).
std::array<int, RecommendationTableModel::ColumnCount> recommendationColumnWidths(const QTableView &table,
                                                                                const RecommendationTableModel &model);

// The GPUs column's narrowest: its longest configuration up to "16 × A100 80GB PCIe", never
// less than "16 × RTX 6000 A…", plus the cell's margins.
int recommendationGpuColumnMinimum(const QTableView &table, const RecommendationTableModel &model);

// Sizes the columns of `table` to their widths and hides the droppable ones (training and
// serving each in their order) until the rest fit its viewport.
void fitRecommendationColumns(QTableView &table, const RecommendationTableModel &model);

} // namespace gpusizer::ui
