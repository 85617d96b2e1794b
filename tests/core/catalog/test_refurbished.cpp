// Refurbished and used hardware (issue #23): systems carry a condition with their own dated price,
// the catalog and the price list read it, and a quote offers new systems unless the consultant
// allows refurbished ones.
#include "catalog/exchangeratesfile.h"
#include "catalog/gpucatalog.h"
#include "catalog/modelcatalog.h"
#include "catalog/pricelist.h"
#include "io/pricelistfile.h"
#include "model/systemspec.h"
#include "recommend/billofmaterials.h"

#include <gtest/gtest.h>

#include <regex>

#include <string>

using namespace gpusizer::core;

namespace {

const GpuCatalog &catalog() { return GpuCatalog::builtIn(); }

std::string systemsJson(const std::string &condition)
{
    return R"({"version": 1, "systems": [{"id": "box", "name": "Box", "kind": "server", )" + condition
        + R"("gpu": "a100-80gb-sxm", "gpus": 8, "purchase_price": 100000, "currency": "USD"}]})";
}

// 8 x A100 80GB SXM: one 8-GPU server.
Scenario eightA100()
{
    Scenario s;
    s.model = *ModelCatalog::builtIn().find("llama-3.1-8b");
    s.method = Method::LoRA;
    s.gpuId = "a100-80gb-sxm";
    s.parallel.gpus = 8;
    s.parallel.gpusPerNode = 8;
    s.parallel.sharding = Sharding::DDP;
    s.prices.rates = builtInExchangeRates();
    return s;
}

SystemSpec ownRefurbishedServer()
{
    SystemSpec own;
    own.id = "my-refurb-hgx";
    own.name = "Refurbished HGX A100 (8 x A100 80GB)";
    own.vendor = "Reseller";
    own.kind = SystemKind::Server;
    own.condition = Condition::Refurbished;
    own.gpuId = "a100-80gb-sxm";
    own.gpus = 8;
    own.cpuMemoryGiB = 1024;
    own.network = "8 x 200 Gb/s";
    own.scaleOutGbpsPerGpu = 200;
    own.powerKw = 6.5;
    own.rackUnits = 6;
    own.purchasePrice = 95000;
    own.currency = "USD";
    own.priceDate = "2026-11-20";
    own.source = "our refurbisher's quote";
    return own;
}

} // namespace

TEST(Condition, SpellingsRoundTrip)
{
    for (Condition c : {Condition::New, Condition::Refurbished})
        EXPECT_EQ(parseCondition(toString(c)), c);
    EXPECT_EQ(toString(Condition::New), "new");
    EXPECT_EQ(toString(Condition::Refurbished), "refurbished");
    EXPECT_FALSE(parseCondition("used").has_value());
    EXPECT_FALSE(parseCondition("").has_value());
    EXPECT_EQ(SystemSpec{}.condition, Condition::New);
}

TEST(SystemsCatalog, ReadsTheConditionAndRefusesAnUnknownOne)
{
    auto absent = catalog().systemsFromJson(systemsJson(""), "systems.json");
    ASSERT_TRUE(absent.ok()) << describe(absent.error());
    ASSERT_EQ(absent.value().size(), 1u);
    EXPECT_EQ(absent.value()[0].condition, Condition::New);

    auto refurbished = catalog().systemsFromJson(systemsJson(R"("condition": "refurbished", )"), "systems.json");
    ASSERT_TRUE(refurbished.ok()) << describe(refurbished.error());
    EXPECT_EQ(refurbished.value()[0].condition, Condition::Refurbished);

    auto fresh = catalog().systemsFromJson(systemsJson(R"("condition": "new", )"), "systems.json");
    ASSERT_TRUE(fresh.ok()) << describe(fresh.error());
    EXPECT_EQ(fresh.value()[0].condition, Condition::New);

    auto unknown = catalog().systemsFromJson(systemsJson(R"("condition": "like new", )"), "systems.json");
    ASSERT_FALSE(unknown.ok());
    EXPECT_EQ(unknown.error().code, ErrorCode::UnknownValue);
    EXPECT_EQ(unknown.error().field, "systems[0].condition");
    EXPECT_EQ(unknown.error().detail, "like new");

    auto wrongType = catalog().systemsFromJson(systemsJson(R"("condition": 1, )"), "systems.json");
    EXPECT_FALSE(wrongType.ok());
}

