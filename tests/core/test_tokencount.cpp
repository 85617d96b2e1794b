// Token counts as typed into the dataset field: plain numbers with the locale's separators,
// scientific notation and the unit words of English, Norwegian and German.
#include "util/tokencount.h"

#include <gtest/gtest.h>

using namespace gpusizer::core;

namespace {
// Separators of the three languages (nb's no-break space group separator is passed as ' ').
constexpr char kEnPoint = '.', kEnGroup = ',';
constexpr char kNbPoint = ',', kNbGroup = ' ';
constexpr char kDePoint = ',', kDeGroup = '.';

std::optional<double> en(std::string_view text) { return parseTokenCount(text, kEnPoint, kEnGroup); }
std::optional<double> nb(std::string_view text) { return parseTokenCount(text, kNbPoint, kNbGroup); }
std::optional<double> de(std::string_view text) { return parseTokenCount(text, kDePoint, kDeGroup); }

TokenCountState enState(std::string_view text) { return checkTokenCount(text, kEnPoint, kEnGroup).state; }
} // namespace

TEST(TokenCount, PlainNumbersWithTheLocalesSeparators)
{
    EXPECT_EQ(en("20000000"), 20e6);
    EXPECT_EQ(en("20,000,000"), 20e6);
    EXPECT_EQ(en("1.5"), 1.5);
    EXPECT_EQ(en("  42  "), 42.0);
    EXPECT_EQ(nb("1,5"), 1.5);
    EXPECT_EQ(nb("20 000 000"), 20e6);
    EXPECT_EQ(de("1,5"), 1.5);
    EXPECT_EQ(de("20.000.000"), 20e6);
    EXPECT_EQ(de("1.234,5"), 1234.5);
    // Groups are of three digits; the other separator is not a decimal point.
    EXPECT_EQ(en("1,5"), std::nullopt);
    EXPECT_EQ(en("1,0000"), std::nullopt);
    EXPECT_EQ(en("12345,678"), std::nullopt);
    EXPECT_EQ(de("1.5"), std::nullopt);
    EXPECT_EQ(en("1,000.5"), 1000.5);
}

TEST(TokenCount, ScientificNotation)
{
    EXPECT_EQ(en("2e9"), 2e9);
    EXPECT_EQ(en("2E9"), 2e9);
    EXPECT_EQ(en("2e+9"), 2e9);
    EXPECT_EQ(en("1.5e12"), 1.5e12);
    EXPECT_EQ(en("5e-1"), 0.5);
    EXPECT_EQ(nb("2,5e9"), 2.5e9);
    EXPECT_EQ(en("2e3K"), 2e6); // an exponent and a unit multiply
    EXPECT_EQ(en("1e999"), std::nullopt); // beyond a double: no count
}

TEST(TokenCount, UnitsOfEveryLanguageCaseInsensitive)
{
    EXPECT_EQ(en("2T"), 2e12);
    EXPECT_EQ(en("2t"), 2e12);
    EXPECT_EQ(en("500B"), 500e9);
    EXPECT_EQ(en("500 b"), 500e9);
    EXPECT_EQ(en("20M"), 20e6);
    EXPECT_EQ(en("3K"), 3e3);
    EXPECT_EQ(en("3k"), 3e3);
    EXPECT_EQ(en("2G"), 2e9);
    EXPECT_EQ(en("2 bn"), 2e9);
    EXPECT_EQ(en("1.5B"), 1.5e9);
    // Norwegian: k, mill., mrd., bill. (the full stop optional).
    EXPECT_EQ(nb("1,5 mrd."), 1.5e9);
    EXPECT_EQ(nb("1,5 mrd"), 1.5e9);
    EXPECT_EQ(nb("20 mill."), 20e6);
    EXPECT_EQ(nb("2 bill."), 2e12);
    EXPECT_EQ(nb("5 k"), 5e3);
    // German: Tsd., Mio., Mrd., Bio.
    EXPECT_EQ(de("2 Bio."), 2e12);
    EXPECT_EQ(de("1,5 Mrd."), 1.5e9);
    EXPECT_EQ(de("20 Mio."), 20e6);
    EXPECT_EQ(de("5 Tsd."), 5e3);
    EXPECT_EQ(de("5 TSD"), 5e3);
    // Any language's words in any locale.
    EXPECT_EQ(en("2 Bio."), 2e12);
    EXPECT_EQ(de("500B"), 500e9);
    EXPECT_EQ(nb("2T"), 2e12);
    // The values are exact: 1.1 × 10^9 is the double nearest to 1,100,000,000.
    EXPECT_EQ(en("1.1B"), 1.1e9);
    EXPECT_EQ(en("0.001T"), 1e9);
}

