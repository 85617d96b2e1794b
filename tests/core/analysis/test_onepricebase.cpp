// One price base (issue #23): the cost of owning is costed on the bill of materials the
// configuration is quoted on — the systems that hold it, their price and rated power over its
// GPUs — in the analysis (window, report, CLI) and in every recommended configuration, never on
// a per-GPU price beside a system price.
#include "analysis/analysis.h"
#include "catalog/exchangeratesfile.h"
#include "catalog/gpucatalog.h"
#include "catalog/modelcatalog.h"
#include "catalog/pricelist.h"
#include "model/methodchange.h"
#include "recommend/billofmaterials.h"
#include "recommend/facility.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace gpusizer::core;

namespace {

// Llama 3.1 8B pre-training on one node of 8 H100 SXM, in US dollars, 2,000 hours of use a year
// (a training job's default).
Scenario eightH100()
{
    Scenario s;
    s.model = *ModelCatalog::builtIn().find("llama-3.1-8b");
    s = withMethod(s, Method::Pretrain);
    s.gpuId = "h100-sxm";
    s.parallel.gpus = 8;
    s.parallel.gpusPerNode = 8;
    s.parallel.sharding = Sharding::FSDP;
    return s;
}

AnalysisOptions quick()
{
    AnalysisOptions o;
    o.withRecommendations = false;
    return o;
}

// The reseller's own 8 x H100 server, in NOK, offered ("only what I sell").
GpuCatalog withResellersServer()
{
    SystemSpec dell;
    dell.id = "dell-xe9680-h100";
    dell.name = "Dell PowerEdge XE9680 (8 x H100)";
    dell.gpuId = "h100-sxm";
    dell.gpus = 8;
    dell.purchasePrice = 4000000;
    dell.currency = "NOK";
    dell.powerKw = 11.5;
    dell.rackUnits = 6;
    dell.scaleOutGbpsPerGpu = 400;
    PriceList list;
    list.entries.push_back({PriceEntry::Type::System, dell.id, std::nullopt, dell.purchasePrice, "NOK", "2026-11-15",
                            "our quote", true, dell});
    return withPriceList(GpuCatalog::builtIn(), list, builtInExchangeRates());
}

} // namespace

// By hand: the HGX H100 8-GPU server at USD 317,000 and 10.2 kW holds the eight GPUs, so each
// costs 39,625 to buy and is rated 1.275 kW. The server a year at the default prices (4 years,
// 27 % residual, 8 % interest, 10 % support, colocation 195 a kW and month): annuity
// (317,000 - 85,590 x 1.08^-4) x 0.08 / (1 - 1.08^-4) = 76,714.69, hosting 10.2 x 195 x 12 =
// 23,868, support 31,700, energy 10.2 kW x 0.76 x 1.3 PUE x 0.15 USD/kWh x 2,000 h = 3,023.28;
// per GPU 135,305.97 / 8 = 16,913.25 a year, 8.46 an hour. (The GPU's own list price, USD 30,000
// at 0.7 kW, beside a bill of materials of 317,000 was a second price base.)
TEST(OnePriceBase, OwningIsCostedOnTheQuotedServer)
{
    const Analysis a = analyse(eightH100(), GpuCatalog::builtIn(), quick());
    ASSERT_TRUE(a.valid) << describe(a.error);
    EXPECT_EQ(a.bom.systemId, "hgx-h100-8");
    EXPECT_DOUBLE_EQ(a.bom.purchaseTotal, 317000.0);
    const CostEstimate &c = a.estimate.cost;
    EXPECT_DOUBLE_EQ(c.ownPurchasePerGpu, 39625.0);
    EXPECT_DOUBLE_EQ(c.ownPowerKwPerGpu, 1.275);
    EXPECT_EQ(c.ownQuotedOn, a.bom.name);
    EXPECT_DOUBLE_EQ(c.usageHoursPerYear, 2000.0);
    const double yearly = (76714.69 + 23868.0 + 31700.0 + 10.2 * 0.76 * 1.3 * 0.15 * 2000.0) / 8;
    EXPECT_NEAR(yearly, 16913.25, 0.005);
    EXPECT_NEAR(c.ownYearlyPerGpu, yearly, 0.005);
    EXPECT_NEAR(c.ownPerGpuHour, yearly / 2000.0, 1e-5);
    EXPECT_NEAR(c.ownTotal, a.estimate.time.gpuHours * yearly / 2000.0, 1e-3 * a.estimate.time.gpuHours);
}

