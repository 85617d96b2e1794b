// Replays through the fuzz oracles (the same code as the libFuzzer targets): every reproducer
// in tests/fuzz/regressions/<target>/, every seed in tests/fuzz/corpus/<target>/, the real
// files the seeds come from, and hand-made hostile inputs. Each input must be accepted with
// finite, non-negative figures or refused with an error that names the file (CSV rows that
// cannot be estimated are reported with their column, as the validation runner does).
#include "fuzzoracles.h"
#include "hostileinputs.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

namespace fs = std::filesystem;
using namespace gpusizer;
using namespace gpusizer::fuzz;

namespace {

using Oracle = Outcome (*)(std::string_view);

struct Target {
    const char *folder;   // under corpus/ and regressions/
    Oracle oracle;
};

const Target kScenario{"scenario", checkScenario};
const Target kHfConfig{"hfconfig", checkHfConfig};
const Target kCatalog{"catalog", checkCatalog};
const Target kCsv{"csv", checkValidationCsv};

std::string readBytes(const fs::path &path)
{
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

std::vector<fs::path> filesIn(const fs::path &folder)
{
    std::vector<fs::path> files;
    if (fs::is_directory(folder))
        for (const fs::directory_entry &entry : fs::directory_iterator(folder))
            if (entry.is_regular_file() && entry.path().filename().string().front() != '.')
                files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    return files;
}

fs::path fuzzDir() { return fs::path(GPUSIZER_FUZZ_DIR); }
fs::path sourceDir() { return fs::path(GPUSIZER_SOURCE_DIR); }

// The invariants every input must keep; returns the outcome for further checks.
Outcome expectHandled(const Target &target, const std::string &bytes, const std::string &label)
{
    const Outcome out = target.oracle(bytes);
    EXPECT_EQ(out.violation, "") << target.folder << ": " << label;
    EXPECT_TRUE(out.accepted > 0 || !out.refusals.empty())
        << target.folder << ": " << label << " neither accepted nor refused";
    if (out.accepted == 0) {
        EXPECT_EQ(out.estimated, 0) << label;
    }
    for (const core::Error &error : out.refusals) {
        EXPECT_FALSE(error.file.empty()) << label;
        EXPECT_NE(core::describe(error).find(error.file), std::string::npos) << label;
    }
    for (const core::Error &error : out.rejections) {
        EXPECT_FALSE(error.field.empty()) << label << ": " << core::describe(error);
    }
    return out;
}

// A real document: accepted, with at least one estimate and no refusal of the kind it is.
void expectAccepted(const Target &target, const fs::path &file)
{
    const Outcome out = expectHandled(target, readBytes(file), file.string());
    EXPECT_GT(out.accepted, 0) << file;
    EXPECT_GT(out.estimated, 0) << file;
    // A catalog file is one of two kinds: the other parser refuses it.
    if (target.oracle != checkCatalog) {
        EXPECT_TRUE(out.refusals.empty()) << file << ": " << core::describe(out.refusals.front());
    }
    // Real validation data has rows the runner reports and skips (a missing seq_len); every
    // other real document estimates.
    if (target.oracle == checkValidationCsv) {
        EXPECT_LT(out.rejections.size() * 2, std::size_t(out.estimated)) << file;
    } else {
        EXPECT_TRUE(out.rejections.empty()) << file << ": " << core::describe(out.rejections.front());
    }
}

// Replays the folder; a file whose name starts with "refused-" must be refused, every other
// seed is a real file and must be accepted. Returns how many files were replayed.
std::size_t replayCorpus(const Target &target)
{
    const std::vector<fs::path> files = filesIn(fuzzDir() / "corpus" / target.folder);
    for (const fs::path &file : files) {
        if (file.filename().string().rfind("refused-", 0) == 0) {
            EXPECT_FALSE(expectHandled(target, readBytes(file), file.string()).refusals.empty()) << file;
        } else {
            expectAccepted(target, file);
        }
    }
    return files.size();
}

std::size_t replayRegressions(const Target &target)
{
    const std::vector<fs::path> files = filesIn(fuzzDir() / "regressions" / target.folder);
    for (const fs::path &file : files)
        expectHandled(target, readBytes(file), file.string());
    return files.size();
}

std::size_t replayHostile(const Target &target, const std::vector<HostileInput> &inputs)
{
    for (const HostileInput &input : inputs)
        expectHandled(target, input.bytes, input.name);
    return inputs.size();
}

core::ErrorCode firstRefusal(const Target &target, const std::string &bytes)
{
    const Outcome out = target.oracle(bytes);
    return out.refusals.empty() ? core::ErrorCode::InvalidScenario : out.refusals.front().code;
}

} // namespace

TEST(FuzzRegressions, ReproducersReplayClean)
{
    std::size_t replayed = 0;
    for (const Target *target : {&kScenario, &kHfConfig, &kCatalog, &kCsv})
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
