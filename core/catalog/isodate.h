#pragma once

#include "util/jsonfields.h"

#include <string>

namespace gpusizer::core {

// YYYY-MM-DD naming a day of the calendar (the dates of prices and exchange rates): not
// "2026-13-01", not "2026-02-30".
bool isIsoDate(const std::string &text);

// The date under `key` of `r`'s object, checked by isIsoDate. `required`: it must be there;
// otherwise absent or empty reads as empty. A bad date fails `r` with OutOfRange and
// ErrorRule::IsoDate (detail: the text), and reads as empty.
std::string readIsoDate(jsonfields::FieldReader &r, const char *key, bool required);

} // namespace gpusizer::core
