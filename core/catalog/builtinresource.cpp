#include "catalog/builtinresource.h"

#include "util/cappedfile.h"
#include "util/jsonfields.h"
#include "util/logging.h"

#include <spdlog/spdlog.h>

#include <mutex>

#include <QFile>
#include <QString>

// Q_INIT_RESOURCE must be expanded outside any namespace.
static void registerCoreResources()
{
    Q_INIT_RESOURCE(gpusizer_catalog_data);
}

namespace gpusizer::core {

Result<std::string> readBuiltInResource(const std::string &resourcePath)
{
    static std::once_flag registered;
    if (!QFile::exists(QString::fromStdString(resourcePath)))
        std::call_once(registered, registerCoreResources);
    return readCappedFile(resourcePath, jsonfields::kMaxJsonBytes);
}

void logBuiltInUnusable(std::string_view what, const Error &error)
{
    logging::get("catalog")->error("built-in {} unusable: {}", what, describe(error));
}

} // namespace gpusizer::core
