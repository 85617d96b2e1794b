#include "report/reportpaginator.h"

namespace gpusizer::ui {

Pagination paginate(const std::vector<std::unique_ptr<ReportBlock>> &blocks, const QRectF &content)
{
    Pagination result;
    const qreal width = content.width();
    std::vector<qreal> heights;
    heights.reserve(blocks.size());
    for (const auto &block : blocks)
        heights.push_back(block->height(width));

    int page = 0;
    qreal y = content.top();
    const auto place = [&](const ReportBlock *block, qreal height) {
        result.placements.push_back({ block, page, QRectF(content.left(), y, width, height) });
        y += height;
    };

    for (std::size_t i = 0; i < blocks.size(); ++i) {
        const ReportBlock *block = blocks[i].get();
        const bool atTop = y <= content.top();
        qreal needed = (atTop ? 0 : block->spaceBefore) + heights[i];
        // A chain of keep-with-next blocks needs room for itself and the first block after it.
        for (std::size_t j = i; j + 1 < blocks.size() && blocks[j]->keepWithNext; ++j)
            needed += blocks[j + 1]->spaceBefore + heights[j + 1];
        if (!atTop && (block->startsPage || y + needed > content.bottom())) {
            ++page;
            y = content.top();
        }
        if (y > content.top())
            y += block->spaceBefore;
        else if (block->repeatHeader && page > 0) {
            // The header is already on this page when the previous row was placed here.
            const ReportBlock *header = block->repeatHeader;
            place(header, header->height(width));
        }
        place(block, heights[i]);
    }
    result.pageCount = page + 1;
    return result;
}

} // namespace gpusizer::ui
