// An empty recommendation says which filter emptied it (issue #27 point 2): a vendor, "only
// what I sell" offering nothing (or nothing of the vendor), a training precision no GPU left
// has tensor cores for; and nothing when GPU types were tried and none fits.
#include "catalog/pricelist.h"
#include "recommend/candidategpu.h"
#include "recommend/recommender.h"
#include "recommendtestscenarios.h"

#include <gtest/gtest.h>

using namespace gpusizer::core;
using gpusizer::core::testing::trainingScenario;

namespace {

const GpuCatalog &catalog() { return GpuCatalog::builtIn(); }

// The built-in catalog with a price list that offers the H100 SXM only.
GpuCatalog offeringH100()
{
    PriceList list;
    list.entries.push_back({PriceEntry::Type::Gpu, "h100-sxm", 2.5, std::nullopt, "USD", "", "", true, std::nullopt});
    return withPriceList(catalog(), list, ExchangeRates{});
}

} // namespace

TEST(EmptiedBy, OnlyWhatISellOfferingNothing)
{
    Scenario s = trainingScenario("llama-3.1-8b", Method::LoRA, 16);
    s.requirements.onlyOffered = true;  // and no price list marks anything offered
    const Recommendation r = recommend(s, catalog(), RecommendOptions{});
    EXPECT_TRUE(r.candidates.empty());
    ASSERT_TRUE(r.emptiedBy.has_value());
    EXPECT_EQ(*r.emptiedBy, CandidateFilter::Offered);
    EXPECT_EQ(toString(*r.emptiedBy), "only_offered");
}

// AMD GPUs pass the vendor and fail the offer, NVIDIA ones fail the vendor: the offer is the
// filter that left nothing (the furthest any GPU got).
TEST(EmptiedBy, TheFurthestFilterAnyGpuReachedIsNamed)
{
    Scenario s = trainingScenario("llama-3.1-8b", Method::LoRA, 16);
    s.requirements.onlyOffered = true;
    s.requirements.vendor = "AMD";
    const GpuCatalog mine = offeringH100();
    EXPECT_EQ(emptyingCandidateFilter(s, mine, RecommendOptions{}), CandidateFilter::Offered);
    // The vendor alone leaves the offered H100 out.
    RecommendOptions onlyH100;
    onlyH100.gpuIds = {"h100-sxm"};
    s.requirements.onlyOffered = false;
    EXPECT_EQ(emptyingCandidateFilter(s, mine, onlyH100), CandidateFilter::Vendor);
    onlyH100.gpuIds = {"no-such-gpu"};
    EXPECT_EQ(emptyingCandidateFilter(s, mine, onlyH100), CandidateFilter::GpuList);
    // NVIDIA: the H100 passes every filter, so no filter emptied anything.
    s.requirements.vendor = "NVIDIA";
    s.requirements.onlyOffered = true;
    EXPECT_EQ(emptyingCandidateFilter(s, mine, RecommendOptions{}), std::nullopt);
}

TEST(EmptiedBy, APrecisionNoGpuLeftHasTensorCoresFor)
{
    Scenario s = trainingScenario("llama-3.1-8b", Method::LoRA, 16);
    s.computeDtype = DType::FP8;
    RecommendOptions options;
    options.gpuIds = {"a100-80gb-sxm"};  // no fp8 tensor cores
    const Recommendation r = recommend(s, catalog(), options);
    EXPECT_TRUE(r.candidates.empty());
    EXPECT_EQ(r.emptiedBy, CandidateFilter::Precision);
}

TEST(EmptiedBy, NothingWhenGpusWereTried)
{
    Scenario s = trainingScenario("llama-3.1-8b", Method::LoRA, 16);
    RecommendOptions options;
    options.gpuIds = {"h100-sxm"};
    const Recommendation fits = recommend(s, catalog(), options);
    EXPECT_FALSE(fits.candidates.empty());
    EXPECT_EQ(fits.emptiedBy, std::nullopt);
    // Tried and too small: 405B fully fine-tuned in one node of A100s, states in GPU memory.
    Scenario huge = trainingScenario("llama-3.1-405b", Method::Full, 64);
    options.gpuIds = {"a100-80gb-sxm"};
    options.maxNodes = 1;
    options.allowOffload = false;
    const Recommendation none = recommend(huge, catalog(), options);
    EXPECT_TRUE(none.candidates.empty());
    EXPECT_EQ(none.emptiedBy, std::nullopt);
}
