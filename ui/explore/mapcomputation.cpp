#include "explore/mapcomputation.h"

#include "explore/mapaxes.h"

#include <QElapsedTimer>

#include <utility>

namespace gpusizer::ui {

namespace {

// The scenario as every cell of a map over these axes sees it: both inputs set to the axes'
// first values. Two scenarios equal here give the same cells, when both axes are numbers (a
// number input overwrites its field; a method or precision change also rewrites others from
// the scenario it starts from).
core::Scenario asCellsSeeIt(core::Scenario scenario, const core::ExploreAxis &x, const core::ExploreAxis &y)
{
    core::applyExploreValue(scenario, x, 0);
    core::applyExploreValue(scenario, y, 0);
    return scenario;
}

bool sameCells(const MapRequest &a, const MapRequest &b)
{
    if (a.x != b.x || a.y != b.y || a.metric != b.metric || !a.x.field || !a.y.field || a.x.size() == 0
        || a.y.size() == 0)
        return false;
    return asCellsSeeIt(a.scenario, a.x, a.y) == asCellsSeeIt(b.scenario, b.x, b.y);
}

} // namespace

bool MapComputation::start(const MapRequest &request, const core::GpuCatalog &catalog)
{
    if (m_valid && sameCells(m_request, request)) {
        m_request = request;
        return false;
    }
    m_request = request;
    m_valid = true;
    m_nextRow = 0;
    m_cells = MapCells(request.x, request.y, request.metric);
    if (m_cells.empty())
        return true;
    const core::ExploreAxis coarseX = mapaxes::coarseAxis(request.x);
    const core::ExploreAxis coarseY = mapaxes::coarseAxis(request.y);
    core::ExploreMap coarse = core::explore(request.scenario, catalog, coarseX, coarseY, request.metric);
    // Where an axis is not coarsened, the coarse rows are fine rows already.
    if (coarseX.size() == request.x.size())
        for (std::size_t l = 0; l < coarseY.size(); ++l) {
            std::vector<core::ExploreCell> row(coarse.cells.begin() + static_cast<std::ptrdiff_t>(l * coarseX.size()),
                                               coarse.cells.begin() + static_cast<std::ptrdiff_t>((l + 1) * coarseX.size()));
            m_cells.setRow(mapaxes::representative(l, request.y.size()), std::move(row));
        }
    m_cells.setCoarse(std::move(coarse));
    return true;
}

void MapComputation::computeRow(std::size_t row, const core::GpuCatalog &catalog)
{
    core::ExploreMap one =
        core::explore(m_request.scenario, catalog, m_request.x, mapaxes::singleValue(m_request.y, row), m_request.metric);
    m_cells.setRow(row, std::move(one.cells));
}

bool MapComputation::refine(const core::GpuCatalog &catalog, double budgetMs)
{
    QElapsedTimer clock;
    clock.start();
    while (m_nextRow < m_cells.rows()) {
        if (!m_cells.rowDone(m_nextRow)) {
            computeRow(m_nextRow, catalog);
            if (static_cast<double>(clock.nsecsElapsed()) / 1e6 >= budgetMs) {
                ++m_nextRow;
                break;
            }
        }
        ++m_nextRow;
    }
    return complete() || m_cells.empty();
}

void MapComputation::finish(const core::GpuCatalog &catalog)
{
    for (std::size_t row = 0; row < m_cells.rows(); ++row)
        if (!m_cells.rowDone(row))
            computeRow(row, catalog);
    m_nextRow = m_cells.rows();
}

} // namespace gpusizer::ui
