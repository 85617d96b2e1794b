#pragma once

#include "argerror.h"

#include "catalog/gpucatalog.h"

#include <optional>
#include <string>

#include <QStringList>

namespace gpusizer::cli {

// Applies the price list FILE (.csv, else JSON) to `catalog` at the shipped exchange rates;
// an English error naming the file and field, or nullopt.
std::optional<std::string> applyPriceListFile(const QString &path, core::GpuCatalog &catalog);

// Takes "--price-list FILE" out of `args` and applies it; the refusal (a file that cannot be
// read or used is a file error), or nullopt.
std::optional<ArgError> takePriceListArg(QStringList &args, core::GpuCatalog &catalog);

} // namespace gpusizer::cli
