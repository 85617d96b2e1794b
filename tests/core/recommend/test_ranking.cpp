// "Best value" and the quote rules: calibrated families first, deadline and budget, runs over a
// year, vendor filter, "only what I sell", and the systems one buys.
#include "catalog/exchangeratesfile.h"
#include "catalog/pricelist.h"
#include "catalog/intervaltable.h"
#include "recommend/billofmaterials.h"
#include "recommend/ranking.h"
#include "recommend/recommender.h"
#include "recommendtestscenarios.h"

#include <gtest/gtest.h>

using namespace gpusizer::core;
using namespace gpusizer::core::testing;

namespace {

Recommendation run(const Scenario &s, RankBy rank = RankBy::Best, const GpuCatalog &catalog = GpuCatalog::builtIn())
{
    RecommendOptions o;
    o.rankBy = rank;
    return recommend(s, catalog, o);
}

bool has(const Candidate &c, Reason r) { return std::find(c.reasons.begin(), c.reasons.end(), r) != c.reasons.end(); }

Scenario lora8B()
{
    Scenario s = trainingScenario("llama-3.1-8b", Method::LoRA, 16);
    s.workload.datasetTokens = 50e6;
    return s;
}

Scenario full70B()
{
    Scenario s = trainingScenario("llama-3.1-70b", Method::Full, 64);
    s.seqLen = 4096;
    s.microBatch = 1;
    s.gradAccum = 64;
    s.workload.datasetTokens = 10e9;
    // The usual stack for a 70B full fine-tune: DeepSpeed, whose fused AdamW step needs no
    // moment-sized temporary (Transformers' foreach step would need more GPUs).
    return withFramework(std::move(s), Framework::DeepSpeed);
}

} // namespace

TEST(Ranking, BestValueOf8BLoraIsTheCheapestCalibratedConfigurationThatFits)
{
    const Recommendation r = run(lora8B());
    ASSERT_GT(r.candidates.size(), 10u);
    const Candidate &first = r.candidates.front();
    EXPECT_TRUE(first.calibrated) << first.scenario.gpuId;
    EXPECT_TRUE(first.recommendable);
    for (const Candidate &c : r.candidates)
        if (c.calibrated && c.recommendable) {
            EXPECT_LE(first.estimate.cost.rentTotal, c.estimate.cost.rentTotal) << c.scenario.gpuId;
        }
    // Calibrated families all come before the assumed ones.
    bool seenUncalibrated = false;
    for (const Candidate &c : r.candidates) {
        if (!c.calibrated)
            seenUncalibrated = true;
        EXPECT_FALSE(seenUncalibrated && c.calibrated) << c.scenario.gpuId;
        EXPECT_EQ(c.calibrated, !has(c, Reason::EfficiencyNotCalibrated)) << c.scenario.gpuId;
    }
    EXPECT_TRUE(seenUncalibrated);
}

TEST(Ranking, TurningCalibratedFirstOffRanksByCostAlone)
{
    Scenario s = lora8B();
    s.requirements.calibratedFirst = false;
    const Recommendation r = run(s);
    for (std::size_t i = 1; i < r.candidates.size(); ++i)
        EXPECT_LE(r.candidates[i - 1].estimate.cost.rentTotal, r.candidates[i].estimate.cost.rentTotal);
}

TEST(Ranking, A70BFullFineTuneWithADeadlineFinishesWithinIt)
{
    // Without a deadline the best value is the cheapest run; a deadline of half its time puts
    // the configurations that meet it first.
    const Recommendation free = run(full70B());
    ASSERT_FALSE(free.candidates.empty());
    const double deadlineHours = 0.5 * free.candidates.front().estimate.time.wallSeconds / 3600.0;
    Scenario s = full70B();
    s.requirements.deadlineHours = deadlineHours;
    const Recommendation r = run(s);
    ASSERT_FALSE(r.candidates.empty());
    const Candidate &first = r.candidates.front();
    EXPECT_LE(first.estimate.time.wallSeconds, deadlineHours * 3600.0);
    EXPECT_FALSE(has(first, Reason::MissesDeadline));
    // Slower configurations are still listed, after the ones that meet it, and say why.
    bool late = false;
    for (const Candidate &c : r.candidates) {
        const bool misses = c.estimate.time.wallSeconds > deadlineHours * 3600.0;
        EXPECT_EQ(misses, has(c, Reason::MissesDeadline)) << c.scenario.gpuId;
        EXPECT_FALSE(late && !misses) << "a configuration meeting the deadline ranked after one missing it";
        late = late || misses;
    }
    EXPECT_TRUE(late);
    EXPECT_GE(first.estimate.cost.rentTotal, free.candidates.front().estimate.cost.rentTotal);
}

