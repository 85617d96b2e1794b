#include "util/csvtable.h"

namespace gpusizer::core {

namespace {

Error csvError(const std::string &fileName, std::string detail)
{
    return Error{ErrorCode::InvalidCsv, {}, std::move(detail), fileName};
}

} // namespace

Result<CsvTable> CsvTable::parse(std::string_view text, const std::string &fileName)
{
    std::vector<std::vector<std::string>> records;
    std::vector<std::string> record;
    std::string field;
    bool inQuotes = false;
    bool fieldStarted = false;
    bool closedQuote = false;
    std::size_t line = 1;

    auto endField = [&] {
        record.push_back(std::move(field));
        field.clear();
        fieldStarted = false;
        closedQuote = false;
    };
    auto endRecord = [&] {
        endField();
        const bool blank = record.size() == 1 && record[0].empty();
        if (!blank)
            records.push_back(std::move(record));
        record.clear();
    };

    if (text.size() >= 3 && text.substr(0, 3) == "\xEF\xBB\xBF")
        text.remove_prefix(3); // UTF-8 byte order mark
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inQuotes) {
            if (c == '"') {
                if (i + 1 < text.size() && text[i + 1] == '"') {
                    field.push_back('"');
                    ++i;
                } else {
                    inQuotes = false;
                    closedQuote = true;
                }
            } else {
                if (c == '\n')
                    ++line;
                field.push_back(c);
            }
            continue;
        }
        switch (c) {
        case '"':
            if (fieldStarted || !field.empty())
                return csvError(fileName, "stray quote on line " + std::to_string(line));
            inQuotes = true;
            fieldStarted = true;
            break;
        case ',': endField(); break;
        case '\r':
            if (i + 1 < text.size() && text[i + 1] == '\n')
                ++i;
            endRecord();
            ++line;
            break;
        case '\n':
            endRecord();
            ++line;
            break;
        default:
            if (closedQuote)
                return csvError(fileName, "text after a closing quote on line " + std::to_string(line));
            field.push_back(c);
        }
    }
    if (inQuotes)
        return csvError(fileName, "unterminated quote");
    if (!field.empty() || fieldStarted || !record.empty())
        endRecord();
    if (records.empty())
        return csvError(fileName, "missing header");

    CsvTable table;
    table.m_header = std::move(records.front());
    for (std::size_t r = 1; r < records.size(); ++r) {
        if (records[r].size() != table.m_header.size())
            return csvError(fileName, "record " + std::to_string(r) + " has "
                                          + std::to_string(records[r].size()) + " fields, header has "
                                          + std::to_string(table.m_header.size()));
        table.m_rows.push_back(std::move(records[r]));
    }
    return table;
}

std::optional<std::size_t> CsvTable::column(std::string_view name) const
{
    for (std::size_t i = 0; i < m_header.size(); ++i)
        if (m_header[i] == name)
            return i;
    return std::nullopt;
}

} // namespace gpusizer::core
