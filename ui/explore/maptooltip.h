#pragma once

#include "explore/mapcells.h"

#include <QString>

#include <cstddef>
#include <string>

namespace gpusizer::core {
class GpuCatalog;
}

namespace gpusizer::ui {

// The tooltip of a map cell (issue #29), in the interface's language and locale: the cell's x
// and y values, the metric with its unit and its band "low – high" where it has one, and the
// fit verdict; why a cell has no number where it has none. A cell shown from the coarse grid
// names its own values (those of its block's representative) and says the map is refining.
QString mapCellToolTip(const MapCells &cells, std::size_t column, std::size_t row, const core::GpuCatalog &catalog,
                       bool serving, const std::string &currency);

} // namespace gpusizer::ui
