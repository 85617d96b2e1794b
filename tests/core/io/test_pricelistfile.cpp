// The price-list file against hostile and sloppy input (issue #27 point 2): a misspelt or
// repeated column or key is refused instead of dropped or half-read, a bad cell is named by its
// line and column, an empty date or source keeps the catalog's, a rent of 0 is a price, and
// what the export writes the import reads back, whatever the text fields hold.
#include "catalog/exchangeratesfile.h"
#include "catalog/gpucatalog.h"
#include "catalog/pricelist.h"
#include "io/pricelistfile.h"

#include <gtest/gtest.h>

#include <random>
#include <string>

using namespace gpusizer::core;

namespace {

const GpuCatalog &catalog() { return GpuCatalog::builtIn(); }

Error csvError(const std::string &csv)
{
    const Result<PriceList> r = priceListFromCsv(csv, "prices.csv", catalog());
    EXPECT_FALSE(r.ok()) << csv;
    return r.ok() ? Error{} : r.error();
}

} // namespace

TEST(PriceListHostile, AMisspeltColumnIsRefusedNotDropped)
{
    const Error e = csvError("type,id,rent_per_hr\ngpu,h100-sxm,1.5\n");
    EXPECT_EQ(e.code, ErrorCode::InvalidCsv);
    EXPECT_EQ(e.rule, ErrorRule::UnknownKey);
    EXPECT_EQ(e.field, "rent_per_hr");
    EXPECT_EQ(e.line, 1);
    EXPECT_NE(describe(e).find("line 1, column rent_per_hr"), std::string::npos) << describe(e);
}

TEST(PriceListHostile, ARepeatedColumnIsRefused)
{
    const Error e = csvError("type,id,rent_per_hour,rent_per_hour\ngpu,h100-sxm,1.5,9\n");
    EXPECT_EQ(e.code, ErrorCode::InvalidCsv);
    EXPECT_EQ(e.rule, ErrorRule::Duplicate);
    EXPECT_EQ(e.field, "rent_per_hour");
    // Spaces around a name are no second spelling.
    EXPECT_EQ(csvError("type, id ,id\ngpu,h100-sxm,h100-sxm\n").rule, ErrorRule::Duplicate);
    EXPECT_TRUE(priceListFromCsv("type, id , rent_per_hour\ngpu,h100-sxm,1.5\n", "p.csv", catalog()).ok());
}

TEST(PriceListHostile, AMisspeltOrRepeatedJsonKeyIsRefused)
{
    const Result<PriceList> misspelt = priceListFromJson(
        R"({"version": 1, "prices": [{"type": "gpu", "id": "h100-sxm", "rent_per_hr": 1.5}]})", "p.json", catalog());
    ASSERT_FALSE(misspelt.ok());
    EXPECT_EQ(misspelt.error().rule, ErrorRule::UnknownKey);
    EXPECT_EQ(misspelt.error().field, "prices[0].rent_per_hr");
    const Result<PriceList> twice = priceListFromJson(
        R"({"version": 1, "prices": [{"type": "gpu", "id": "h100-sxm", "rent_per_hour": 1.5, "rent_per_hour": 9}]})",
        "p.json", catalog());
    ASSERT_FALSE(twice.ok());
    EXPECT_EQ(twice.error().code, ErrorCode::InvalidJson);
    EXPECT_EQ(twice.error().rule, ErrorRule::Duplicate);
    EXPECT_EQ(twice.error().field, "prices[0].rent_per_hour");
}

// Lines count from the file's first (the header), a quoted line break included.
TEST(PriceListHostile, ABadCellIsNamedByLineAndColumn)
{
    const Error e = csvError("type,id,rent_per_hour,source\n"
                             "gpu,h100-sxm,2.5,\"two\nlines\"\n"
                             "gpu,a100-80gb-sxm,-1,\n");
    EXPECT_EQ(e.code, ErrorCode::OutOfRange);
    EXPECT_EQ(e.field, "rent_per_hour");
    EXPECT_EQ(e.line, 4);
    EXPECT_NE(describe(e).find("line 4, column rent_per_hour"), std::string::npos) << describe(e);
    EXPECT_EQ(describe(e).find("prices["), std::string::npos) << describe(e);
}

