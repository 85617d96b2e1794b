// The serving model against measured serving operating points (tests/data/serving_cases.csv,
// a copy of shared/validation/serving.csv). Prints the per-row table and holds the quality A+B
// errors where the model stands (below), every A+B row estimated.
#include "catalog/gpucatalog.h"
#include "catalog/modelcatalog.h"
#include "io/validation/servingcase.h"
#include "validation/servingrunner.h"
#include "validation/servingscenario.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <sstream>

using namespace gpusizer::core;

namespace {

std::string servingCsv()
{
    std::ifstream in(std::string(GPUSIZER_TEST_DATA_DIR) + "/serving_cases.csv", std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

void print(const char *label, const ErrorSummary &s)
{
    std::printf("%-16s n=%3d MAPE %6.2f %% median %6.2f %% worst %6.1f %% (%s)\n", label, s.count, s.meanPercent,
                s.medianPercent, s.worstPercent, s.worstId.c_str());
}

} // namespace

TEST(ServingValidation, ReadsEveryRowAndRecognisesTheSchema)
{
    const std::string csv = servingCsv();
    ASSERT_TRUE(isServingHeader(csv));
    const auto cases = readServingCases(csv, "serving_cases.csv");
    ASSERT_TRUE(cases.ok()) << describe(cases.error());
    EXPECT_EQ(cases.value().size(), 139u);
    // A measured offline row, every column typed.
    const auto it = std::find_if(cases.value().begin(), cases.value().end(),
                                 [](const ServingCase &c) { return c.id == "TRT14ON-18"; });
    ASSERT_NE(it, cases.value().end());
    EXPECT_EQ(it->engine, "trtllm");
    EXPECT_EQ(it->load, LoadKind::Offline);
    EXPECT_DOUBLE_EQ(*it->inputLen, 467.0);
    EXPECT_EQ(it->ttftStat, LatencyStat::Mean);
}

// An MLA row as shared/validation/README.md writes it (DeepSeek-R1 on 8 H200, expert parallel):
// kv_lora_rank and rope_head_dim set, head_dim the no-RoPE q/k head dim that is also the value
// head dim; no preset needed.
TEST(ServingValidation, ReadsAnMlaRowAsTheSchemaDefinesIt)
{
    const auto cases = readServingCases(servingCsv(), "serving_cases.csv").value();
    const auto it = std::find_if(cases.begin(), cases.end(), [](const ServingCase &c) { return c.id == "TRT1X-15"; });
    ASSERT_NE(it, cases.end());
    const auto s = servingScenarioOf(*it, nullptr);
    ASSERT_TRUE(s.ok()) << describe(s.error());
    const Architecture &a = s.value().model;
    EXPECT_TRUE(a.isMLA());
    EXPECT_EQ(a.kvLoraRank, 512);
    EXPECT_EQ(a.qkRopeHeadDim, 64);
    EXPECT_EQ(a.qkNopeHeadDim, a.headDim);
    EXPECT_EQ(a.vHeadDim, a.headDim);
    EXPECT_EQ(a.headDim, 128);
}

// A static batch without an output length measures decode steps alone (README: `batch` rows are
// decode-only measurements): SGLang's DeepSeek-V3 decode group of 256 sequences on each of 72
// H100s. Its tokens/s are the batch over the step (TPOT), with no prompt in the span; read as a
// one-token request it was the prompt's time and 77 tok/s against the 200,538 measured.
TEST(ServingValidation, ABatchWithoutAnOutputLengthIsTimedByItsDecodeSteps)
{
    const auto cases = readServingCases(servingCsv(), "serving_cases.csv").value();
    const auto it = std::find_if(cases.begin(), cases.end(), [](const ServingCase &c) { return c.id == "SGL-01"; });
    ASSERT_NE(it, cases.end());
    ASSERT_FALSE(it->outputLen.has_value());
    const ServingValidationReport r = runServingValidation({*it}, GpuCatalog::builtIn(), &ModelCatalog::builtIn(), 'C');
    ASSERT_EQ(r.cases.size(), 1u);
    const ServingCaseResult &row = r.cases.front();
    ASSERT_TRUE(row.predictedOutputTokS && row.predictedTpotMs);
    EXPECT_NEAR(*row.predictedOutputTokS, 18432.0 / (*row.predictedTpotMs * 1e-3), 1e-6 * *row.predictedOutputTokS);
    // Within the band the serving rows hold: a decode step, not a prompt, is what it measures.
    EXPECT_LT(std::abs(*row.outputTokSErrorPercent), 35.0);
}

// An open-loop run sends kDefaultBenchmarkRequests requests at the rate and is timed from the
// first arrival to the last request's end: TensorRT-LLM 0.14's Triton run of Llama-3.1-70B on four
// H100s at 16 requests/s achieved 10.5 requests/s (2,245 tok/s) with no queue (TTFT 74 ms). The
// run lasts N/λ + TTFT + (output − 1)·TPOT, so its tokens/s are below the rate's.
TEST(ServingValidation, ARequestRateRunIsTimedFromItsFirstArrivalToItsLastRequestsEnd)
{
    const auto cases = readServingCases(servingCsv(), "serving_cases.csv").value();
    const auto it = std::find_if(cases.begin(), cases.end(), [](const ServingCase &c) { return c.id == "TRT14ON-10"; });
    ASSERT_NE(it, cases.end());
    ASSERT_EQ(it->load, LoadKind::RequestRate);
    const ServingValidationReport r = runServingValidation({*it}, GpuCatalog::builtIn(), &ModelCatalog::builtIn(), 'C');
    ASSERT_EQ(r.cases.size(), 1u);
    const ServingCaseResult &row = r.cases.front();
    ASSERT_TRUE(row.predictedOutputTokS && row.predictedTtftMs && row.predictedTpotMs);
    const double n = kDefaultBenchmarkRequests;
    const double life = (*row.predictedTtftMs + 213.0 * *row.predictedTpotMs) * 1e-3;   // 214 output tokens
    const double expected = n * 214.0 / (n / 16.0 + life);
    EXPECT_NEAR(*row.predictedOutputTokS, expected, 1e-6 * expected);
    EXPECT_LT(*row.predictedOutputTokS, 16.0 * 214.0);
}

TEST(ServingValidation, NotesAndSourceDoNotChangeAPrediction)
{
    auto cases = readServingCases(servingCsv(), "serving_cases.csv").value();
    const ServingValidationReport before = runServingValidation(cases, GpuCatalog::builtIn(), &ModelCatalog::builtIn());
    for (ServingCase &c : cases) {
        c.notes.clear();
        c.source.clear();
    }
    const ServingValidationReport after = runServingValidation(cases, GpuCatalog::builtIn(), &ModelCatalog::builtIn());
    ASSERT_EQ(before.cases.size(), after.cases.size());
    for (std::size_t i = 0; i < before.cases.size(); ++i) {
        EXPECT_EQ(before.cases[i].predictedOutputTokS, after.cases[i].predictedOutputTokS) << before.cases[i].id;
        EXPECT_EQ(before.cases[i].predictedTtftMs, after.cases[i].predictedTtftMs) << before.cases[i].id;
    }
}

TEST(ServingValidation, PrintsTheTableAndMeetsTheTargets)
{
    const auto cases = readServingCases(servingCsv(), "serving_cases.csv").value();
    const ServingValidationReport r = runServingValidation(cases, GpuCatalog::builtIn(), &ModelCatalog::builtIn());
    std::printf("%-14s %c %12s %12s %9s %9s %9s %9s\n", "id", 'Q', "tok/s pred", "tok/s meas", "TTFT pred", "TTFT meas",
                "TPOT pred", "TPOT meas");
    for (const ServingCaseResult &c : r.cases) {
        if (c.error) {
            std::printf("%-14s %c error: %s\n", c.id.c_str(), c.quality, describe(*c.error).c_str());
            continue;
        }
        std::printf("%-14s %c %12.1f %12.1f %9.1f %9.1f %9.1f %9.1f\n", c.id.c_str(), c.quality,
                    c.predictedOutputTokS.value_or(0), c.measuredOutputTokS.value_or(0), c.predictedTtftMs.value_or(0),
                    c.measuredTtftMs.value_or(0), c.predictedTpotMs.value_or(0), c.measuredTpotMs.value_or(0));
    }
    print("output tok/s", r.outputTokSAB);
    print("TTFT", r.ttftAB);
    print("TPOT", r.tpotAB);
    EXPECT_EQ(r.estimatedAB, r.rowsAB);
    // Issue #26's targets on the 127 A+B rows: output tokens/s 18 / 10 % (the model 15.6 / 9.0),
    // TPOT 20 / 12 % (19.4 / 7.3), TTFT 35 / 20 % (34.1 / 18.3; docs/estimation.md "Accuracy").
    EXPECT_GE(r.outputTokSAB.count, 118);
    EXPECT_LE(r.outputTokSAB.meanPercent, 18.0);
    EXPECT_LE(r.outputTokSAB.medianPercent, 10.0);
    EXPECT_GE(r.tpotAB.count, 56);
    EXPECT_LE(r.tpotAB.meanPercent, 20.0);
    EXPECT_LE(r.tpotAB.medianPercent, 12.0);
    EXPECT_GE(r.ttftAB.count, 51);
    EXPECT_LE(r.ttftAB.meanPercent, 35.0);
    EXPECT_LE(r.ttftAB.medianPercent, 20.0);
}