// Serving around the clock on the same server: 8,760 hours a year, (76,714.69 + 23,868 + 31,700 +
// 10.2 x 0.76 x 1.3 x 0.15 x 8,760) / 8 = 18,190.58 per GPU and year to own, against the rent of
// every one of those hours (USD 3.99 an hour list: 34,952.40): owning wins, as the numbers say.
TEST(OnePriceBase, ServingAroundTheClockOwnsCheaperThanItRents)
{
    Scenario s = eightH100();
    s.model = *ModelCatalog::builtIn().find("llama-3.1-70b");
    s = withMethod(s, Method::Inference);
    s.parallel.tp = 8;
    s.serving.concurrency = 64;
    const Analysis a = analyse(s, GpuCatalog::builtIn(), quick());
    ASSERT_TRUE(a.valid) << describe(a.error);
    const CostEstimate &c = a.estimate.cost;
    EXPECT_DOUBLE_EQ(c.usageHoursPerYear, 8760.0);
    EXPECT_NEAR(c.ownYearlyPerGpu, (76714.69 + 23868.0 + 31700.0 + 10.2 * 0.76 * 1.3 * 0.15 * 8760.0) / 8, 0.005);
    EXPECT_NEAR(c.ownYearlyPerGpu, 18190.58, 0.005);
    EXPECT_NEAR(c.rentYearlyPerGpu, c.rentPerGpuHour * 8760.0, 1e-6);
    EXPECT_LT(c.ownYearlyPerGpu, c.rentYearlyPerGpu);
    EXPECT_LT(c.breakEvenHoursPerYear, 8760.0);
}

// "Only what I sell": the reseller's offered server is what the configuration is quoted on, and
// what owning is costed on (NOK 4,000,000 / 8 = 500,000 a GPU at 11.5 / 8 kW), in the analysis
// and in every recommended configuration of that GPU.
TEST(OnePriceBase, OnlyWhatISellCostsOwningOnTheResellersServer)
{
    const GpuCatalog mine = withResellersServer();
    Scenario s = eightH100();
    s.prices.currency = "NOK";
    s.prices.rates = builtInExchangeRates();
    s.requirements.onlyOffered = true;
    AnalysisOptions options;
    options.recommend.gpuIds = {"h100-sxm"};
    const Analysis a = analyse(s, mine, options);
    ASSERT_TRUE(a.valid) << describe(a.error);
    EXPECT_EQ(a.bom.systemId, "dell-xe9680-h100");
    EXPECT_DOUBLE_EQ(a.estimate.cost.ownPurchasePerGpu, 500000.0);
    EXPECT_DOUBLE_EQ(a.estimate.cost.ownPowerKwPerGpu, 11.5 / 8);
    EXPECT_EQ(a.estimate.cost.ownQuotedOn, "Dell PowerEdge XE9680 (8 x H100)");
    ASSERT_FALSE(a.recommendation.candidates.empty());
    for (const Candidate &c : a.recommendation.candidates) {
        EXPECT_EQ(c.bom.systemId, "dell-xe9680-h100");
        EXPECT_NEAR(c.estimate.cost.ownPurchasePerGpu * c.scenario.parallel.gpus, c.bom.purchaseTotal, 1e-6);
        EXPECT_NEAR(c.estimate.cost.ownPowerKwPerGpu * c.scenario.parallel.gpus, c.bom.powerKw, 1e-9);
    }
}

