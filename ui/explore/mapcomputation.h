#pragma once

#include "analysis/explore.h"
#include "explore/mapcells.h"
#include "model/scenario.h"

#include <cstddef>

namespace gpusizer::core {
class GpuCatalog;
}

namespace gpusizer::ui {

// A map to compute: the scenario, the two axes and the metric.
struct MapRequest {
    core::Scenario scenario;
    core::ExploreAxis x;
    core::ExploreAxis y;
    core::ExploreMetric metric = core::ExploreMetric::Memory;
    bool operator==(const MapRequest &) const = default;
};

// Computes a map the way the window can afford while the user drags a control (issue #29):
// start() computes the coarse grid at once (8 × 8 cells, core::explore), refine() the fine rows
// for as long as it is given, so that no turn of the event loop waits longer than a frame.
// A request whose cells cannot differ from those shown (the scenario changed only in the two
// inputs the axes set, as when the slider of an axis' input is dragged) keeps them.
class MapComputation final
{
public:
    // Returns true when cells were computed; false when those shown hold for `request`.
    bool start(const MapRequest &request, const core::GpuCatalog &catalog);
    // Computes fine rows until `budgetMs` have passed (one row at the least); true once every
    // row is there.
    bool refine(const core::GpuCatalog &catalog, double budgetMs);
    // Every row now (tests, the benchmark, the export).
    void finish(const core::GpuCatalog &catalog);
    // The next start() computes again (the catalog or its prices changed).
    void invalidate() { m_valid = false; }

    const MapRequest &request() const { return m_request; }
    const MapCells &cells() const { return m_cells; }
    bool complete() const { return m_cells.complete(); }
    bool valid() const { return m_valid; }

private:
    void computeRow(std::size_t row, const core::GpuCatalog &catalog);

    MapRequest m_request;
    MapCells m_cells;
    bool m_valid = false;
    std::size_t m_nextRow = 0;
};

} // namespace gpusizer::ui
