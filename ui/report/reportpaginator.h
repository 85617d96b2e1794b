#pragma once

#include "report/reportblock.h"

#include <QRectF>

#include <memory>
#include <vector>

namespace gpusizer::ui {

// Where one block goes: its page (0-based) and its rectangle on that page.
struct BlockPlacement {
    const ReportBlock *block = nullptr;
    int page = 0;
    QRectF rect;
};

struct Pagination {
    std::vector<BlockPlacement> placements;
    int pageCount = 1;
};

// Flows `blocks` top to bottom into `content` (the same rectangle on every page): a block that
// does not fit starts a new page, a heading marked keepWithNext moves along with the block
// after it, and a table row with a repeatHeader gets its header again on a new page.
Pagination paginate(const std::vector<std::unique_ptr<ReportBlock>> &blocks, const QRectF &content);

} // namespace gpusizer::ui
