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
    std::size_t headerLine() const { return m_headerLine; }  // 1, or later after blank lines
    const std::vector<std::vector<std::string>> &rows() const { return m_rows; }
    // The line of the file row `row` of rows() starts on (the header is on line 1, or later
    // after blank lines; a quoted line break moves the next rows down).
    std::size_t line(std::size_t row) const { return m_lines.at(row); }
    std::optional<std::size_t> column(std::string_view name) const;

private:
    std::vector<std::string> m_header;
    std::vector<std::vector<std::string>> m_rows;
    std::vector<std::size_t> m_lines;
    std::size_t m_headerLine = 1;
};

} // namespace gpusizer::core