// "Only what I sell" and nothing sold holds the configuration (here the reseller's server is a
// used one and the quote offers new hardware only): the catalog's server is quoted, and the bill
// and every candidate's reasons say so.
TEST(OnePriceBase, OnlyWhatISellSaysSoWhenNothingSoldHoldsIt)
{
    SystemSpec used;
    used.id = "dell-xe9680-h100-used";
    used.name = "Dell PowerEdge XE9680 (8 x H100), used";
    used.gpuId = "h100-sxm";
    used.gpus = 8;
    used.condition = Condition::Refurbished;
    used.purchasePrice = 150000;
    used.powerKw = 11.5;
    PriceList list;
    list.entries.push_back({PriceEntry::Type::System, used.id, std::nullopt, used.purchasePrice, "USD", "2026-11-15",
                            "our stock", true, used});
    const GpuCatalog mine = withPriceList(GpuCatalog::builtIn(), list, builtInExchangeRates());
    Scenario s = eightH100();
    s.requirements.onlyOffered = true;
    AnalysisOptions options;
    options.recommend.gpuIds = {"h100-sxm"};
    const Analysis a = analyse(s, mine, options);
    ASSERT_TRUE(a.valid) << describe(a.error);
    EXPECT_EQ(a.bom.systemId, "hgx-h100-8");
    EXPECT_TRUE(a.bom.outsideOffer);
    ASSERT_FALSE(a.recommendation.candidates.empty());
    for (const Candidate &c : a.recommendation.candidates) {
        EXPECT_TRUE(c.bom.outsideOffer);
        EXPECT_NE(std::find(c.reasons.begin(), c.reasons.end(), Reason::NoOfferedSystem), c.reasons.end());
    }
    // Allowing refurbished hardware, the used server sold is what is quoted.
    s.requirements.allowRefurbished = true;
    const Analysis refurbished = analyse(s, mine, quick());
    EXPECT_EQ(refurbished.bom.systemId, "dell-xe9680-h100-used");
    EXPECT_FALSE(refurbished.bom.outsideOffer);
}

// A purchase price the user pins for the GPU (an all-in price per GPU) prices the systems too:
// one HGX unit at 8 x 25,000, owning at 25,000 a GPU.
TEST(OnePriceBase, APinnedPurchasePricePricesTheSystems)
{
    Scenario s = eightH100();
    s.prices.pinned["h100-sxm"].purchasePerGpu = 25000.0;
    const Analysis a = analyse(s, GpuCatalog::builtIn(), quick());
    ASSERT_TRUE(a.valid) << describe(a.error);
    EXPECT_EQ(a.bom.systemId, "hgx-h100-8");
    EXPECT_DOUBLE_EQ(a.bom.purchaseTotal, 200000.0);
    EXPECT_DOUBLE_EQ(a.estimate.cost.ownPurchasePerGpu, 25000.0);
}

// One GPU of a server's eight: what must be bought is the whole server, or a card with the host
// server it goes into, so a single L40S is costed as its card (USD 8,500) in the listed 2U host
// (USD 8,500, 1.0 kW, 2 U), not as an eighth of a server nor as a bare card.
TEST(OnePriceBase, OneCardIsBoughtWithItsHostServer)
{
    Scenario s = eightH100();
    s.model = *ModelCatalog::builtIn().find("llama-3.1-8b");
    s = withMethod(s, Method::LoRA);
    s.gpuId = "l40s";
    s.parallel = Parallelism{};
    const Analysis a = analyse(s, GpuCatalog::builtIn(), quick());
    ASSERT_TRUE(a.valid) << describe(a.error);
    EXPECT_EQ(a.bom.systemId, "card-l40s");
    EXPECT_EQ(a.bom.hostId, "host-pcie-2u-4");
    EXPECT_EQ(a.bom.hosts, 1);
    EXPECT_DOUBLE_EQ(a.bom.hostPrice, 8500.0);
    EXPECT_DOUBLE_EQ(a.bom.purchaseTotal, 8500.0 + 8500.0);
    EXPECT_DOUBLE_EQ(a.bom.powerKw, 0.35 + 1.0);
    EXPECT_EQ(a.bom.rackUnits, 2);
    EXPECT_TRUE(a.bom.complete);
    EXPECT_DOUBLE_EQ(a.estimate.cost.ownPurchasePerGpu, a.bom.purchaseTotal);
}

