#include "util/tokencount.h"

#include <array>
#include <charconv>
#include <cmath>
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

TokenCountCheck checkTokenCount(std::string_view text, char decimalPoint, char groupSeparator)
{
    constexpr TokenCountCheck invalid{TokenCountState::Invalid, 0.0};
    constexpr TokenCountCheck intermediate{TokenCountState::Intermediate, 0.0};
    const bool spaceGroups = isSpace(groupSeparator);
    const bool groups = groupSeparator != '\0' && groupSeparator != decimalPoint;
    std::size_t pos = 0;
    const std::size_t n = text.size();
    while (pos < n && isSpace(text[pos]))
        ++pos;

    // Integer part: digits, in groups of three after a group separator.
    std::string digits; // mantissa digits without separators
    int intDigits = 0;
    int groupLength = -1; // digits since the last group separator; -1 before the first
    while (pos < n) {
        const char c = text[pos];
        if (isDigit(c)) {
            digits += c;
            ++intDigits;
            if (groupLength >= 0 && ++groupLength > 3)
                return invalid;
            ++pos;
            continue;
        }
        if (!(groups && c == groupSeparator && intDigits > 0))
            break;
        // A separator: between groups of three, or (a space) the end of the number.
        const bool digitFollows = pos + 1 < n && isDigit(text[pos + 1]);
        if (!digitFollows) {
            if (spaceGroups)
                break;
            return pos + 1 == n && (groupLength < 0 ? intDigits <= 3 : groupLength == 3) ? intermediate : invalid;
        }
        if (groupLength < 0 ? intDigits > 3 : groupLength != 3)
            return invalid;
        groupLength = 0;
        ++pos;
    }
    if (groupLength >= 0 && groupLength != 3)
        return pos == n ? intermediate : invalid; // "1,00" may become "1,000"

    // Fraction.
    int fractionDigits = 0;
    if (pos < n && text[pos] == decimalPoint) {
        ++pos;
        while (pos < n && isDigit(text[pos])) {
            digits += text[pos];
            ++fractionDigits;
            ++pos;
        }
    }
    if (intDigits + fractionDigits == 0) {
        // Nothing yet ("", "  ", a lone decimal point) may still become a count; anything else not.
        while (pos < n && isSpace(text[pos]))
            ++pos;
        return pos == n ? intermediate : invalid;
    }

    // Exponent: no unit word starts with 'e'.
    long exponent = 0;
    if (pos < n && lower(text[pos]) == 'e') {
        ++pos;
        bool negative = false;
        if (pos < n && (text[pos] == '+' || text[pos] == '-')) {
            negative = text[pos] == '-';
            ++pos;
        }
        if (pos == n)
            return intermediate;
        if (!isDigit(text[pos]))
            return invalid;
        while (pos < n && isDigit(text[pos])) {
            if (exponent < 100000)
                exponent = exponent * 10 + (text[pos] - '0');
            ++pos;
        }
        if (negative)
            exponent = -exponent;
    }

    std::string tail;
    for (; pos < n; ++pos) {
        if (!isSpace(text[pos]))
            tail += lower(text[pos]);
        else if (!tail.empty() && tail.back() != ' ')
            tail += ' ';
    }
    if (!tail.empty() && tail.back() == ' ')
        tail.pop_back();
    const Tail unit = classifyTail(tail);
    if (unit.state != TokenCountState::Acceptable)
        return {unit.state, 0.0};

    // digits × 10^(exponent + unit - fraction digits), rounded once by from_chars.
    const long scale = exponent + unit.exponent - fractionDigits;
    const std::string number = digits + 'e' + std::to_string(scale);
    double value = 0.0;
    const auto [end, error] = std::from_chars(number.data(), number.data() + number.size(), value);
    if (error == std::errc::result_out_of_range) {
        // Too small for a double is zero; too large is no count.
        if (scale > 0)
            return invalid;
        value = 0.0;
    } else if (error != std::errc() || end != number.data() + number.size() || !std::isfinite(value)) {
        return invalid;
    }
    return {TokenCountState::Acceptable, value};
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
