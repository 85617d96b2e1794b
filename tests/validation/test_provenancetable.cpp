// resources/provenance.json (tools/make_provenance.py) against the validation cases it counts:
// recounted from tests/data/validation_cases.csv and serving_cases.csv through the C++ readers,
// the shipped table must be the same, or it is stale.
#include "catalog/gpucatalog.h"
#include "catalog/provenancetable.h"
#include "io/validation/servingcase.h"
#include "io/validation/validationcase.h"
#include "validation/provenancecount.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

using namespace gpusizer::core;

namespace {

std::string testData(const char *name)
{
    std::ifstream in(std::string(GPUSIZER_TEST_DATA_DIR) + "/" + name, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

ProvenanceTable recounted()
{
    const auto cases = readValidationCases(testData("validation_cases.csv"), "validation_cases.csv");
    const auto serving = readServingCases(testData("serving_cases.csv"), "serving_cases.csv");
    EXPECT_TRUE(cases.ok());
    EXPECT_TRUE(serving.ok());
    if (!cases.ok() || !serving.ok())
        return {};
    return countProvenance(cases.value(), serving.value(), GpuCatalog::builtIn());
}

} // namespace

TEST(ShippedProvenance, MatchesTheValidationCases)
{
    const ProvenanceTable fresh = recounted();
    const ProvenanceTable &shipped = builtInProvenanceTable();
    for (std::size_t g = 0; g < kGpuGenerationCount; ++g)
        for (std::size_t m = 0; m < kMethodCount; ++m) {
            const auto family = static_cast<GpuGeneration>(g);
            const auto regime = static_cast<Method>(m);
            const ProvenanceRows &a = shipped.rowsOf(family, regime);
            const ProvenanceRows &b = fresh.rowsOf(family, regime);
            EXPECT_EQ(a, b) << toString(family) << " " << toString(regime) << ": shipped runs " << a.runs
                            << " (memory " << a.memoryRows << ", speed " << a.throughputRows << ", sources "
                            << a.sources << "), recounted " << b.runs << " (" << b.memoryRows << ", "
                            << b.throughputRows << ", " << b.sources
                            << "); regenerate resources/provenance.json with tools/make_provenance.py";
        }
    // Something was counted at all (the readers and the catalog agree on the GPU ids).
    EXPECT_GT(fresh.rowsOf(GpuGeneration::Hopper, Method::Pretrain).runs, 0);
}

TEST(ShippedProvenance, LeavesQualityCRowsOut)
{
    // Two rows of one family and regime, one of quality C: only the other counts.
    std::string csv;
    for (std::size_t i = 0; i < validationColumns().size(); ++i) {
        if (i > 0)
            csv += ',';
        csv += validationColumns()[i];
    }
    csv += "\n";
    const auto row = [](const char *id, const char *source, const char *quality) {
        std::string line;
        for (std::size_t i = 0; i < validationColumns().size(); ++i) {
            const std::string_view column = validationColumns()[i];
            std::string cell;
            if (column == "id")
                cell = id;
            else if (column == "source")
                cell = source;
            else if (column == "mode")
                cell = "lora";
            else if (column == "gpu")
                cell = "h100-sxm";
            else if (column == "measured_mem_gib")
                cell = "20";
            else if (column == "quality")
                cell = quality;
            line += (i ? "," : "") + cell;
        }
        return line + "\n";
    };
    csv += row("X1", "org/repo@abc docs", "A") + row("X2", "other/repo", "C") + row("X3", "org/repo table 2", "B");
    const auto cases = readValidationCases(csv, "t.csv");
    ASSERT_TRUE(cases.ok()) << describe(cases.error());
    const ProvenanceTable table = countProvenance(cases.value(), {}, GpuCatalog::builtIn());
    EXPECT_EQ(table.rowsOf(GpuGeneration::Hopper, Method::LoRA), (ProvenanceRows{2, 0, 2, 1}));
}
