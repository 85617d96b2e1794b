#pragma once

#include <optional>
#include <string_view>

namespace gpusizer::core {

// Token counts as people type them: "2T", "500 B", "20M", "1,5 mrd." (nb), "2 Bio." (de),
// "2e9", "1,000,000" (en), optionally followed by "token"/"tokens". Pure text, no locale
// object: the caller passes its locale's decimal point and group separator (a space stands
// for any space-like separator; callers turn no-break spaces into ' ' first).
//
// Unit words, case-insensitive, the trailing full stop optional, in every language at once:
//   thousand  K, Tsd.          million   M, mill., Mio.
//   10^9      B, G, bn, mrd.    10^12     T, bill., Bio.
// ("bill." is Norwegian billion = 10^12, as "Bio."; English "billion" is "B" or "bn".)
//
// Numbers: digits with group separators only between groups of three in the integer part,
// the locale's decimal point (never the other one: "1,5 mrd." with '.' as decimal point and
// ',' as group separator is no number), an optional exponent "e9", "E+9", "e-3". No sign:
// counts are never negative. The value is the count itself (fractions are kept; rounding is
// the caller's choice) and is finite; a count beyond what a double holds is no number.

enum class TokenCountState {
    Invalid,      // no count and no way to become one by typing more
    Intermediate, // a beginning of a count ("", "1,", "2e", "2 mr", "1 00" with a space group)
    Acceptable,   // a whole count: value holds it
};

struct TokenCountCheck {
    TokenCountState state = TokenCountState::Invalid;
    double value = 0.0; // only for Acceptable
};

// Classifies text typed into a token-count field (for an input validator).
TokenCountCheck checkTokenCount(std::string_view text, char decimalPoint, char groupSeparator);

// The count in `text`, or nullopt when it is not a whole count (see above).
std::optional<double> parseTokenCount(std::string_view text, char decimalPoint, char groupSeparator);

// Unit words for showing counts: English K/M/B/T, Norwegian k/mill./mrd./bill., German
// Tsd./Mio./Mrd./Bio.; each of them is read back by parseTokenCount.
enum class TokenUnitStyle { English, NorwegianBokmal, German };

struct CompactTokenCount {
    double mantissa = 0.0;     // the count in `unit`s, e.g. 1.5 for 1.5e9 in B
    int decimals = 0;          // decimals that show the mantissa exactly (0 .. maxDecimals)
    std::string_view unit;     // "" for a count written in full
};

// The count in the unit of its magnitude (T from 10^12, B from 10^9, M, K) when that shows it
// exactly with at most `maxDecimals` decimals (to the nearest token); otherwise written in
// full (unit "", the count rounded to a whole token). Counts below 1000 are always in full.
CompactTokenCount compactTokenCount(double tokens, TokenUnitStyle style, int maxDecimals = 3);

} // namespace gpusizer::core
