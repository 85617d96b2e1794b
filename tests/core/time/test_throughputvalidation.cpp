// Throughput accuracy on the public validation cases (quality A+B rows with a measured
// tokens/s): MAPE <= 18 %, median <= 10 %, at most 5 % of rows worse than 50 %. The rows above
// 50 % are listed and explained in docs/estimation.md.
#include "throughputcases.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <numeric>
#include <set>

using namespace gpusizer::core;
using namespace gpusizer::core::testing;

namespace {

const std::vector<ThroughputCase> &cases()
{
    static const std::vector<ThroughputCase> all = throughputCases();
    return all;
}

} // namespace

TEST(ThroughputValidation, PrintsEveryCaseAndMeetsTheAccuracyTargets)
{
    const auto &all = cases();
    ASSERT_GE(all.size(), 250u);
    std::vector<double> errors;
    for (const ThroughputCase &c : all) {
        std::printf("%-42s %-9s predicted %10.1f measured %10.1f error %6.1f %%  mfu %.3f\n",
                    c.row.id.c_str(), std::string(toString(c.scenario.method)).c_str(), c.predicted,
                    c.measured, c.errorPercent, c.time.mfu);
        errors.push_back(c.errorPercent);
    }
    std::sort(errors.begin(), errors.end());
    const double mape = std::accumulate(errors.begin(), errors.end(), 0.0) / errors.size();
    const double median = errors[errors.size() / 2];
    const auto over50 = std::count_if(errors.begin(), errors.end(), [](double e) { return e > 50.0; });
    std::printf("throughput A+B: %zu rows, MAPE %.1f %%, median %.1f %%, worst %.1f %%, >50 %%: %ld\n",
                errors.size(), mape, median, errors.back(), long(over50));
    EXPECT_LE(mape, 18.0);
    EXPECT_LE(median, 10.0);
    EXPECT_LE(double(over50), 0.05 * errors.size());
}

// Training rows alone (full, LoRA, QLoRA, pre-training): issue #24's 9 % MAPE and 5.5 % median.
TEST(ThroughputValidation, TrainingRowsMeetTheIssueMeanAndMedian)
{
    std::vector<double> errors;
    for (const ThroughputCase &c : cases())
        if (c.scenario.method != Method::Inference)
            errors.push_back(c.errorPercent);
    ASSERT_GE(errors.size(), 400u);
    std::sort(errors.begin(), errors.end());
    const double mape = std::accumulate(errors.begin(), errors.end(), 0.0) / errors.size();
    const double median = 0.5 * (errors[errors.size() / 2 - 1] + errors[errors.size() / 2]);
    std::printf("training throughput A+B: %zu rows, MAPE %.2f %%, median %.2f %%\n", errors.size(), mape, median);
    EXPECT_LE(mape, 9.0);
    EXPECT_LE(median, 5.5);
}

TEST(ThroughputValidation, RowsWorseThanHalfAreTheDocumentedOnes)
{
    // Each of these is explained in docs/estimation.md ("Rows the model misses").
    const std::set<std::string> documented = {
        "Q2-VLLM-57BA14B-BF16-in1",    "QWEN-7B-LoRAmultinode-s512",  "QWEN-7B-LoRAmultinode-s1024",
        "QWEN-7B-LoRAmultinode-s2048", "QWEN-7B-LoRAmultinode-s4096", "QWEN-7B-LoRAmultinode-s8192",
        "Q25-HF-7B-BF16-in30720",      "Q25-HF-32B-BF16-in30720",     "Q25-HF-7B-AWQ-in30720",
        "Q25-HF-72B-AWQ-in30720",      "LIT-INF-L2-7B-nf4",           "MB2604-GPTOSS120B-H100-bf16",
    };
    for (const ThroughputCase &c : cases()) {
        if (c.errorPercent > 50.0) {
            EXPECT_TRUE(documented.count(c.row.id)) << c.row.id << " error " << c.errorPercent << " %";
        }
    }
}

TEST(ThroughputValidation, ModelledMfuTracksThePublishedMfu)
{
    // Rows that publish an MFU use the same FLOP convention as TimeEstimate::flopsPerToken
    // (6N + 12·L·s·width): predicted and published MFU differ by the throughput error only.
    int compared = 0;
    for (const ThroughputCase &c : cases()) {
        if (!c.row.measuredMfu || c.scenario.method == Method::Inference)
            continue;
        const double implied = c.time.mfu * c.measured / c.predicted;
        EXPECT_NEAR(implied, *c.row.measuredMfu, 0.1 * *c.row.measuredMfu) << c.row.id;
        ++compared;
    }
    EXPECT_GE(compared, 100);
}
