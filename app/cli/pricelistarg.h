#pragma once

#include "catalog/gpucatalog.h"

#include <optional>
#include <string>

#include <QStringList>

namespace gpusizer::cli {

// Applies the price list FILE (.csv, else JSON) to `catalog` at the shipped exchange rates;
// an English error naming the file and field, or nullopt.
std::optional<std::string> applyPriceListFile(const QString &path, core::GpuCatalog &catalog);

// Takes "--price-list FILE" out of `args` and applies it; an error, or nullopt.
std::optional<std::string> takePriceListArg(QStringList &args, core::GpuCatalog &catalog);

} // namespace gpusizer::cli
