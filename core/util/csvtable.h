#pragma once

#include "util/result.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpusizer::core {

// A parsed CSV file (RFC 4180: quoted fields, doubled quotes, CR LF or LF line ends, line
// breaks inside quotes). The first record is the header; columns are looked up by name.
class CsvTable {
public:
    static Result<CsvTable> parse(std::string_view text, const std::string &fileName);

    const std::vector<std::string> &header() const { return m_header; }
    const std::vector<std::vector<std::string>> &rows() const { return m_rows; }
    std::optional<std::size_t> column(std::string_view name) const;

private:
    std::vector<std::string> m_header;
    std::vector<std::vector<std::string>> m_rows;
};

} // namespace gpusizer::core
