#pragma once

#include "util/result.h"

#include <QString>

namespace gpusizer::core {
class GpuCatalog;
}

namespace gpusizer::ui {

// The translated, user-facing sentence for an error from the core (field, file and detail
// inserted where the code has them).
QString errorText(const core::Error &error);
// The same; a GPU that is not in `catalog` adds the closest one it has ("Did you mean
// “h100-sxm” (H100 SXM5 80GB)?").
QString errorText(const core::Error &error, const core::GpuCatalog &catalog);

} // namespace gpusizer::ui