// An empty date or source cell said nothing about the price's provenance, yet replaced the
// catalog's with empty strings.
TEST(PriceListHostile, AnEmptyDateOrSourceKeepsTheCatalogs)
{
    const GpuSpec &h100 = *catalog().find("h100-sxm");
    ASSERT_FALSE(h100.rentPriceDate.empty());
    ASSERT_FALSE(h100.rentPriceSource.empty());
    const Result<PriceList> list = priceListFromCsv(
        "type,id,rent_per_hour,currency,price_date,source\ngpu,h100-sxm,2.5,USD,,\n", "p.csv", catalog());
    ASSERT_TRUE(list.ok()) << describe(list.error());
    const GpuCatalog priced = withPriceList(catalog(), list.value(), builtInExchangeRates());
    EXPECT_DOUBLE_EQ(priced.find("h100-sxm")->rentPerHour, 2.5);
    EXPECT_EQ(priced.find("h100-sxm")->rentPriceDate, h100.rentPriceDate);
    EXPECT_EQ(priced.find("h100-sxm")->rentPriceSource, h100.rentPriceSource);
    // A date and source given replace them.
    const Result<PriceList> dated = priceListFromCsv(
        "type,id,rent_per_hour,price_date,source\ngpu,h100-sxm,2.5,2026-11-30,our quote\n", "p.csv", catalog());
    ASSERT_TRUE(dated.ok());
    const GpuCatalog repriced = withPriceList(catalog(), dated.value(), builtInExchangeRates());
    EXPECT_EQ(repriced.find("h100-sxm")->rentPriceDate, "2026-11-30");
    EXPECT_EQ(repriced.find("h100-sxm")->rentPriceSource, "our quote");
}

// A lone carriage return was read on import but written bare on export: the exported file no
// longer read back.
TEST(PriceListHostile, ALoneCarriageReturnIsQuotedOnExport)
{
    PriceList list;
    list.entries.push_back({PriceEntry::Type::Gpu, "h100-sxm", 2.5, std::nullopt, "USD", "2026-11-30", "a\rb", false,
                            std::nullopt});
    const std::string csv = priceListToCsv(list);
    EXPECT_NE(csv.find(",\"a\rb\","), std::string::npos) << csv;
    const Result<PriceList> back = priceListFromCsv(csv, "p.csv", catalog());
    ASSERT_TRUE(back.ok()) << describe(back.error());
    EXPECT_EQ(back.value(), list);
}

// Property: export then import gives the same list for text fields made of commas, quotes,
// CR, LF, CR LF, spaces and letters in any order (spaces at either end included).
TEST(PriceListHostile, ExportThenImportRoundTripsAnyTextField)
{
    const char *pieces[] = {",", "\"", "\r", "\n", "\r\n", " ", "a", "Q4", "\xC3\xB8", "\"\"", ",\"", "\n\r"};
    std::mt19937 random(27);
    const auto text = [&](bool nonEmpty) {
        std::string out;
        const int count = int(random() % 7) + (nonEmpty ? 1 : 0);
        for (int i = 0; i < count; ++i)
            out += pieces[random() % std::size(pieces)];
        return out;
    };
    for (int trial = 0; trial < 300; ++trial) {
        PriceList list;
        list.entries.push_back({PriceEntry::Type::Gpu, "h100-sxm", 2.5, std::nullopt, "EUR", "2026-11-30", text(false),
                                trial % 2 == 0, std::nullopt});
        SystemSpec own;
        own.id = "my-box";
        own.name = text(true);
        own.vendor = text(false);
        own.gpuId = "h100-sxm";
        own.gpus = 8;
        own.network = text(false);
        own.purchasePrice = 250000;
        own.currency = "USD";
        own.priceDate = "2026-11-15";
        own.source = text(false);
        list.entries.push_back({PriceEntry::Type::System, own.id, std::nullopt, own.purchasePrice, own.currency,
                                own.priceDate, own.source, true, own});
        const std::string csv = priceListToCsv(list);
        const Result<PriceList> back = priceListFromCsv(csv, "p.csv", catalog());
        ASSERT_TRUE(back.ok()) << "trial " << trial << ": " << describe(back.error()) << "\n" << csv;
        ASSERT_EQ(back.value(), list) << "trial " << trial << "\n" << csv;
    }
}

