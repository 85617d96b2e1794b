#include "explore/mapcells.h"

#include "explore/mapaxes.h"

#include <utility>

namespace gpusizer::ui {

MapCells::MapCells(core::ExploreAxis x, core::ExploreAxis y, core::ExploreMetric metric)
    : m_x(std::move(x))
    , m_y(std::move(y))
    , m_metric(metric)
    , m_fine(m_x.size() * m_y.size())
    , m_shown(m_fine.size(), nullptr)
    , m_done(m_y.size(), false)
{
}

void MapCells::setCoarse(core::ExploreMap coarse)
{
    m_coarse = std::move(coarse);
    if (m_coarse.cells.size() != m_coarse.x.size() * m_coarse.y.size())
        return;
    for (std::size_t j = 0; j < rows(); ++j) {
        if (m_done[j])
            continue;
        const std::size_t l = mapaxes::blockOf(j, rows());
        for (std::size_t i = 0; i < columns(); ++i)
            m_shown[j * columns() + i] = &m_coarse.at(mapaxes::blockOf(i, columns()), l);
    }
}

void MapCells::setRow(std::size_t row, std::vector<core::ExploreCell> cells)
{
    if (row >= rows() || cells.size() != columns())
        return;
    for (std::size_t i = 0; i < cells.size(); ++i) {
        cells[i].xIndex = i;
        cells[i].yIndex = row;
        m_fine[row * columns() + i] = std::move(cells[i]);
        m_shown[row * columns() + i] = &m_fine[row * columns() + i];
    }
    if (!m_done[row]) {
        m_done[row] = true;
        ++m_rowsDone;
    }
}

const core::ExploreCell *MapCells::shown(std::size_t column, std::size_t row) const
{
    if (column >= columns() || row >= rows())
        return nullptr;
    return m_shown[row * columns() + column];
}

const core::ExploreAxis &MapCells::shownX(std::size_t row) const
{
    return rowDone(row) || !hasCoarse() ? m_x : m_coarse.x;
}

const core::ExploreAxis &MapCells::shownY(std::size_t row) const
{
    return rowDone(row) || !hasCoarse() ? m_y : m_coarse.y;
}

std::size_t MapCells::shownXIndex(std::size_t column, std::size_t row) const
{
    return rowDone(row) || !hasCoarse() ? column : mapaxes::blockOf(column, columns());
}

std::size_t MapCells::shownYIndex(std::size_t row) const
{
    return rowDone(row) || !hasCoarse() ? row : mapaxes::blockOf(row, rows());
}

} // namespace gpusizer::ui
