#pragma once

#include "analysis/explore.h"

#include <cstddef>
#include <vector>

namespace gpusizer::ui {

// What the map shows (issue #29): the fine grid's axes, the coarse map computed first (each of
// its cells stands for a block of fine cells, mapaxes) and the fine rows computed since. A fine
// cell not computed yet shows its block's coarse cell.
class MapCells final
{
public:
    MapCells() = default;
    MapCells(core::ExploreAxis x, core::ExploreAxis y, core::ExploreMetric metric);
    // The table of shown cells points into the cells themselves: no copies, moves keep it.
    MapCells(const MapCells &) = delete;
    MapCells &operator=(const MapCells &) = delete;
    MapCells(MapCells &&) = default;
    MapCells &operator=(MapCells &&) = default;

    const core::ExploreAxis &x() const { return m_x; }
    const core::ExploreAxis &y() const { return m_y; }
    core::ExploreMetric metric() const { return m_metric; }
    std::size_t columns() const { return m_x.size(); }
    std::size_t rows() const { return m_y.size(); }
    bool empty() const { return m_x.size() == 0 || m_y.size() == 0; }

    const core::ExploreMap &coarse() const { return m_coarse; }
    void setCoarse(core::ExploreMap coarse);
    bool hasCoarse() const { return !m_coarse.cells.empty(); }
    // The fine row `row` (its cells x by x).
    void setRow(std::size_t row, std::vector<core::ExploreCell> cells);
    bool rowDone(std::size_t row) const { return row < m_done.size() && m_done[row]; }
    std::size_t rowsDone() const { return m_rowsDone; }
    bool complete() const { return !empty() && m_rowsDone == rows(); }

    // What the map shows at a fine cell: its own numbers once computed, else those of its
    // block's coarse cell (nullptr: neither yet).
    const core::ExploreCell *shown(std::size_t column, std::size_t row) const;
    // The axes' indices of the cell shown there: the fine ones, or those of the coarse cell.
    const core::ExploreAxis &shownX(std::size_t row) const;
    const core::ExploreAxis &shownY(std::size_t row) const;
    std::size_t shownXIndex(std::size_t column, std::size_t row) const;
    std::size_t shownYIndex(std::size_t row) const;

private:
    core::ExploreAxis m_x;
    core::ExploreAxis m_y;
    core::ExploreMetric m_metric = core::ExploreMetric::Memory;
    core::ExploreMap m_coarse;
    std::vector<core::ExploreCell> m_fine;   // row by row, as ExploreMap
    // What each fine cell shows (into m_fine or m_coarse), kept as rows and the coarse grid
    // arrive: a paint asks for every cell several times.
    std::vector<const core::ExploreCell *> m_shown;
    std::vector<bool> m_done;
    std::size_t m_rowsDone = 0;
};

} // namespace gpusizer::ui
