#pragma once

#include <QByteArray>

namespace gpusizer::ui {

class MapCells;

// The map's cells as CSV (issue #29 point 5, datacsv): one row per cell, y's first value with
// every x, then y's second, ...; the columns of `gpu-sizer-cli explore --csv` (the inputs' values
// as written, the metric, the band's low and high, the verdict; empty where the metric does not
// apply, "invalid" where the cell cannot be estimated), with numbers that read back to the same
// double. A cell not refined yet gives its coarse block's numbers (finish the map first).
QByteArray mapCsv(const MapCells &cells);

} // namespace gpusizer::ui
