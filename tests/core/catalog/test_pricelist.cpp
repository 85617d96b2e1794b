// The user's price list, currencies and exchange rates: an entry changes only its own GPU or
// system, amounts convert at the scenario's rates, and the files read back what was written.
#include "catalog/exchangeratesfile.h"
#include "catalog/gpucatalog.h"
#include "catalog/modelcatalog.h"
#include "catalog/pricelist.h"
#include "estimate/time/costmodel.h"
#include "io/pricelistfile.h"
#include "recommend/billofmaterials.h"
#include "recommend/recommender.h"

#include <gtest/gtest.h>

#include <map>

using namespace gpusizer::core;

namespace {

const GpuCatalog &catalog() { return GpuCatalog::builtIn(); }

Scenario lora8B()
{
    Scenario s;
    s.model = *ModelCatalog::builtIn().find("llama-3.1-8b");
    s.method = Method::LoRA;
    s.seqLen = 2048;
    s.microBatch = 4;
    s.gradAccum = 4;
    s.workload.datasetTokens = 50e6;
    s.prices.rates = builtInExchangeRates();
    return s;
}

// Rent per GPU-hour of every candidate GPU type in a sweep.
std::map<std::string, double> rentByGpu(const Scenario &s, const GpuCatalog &c)
{
    std::map<std::string, double> out;
    for (const Candidate &cand : recommend(s, c).candidates)
        out[cand.scenario.gpuId] = cand.estimate.cost.rentPerGpuHour;
    return out;
}

} // namespace

TEST(ExchangeRates, TheShippedTableIsDatedAndHasEveryCurrency)
{
    const ExchangeRates &r = builtInExchangeRates();
    EXPECT_EQ(r.date.size(), 10u);
    EXPECT_FALSE(r.source.empty());
    for (std::string_view code : kCurrencies)
        EXPECT_TRUE(r.rate(code).has_value()) << code;
    EXPECT_DOUBLE_EQ(*r.rate("USD"), 1.0);
    // Through USD: 100 EUR in NOK is 100 / EUR-rate x NOK-rate.
    EXPECT_NEAR(*r.convert(100.0, "EUR", "NOK"), 100.0 / *r.rate("EUR") * *r.rate("NOK"), 1e-9);
    EXPECT_FALSE(r.convert(1.0, "USD", "JPY").has_value());
    auto back = exchangeRatesFromJson(exchangeRatesToJson(r), "t");
    ASSERT_TRUE(back.ok());
    EXPECT_EQ(back.value(), r);
    EXPECT_FALSE(exchangeRatesFromJson(R"({"version":1,"date":"2026-07-21","rates":{"USD":1,"EUR":0.9}})", "t").ok());
}

TEST(Currency, NineteenH100HoursInNokAtTheShippedRate)
{
    Scenario s = lora8B();
    s.gpuId = "h100-sxm";
    ASSERT_TRUE(convertCurrency(s, "NOK", builtInExchangeRates()));
    const GpuSpec &h100 = *catalog().find("h100-sxm");
    TimeEstimate t;
    t.gpuHours = 19.0;
    const CostEstimate c = estimateCost(s, h100, t);
    const double nokPerUsd = *builtInExchangeRates().rate("NOK");
    EXPECT_EQ(c.currency, "NOK");
    EXPECT_NEAR(c.rentTotal, 19.0 * h100.rentPerHour * nokPerUsd, 1e-6);
    EXPECT_GT(c.rentTotal, 650.0);  // about NOK 730 at 9.6 NOK per USD, not "kr 76"
    EXPECT_LT(c.rentTotal, 900.0);
    // The user's own amounts convert with it: power 0.15 USD/kWh becomes NOK.
    EXPECT_NEAR(s.prices.powerPricePerKwh, 0.15 * nokPerUsd, 1e-9);
    // And back again.
    ASSERT_TRUE(convertCurrency(s, "USD", builtInExchangeRates()));
    EXPECT_NEAR(s.prices.powerPricePerKwh, 0.15, 1e-12);
    EXPECT_FALSE(convertCurrency(s, "JPY", builtInExchangeRates()));
}

TEST(PriceList, EditingTheH200PriceChangesOnlyH200Rows)
{
    const Scenario s = lora8B();
    PriceList list;
    list.entries.push_back({PriceEntry::Type::Gpu, "h200-sxm", 2.0, 30000.0, "USD", "2026-11-30", "our quote", false,
                            std::nullopt});
    const GpuCatalog edited = withPriceList(catalog(), list, builtInExchangeRates());
    const auto before = rentByGpu(s, catalog());
    const auto after = rentByGpu(s, edited);
    ASSERT_EQ(before.size(), after.size());
    ASSERT_TRUE(after.count("h200-sxm"));
    for (const auto &[gpu, rent] : before) {
        EXPECT_DOUBLE_EQ(after.at(gpu), gpu == "h200-sxm" ? 2.0 : rent) << gpu;
    }
}