TEST(Ranking, ABudgetPutsDearerConfigurationsLast)
{
    Scenario s = lora8B();
    const double cheapest = run(s).candidates.front().estimate.cost.rentTotal;
    s.requirements.budget = 2.0 * cheapest;
    const Recommendation r = run(s, RankBy::Time);
    bool over = false;
    for (const Candidate &c : r.candidates) {
        const bool dear = c.estimate.cost.rentTotal > 2.0 * cheapest;
        EXPECT_EQ(dear, has(c, Reason::OverBudget)) << c.scenario.gpuId;
        EXPECT_FALSE(over && !dear);
        over = over || dear;
    }
}

TEST(Ranking, ATrainingRunOfMoreThanAYearIsNotRecommendedWithoutSayingSo)
{
    Scenario s = trainingScenario("llama-3.1-8b", Method::Pretrain, 512);
    s.workload.datasetTokens = 15e12;  // Llama 3 scale on few GPUs: years
    const Recommendation r = run(s, RankBy::Gpus);
    ASSERT_FALSE(r.candidates.empty());
    bool sawLong = false;
    for (const Candidate &c : r.candidates) {
        const bool overAYear = c.estimate.time.wallSeconds > 365.0 * 24 * 3600;
        EXPECT_EQ(overAYear, has(c, Reason::RunsLongerThanAYear)) << c.scenario.gpuId;
        EXPECT_EQ(!overAYear, c.recommendable) << c.scenario.gpuId;
        sawLong = sawLong || overAYear;
    }
    EXPECT_TRUE(sawLong);
    EXPECT_TRUE(r.candidates.front().recommendable);  // fewest GPUs among those under a year
}

TEST(Ranking, VendorFilterAndOnlyWhatISell)
{
    Scenario s = lora8B();
    s.requirements.vendor = "AMD";
    const Recommendation amd = run(s);
    ASSERT_FALSE(amd.candidates.empty());
    for (const Candidate &c : amd.candidates)
        EXPECT_EQ(GpuCatalog::builtIn().find(c.scenario.gpuId)->vendor, "AMD");

    PriceList list;
    list.entries.push_back({PriceEntry::Type::Gpu, "l40s", std::nullopt, std::nullopt, "USD", "", "", true, std::nullopt});
    list.entries.push_back({PriceEntry::Type::System, "hgx-h200-8", std::nullopt, std::nullopt, "USD", "", "", true, std::nullopt});
    const GpuCatalog mine = withPriceList(GpuCatalog::builtIn(), list, builtInExchangeRates());
    Scenario sell = lora8B();
    sell.requirements.onlyOffered = true;
    const Recommendation sold = run(sell, RankBy::Best, mine);
    ASSERT_FALSE(sold.candidates.empty());
    std::set<std::string> gpus;
    for (const Candidate &c : sold.candidates)
        gpus.insert(c.scenario.gpuId);
    EXPECT_EQ(gpus, (std::set<std::string>{"l40s", "h200-sxm"}));
}

TEST(Ranking, OwnAnswersAreWholeSystems)
{
    Scenario s = full70B();
    s.gpuId = "h100-sxm";
    s.parallel.gpus = 16;
    s.parallel.gpusPerNode = 8;
    s.parallel.sharding = Sharding::FSDP;
    s.checkpointing = Checkpointing::Full;
    const GpuSpec &h100 = *GpuCatalog::builtIn().find("h100-sxm");
    const BillOfMaterials two = billOfMaterials(s, h100, GpuCatalog::builtIn());
    EXPECT_EQ(two.systemId, "hgx-h100-8");
    EXPECT_EQ(two.units, 2);
    EXPECT_EQ(two.installedGpus, 16);
    EXPECT_DOUBLE_EQ(two.purchaseTotal, 2 * GpuCatalog::builtIn().findSystem("hgx-h100-8")->purchasePrice);
    EXPECT_GT(two.powerKw, 0.0);
    EXPECT_GT(two.rackUnits, 0);

    // One H100 SXM comes in an 8-GPU server; one L40S as a card; eight GB200 in an NVL72 rack.
    s.parallel.gpus = 1;
    s.parallel.gpusPerNode = 1;
    const BillOfMaterials one = billOfMaterials(s, h100, GpuCatalog::builtIn());
    EXPECT_EQ(one.installedGpus, 8);
    const BillOfMaterials card = billOfMaterials(s, *GpuCatalog::builtIn().find("l40s"), GpuCatalog::builtIn());
    EXPECT_EQ(card.installedGpus, 1);
    s.parallel.gpus = 8;
    s.parallel.gpusPerNode = 4;
    const BillOfMaterials rack = billOfMaterials(s, *GpuCatalog::builtIn().find("gb200-per-gpu"), GpuCatalog::builtIn());
    EXPECT_EQ(rack.installedGpus, 72);
    EXPECT_EQ(rack.units, 1);

    // Four RTX 6000 Ada fit one workstation; sixteen span nodes, which a desk-side box with a
    // 1-10 GbE port does not serve: servers with a scale-out network do.
    const GpuSpec &ada = *GpuCatalog::builtIn().find("rtx-6000-ada");
    s.parallel.gpus = 4;
    s.parallel.gpusPerNode = 4;
    EXPECT_EQ(GpuCatalog::builtIn().findSystem(billOfMaterials(s, ada, GpuCatalog::builtIn()).systemId)->kind,
              SystemKind::Workstation);
    s.parallel.gpus = 16;
    const BillOfMaterials servers = billOfMaterials(s, ada, GpuCatalog::builtIn());
    ASSERT_TRUE(servers.complete);
    EXPECT_EQ(GpuCatalog::builtIn().findSystem(servers.systemId)->kind, SystemKind::Server) << servers.systemId;
    EXPECT_EQ(servers.installedGpus, 16);

    // Ranked by purchase, each row's bill is no dearer than the next, complete ones first.
    const Recommendation r = run(full70B(), RankBy::Own);
    for (std::size_t i = 1; i < r.candidates.size(); ++i) {
        const BillOfMaterials &a = r.candidates[i - 1].bom;
        const BillOfMaterials &b = r.candidates[i].bom;
        if (a.complete == b.complete && r.candidates[i - 1].recommendable == r.candidates[i].recommendable
            && r.candidates[i - 1].calibrated == r.candidates[i].calibrated) {
            EXPECT_LE(a.purchaseTotal, b.purchaseTotal);
        }
        EXPECT_GE(a.installedGpus, r.candidates[i - 1].scenario.parallel.gpus);
    }
}

