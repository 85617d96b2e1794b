#include "catalog/gpuvendors.h"
#include "util/qstringfromutf8.h"

#include <algorithm>

#include <QString>

namespace gpusizer::core {

std::vector<std::string> gpuVendors(const GpuCatalog &catalog)
{
    std::vector<std::string> vendors;
    for (const GpuSpec &gpu : catalog.gpus())
        if (!gpu.vendor.empty() && std::find(vendors.begin(), vendors.end(), gpu.vendor) == vendors.end())
            vendors.push_back(gpu.vendor);
    return vendors;
}

std::optional<std::string> findGpuVendor(const GpuCatalog &catalog, std::string_view text)
{
    const QString wanted = toQString(text);
    for (const std::string &vendor : gpuVendors(catalog))
        if (QString::fromStdString(vendor).compare(wanted, Qt::CaseInsensitive) == 0)
            return vendor;
    return std::nullopt;
}

} // namespace gpusizer::core