// A denormal price passed the range check [0, max] and came back from another currency as a
// different number or as 0 (found by tests/fuzz): a price is 0 or at least 0.0001.
TEST(PriceListHostile, APriceCloseToZeroIsOutOfRange)
{
    const Error rent = csvError("type,id,rent_per_hour,currency\ngpu,h100-sxm,1e-320,EUR\n");
    EXPECT_EQ(rent.code, ErrorCode::OutOfRange);
    EXPECT_EQ(rent.field, "rent_per_hour");
    EXPECT_EQ(rent.line, 2);
    const Error own = csvError("type,id,purchase_price,name,gpu,gpus\nsystem,my-box,1e-300,My box,h100-sxm,8\n");
    EXPECT_EQ(own.code, ErrorCode::OutOfRange);
    EXPECT_EQ(own.field, "purchase_price");
    const Result<PriceList> json = priceListFromJson(
        R"({"version": 1, "prices": [{"type": "system", "id": "hgx-h100-8", "purchase_price": 4.9e-324}]})", "p.json",
        catalog());
    ASSERT_FALSE(json.ok());
    EXPECT_EQ(json.error().code, ErrorCode::OutOfRange);
    EXPECT_EQ(json.error().field, "prices[0].purchase_price");
    // Free, and the smallest price.
    EXPECT_TRUE(priceListFromCsv("type,id,rent_per_hour,purchase_price\ngpu,h100-sxm,0,0.0001\n", "p.csv", catalog()).ok());
}

// The CSV export wrote 12 significant digits: 0.12345678901234568 read back as 0.123456789012
// (found by tests/fuzz). Every digit that tells the number apart is written, without exponent.
TEST(PriceListHostile, ExportThenImportKeepsEveryDigit)
{
    PriceList list;
    list.entries.push_back({PriceEntry::Type::Gpu, "h100-sxm", 0.12345678901234568, 123456789012.34568, "EUR",
                            "2026-11-30", "", false, std::nullopt});
    SystemSpec own;
    own.id = "my-box";
    own.name = "My box";
    own.gpuId = "h100-sxm";
    own.gpus = 8;
    own.cpuMemoryGiB = 0.1 + 0.2;
    own.powerKw = 1e-300;
    own.purchasePrice = 2600000;
    list.entries.push_back({PriceEntry::Type::System, own.id, std::nullopt, own.purchasePrice, own.currency, "", "",
                            false, own});
    const std::string csv = priceListToCsv(list);
    EXPECT_NE(csv.find(",0.12345678901234568,123456789012.34567,"), std::string::npos) << csv;
    EXPECT_NE(csv.find(",2600000,"), std::string::npos) << csv;
    EXPECT_EQ(csv.find("e+"), std::string::npos) << csv;
    const Result<PriceList> back = priceListFromCsv(csv, "p.csv", catalog());
    ASSERT_TRUE(back.ok()) << describe(back.error());
    EXPECT_EQ(back.value(), list);
}

// The CSV form trims every cell that is no free text, the id too: a JSON id of the user's own
// system with spaces around it was exported as " box" and imported as "box" (found by
// tests/fuzz). Such an id is refused.
TEST(PriceListHostile, AnOwnSystemsIdWithSpacesAroundItIsRefused)
{
    const Result<PriceList> spaced = priceListFromJson(
        R"({"version": 1, "prices": [{"type": "system", "id": " my-box", "name": "My box", "gpu": "h100-sxm", "gpus": 8}]})",
        "p.json", catalog());
    ASSERT_FALSE(spaced.ok());
    EXPECT_EQ(spaced.error().code, ErrorCode::UnknownValue);
    EXPECT_EQ(spaced.error().field, "prices[0].id");
    EXPECT_TRUE(priceListFromCsv("type,id,name,gpu,gpus\nsystem, my-box ,My box,h100-sxm,8\n", "p.csv", catalog()).ok());
}