TEST(PriceList, APinInTheScenarioAppliesToItsGpuOnly)
{
    Scenario s = lora8B();
    s.prices.pinned["h200-sxm"].rentPerGpuHour = 2.0;
    const auto pinned = rentByGpu(s, catalog());
    const auto plain = rentByGpu(lora8B(), catalog());
    for (const auto &[gpu, rent] : plain)
        EXPECT_DOUBLE_EQ(pinned.at(gpu), gpu == "h200-sxm" ? 2.0 : rent) << gpu;
}

TEST(PriceList, AnEntryInAnotherCurrencyConvertsAtTheScenarioRates)
{
    PriceList list;
    list.entries.push_back({PriceEntry::Type::Gpu, "l40s", 10.0, std::nullopt, "NOK", "2026-11-30", "", false, std::nullopt});
    const GpuCatalog edited = withPriceList(catalog(), list, builtInExchangeRates());
    const GpuSpec &l40s = *edited.find("l40s");
    EXPECT_EQ(l40s.priceCurrency, "NOK");
    // The purchase price the entry left open moved to NOK at the same rates.
    const double nok = *builtInExchangeRates().rate("NOK");
    EXPECT_NEAR(l40s.purchasePrice, catalog().find("l40s")->purchasePrice * nok, 1e-6);
    Scenario s = lora8B();  // USD
    EXPECT_NEAR(rentPricePerGpuHour(s, l40s), 10.0 / nok, 1e-9);
}

TEST(PriceListFile, JsonAndCsvReadBackWhatWasWritten)
{
    PriceList list;
    list.entries.push_back({PriceEntry::Type::Gpu, "h100-sxm", 2.49, 27500.0, "EUR", "2026-11-30", "Vendor, \"Q4\" list", true,
                            std::nullopt});
    list.entries.push_back({PriceEntry::Type::System, "hgx-h100-8", std::nullopt, 280000.0, "USD", "2026-11-01", "", false,
                            std::nullopt});
    SystemSpec own;
    own.id = "dell-xe9680-h100";
    own.name = "Dell PowerEdge XE9680 (8 x H100)";
    own.vendor = "Dell";
    own.gpuId = "h100-sxm";
    own.gpus = 8;
    own.cpuMemoryGiB = 2048;
    own.network = "8 x 400 Gb/s";
    own.scaleOutGbpsPerGpu = 400;
    own.powerKw = 11.5;
    own.rackUnits = 6;
    own.purchasePrice = 2900000;
    own.currency = "NOK";
    own.priceDate = "2026-11-15";
    own.source = "our quote";
    list.entries.push_back({PriceEntry::Type::System, own.id, std::nullopt, own.purchasePrice, "NOK", own.priceDate,
                            own.source, true, own});
    auto json = priceListFromJson(priceListToJson(list), "t.json", catalog());
    ASSERT_TRUE(json.ok()) << describe(json.error());
    EXPECT_EQ(json.value(), list);
    auto csv = priceListFromCsv(priceListToCsv(list), "t.csv", catalog());
    ASSERT_TRUE(csv.ok()) << describe(csv.error());
    EXPECT_EQ(csv.value(), list);

    // The user's system joins the catalog and is what "own" buys when it is the cheapest.
    const GpuCatalog mine = withPriceList(catalog(), list, builtInExchangeRates());
    ASSERT_NE(mine.findSystem("dell-xe9680-h100"), nullptr);
    EXPECT_DOUBLE_EQ(mine.findSystem("hgx-h100-8")->purchasePrice, 280000.0);
    EXPECT_TRUE(mine.isOffered("h100-sxm"));
    EXPECT_FALSE(mine.isOffered("l40s"));
}

// A CSV names a bad cell by its line and column (a JSON file by its key path).
TEST(PriceListFile, BadEntriesNameTheField)
{
    struct Case {
        const char *csv;
        ErrorCode code;
        const char *field;
        int line;
    };
    const Case cases[] = {
        {"type,id,rent_per_hour\ngpu,no-such-gpu,1\n", ErrorCode::UnknownValue, "id", 2},
        {"type,id,currency\ngpu,h100-sxm,JPY\n", ErrorCode::UnknownValue, "currency", 2},
        {"type,id,rent_per_hour\ngpu,h100-sxm,-1\n", ErrorCode::OutOfRange, "rent_per_hour", 2},
        {"type,id,rent_per_hour\ngpu,h100-sxm,cheap\n", ErrorCode::WrongType, "rent_per_hour", 2},
        {"type,id,price_date\ngpu,h100-sxm,30.11.2026\n", ErrorCode::OutOfRange, "price_date", 2},
        {"type,id,name,gpu\nsystem,my-box,My box,h100-sxm\n", ErrorCode::MissingField, "gpus", 2},
        {"type,id\ngpu,h100-sxm\ngpu,h100-sxm\n", ErrorCode::OutOfRange, "id", 3},
        {"type,id,name,gpu,gpus,scale_out_gbps_per_gpu\nsystem,my-box,My box,h100-sxm,8,-25\n", ErrorCode::OutOfRange,
         "scale_out_gbps_per_gpu", 2},
        {"id\nh100-sxm\n", ErrorCode::MissingField, "type", 0},
    };
    for (const Case &c : cases) {
        auto r = priceListFromCsv(c.csv, "bad.csv", catalog());
        ASSERT_FALSE(r.ok()) << c.csv;
        EXPECT_EQ(r.error().code, c.code) << c.csv;
        EXPECT_EQ(r.error().field, c.field) << c.csv;
        EXPECT_EQ(r.error().line, c.line) << c.csv;
    }
    auto json = priceListFromJson(R"({"version": 1, "prices": [{"type": "gpu", "id": "h100-sxm", "rent_per_hour": -1}]})",
                                  "bad.json", catalog());
    ASSERT_FALSE(json.ok());
    EXPECT_EQ(json.error().field, "prices[0].rent_per_hour");
    EXPECT_EQ(json.error().line, 0);
    EXPECT_FALSE(priceListFromJson("{\"version\": 1, \"prices\": {}}", "bad.json", catalog()).ok());
    EXPECT_FALSE(priceListFromJson("not json", "bad.json", catalog()).ok());
}