// Two A100 40GB PCIe, a GPU no listed server holds: two cards in one host (2 x 12,500 + 8,500),
// complete; five need two hosts of at most four (a node each, as the configuration splits them).
TEST(OnePriceBase, CardsNoServerHoldsGoIntoHostsANodeEach)
{
    Scenario s = eightH100();
    s = withMethod(s, Method::LoRA);
    s.gpuId = "a100-40gb-pcie";
    s.parallel = Parallelism{};
    s.parallel.gpus = 2;
    s.parallel.gpusPerNode = 2;
    s.parallel.sharding = Sharding::DDP;
    const GpuSpec &gpu = *GpuCatalog::builtIn().find("a100-40gb-pcie");
    const BillOfMaterials two = billOfMaterials(s, gpu, GpuCatalog::builtIn());
    EXPECT_EQ(two.systemId, "card-a100-40gb-pcie");
    EXPECT_EQ(two.units, 2);
    EXPECT_EQ(two.hosts, 1);
    EXPECT_DOUBLE_EQ(two.purchaseTotal, 2 * 12500.0 + 8500.0);
    EXPECT_TRUE(two.complete);
    s.parallel.gpus = 6;
    s.parallel.gpusPerNode = 3;
    const BillOfMaterials six = billOfMaterials(s, gpu, GpuCatalog::builtIn());
    EXPECT_EQ(six.units, 6);
    EXPECT_EQ(six.hosts, 2);
    EXPECT_DOUBLE_EQ(six.purchaseTotal, 6 * 12500.0 + 2 * 8500.0);
    // A node larger than a host takes (8 cards) has no listed hardware: priced per GPU, incomplete.
    s.parallel.gpus = 8;
    s.parallel.gpusPerNode = 8;
    const BillOfMaterials eight = billOfMaterials(s, gpu, GpuCatalog::builtIn());
    EXPECT_TRUE(eight.systemId.empty());
    EXPECT_FALSE(eight.complete);
}

// N+1: one spare server beside the one eight H100 need: two bought (2 x 317,000), 16 rack units,
// the power of the one that runs (10.2 kW); owning is costed on both.
TEST(OnePriceBase, ASpareServerIsBoughtButDrawsNoPower)
{
    Scenario s = eightH100();
    s.requirements.spareUnit = true;
    const Analysis a = analyse(s, GpuCatalog::builtIn(), quick());
    ASSERT_TRUE(a.valid) << describe(a.error);
    EXPECT_EQ(a.bom.systemId, "hgx-h100-8");
    EXPECT_EQ(a.bom.units, 2);
    EXPECT_EQ(a.bom.spareUnits, 1);
    EXPECT_DOUBLE_EQ(a.bom.purchaseTotal, 2 * 317000.0);
    EXPECT_EQ(a.bom.rackUnits, 16);
    EXPECT_DOUBLE_EQ(a.bom.powerKw, 10.2);
    EXPECT_DOUBLE_EQ(a.estimate.cost.ownPurchasePerGpu, 2 * 317000.0 / 8);
    const FacilitySheet f = facilitySheet(a.bom, s, a.estimate.cost.usageHoursPerYear);
    EXPECT_DOUBLE_EQ(f.powerKw, 10.2);
    EXPECT_EQ(f.rackUnits, 16);
    EXPECT_EQ(f.racks, 1);
    // A card in a host: the spare is a card, the host is not doubled.
    Scenario card = s;
    card = withMethod(card, Method::LoRA);
    card.gpuId = "l40s";
    card.parallel = Parallelism{};
    const BillOfMaterials l40s = billOfMaterials(card, *GpuCatalog::builtIn().find("l40s"), GpuCatalog::builtIn());
    EXPECT_EQ(l40s.units, 2);
    EXPECT_EQ(l40s.hosts, 1);
    EXPECT_DOUBLE_EQ(l40s.purchaseTotal, 2 * 8500.0 + 8500.0);
}
