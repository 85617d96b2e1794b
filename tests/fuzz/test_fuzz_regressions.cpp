// Replays through the fuzz oracles (the same code as the libFuzzer targets): every reproducer
// in tests/fuzz/regressions/<target>/, every seed in tests/fuzz/corpus/<target>/, the real
// files the seeds come from, and hand-made hostile inputs. Each input must be accepted with
// finite, non-negative figures or refused with an error that names the file (CSV rows that
// cannot be estimated are reported with their column, as the validation runner does).
#include "fuzzreplay.h"

#include "catalog/gpucatalog.h"
#include "document/pinnedoptions.h"
#include "io/scenariofile.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

namespace fs = std::filesystem;
using namespace gpusizer;
using namespace gpusizer::fuzz;

TEST(FuzzRegressions, ReproducersReplayClean)
{
    std::size_t replayed = 0;
    for (const Target *target : kAllTargets)
        replayed += replayRegressions(*target);
    // One reproducer per fixed finding (docs/reliability.md lists them).
    EXPECT_GE(replayed, 1u);
}

TEST(FuzzRegressions, SeedCorporaAreRealFilesThatLoad)
{
    EXPECT_GE(replayCorpus(kScenario), 4u);
    EXPECT_GE(replayCorpus(kHfConfig), 20u);
    EXPECT_GE(replayCorpus(kCatalog), 6u);
    EXPECT_GE(replayCorpus(kCsv), 6u);
    EXPECT_GE(replayCorpus(kPriceListCsv), 6u);
    EXPECT_GE(replayCorpus(kPriceListJson), 4u);
    EXPECT_GE(replayCorpus(kExchangeRates), 3u);
    EXPECT_GE(replayCorpus(kSystems), 6u);
    EXPECT_GE(replayCorpus(kServingCsv), 8u);
    EXPECT_GE(replayCorpus(kPinnedOptions), 4u);
}

TEST(FuzzRegressions, FilesTheSeedsComeFromLoad)
{
    for (const fs::path &file : filesIn(sourceDir() / "resources" / "examples"))
        expectAccepted(kScenario, file);
    for (const fs::path &file : filesIn(sourceDir() / "tests" / "data" / "hf"))
        expectAccepted(kHfConfig, file);
    expectAccepted(kCatalog, sourceDir() / "resources" / "gpus.json");
    expectAccepted(kCatalog, sourceDir() / "resources" / "models.json");
    const Outcome csv = expectHandled(kCsv, readBytes(sourceDir() / "tests" / "data" / "validation_cases.csv"),
                                      "validation_cases.csv");
    EXPECT_TRUE(csv.refusals.empty());
    EXPECT_GT(csv.estimated, 300);
    expectAccepted(kPriceListCsv, sourceDir() / "tests" / "data" / "price_list_sample.csv");
    expectAccepted(kPriceListCsv, sourceDir() / "tests" / "data" / "hostile" / "price_list_zero_rent.csv");
    expectAccepted(kExchangeRates, sourceDir() / "resources" / "exchange_rates.json");
    expectAccepted(kSystems, sourceDir() / "resources" / "systems.json");
    const Outcome serving = expectHandled(kServingCsv, readBytes(sourceDir() / "tests" / "data" / "serving_cases.csv"),
                                          "serving_cases.csv");
    EXPECT_TRUE(serving.refusals.empty());
    EXPECT_GT(serving.estimated, 130);
    EXPECT_LT(serving.rejections.size(), 10u);
}

// The hand-made bad price lists of tests/data/hostile are refused at their line and column.
TEST(FuzzRegressions, HostilePriceListFilesAreRefusedWhereTheyAreWrong)
{
    const fs::path hostile = sourceDir() / "tests" / "data" / "hostile";
    const core::Error cell = refusalOf(kPriceListCsv, readBytes(hostile / "price_list_bad_cell.csv"));
    EXPECT_EQ(cell.code, core::ErrorCode::OutOfRange);
    EXPECT_EQ(cell.field, "rent_per_hour");
    EXPECT_EQ(cell.line, 4);
    const core::Error column = refusalOf(kPriceListCsv, readBytes(hostile / "price_list_misspelt_column.csv"));
    EXPECT_EQ(column.code, core::ErrorCode::InvalidCsv);
    EXPECT_EQ(column.field, "rent_per_hr");
    EXPECT_EQ(column.line, 1);
}

// The options the window would keep after pinning the bundled examples load and estimate.
TEST(FuzzRegressions, OptionsPinnedFromTheExamplesLoad)
{
    ui::PinnedOptions options;
    for (const fs::path &file : filesIn(sourceDir() / "resources" / "examples")) {
        const core::Result<core::Scenario> scenario = core::readScenarioFile(file.string());
        ASSERT_TRUE(scenario.ok()) << file;
        options.pin(scenario.value());
    }
    ASSERT_GE(options.count(), 3);
    const Outcome out = expectHandled(kPinnedOptions, options.toJson().toStdString(), "options of the examples");
    EXPECT_EQ(out.accepted, 1);
    EXPECT_EQ(out.estimated, options.count());
    EXPECT_TRUE(out.rejections.empty());
}

