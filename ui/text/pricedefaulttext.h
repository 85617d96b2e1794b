#pragma once

#include "model/pricedefaults.h"

#include <QString>

namespace gpusizer::ui {

// The cost defaults of core::priceDefaults() in words (the workbook's Assumptions sheet): what
// each is, the unit its default is given in, and where the figure comes from, a public reference
// a customer can look up (docs/prices.md "Ownership defaults" has the long form). The reasoning
// of an estimate (SourcedDefault::estimate) is the text; the sheet says it is an estimate.
QString priceDefaultLabel(core::PriceDefault key);
QString priceDefaultUnit(core::PriceDefault key);
QString priceDefaultSource(core::PriceDefault key);

} // namespace gpusizer::ui
