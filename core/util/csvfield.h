#pragma once

#include <QString>

#include <string>

namespace gpusizer::core {

// A cell as RFC 4180 writes it: quoted when it holds a comma, a quote or a line end (LF, CR
// or both: a lone CR ends a record too), quotes doubled, so that a reader gets every character
// back (the price list's CSV export, the ranked table's).
std::string csvField(const QString &text);

} // namespace gpusizer::core
