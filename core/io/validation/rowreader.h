#pragma once

#include "util/csvtable.h"
#include "util/result.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpusizer::core {

// Reads one row; every setter returns false when the cell is malformed.
class RowReader {
public:
    RowReader(const CsvTable &table, const std::vector<std::string> &row) : m_table(table), m_row(row) {}

    // The cell, or an empty one when the file has no such (optional) column.
    const std::string &text(std::string_view column) const
    {
        static const std::string kEmpty;
        const std::optional<std::size_t> index = m_table.column(column);
        return index ? m_row[*index] : kEmpty;
    }

    template <typename T>
    bool integer(std::string_view column, std::optional<T> &out) const
    {
        const std::string &cell = text(column);
        if (cell.empty())
            return true;
        T value{};
        const auto [end, ec] = std::from_chars(cell.data(), cell.data() + cell.size(), value);
        if (ec != std::errc() || end != cell.data() + cell.size())
            return false;
        out = value;
        return true;
    }

    // A number in [min, max]; outside it, outOfRange() tells the caller which error to give.
    bool number(std::string_view column, std::optional<double> &out, double min, double max) const
    {
        const std::string &cell = text(column);
        if (cell.empty())
            return true;
        double value = 0;
        const auto [end, ec] = std::from_chars(cell.data(), cell.data() + cell.size(), value);
        if (ec != std::errc() || end != cell.data() + cell.size() || !std::isfinite(value))
            return false;
        if (value < min || value > max) {
            m_outOfRange = true;
            return false;
        }
        out = value;
        return true;
    }

    bool outOfRange() const { return m_outOfRange; }

    bool boolean(std::string_view column, std::optional<bool> &out) const
    {
        const std::string &cell = text(column);
        if (cell.empty())
            return true;
        if (cell != "true" && cell != "false")
            return false;
        out = cell == "true";
        return true;
    }

    template <typename T, typename Parser>
    bool enumeration(std::string_view column, std::optional<T> &out, Parser parse) const
    {
        const std::string &cell = text(column);
        if (cell.empty())
            return true;
        const auto value = parse(cell);
        if (!value)
            return false;
        out = *value;
        return true;
    }

private:
    const CsvTable &m_table;
    const std::vector<std::string> &m_row;
    mutable bool m_outOfRange = false;
};

// Reads every row of a CSV whose header must hold `columns`: `readRow(reader, row)` fills one
// case and returns the column of a malformed cell, or nullopt. A missing column or a malformed
// cell gives an Error whose `field` is the column and whose `detail` names the row id.
template <typename Case, typename ReadRow>
Result<std::vector<Case>> readCsvCases(std::string_view csvText, const std::string &fileName,
                                       const std::vector<std::string_view> &columns, ReadRow readRow,
                                       const std::vector<std::string_view> &optionalColumns = {})
{
    auto table = CsvTable::parse(csvText, fileName);
    if (!table)
        return table.error();
    for (std::string_view column : columns)
        if (std::find(optionalColumns.begin(), optionalColumns.end(), column) == optionalColumns.end()
            && !table.value().column(column))
            return Error{ErrorCode::MissingField, std::string(column), "column missing", fileName};
    std::vector<Case> cases;
    cases.reserve(table.value().rows().size());
    for (const auto &row : table.value().rows()) {
        Case c;
        const RowReader reader(table.value(), row);
        if (const std::optional<std::string_view> bad = readRow(reader, c)) {
            const std::string column(*bad);
            return Error{reader.outOfRange() ? ErrorCode::OutOfRange : ErrorCode::WrongType, column,
                         "row " + c.id + ": '" + reader.text(column) + "'", fileName};
        }
        cases.push_back(std::move(c));
    }
    return cases;
}

} // namespace gpusizer::core
