#include "util/tokencount.h"

#include <array>
#include <charconv>
#include <cmath>
#include <optional>
#include <string>

namespace gpusizer::core {

namespace {

struct Unit {
    std::string_view word; // lower case, without the optional full stop
    int exponent;          // the unit is 10^exponent
};

// Every language's unit words; "b", "m" and "t" are also beginnings of longer ones.
constexpr std::array<Unit, 12> kUnits{{
    {"k", 3},
    {"tsd", 3},
    {"m", 6},
    {"mill", 6},
    {"mio", 6},
    {"b", 9},
    {"g", 9},
    {"bn", 9},
    {"mrd", 9},
    {"t", 12},
    {"bill", 12},
    {"bio", 12},
}};

constexpr std::array<std::string_view, 2> kTokenWords{"token", "tokens"};

bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isSpace(char c) { return c == ' ' || c == '\t'; }
char lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

bool startsWith(std::string_view text, std::string_view start)
{
    return text.size() >= start.size() && text.substr(0, start.size()) == start;
}

// What follows the number, trimmed, in lower case and with single spaces: "", a unit ("mrd"
// or "mrd."), a token word, or a unit, a space and a token word ("2TT" is no beginning of
// "2T tokens"). Returns the unit's exponent for a whole one.
struct Tail {
    TokenCountState state = TokenCountState::Invalid;
    int exponent = 0;
};

Tail classifyTail(const std::string &tail)
{
    Tail result;
    const auto consider = [&](const std::string &candidate, int exponent) {
        if (tail == candidate) {
            result = {TokenCountState::Acceptable, exponent};
        } else if (result.state == TokenCountState::Invalid && startsWith(candidate, tail)) {
            result.state = TokenCountState::Intermediate;
        }
    };
    consider(std::string(), 0);
    for (std::string_view word : kTokenWords)
        consider(std::string(word), 0);
    for (const Unit &unit : kUnits) {
        for (const std::string &written : {std::string(unit.word), std::string(unit.word) + '.'}) {
            consider(written, unit.exponent);
            for (std::string_view word : kTokenWords)
                consider(written + ' ' + std::string(word), unit.exponent);
        }
    }
    return result;
}

} // namespace

namespace {

constexpr TokenCountCheck kInvalid{TokenCountState::Invalid, 0.0};
constexpr TokenCountCheck kIntermediate{TokenCountState::Intermediate, 0.0};

// The digits read so far, without separators, and where they stand.
struct Mantissa {
    std::string digits;
    int intDigits = 0;
    int fractionDigits = 0;
};

// The integer part: digits, in groups of three after a group separator. A result when the text
// is decided here (invalid, or an unfinished group), else nullopt with `pos` after the part.
std::optional<TokenCountCheck> readIntegerPart(std::string_view text, std::size_t &pos, char decimalPoint,
                                               char groupSeparator, Mantissa &m)
{
    const bool spaceGroups = isSpace(groupSeparator);
    const bool groups = groupSeparator != '\0' && groupSeparator != decimalPoint;
    const std::size_t n = text.size();
    int groupLength = -1; // digits since the last group separator; -1 before the first
    while (pos < n) {
        const char c = text[pos];
        if (isDigit(c)) {
            m.digits += c;
            ++m.intDigits;
            if (groupLength >= 0 && ++groupLength > 3)
                return kInvalid;
            ++pos;
            continue;
        }
        if (!(groups && c == groupSeparator && m.intDigits > 0))
            break;
        // A separator: between groups of three, or (a space) the end of the number.
        const bool digitFollows = pos + 1 < n && isDigit(text[pos + 1]);
        if (!digitFollows) {
            if (spaceGroups)
                break;
            return pos + 1 == n && (groupLength < 0 ? m.intDigits <= 3 : groupLength == 3) ? kIntermediate : kInvalid;
        }
        if (groupLength < 0 ? m.intDigits > 3 : groupLength != 3)
            return kInvalid;
        groupLength = 0;
        ++pos;
    }
    if (groupLength >= 0 && groupLength != 3)
        return pos == n ? kIntermediate : kInvalid; // "1,00" may become "1,000"
    return std::nullopt;
}

void readFraction(std::string_view text, std::size_t &pos, char decimalPoint, Mantissa &m)
{
    if (pos >= text.size() || text[pos] != decimalPoint)
        return;
    ++pos;
    while (pos < text.size() && isDigit(text[pos])) {
        m.digits += text[pos];
        ++m.fractionDigits;
        ++pos;
    }
}

// "e12", "E-3" (no unit word starts with 'e'): a result when the text is decided here.
std::optional<TokenCountCheck> readExponent(std::string_view text, std::size_t &pos, long &exponent)
{
    const std::size_t n = text.size();
    if (pos >= n || lower(text[pos]) != 'e')
        return std::nullopt;
    ++pos;
    bool negative = false;
    if (pos < n && (text[pos] == '+' || text[pos] == '-')) {
        negative = text[pos] == '-';
        ++pos;
    }
    if (pos == n)
        return kIntermediate;
    if (!isDigit(text[pos]))
        return kInvalid;
    while (pos < n && isDigit(text[pos])) {
        if (exponent < 100000)
            exponent = exponent * 10 + (text[pos] - '0');
        ++pos;
    }
    if (negative)
        exponent = -exponent;
    return std::nullopt;
}

// The rest in lower case with runs of spaces made one, trimmed.
std::string normalisedTail(std::string_view text, std::size_t pos)
{
    std::string tail;
    for (; pos < text.size(); ++pos) {
        if (!isSpace(text[pos]))
            tail += lower(text[pos]);
        else if (!tail.empty() && tail.back() != ' ')
            tail += ' ';
    }
    if (!tail.empty() && tail.back() == ' ')
        tail.pop_back();
    return tail;
}

// digits × 10^scale, rounded once by from_chars.
TokenCountCheck valueOf(const std::string &digits, long scale)
{
    const std::string number = digits + 'e' + std::to_string(scale);
    double value = 0.0;
    const auto [end, error] = std::from_chars(number.data(), number.data() + number.size(), value);
    if (error == std::errc::result_out_of_range) {
        // Too small for a double is zero; too large is no count.
        if (scale > 0)
            return kInvalid;
        value = 0.0;
    } else if (error != std::errc() || end != number.data() + number.size() || !std::isfinite(value)) {
        return kInvalid;
    }
    return {TokenCountState::Acceptable, value};
}

} // namespace

TokenCountCheck checkTokenCount(std::string_view text, char decimalPoint, char groupSeparator)
{
    std::size_t pos = 0;
    const std::size_t n = text.size();
    while (pos < n && isSpace(text[pos]))
        ++pos;
    Mantissa m;
    if (const auto decided = readIntegerPart(text, pos, decimalPoint, groupSeparator, m))
        return *decided;
    readFraction(text, pos, decimalPoint, m);
    if (m.intDigits + m.fractionDigits == 0) {
        // Nothing yet ("", "  ", a lone decimal point) may still become a count; anything else not.
        while (pos < n && isSpace(text[pos]))
            ++pos;
        return pos == n ? kIntermediate : kInvalid;
    }
    long exponent = 0;
    if (const auto decided = readExponent(text, pos, exponent))
        return *decided;
    const Tail unit = classifyTail(normalisedTail(text, pos));
    if (unit.state != TokenCountState::Acceptable)
        return {unit.state, 0.0};
    return valueOf(m.digits, exponent + unit.exponent - m.fractionDigits);
}

std::optional<double> parseTokenCount(std::string_view text, char decimalPoint, char groupSeparator)
{
    const TokenCountCheck check = checkTokenCount(text, decimalPoint, groupSeparator);
    if (check.state != TokenCountState::Acceptable)
        return std::nullopt;
    return check.value;
}

CompactTokenCount compactTokenCount(double tokens, TokenUnitStyle style, int maxDecimals)
{
    struct Scale {
        double factor;
        std::string_view english, norwegian, german;
    };
    static constexpr Scale kScales[] = {
        {1e12, "T", "bill.", "Bio."},
        {1e9, "B", "mrd.", "Mrd."},
        {1e6, "M", "mill.", "Mio."},
        {1e3, "K", "k", "Tsd."},
    };
    const double whole = std::round(tokens);
    if (!std::isfinite(whole))
        return {tokens, 0, {}};
    for (const Scale &scale : kScales) {
        if (whole < scale.factor)
            continue;
        // Only the unit of the count's magnitude: "1,234,567,890", not "1,234,567.89 K".
        double power = 1.0;
        for (int decimals = 0; decimals <= maxDecimals; ++decimals, power *= 10.0) {
            const double shown = std::round(whole / scale.factor * power);
            if (std::abs(shown * scale.factor / power - whole) < 0.5) {
                const std::string_view unit = style == TokenUnitStyle::NorwegianBokmal ? scale.norwegian
                                              : style == TokenUnitStyle::German        ? scale.german
                                                                                       : scale.english;
                return {shown / power, decimals, unit};
            }
        }
        break;
    }
    return {whole, 0, {}};
}

} // namespace gpusizer::core