TEST(FuzzRegressions, HostileScenarioFiles)
{
    const std::string seed =
        readBytes(sourceDir() / "resources" / "examples" / "mistral-7b-full-2xh100.gpusizer.json");
    ASSERT_FALSE(seed.empty());
    EXPECT_GT(replayHostile(kScenario, hostileJson(seed)), 80u);
    EXPECT_GT(replayHostile(kScenario, hostileJsonFields(seed)), 500u);
    // Scenario files are limited to 4 MiB, every JSON file to 64 levels of nesting.
    const std::vector<HostileInput> inputs = hostileJson(seed);
    for (const HostileInput &input : inputs) {
        if (input.name == "5 MB string member" || input.name == "20 MB string member") {
            EXPECT_EQ(firstRefusal(kScenario, input.bytes), core::ErrorCode::FileTooLarge) << input.name;
        }
        if (input.name.find("nested") != std::string::npos || input.name == "NaN document"
            || input.name == "empty file" || input.name == "top-level array") {
            EXPECT_EQ(firstRefusal(kScenario, input.bytes), core::ErrorCode::InvalidJson) << input.name;
        }
    }
    for (const HostileInput &input : hostileJsonFields(seed)) {
        if (input.name == "gpus = NaN" || input.name == "seq_len = Infinity") {
            EXPECT_EQ(firstRefusal(kScenario, input.bytes), core::ErrorCode::InvalidJson) << input.name;
        }
        if (input.name == "seq_len = 1e308" || input.name == "micro_batch = -1" || input.name == "hidden = 0.5") {
            EXPECT_EQ(firstRefusal(kScenario, input.bytes), core::ErrorCode::OutOfRange) << input.name;
        }
        if (input.name == "method = \"no-such-value\"") {
            EXPECT_EQ(firstRefusal(kScenario, input.bytes), core::ErrorCode::UnknownValue) << input.name;
        }
        if (input.name == "layers = \"12\"") {
            EXPECT_EQ(firstRefusal(kScenario, input.bytes), core::ErrorCode::WrongType) << input.name;
        }
    }
}

TEST(FuzzRegressions, HostileHfConfigs)
{
    std::size_t replayed = 0;
    for (const fs::path &file : filesIn(fuzzDir() / "corpus" / "hfconfig")) {
        const std::string seed = readBytes(file);
        replayed += replayHostile(kHfConfig, hostileJsonFields(seed));
    }
    EXPECT_GT(replayed, 5000u);
    const std::string llama = readBytes(fuzzDir() / "corpus" / "hfconfig" / "llama-3.1-8b.json");
    ASSERT_FALSE(llama.empty());
    EXPECT_GT(replayHostile(kHfConfig, hostileJson(llama)), 80u);
    for (const HostileInput &input : hostileJsonFields(llama)) {
        if (input.name == "model_type = \"no-such-value\"") {
            EXPECT_EQ(firstRefusal(kHfConfig, input.bytes), core::ErrorCode::UnsupportedModelType);
        }
        if (input.name == "num_hidden_layers = -1" || input.name == "hidden_size = 1e308") {
            EXPECT_EQ(firstRefusal(kHfConfig, input.bytes), core::ErrorCode::OutOfRange) << input.name;
        }
        if (input.name == "num_hidden_layers removed") {
            EXPECT_EQ(firstRefusal(kHfConfig, input.bytes), core::ErrorCode::MissingField);
        }
    }
}

TEST(FuzzRegressions, HostileCatalogOverrides)
{
    // The small override files whole; of the catalog slices only the structural attacks (their
    // fields are the same keys again).
    std::size_t replayed = 0;
    for (const char *name : {"gpus-override-one.json", "gpus-override-new-gpu.json", "models-override-one.json"}) {
        const std::string seed = readBytes(fuzzDir() / "corpus" / "catalog" / name);
        ASSERT_FALSE(seed.empty()) << name;
        replayed += replayHostile(kCatalog, hostileJson(seed));
        replayed += replayHostile(kCatalog, hostileJsonFields(seed));
    }
    replayed += replayHostile(kCatalog, hostileJson(readBytes(fuzzDir() / "corpus" / "catalog" / "gpus-slice-0.json")));
    EXPECT_GT(replayed, 1000u);
    const std::string one = readBytes(fuzzDir() / "corpus" / "catalog" / "gpus-override-one.json");
    for (const HostileInput &input : hostileJsonFields(one)) {
        if (input.name == "bf16_tflops = 4.9e-324" || input.name == "memory_bytes = -1") {
            EXPECT_EQ(firstRefusal(kCatalog, input.bytes), core::ErrorCode::OutOfRange) << input.name;
        }
        if (input.name == "generation = \"no-such-value\"") {
            EXPECT_EQ(firstRefusal(kCatalog, input.bytes), core::ErrorCode::UnknownValue) << input.name;
        }
    }
}

TEST(FuzzRegressions, HostileValidationCsv)
{
    std::size_t replayed = 0;
    for (const char *name : {"cases-inference.csv", "cases-qlora.csv"})
        replayed += replayHostile(kCsv, hostileCsv(readBytes(fuzzDir() / "corpus" / "csv" / name)));
    EXPECT_GT(replayed, 1500u);
    const std::string seed = readBytes(fuzzDir() / "corpus" / "csv" / "cases-inference.csv");
    for (const HostileInput &input : hostileCsv(seed)) {
        if (input.name == "measured_mem_gib = '1e-320'" || input.name == "measured_mfu = '1e308'") {
            EXPECT_EQ(firstRefusal(kCsv, input.bytes), core::ErrorCode::OutOfRange) << input.name;
        }
        if (input.name == "mode = 'no-such-value'" || input.name == "layers = 'nan'") {
            EXPECT_EQ(firstRefusal(kCsv, input.bytes), core::ErrorCode::WrongType) << input.name;
        }
        if (input.name == "unterminated quote" || input.name == "empty file") {
            EXPECT_EQ(firstRefusal(kCsv, input.bytes), core::ErrorCode::InvalidCsv) << input.name;
        }
        if (input.name == "first column missing") {
            EXPECT_EQ(firstRefusal(kCsv, input.bytes), core::ErrorCode::MissingField) << input.name;
        }
    }
}