TEST(SystemsCatalog, TheShippedRefurbishedSystemsMatchTheirNewOnesAndAreDatedAndSourced)
{
    const struct {
        const char *refurbished;
        const char *fresh;
        double price;
    } pairs[] = {
        {"hgx-a100-80gb-8-refurb", "hgx-a100-80gb-8", 110000},
        {"hgx-a100-40gb-8-refurb", "hgx-a100-40gb-8", 70000},
        {"card-a100-80gb-pcie-refurb", "card-a100-80gb-pcie", 7000},
        {"card-a100-40gb-pcie-refurb", "card-a100-40gb-pcie", 5500},
    };
    for (const auto &p : pairs) {
        const SystemSpec *r = catalog().findSystem(p.refurbished);
        const SystemSpec *n = catalog().findSystem(p.fresh);
        ASSERT_NE(r, nullptr) << p.refurbished;
        ASSERT_NE(n, nullptr) << p.fresh;
        EXPECT_EQ(r->condition, Condition::Refurbished) << p.refurbished;
        EXPECT_EQ(n->condition, Condition::New) << p.fresh;
        EXPECT_DOUBLE_EQ(r->purchasePrice, p.price) << p.refurbished;
        EXPECT_LT(r->purchasePrice, n->purchasePrice) << p.refurbished;
        EXPECT_EQ(r->currency, "USD");
        EXPECT_EQ(r->priceDate.size(), 10u) << p.refurbished;
        EXPECT_FALSE(r->source.empty()) << p.refurbished;
        // The same unit: only the condition, the vendor and the price differ.
        EXPECT_EQ(r->name, n->name);
        EXPECT_EQ(r->kind, n->kind);
        EXPECT_EQ(r->gpuId, n->gpuId);
        EXPECT_EQ(r->gpus, n->gpus);
        EXPECT_DOUBLE_EQ(r->cpuMemoryGiB, n->cpuMemoryGiB);
        EXPECT_EQ(r->network, n->network);
        EXPECT_DOUBLE_EQ(r->scaleOutGbpsPerGpu, n->scaleOutGbpsPerGpu);
        EXPECT_DOUBLE_EQ(r->powerKw, n->powerKw);
        EXPECT_EQ(r->rackUnits, n->rackUnits);
    }
    EXPECT_DOUBLE_EQ(catalog().findSystem("card-a100-40gb-pcie")->purchasePrice, 12500);
    EXPECT_EQ(catalog().findSystem("card-a100-40gb-pcie")->gpuId, "a100-40gb-pcie");
}

TEST(RefurbishedQuote, NewHardwareByDefaultTheRefurbishedServerWhenAllowed)
{
    Scenario s = eightA100();
    const GpuSpec &a100 = *catalog().find("a100-80gb-sxm");
    EXPECT_FALSE(s.requirements.allowRefurbished);
    const BillOfMaterials fresh = billOfMaterials(s, a100, catalog());
    EXPECT_EQ(fresh.systemId, "hgx-a100-80gb-8");
    EXPECT_EQ(fresh.condition, Condition::New);
    EXPECT_DOUBLE_EQ(fresh.purchaseTotal, catalog().findSystem("hgx-a100-80gb-8")->purchasePrice);

    s.requirements.allowRefurbished = true;
    const BillOfMaterials refurbished = billOfMaterials(s, a100, catalog());
    EXPECT_EQ(refurbished.systemId, "hgx-a100-80gb-8-refurb");
    EXPECT_EQ(refurbished.condition, Condition::Refurbished);
    EXPECT_EQ(refurbished.units, 1);
    EXPECT_EQ(refurbished.installedGpus, 8);
    EXPECT_DOUBLE_EQ(refurbished.purchaseTotal, 110000.0);
    EXPECT_EQ(refurbished.priceDate, catalog().findSystem("hgx-a100-80gb-8-refurb")->priceDate);
    EXPECT_EQ(refurbished.source, catalog().findSystem("hgx-a100-80gb-8-refurb")->source);

    // A single used PCIe card, likewise.
    Scenario one = eightA100();
    one.gpuId = "a100-80gb-pcie";
    one.parallel.gpus = 1;
    one.parallel.gpusPerNode = 1;
    one.parallel.sharding = Sharding::None;
    const GpuSpec &pcie = *catalog().find("a100-80gb-pcie");
    EXPECT_EQ(billOfMaterials(one, pcie, catalog()).systemId, "card-a100-80gb-pcie");
    one.requirements.allowRefurbished = true;
    const BillOfMaterials card = billOfMaterials(one, pcie, catalog());
    EXPECT_EQ(card.systemId, "card-a100-80gb-pcie-refurb");
    EXPECT_EQ(card.condition, Condition::Refurbished);
    // The used card and the (new) host server it goes into: 7,000 + 8,500.
    EXPECT_EQ(card.hostId, "host-pcie-2u-4");
    EXPECT_EQ(card.hosts, 1);
    EXPECT_DOUBLE_EQ(card.purchaseTotal, 7000.0 + 8500.0);

    // GPUs priced one by one are new.
    EXPECT_EQ(BillOfMaterials{}.condition, Condition::New);
}