// Tight (#17): the estimate fits with its margin, the high end of its ~80 % memory interval does
// not fit the usable memory.
TEST(Ranking, EveryCandidateCarriesItsIntervalAndTheVerdictWithIt)
{
    Scenario s = full70B();
    s.checkpointing = Checkpointing::None;
    RecommendOptions options;
    options.fitPolicy.safetyMargin = 0.03;
    const Recommendation r = recommend(s, GpuCatalog::builtIn(), options);
    ASSERT_GT(r.candidates.size(), 10u);
    int tight = 0;
    for (const Candidate &c : r.candidates) {
        // Widened where the family is not fitted or no full fine-tuning run was on it (MI300X).
        const bool measuredBand = c.calibrated && c.interval.provenance.measured();
        const IntervalBand band = builtInIntervalTable().band(IntervalMetric::Memory, Method::Full, measuredBand);
        EXPECT_DOUBLE_EQ(c.interval.requiredBytes[1], c.estimate.requiredBytes * band.high) << c.scenario.gpuId;
        EXPECT_EQ(c.interval.calibrated, measuredBand) << c.scenario.gpuId;
        // Every candidate fits by the estimate; tight exactly where the interval's top does not.
        ASSERT_NE(c.fit, IntervalFit::DoesNotFit) << c.scenario.gpuId;
        const bool over = c.interval.requiredBytes[1] > c.estimate.capacityBytes;
        EXPECT_EQ(c.fit == IntervalFit::Tight, over) << c.scenario.gpuId << " x" << c.scenario.parallel.gpus;
        EXPECT_EQ(c.fit, options.fitPolicy.intervalFit(c.estimate.requiredBytes, c.interval.requiredBytes[1],
                                                       c.estimate.capacityBytes));
        tight += c.fit == IntervalFit::Tight;
    }
    EXPECT_GT(tight, 0);
    EXPECT_LT(tight, int(r.candidates.size()));
}

TEST(Ranking, ATightFitRanksAfterACleanOneOfTheSameCostButNotAfterADearerOne)
{
    const auto make = [](const char *gpu, double rent, IntervalFit fit) {
        Candidate c;
        c.scenario.gpuId = gpu;
        c.estimate.cost.rentTotal = rent;
        c.estimate.time.wallSeconds = 3600.0;
        c.fit = fit;
        return c;
    };
    const Requirements requirements;
    std::vector<Candidate> same{make("tight", 100.0, IntervalFit::Tight), make("clean", 100.0, IntervalFit::Fits)};
    rankCandidates(same, RankBy::Best, requirements);
    EXPECT_EQ(same.front().scenario.gpuId, "clean");
    // Cheaper wins over clean: a tight fit is still a fit, only ties break against it.
    std::vector<Candidate> cheaper{make("clean", 100.0, IntervalFit::Fits), make("tight", 99.0, IntervalFit::Tight)};
    rankCandidates(cheaper, RankBy::Best, requirements);
    EXPECT_EQ(cheaper.front().scenario.gpuId, "tight");
    // The same tie rule before the time in the other orders (here: equal GPU counts).
    std::vector<Candidate> gpus{make("tight", 100.0, IntervalFit::Tight), make("clean", 200.0, IntervalFit::Fits)};
    gpus[1].estimate.time.wallSeconds = 7200.0;   // slower, yet a clean fit
    rankCandidates(gpus, RankBy::Gpus, requirements);
    EXPECT_EQ(gpus.front().scenario.gpuId, "clean");
}
