// Hand-made hostile price lists, exchange-rate tables and systems files, derived from the seed
// corpora (tests/fuzz/hostileinputs.cpp), replayed through the fuzz oracles; a few assert the
// exact refusal (its code, and for the CSV its line and column).
#include "fuzzreplay.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <vector>

using namespace gpusizer;
using namespace gpusizer::fuzz;

namespace {

std::string seed(const char *folder, const char *name)
{
    const std::string bytes = readBytes(fuzzDir() / "corpus" / folder / name);
    EXPECT_FALSE(bytes.empty()) << folder << "/" << name;
    return bytes;
}

// The input called `name`; the test fails when there is none.
const HostileInput &named(const std::vector<HostileInput> &inputs, const std::string &name)
{
    static const HostileInput none{"none", {}};
    const auto input = std::find_if(inputs.begin(), inputs.end(), [&](const HostileInput &i) { return i.name == name; });
    EXPECT_NE(input, inputs.end()) << name;
    return input == inputs.end() ? none : *input;
}

// The refusal of each input named in `expected` (code by input name); the others only replay.
void expectRefusals(const Target &target, const std::vector<HostileInput> &inputs,
                    const std::map<std::string, core::ErrorCode> &expected)
{
    std::set<std::string> seen;
    for (const HostileInput &input : inputs) {
        const auto code = expected.find(input.name);
        if (code == expected.end())
            continue;
        seen.insert(input.name);
        EXPECT_EQ(firstRefusal(target, input.bytes), code->second) << input.name;
    }
    EXPECT_EQ(seen.size(), expected.size()) << target.folder << ": an expected input was not made";
}

} // namespace

TEST(FuzzRegressions, HostilePriceListCsv)
{
    const std::vector<HostileInput> inputs = hostileCsv(seed("pricelistcsv", "every-kind-export.csv"));
    EXPECT_GT(replayHostile(kPriceListCsv, inputs), 400u);
    // A cell is named by its line (the header is line 1) and column.
    for (const char *name : {"rent_per_hour = '-1'", "rent_per_hour = '1e308'", "rent_per_hour = '1e-320'",
                             "currency = 'no-such-value'", "currency = 'A'", "type = 'no-such-value'",
                             "price_date = '1e308'"}) {
        const core::Error e = refusalOf(kPriceListCsv, named(inputs, name).bytes);
        EXPECT_EQ(e.field, std::string(name).substr(0, std::string(name).find(' '))) << name;
        EXPECT_EQ(e.line, 2) << name;
    }
    // A currency code is at most 8 characters: "no-such-value" is out of range before it is unknown.
    expectRefusals(kPriceListCsv, inputs,
                   {{"rent_per_hour = '1e-320'", core::ErrorCode::OutOfRange},
                    {"currency = 'no-such-value'", core::ErrorCode::OutOfRange},
                    {"currency = 'A'", core::ErrorCode::UnknownValue},
                    {"type = 'no-such-value'", core::ErrorCode::UnknownValue},
                    {"unterminated quote", core::ErrorCode::InvalidCsv},
                    {"first column missing", core::ErrorCode::MissingField},
                    {"CR line ends", core::ErrorCode::OutOfRange}});  // the row twice: a duplicate id
    // Columns are read by name.
    EXPECT_EQ(kPriceListCsv.oracle(named(inputs, "columns in reverse order").bytes).accepted, 1);
}

TEST(FuzzRegressions, HostilePriceListJson)
{
    const std::string sample = seed("pricelistjson", "sample-export.json");
    std::size_t replayed = replayHostile(kPriceListJson, hostileJson(seed("pricelistjson", "every-kind-export.json")));
    const std::vector<HostileInput> fields = hostileJsonFields(sample);
    replayed += replayHostile(kPriceListJson, fields);
    EXPECT_GT(replayed, 300u);
    expectRefusals(kPriceListJson, fields,
                   {{"rent_per_hour = -1", core::ErrorCode::OutOfRange},
                    {"purchase_price = 1e308", core::ErrorCode::OutOfRange},
                    {"purchase_price = 4.9e-324", core::ErrorCode::OutOfRange},
                    {"gpus = 0", core::ErrorCode::OutOfRange},
                    {"price_date = \"no-such-value\"", core::ErrorCode::OutOfRange},
                    {"currency = \"no-such-value\"", core::ErrorCode::OutOfRange},
                    {"type = \"no-such-value\"", core::ErrorCode::UnknownValue},
                    {"kind = \"no-such-value\"", core::ErrorCode::UnknownValue},
                    {"condition = \"no-such-value\"", core::ErrorCode::UnknownValue},
                    {"gpu = \"no-such-value\"", core::ErrorCode::UnknownValue},
                    {"rent_per_hour = NaN", core::ErrorCode::InvalidJson},
                    {"offered = [true]", core::ErrorCode::WrongType}});
}

TEST(FuzzRegressions, HostileExchangeRates)
{
    const std::string shipped = readBytes(sourceDir() / "resources" / "exchange_rates.json");
    ASSERT_FALSE(shipped.empty());
    const std::vector<HostileInput> fields = hostileJsonFields(shipped);
    std::size_t replayed = replayHostile(kExchangeRates, hostileJson(shipped));
    replayed += replayHostile(kExchangeRates, fields);
    replayed += replayHostile(kExchangeRates, hostileJsonFields(seed("exchangerates", "exchange-rates-user-edited.json")));
    EXPECT_GT(replayed, 250u);
    expectRefusals(kExchangeRates, fields,
                   {{"USD = 0.5", core::ErrorCode::OutOfRange},
                    {"EUR = 4.9e-324", core::ErrorCode::OutOfRange},
                    {"EUR = 1e308", core::ErrorCode::OutOfRange},
                    {"NOK = 0", core::ErrorCode::OutOfRange},
                    {"date = \"no-such-value\"", core::ErrorCode::OutOfRange},
                    {"base = \"no-such-value\"", core::ErrorCode::OutOfRange},
                    {"base = \"\"", core::ErrorCode::UnknownValue},
                    {"EUR removed", core::ErrorCode::MissingField},
                    {"date removed", core::ErrorCode::MissingField}});
}

TEST(FuzzRegressions, HostileSystemsFiles)
{
    const std::vector<HostileInput> fields = hostileJsonFields(seed("systems", "systems-one-server.json"));
    std::size_t replayed = replayHostile(kSystems, hostileJson(seed("systems", "systems-cards-and-host.json")));
    replayed += replayHostile(kSystems, fields);
    EXPECT_GT(replayed, 250u);
    expectRefusals(kSystems, fields,
                   {{"gpus = 0", core::ErrorCode::OutOfRange},
                    {"purchase_price = -1", core::ErrorCode::OutOfRange},
                    {"power_kw = 1e308", core::ErrorCode::OutOfRange},
                    {"currency = \"no-such-value\"", core::ErrorCode::OutOfRange},
                    {"currency = \"\"", core::ErrorCode::UnknownValue},
                    {"gpu = \"no-such-value\"", core::ErrorCode::UnknownValue},
                    {"kind = \"no-such-value\"", core::ErrorCode::UnknownValue}});
}
