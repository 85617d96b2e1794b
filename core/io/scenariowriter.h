#pragma once

#include "catalog/pricelist.h"
#include "model/scenario.h"

#include <QByteArray>

namespace gpusizer::core {

// The scenario as *.gpusizer.json text (format and version: io/scenarioformat.h); read back by
// io/scenariofile.h.
// `priceList`: the price list the scenario was priced with, saved with it (issue #23) so that
// the file alone reproduces its money in another window or in gpu-sizer-cli; nullptr or an
// empty list writes none.
QByteArray scenarioToJson(const Scenario &scenario, const PriceList *priceList = nullptr);

} // namespace gpusizer::core
