#include "hostileinputs.h"

#include "util/csvtable.h"

#include <regex>
#include <string_view>

namespace gpusizer::fuzz {

namespace {

constexpr std::size_t kFiveMB = 5 * 1024 * 1024;
constexpr std::size_t kTwentyMB = 20 * 1024 * 1024;
constexpr std::size_t kTruncations = 64;
constexpr std::size_t kMaxFieldsMutated = 200;

// Concatenation by += (GCC 12 warns falsely about operator+ on strings at -O3, -Wrestrict).
template <typename... Parts>
std::string cat(const Parts &...parts)
{
    std::string text;
    (text += ... += std::string_view(parts));
    return text;
}

std::string repeat(std::string_view piece, std::size_t times)
{
    std::string text;
    text.reserve(piece.size() * times);
    for (std::size_t i = 0; i < times; ++i)
        text += piece;
    return text;
}

// `document` with `member` ("key": value,) inserted right after its first '{'.
std::string withMember(const std::string &document, const std::string &member)
{
    const std::size_t brace = document.find('{');
    if (brace == std::string::npos)
        return document;
    std::string text = document.substr(0, brace + 1);
    text += member;
    text += document.substr(brace + 1);
    return text;
}

std::string padded(std::size_t bytes)
{
    std::string member = "\"padding\": \"";
    member += std::string(bytes, 'x');
    member += "\",";
    return member;
}

void add(std::vector<HostileInput> &inputs, std::string name, std::string bytes)
{
    inputs.push_back(HostileInput{std::move(name), std::move(bytes)});
}

std::vector<std::string_view> replacementsFor(std::string_view value)
{
    if (value.front() == '"')
        return {"\"no-such-value\"", "\"\"", "7", "null", "\"abc\xE2\x82\"", "\"\xFF\xFE\"", "[]", "{}"};
    if (value == "true" || value == "false")
        return {"\"true\"", "1", "null", "[true]"};
    if (value == "null")
        return {"0", "-1", "\"x\"", "{}"};
    return {"NaN", "Infinity", "-Infinity", "1e308", "-1e308", "1e999", "-1", "0", "0.5", "2147483648",
            "9007199254740993", "4.9e-324", "\"12\"", "null", "[]", "{}", "true"};
}

std::string csvField(const std::string &cell)
{
    std::string quoted = "\"";
    for (const char c : cell) {
        if (c == '"')
            quoted += '"';
        quoted += c;
    }
    quoted += '"';
    return quoted;
}

std::string csvLine(const std::vector<std::string> &cells)
{
    std::string line;
    for (std::size_t i = 0; i < cells.size(); ++i) {
        if (i > 0)
            line += ',';
        line += csvField(cells[i]);
    }
    line += '\n';
    return line;
}

} // namespace

std::vector<HostileInput> hostileJson(const std::string &document)
{
    std::vector<HostileInput> inputs;
    add(inputs, "empty file", {});
    add(inputs, "only whitespace", "  \n\t ");
    add(inputs, "byte order mark", cat("\xEF\xBB\xBF", document));
    add(inputs, "10000 nested [", repeat("[", 10000));
    add(inputs, "10000 nested {", repeat("{\"a\":", 10000));
    add(inputs, "balanced nesting 10000 deep inside the document",
        withMember(document, cat(repeat("[", 10000), repeat("]", 10000), ",")));
    add(inputs, "65 levels of nesting", withMember(document, cat("\"deep\": ", repeat("[", 65), repeat("]", 65), ",")));
    add(inputs, "5 MB string member", withMember(document, padded(kFiveMB)));
    add(inputs, "20 MB string member", withMember(document, padded(kTwentyMB)));
    add(inputs, "5 MB of trailing spaces", cat(document, std::string(kFiveMB, ' ')));
    add(inputs, "70 KB key", withMember(document, cat("\"", std::string(70 * 1024, 'k'), "\": 1,")));
    add(inputs, "truncated UTF-8 in a key", withMember(document, "\"abc\xE2\x82\": 1,"));
    add(inputs, "NUL bytes", withMember(document, std::string("\"nul\": \"a\0b\",", 13)));
    add(inputs, "NaN document", "NaN");
    add(inputs, "Infinity document", "Infinity");
    add(inputs, "null document", "null");
    add(inputs, "top-level array", cat("[", document, "]"));
    add(inputs, "two documents", cat(document, document));
    add(inputs, "duplicate member", withMember(document, "\"version\": 99,"));
    for (std::size_t i = 1; i < kTruncations; ++i) {
        const std::size_t cut = document.size() * i / kTruncations;
        add(inputs, cat("truncated at byte ", std::to_string(cut)), document.substr(0, cut));
    }
    return inputs;
}

std::vector<HostileInput> hostileJsonFields(const std::string &document)
{
    static const std::regex member(
        R"re("([A-Za-z0-9_]+)"\s*:\s*(-?[0-9][0-9.eE+-]*|"(?:[^"\\]|\\.)*"|true|false|null))re");
    std::vector<HostileInput> inputs;
    std::size_t fields = 0;
    for (auto it = std::sregex_iterator(document.begin(), document.end(), member);
         it != std::sregex_iterator() && fields < kMaxFieldsMutated; ++it, ++fields) {
        const std::smatch &m = *it;
        const std::string key = m[1].str();
        const std::string value = m[2].str();
        const auto valueAt = std::size_t(m.position(2));
        const std::string before = document.substr(0, valueAt);
        const std::string after = document.substr(valueAt + value.size());
        for (const std::string_view replacement : replacementsFor(value)) {
            std::string name = key;
            name += " = ";
            name += replacement;
            std::string bytes = before;
            bytes += replacement;
            bytes += after;
            add(inputs, std::move(name), std::move(bytes));
        }
        // The member removed, with the comma that separated it.
        std::size_t start = std::size_t(m.position(0));
        std::size_t end = start + std::size_t(m.length(0));
        const std::size_t next = document.find_first_not_of(" \t\r\n", end);
        if (next != std::string::npos && document[next] == ',') {
            end = next + 1;
        } else {
            const std::size_t previous = document.find_last_not_of(" \t\r\n", start == 0 ? 0 : start - 1);
            if (previous != std::string::npos && document[previous] == ',')
                start = previous;
        }
        std::string removed = document.substr(0, start);
        removed += document.substr(end);
        add(inputs, cat(key, " removed"), std::move(removed));
    }
    return inputs;
}

std::vector<HostileInput> hostileCsv(const std::string &csv)
{
    std::vector<HostileInput> inputs;
    add(inputs, "empty file", {});
    add(inputs, "byte order mark", cat("\xEF\xBB\xBF", csv));
    add(inputs, "10000 [", repeat("[", 10000));
    add(inputs, "only line breaks", repeat("\r\n", 1000));
    add(inputs, "NUL bytes", cat(std::string("id,\0,x\n", 7), csv));
    for (std::size_t i = 1; i < kTruncations; ++i) {
        const std::size_t cut = csv.size() * i / kTruncations;
        add(inputs, cat("truncated at byte ", std::to_string(cut)), csv.substr(0, cut));
    }
    const auto table = core::CsvTable::parse(csv, "seed.csv");
    if (!table || table.value().rows().empty())
        return inputs;
    const std::vector<std::string> &header = table.value().header();
    const std::vector<std::string> &row = table.value().rows().front();
    const std::string head = csvLine(header);
    add(inputs, "header only", head);
    add(inputs, "header twice", cat(head, head, csvLine(row)));
    add(inputs, "stray quote", cat(head, "a\"b,", csvLine(row)));
    add(inputs, "unterminated quote", cat(head, "\"", csvLine(row)));
    add(inputs, "text after closing quote", cat(head, "\"a\"b,", csvLine(row)));
    add(inputs, "CR line ends", cat(head, csvLine(row), "\r", csvLine(row)));
    std::vector<std::string> ragged = row;
    ragged.emplace_back("extra");
    add(inputs, "extra field", cat(head, csvLine(ragged)));
    ragged.resize(row.size() / 2);
    add(inputs, "missing fields", cat(head, csvLine(ragged)));
    std::vector<std::string> reordered(header.rbegin(), header.rend());
    std::vector<std::string> reorderedRow(row.rbegin(), row.rend());
    add(inputs, "columns in reverse order", cat(csvLine(reordered), csvLine(reorderedRow)));
    std::vector<std::string> missingColumn(header.begin() + 1, header.end());
    std::vector<std::string> missingCell(row.begin() + 1, row.end());
    add(inputs, "first column missing", cat(csvLine(missingColumn), csvLine(missingCell)));
    std::vector<std::string> big = row;
    big.back() = std::string(kFiveMB, 'n');
    add(inputs, "5 MB cell", cat(head, csvLine(big)));
    add(inputs, "1000 copies of the row", cat(head, repeat(csvLine(row), 1000)));

    static const std::string_view cells[] = {
        "nan", "NaN", "inf", "-inf", "1e308", "-1e308", "1e999", "1e-320", "-1", "0", "0.5",
        "2147483648", "99999999999999999999", "0x10", " 1", "no-such-value", "\xE2\x82", "", "A", "C"};
    for (std::size_t c = 0; c < header.size(); ++c) {
        for (const std::string_view cell : cells) {
            std::vector<std::string> mutated = row;
            mutated[c] = std::string(cell);
            std::string name = header[c];
            name += " = '";
            name += cell;
            name += "'";
            add(inputs, std::move(name), cat(head, csvLine(mutated)));
        }
    }
    return inputs;
}

} // namespace gpusizer::fuzz
