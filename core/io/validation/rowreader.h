#pragma once

#include "io/validation/csvtable.h"

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

    const std::string &text(std::string_view column) const
    {
        return m_row[*m_table.column(column)];
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

} // namespace gpusizer::core
