// The validation CSV reader, the row -> Scenario mapping and the error summaries.
#include "util/csvtable.h"
#include "io/validation/validationcase.h"
#include "validation/validationrunner.h"
#include "validation/validationscenario.h"

#include <gtest/gtest.h>

#include <string>

using namespace gpusizer::core;

namespace {

std::string header()
{
    std::string h;
    for (std::string_view c : validationColumns()) {
        if (!h.empty())
            h += ',';
        h += c;
    }
    return h + "\n";
}

// A Qwen1.5-MoE-like inference row; `notes` carries a quoted comma, quote and line break.
std::string moeRow(const std::string &memMetric = "unknown", const std::string &layers = "24")
{
    return "Q15-x,src,qwen1.5-moe-a2.7b,14.316," + layers
        + ",2048,1408,16,16,128,151936,false,gated,64,8,inference,bf16,bf16,false,none,,,2048,1,,1,,"
          "none,flash,,1,1,a100-80gb-sxm,none,1,1,1,1,none,transformers,false,false,false,false,"
        + memMetric + ",27.82,,,B,\"a, \"\"quoted\"\"\nnote\"\n";
}

TEST(CsvTable, ParsesQuotedFieldsAndLineBreaks)
{
    const auto t = CsvTable::parse("a,b,c\r\n1,\"x,\"\"y\"\"\nz\",3\n\n", "t.csv");
    ASSERT_TRUE(t.ok());
    ASSERT_EQ(t.value().rows().size(), 1u);
    EXPECT_EQ(t.value().rows()[0][1], "x,\"y\"\nz");
    EXPECT_EQ(*t.value().column("c"), 2u);
    EXPECT_FALSE(t.value().column("d").has_value());
}

TEST(CsvTable, RefusesBrokenStructure)
{
    EXPECT_EQ(CsvTable::parse("a,b\n1,\"open\n", "t.csv").error().code, ErrorCode::InvalidCsv);
    EXPECT_EQ(CsvTable::parse("a,b\n1,2,3\n", "t.csv").error().code, ErrorCode::InvalidCsv);
    EXPECT_EQ(CsvTable::parse("a,b\n\"1\"x,2\n", "t.csv").error().code, ErrorCode::InvalidCsv);
    EXPECT_EQ(CsvTable::parse("", "t.csv").error().code, ErrorCode::InvalidCsv);
}

TEST(ValidationCase, ReadsEveryColumnByName)
{
    const auto cases = readValidationCases(header() + moeRow(), "v.csv");
    ASSERT_TRUE(cases.ok()) << describe(cases.error());
    const ValidationCase &c = cases.value().front();
    EXPECT_EQ(c.id, "Q15-x");
    EXPECT_EQ(c.framework, "transformers");
    EXPECT_EQ(c.compiled, false);
    EXPECT_EQ(c.optimizerInBackward, false);
    EXPECT_EQ(*c.experts, 64);
    EXPECT_EQ(*c.mode, Method::Inference);
    EXPECT_EQ(*c.promptLen, 1);
    EXPECT_FALSE(c.kvCacheLen.has_value());
    EXPECT_FALSE(c.gradAccum.has_value());
    EXPECT_EQ(*c.memMetric, ValidationMetric::Unknown);
    EXPECT_DOUBLE_EQ(*c.measuredMemGib, 27.82);
    EXPECT_EQ(c.quality, 'B');
    EXPECT_EQ(c.notes, "a, \"quoted\"\nnote");
}

TEST(ValidationCase, ErrorsNameTheColumn)
{
    const auto bad = readValidationCases(header() + moeRow("unknown", "24.5"), "v.csv");
    ASSERT_FALSE(bad.ok());
    EXPECT_EQ(bad.error().field, "layers");
    EXPECT_NE(bad.error().detail.find("Q15-x"), std::string::npos);
    const auto metric = readValidationCases(header() + moeRow("peak"), "v.csv");
    ASSERT_FALSE(metric.ok());
    EXPECT_EQ(metric.error().field, "mem_metric");
    const auto missing = readValidationCases("id,source\nx,y\n", "v.csv");
    ASSERT_FALSE(missing.ok());
    EXPECT_EQ(missing.error().code, ErrorCode::MissingField);
    EXPECT_EQ(missing.error().field, "model");
}

TEST(ValidationScenario, MapsTheRowIncludingExpertWidth)
{
    const auto cases = readValidationCases(header() + moeRow(), "v.csv");
    ASSERT_TRUE(cases.ok());
    const auto s = scenarioOf(cases.value().front(), nullptr);
    ASSERT_TRUE(s.ok()) << describe(s.error());
    EXPECT_EQ(s.value().model.experts, 64);
    EXPECT_EQ(s.value().model.expertsPerToken, 8);
    EXPECT_EQ(s.value().model.expertIntermediate, 1408);
    EXPECT_EQ(s.value().workload.promptLen, 1);
    EXPECT_EQ(s.value().gpuId, "a100-80gb-sxm");
    // 14.3 B total parameters (MOE-SHARED-MAPPED: shared expert as 4 always-active experts).
    EXPECT_NEAR(countParameters(s.value().model).total / 1e9, 14.316, 0.01);
    EXPECT_EQ(comparedMetric(cases.value().front()), MemoryMetric::DeviceUsed);
}

TEST(ValidationScenario, ActiveCountsAsAllocated)
{
    ValidationCase c;
    c.memMetric = ValidationMetric::Active;
    EXPECT_EQ(comparedMetric(c), MemoryMetric::Allocated);
    c.memMetric = ValidationMetric::Reserved;
    EXPECT_EQ(comparedMetric(c), MemoryMetric::Reserved);
    c.memMetric.reset();
    EXPECT_EQ(comparedMetric(c), MemoryMetric::DeviceUsed);
}

TEST(ValidationScenario, MissingSequenceLengthIsAnErrorForThatRowOnly)
{
    std::string rows = moeRow();
    std::string broken = moeRow();
    broken.replace(0, 5, "Q15-y");
    const std::string seqField = ",2048,1,,1,";
    broken.replace(broken.find(seqField), seqField.size(), ",,1,,1,");
    const auto cases = readValidationCases(header() + rows + broken, "v.csv");
    ASSERT_TRUE(cases.ok()) << describe(cases.error());
    const ValidationReport report = runValidation(cases.value(), GpuCatalog{}, nullptr);
    ASSERT_EQ(report.cases.size(), 2u);
    EXPECT_EQ(report.errors, 2); // no GPU catalog for the first, no seq_len for the second
    EXPECT_EQ(report.cases[1].error->field, "seq_len");
    EXPECT_EQ(report.cases[0].error->field, "gpu");
}

TEST(ValidationRunner, SummarisesMeanMedianWorstAndLargeErrors)
{
    const ErrorSummary s = summarise({{"a", 2.0}, {"b", 10.0}, {"c", 40.0}, {"d", 4.0}});
    EXPECT_EQ(s.count, 4);
    EXPECT_DOUBLE_EQ(s.meanPercent, 14.0);
    EXPECT_DOUBLE_EQ(s.medianPercent, 7.0);
    EXPECT_DOUBLE_EQ(s.worstPercent, 40.0);
    EXPECT_EQ(s.worstId, "c");
    EXPECT_EQ(s.over35Percent, 1);
    EXPECT_EQ(summarise({}).count, 0);
}

// Found by tests/fuzz: a measurement of 1e-320 GiB was accepted and gave an infinite error
// percentage (measured figures divide). Measurements outside physical bounds are refused.
TEST(ValidationCase, AbsurdMeasurementsAreOutOfRange)
{
    const std::string good = moeRow();
    const std::string measured = ",27.82,,,B,";
    ASSERT_NE(good.find(measured), std::string::npos);
    struct Case {
        const char *cells;   // measured_mem_gib, tokens/s, mfu
        const char *column;
    };
    const Case cases[] = {{",1e-320,,,B,", "measured_mem_gib"},
                          {",0,,,B,", "measured_mem_gib"},
                          {",2e6,,,B,", "measured_mem_gib"},
                          {",27.82,1e-320,,B,", "measured_tokens_per_s_per_gpu"},
                          {",27.82,-5,,B,", "measured_tokens_per_s_per_gpu"},
                          {",27.82,,1.5,B,", "measured_mfu"},
                          {",27.82,,-0.1,B,", "measured_mfu"}};
    for (const Case &c : cases) {
        std::string row = good;
        row.replace(row.find(measured), measured.size(), c.cells);
        const auto bad = readValidationCases(header() + row, "v.csv");
        ASSERT_FALSE(bad.ok()) << c.cells;
        EXPECT_EQ(bad.error().code, ErrorCode::OutOfRange) << c.cells;
        EXPECT_EQ(bad.error().field, c.column);
        EXPECT_EQ(bad.error().file, "v.csv");
    }
    std::string plausible = good;
    plausible.replace(plausible.find(measured), measured.size(), ",0.5,4.72,0.64,B,");
    const auto ok = readValidationCases(header() + plausible, "v.csv");
    ASSERT_TRUE(ok.ok()) << describe(ok.error());
    EXPECT_DOUBLE_EQ(*ok.value().front().measuredMfu, 0.64);
    // A malformed (not out-of-range) cell stays a type error.
    std::string malformed = good;
    malformed.replace(malformed.find(measured), measured.size(), ",lots,,,B,");
    EXPECT_EQ(readValidationCases(header() + malformed, "v.csv").error().code, ErrorCode::WrongType);
}

} // namespace
