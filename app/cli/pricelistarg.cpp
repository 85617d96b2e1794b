#include "pricelistarg.h"
#include "scenarioargs.h"

#include "catalog/exchangeratesfile.h"
#include "catalog/pricelist.h"
#include "io/pricelistfile.h"
#include "util/cappedfile.h"
#include "util/jsonfields.h"

namespace gpusizer::cli {

using namespace gpusizer::core;

std::optional<std::string> applyPriceListFile(const QString &path, GpuCatalog &catalog)
{
    const std::string file = path.toStdString();
    Result<std::string> text = readCappedFile(file, jsonfields::kMaxJsonBytes);
    if (!text)
        return describe(text.error());
    const bool csv = path.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive);
    Result<PriceList> list = csv ? priceListFromCsv(text.value(), file, catalog) : priceListFromJson(text.value(), file, catalog);
    if (!list)
        return describe(list.error());
    catalog = withPriceList(catalog, list.value(), builtInExchangeRates());
    return std::nullopt;
}

std::optional<ArgError> takePriceListArg(QStringList &args, GpuCatalog &catalog)
{
    std::optional<std::string> error;
    const std::optional<QString> path = takeValue(args, QStringLiteral("--price-list"), error);
    if (!path)
        return error ? std::optional<ArgError>(usageError(*error)) : std::nullopt;
    if (auto failed = applyPriceListFile(*path, catalog))
        return fileError(*failed);
    return std::nullopt;
}

} // namespace gpusizer::cli
