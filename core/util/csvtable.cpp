#include "util/csvtable.h"

#include <optional>

namespace gpusizer::core {

namespace {

Error csvError(const std::string &fileName, std::string detail)
{
    return Error{ErrorCode::InvalidCsv, {}, std::move(detail), fileName};
}

} // namespace

namespace {

// RFC 4180 records: fields separated by commas, records by CR LF or LF, quoted fields with ""
// for a quote; blank lines are skipped. One character at a time.
class RecordReader {
public:
    explicit RecordReader(const std::string &fileName) : m_fileName(fileName) {}

    // The error at the character `text[i]` (which may consume the next one), or nullopt.
    std::optional<Error> take(std::string_view text, std::size_t &i)
    {
        if (!m_inRecord) {
            m_inRecord = true;
            m_recordLine = m_line;
        }
        const char c = text[i];
        if (m_inQuotes) {
            takeQuoted(text, i);
            return std::nullopt;
        }
        switch (c) {
        case '"':
            if (m_fieldStarted || !m_field.empty())
                return csvError(m_fileName, "stray quote on line " + std::to_string(m_line));
            m_inQuotes = true;
            m_fieldStarted = true;
            break;
        case ',': endField(); break;
        case '\r':
            if (i + 1 < text.size() && text[i + 1] == '\n')
                ++i;
            endRecord();
            break;
        case '\n': endRecord(); break;
        default:
            if (m_closedQuote)
                return csvError(m_fileName, "text after a closing quote on line " + std::to_string(m_line));
            m_field.push_back(c);
        }
        return std::nullopt;
    }

    // The records once the text has ended (an unterminated quote is an error).
    Result<std::vector<std::vector<std::string>>> finish()
    {
        if (m_inQuotes)
            return csvError(m_fileName, "unterminated quote");
        if (!m_field.empty() || m_fieldStarted || !m_record.empty())
            endRecord();
        return std::move(m_records);
    }

    // The line each record of finish() starts on (1 = the first line of the file).
    std::vector<std::size_t> takeLines() { return std::move(m_lines); }

private:
    void takeQuoted(std::string_view text, std::size_t &i)
    {
        const char c = text[i];
        if (c != '"') {
            if (c == '\n')
                ++m_line;
            m_field.push_back(c);
        } else if (i + 1 < text.size() && text[i + 1] == '"') {
            m_field.push_back('"');
            ++i;
        } else {
            m_inQuotes = false;
            m_closedQuote = true;
        }
    }

    void endField()
    {
        m_record.push_back(std::move(m_field));
        m_field.clear();
        m_fieldStarted = false;
        m_closedQuote = false;
    }

    void endRecord()
    {
        endField();
        const bool blank = m_record.size() == 1 && m_record[0].empty();
        if (!blank) {
            m_records.push_back(std::move(m_record));
            m_lines.push_back(m_recordLine);
        }
        m_record.clear();
        m_inRecord = false;
        ++m_line;
    }

    const std::string &m_fileName;
    std::vector<std::vector<std::string>> m_records;
    std::vector<std::size_t> m_lines;
    std::vector<std::string> m_record;
    std::string m_field;
    bool m_inQuotes = false;
    bool m_fieldStarted = false;
    bool m_closedQuote = false;
    std::size_t m_line = 1;
    std::size_t m_recordLine = 1;
    bool m_inRecord = false;
};

} // namespace

Result<CsvTable> CsvTable::parse(std::string_view text, const std::string &fileName)
{
    if (text.size() >= 3 && text.substr(0, 3) == "\xEF\xBB\xBF")
        text.remove_prefix(3); // UTF-8 byte order mark
    RecordReader reader(fileName);
    for (std::size_t i = 0; i < text.size(); ++i)
        if (auto error = reader.take(text, i))
            return *error;
    auto parsed = reader.finish();
    if (!parsed)
        return parsed.error();
    std::vector<std::vector<std::string>> records = std::move(parsed).value();
    const std::vector<std::size_t> lines = reader.takeLines();
    if (records.empty())
        return csvError(fileName, "missing header");

    CsvTable table;
    table.m_header = std::move(records.front());
    table.m_headerLine = lines.front();
    for (std::size_t r = 1; r < records.size(); ++r) {
        if (records[r].size() != table.m_header.size()) {
            Error error = csvError(fileName, "record " + std::to_string(r) + " has "
                                                 + std::to_string(records[r].size()) + " fields, header has "
                                                 + std::to_string(table.m_header.size()));
            error.line = int(lines[r]);
            return error;
        }
        table.m_rows.push_back(std::move(records[r]));
        table.m_lines.push_back(lines[r]);
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