TEST(TokenCount, TheWordTokensMayFollow)
{
    EXPECT_EQ(en("2 T tokens"), 2e12);
    EXPECT_EQ(en("20 M Tokens"), 20e6);
    EXPECT_EQ(en("1 token"), 1.0);
    EXPECT_EQ(de("1,5 Mrd. Token"), 1.5e9);
    EXPECT_EQ(nb("20 mill. tokens"), 20e6);
    EXPECT_EQ(nb("1 000 tokens"), 1000.0);
}

TEST(TokenCount, GarbageIsNoCount)
{
    for (const char *text : {"", "   ", "abc", "2TT", "-5", "+5", "T", "2 X", "2 tokens T", "1e", "2..5", "1.5.5",
                             "e9", "2 mrdd", "0x10", "2,T"}) {
        EXPECT_EQ(en(text), std::nullopt) << text;
    }
    EXPECT_EQ(nb("-1,5 mrd."), std::nullopt);
    // "1,5 mrd." in an English locale: ',' groups thousands there, so this is no count.
    EXPECT_EQ(en("1,5 mrd."), std::nullopt);
}

TEST(TokenCount, BeginningsAreIntermediateWhileTyping)
{
    for (const char *text : {"", " ", ".", "1,", "1,00", "2e", "2e-", "2 m", "2 mr", "2 mrd", "2 bi", "2 T tok",
                             "2 tokens", "20,000,00"}) {
        const TokenCountState state = enState(text);
        EXPECT_NE(state, TokenCountState::Invalid) << text;
    }
    EXPECT_EQ(enState("2 mr"), TokenCountState::Intermediate);
    EXPECT_EQ(enState("1,00"), TokenCountState::Intermediate);
    EXPECT_EQ(enState("2e"), TokenCountState::Intermediate);
    EXPECT_EQ(enState(""), TokenCountState::Intermediate);
    EXPECT_EQ(enState("2 m"), TokenCountState::Acceptable); // a whole count already, 2 M
    EXPECT_EQ(enState("2 T tokens"), TokenCountState::Acceptable);
    for (const char *text : {"abc", "2TT", "-", "-5", "2 x", "1,0000", "2e9e", "2 tokensx"})
        EXPECT_EQ(enState(text), TokenCountState::Invalid) << text;
    const TokenCountCheck whole = checkTokenCount("500 mrd.", kNbPoint, kNbGroup);
    EXPECT_EQ(whole.state, TokenCountState::Acceptable);
    EXPECT_EQ(whole.value, 500e9);
}

TEST(TokenCount, CompactFormsUseTheUnitOfTheMagnitudeWhenExact)
{
    const auto check = [](double tokens, TokenUnitStyle style, double mantissa, int decimals, std::string_view unit) {
        const CompactTokenCount c = compactTokenCount(tokens, style);
        EXPECT_DOUBLE_EQ(c.mantissa, mantissa) << tokens;
        EXPECT_EQ(c.decimals, decimals) << tokens;
        EXPECT_EQ(c.unit, unit) << tokens;
    };
    check(2e12, TokenUnitStyle::English, 2, 0, "T");
    check(500e9, TokenUnitStyle::English, 500, 0, "B");
    check(20e6, TokenUnitStyle::English, 20, 0, "M");
    check(1.5e9, TokenUnitStyle::English, 1.5, 1, "B");
    check(1500, TokenUnitStyle::English, 1.5, 1, "K");
    check(1e15, TokenUnitStyle::English, 1000, 0, "T");
    check(999, TokenUnitStyle::English, 999, 0, "");
    check(1234567890, TokenUnitStyle::English, 1234567890, 0, ""); // in full rather than rounded
    check(1.5e9, TokenUnitStyle::NorwegianBokmal, 1.5, 1, "mrd.");
    check(2e12, TokenUnitStyle::NorwegianBokmal, 2, 0, "bill.");
    check(20e6, TokenUnitStyle::NorwegianBokmal, 20, 0, "mill.");
    check(5e3, TokenUnitStyle::NorwegianBokmal, 5, 0, "k");
    check(20e6, TokenUnitStyle::German, 20, 0, "Mio.");
    check(1.5e9, TokenUnitStyle::German, 1.5, 1, "Mrd.");
    check(2e12, TokenUnitStyle::German, 2, 0, "Bio.");
    check(5e3, TokenUnitStyle::German, 5, 0, "Tsd.");
    // Every compact unit reads back.
    for (TokenUnitStyle style : {TokenUnitStyle::English, TokenUnitStyle::NorwegianBokmal, TokenUnitStyle::German}) {
        for (double tokens : {5e3, 20e6, 1.5e9, 2e12}) {
            const CompactTokenCount c = compactTokenCount(tokens, style);
            const std::string text = "1 " + std::string(c.unit);
            EXPECT_EQ(en(text), tokens / c.mantissa) << text;
        }
    }
}
