#pragma once

#include "util/result.h"

#include <QString>

namespace gpusizer::ui {

// The translated, user-facing sentence for an error from the core (field, file and detail
// inserted where the code has them).
QString errorText(const core::Error &error);

} // namespace gpusizer::ui