// "Only what I sell" reaches the bill of materials: with the reseller's own 8 x H100 server
// offered, a configuration is quoted as that server even where the catalog's HGX is cheaper;
// without the requirement the cheapest system is quoted.
TEST(PriceListFile, OnlyWhatISellQuotesTheResellersOwnServers)
{
    SystemSpec dell;
    dell.id = "dell-xe9680-h100";
    dell.name = "Dell PowerEdge XE9680 (8 x H100)";
    dell.gpuId = "h100-sxm";
    dell.gpus = 8;
    dell.purchasePrice = 4000000;  // NOK: dearer than the catalog's HGX (USD 317,000)
    dell.currency = "NOK";
    PriceList list;
    list.entries.push_back({PriceEntry::Type::System, dell.id, std::nullopt, dell.purchasePrice, "NOK", "2026-11-15",
                            "our quote", true, dell});
    const GpuCatalog mine = withPriceList(catalog(), list, builtInExchangeRates());
    EXPECT_TRUE(mine.isOfferedSystem("dell-xe9680-h100"));
    EXPECT_FALSE(mine.isOfferedSystem("hgx-h100-8"));
    Scenario s = lora8B();
    s.prices.currency = "NOK";
    s.gpuId = "h100-sxm";
    s.parallel.gpus = 16;
    s.parallel.gpusPerNode = 8;
    const GpuSpec &h100 = *mine.find("h100-sxm");
    EXPECT_EQ(billOfMaterials(s, h100, mine).systemId, "hgx-h100-8");
    s.requirements.onlyOffered = true;
    const BillOfMaterials b = billOfMaterials(s, h100, mine);
    EXPECT_EQ(b.systemId, "dell-xe9680-h100");
    EXPECT_EQ(b.units, 2);
    EXPECT_DOUBLE_EQ(b.purchaseTotal, 8000000.0);
    // A GPU whose systems none are offered keeps the cheapest listed one.
    s.gpuId = "a100-80gb-sxm";
    EXPECT_EQ(billOfMaterials(s, *mine.find("a100-80gb-sxm"), mine).systemId, "hgx-a100-80gb-8");
}

// A host server of the user's own (no GPU of its own) reaches the catalog and holds the cards:
// it was dropped, and the cards were quoted in the catalog's host (found by tests/fuzz).
TEST(PriceListFile, AUsersOwnHostServerHoldsTheCards)
{
    const Result<PriceList> list = priceListFromCsv(
        "type,id,purchase_price,currency,name,kind,gpu,gpus,power_kw,rack_units\n"
        "system,our-card-host,3000,USD,Our 2U host for 8 cards,host,,8,1.5,2\n",
        "prices.csv", catalog());
    ASSERT_TRUE(list.ok()) << describe(list.error());
    const GpuCatalog mine = withPriceList(catalog(), list.value(), builtInExchangeRates());
    const SystemSpec *host = mine.findSystem("our-card-host");
    ASSERT_NE(host, nullptr);
    EXPECT_EQ(host->kind, SystemKind::Host);
    EXPECT_EQ(mine.systems().size(), catalog().systems().size() + 1);
    Scenario s = lora8B();
    s.gpuId = "l40s";
    s.parallel.gpus = 8;
    s.parallel.gpusPerNode = 8;  // the catalog's host takes 4 cards, ours 8
    const BillOfMaterials b = billOfMaterials(s, *mine.find("l40s"), mine);
    EXPECT_EQ(b.systemId, "card-l40s");
    EXPECT_EQ(b.hostId, "our-card-host");
    EXPECT_EQ(b.hosts, 1);
    EXPECT_DOUBLE_EQ(b.purchaseTotal, 8 * 8500.0 + 3000.0);
}