TEST(RefurbishedQuote, OnlyWhatISellOffersARefurbishedServerOnlyWhereRefurbishedIsAllowed)
{
    PriceList list;
    const SystemSpec own = ownRefurbishedServer();
    list.entries.push_back({PriceEntry::Type::System, own.id, std::nullopt, own.purchasePrice, own.currency,
                            own.priceDate, own.source, true, own});
    const GpuCatalog mine = withPriceList(catalog(), list, builtInExchangeRates());
    ASSERT_NE(mine.findSystem(own.id), nullptr);
    EXPECT_EQ(mine.findSystem(own.id)->condition, Condition::Refurbished);
    Scenario s = eightA100();
    s.requirements.onlyOffered = true;
    const GpuSpec &a100 = *mine.find("a100-80gb-sxm");
    // New hardware only: the offered server is refurbished, so the cheapest new one is quoted.
    EXPECT_EQ(billOfMaterials(s, a100, mine).systemId, "hgx-a100-80gb-8");
    s.requirements.allowRefurbished = true;
    const BillOfMaterials b = billOfMaterials(s, a100, mine);
    EXPECT_EQ(b.systemId, own.id);
    EXPECT_EQ(b.condition, Condition::Refurbished);
    EXPECT_DOUBLE_EQ(b.purchaseTotal, 95000.0);
}

TEST(PriceListFile, AnOwnSystemsConditionReadsBackAndAnUnknownOneIsRefused)
{
    PriceList list;
    const SystemSpec own = ownRefurbishedServer();
    list.entries.push_back({PriceEntry::Type::System, own.id, std::nullopt, own.purchasePrice, own.currency,
                            own.priceDate, own.source, false, own});
    const std::string json = priceListToJson(list);
    EXPECT_NE(json.find("\"condition\": \"refurbished\""), std::string::npos) << json;
    auto fromJson = priceListFromJson(json, "t.json", catalog());
    ASSERT_TRUE(fromJson.ok()) << describe(fromJson.error());
    EXPECT_EQ(fromJson.value(), list);
    ASSERT_TRUE(fromJson.value().entries[0].system.has_value());
    EXPECT_EQ(fromJson.value().entries[0].system->condition, Condition::Refurbished);

    const std::string csv = priceListToCsv(list);
    EXPECT_NE(csv.find(",condition,"), std::string::npos) << csv;
    auto fromCsv = priceListFromCsv(csv, "t.csv", catalog());
    ASSERT_TRUE(fromCsv.ok()) << describe(fromCsv.error());
    EXPECT_EQ(fromCsv.value(), list);

    // A list written before systems had a condition: its systems are new.
    auto older = priceListFromCsv("type,id,name,gpu,gpus\nsystem,my-box,My box,h100-sxm,8\n", "old.csv", catalog());
    ASSERT_TRUE(older.ok()) << describe(older.error());
    ASSERT_TRUE(older.value().entries[0].system.has_value());
    EXPECT_EQ(older.value().entries[0].system->condition, Condition::New);

    auto unknown = priceListFromCsv("type,id,name,gpu,gpus,condition\nsystem,my-box,My box,h100-sxm,8,used\n",
                                    "bad.csv", catalog());
    ASSERT_FALSE(unknown.ok());
    EXPECT_EQ(unknown.error().code, ErrorCode::UnknownValue);
    EXPECT_EQ(unknown.error().field, "condition");  // a CSV names the cell by column and line
    EXPECT_EQ(unknown.error().line, 2);
}

// One multiplication sign everywhere (issue #28 point 9): "4 × RTX 6000 Ada", "8 × 400 Gb/s", never
// "4x" beside the window's "4 × RTX 6000 Ada".
TEST(SystemsCatalog, NamesAndNetworksWriteTheMultiplicationSign)
{
    const std::regex letterX("\\d ?x ?\\d|\\dx ");
    for (const SystemSpec &s : catalog().systems()) {
        EXPECT_FALSE(std::regex_search(s.name, letterX)) << s.id << ": " << s.name;
        EXPECT_FALSE(std::regex_search(s.network, letterX)) << s.id << ": " << s.network;
    }
}
