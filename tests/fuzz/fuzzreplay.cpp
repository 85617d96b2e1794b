#include "fuzzreplay.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <iterator>

namespace fs = std::filesystem;

namespace gpusizer::fuzz {

const Target kScenario{"scenario", checkScenario};
const Target kHfConfig{"hfconfig", checkHfConfig};
const Target kCatalog{"catalog", checkCatalog, true};
const Target kCsv{"csv", checkValidationCsv, false, true};
const Target kPriceListCsv{"pricelistcsv", checkPriceListCsv};
const Target kPriceListJson{"pricelistjson", checkPriceListJson};
const Target kExchangeRates{"exchangerates", checkExchangeRates};
const Target kSystems{"systems", checkSystems};
const Target kServingCsv{"servingcsv", checkServingCsv, false, true};
const Target kPinnedOptions{"pinnedoptions", checkPinnedOptions};
const Target *const kAllTargets[10] = {&kScenario,      &kHfConfig,      &kCatalog, &kCsv,        &kPriceListCsv,
                                       &kPriceListJson, &kExchangeRates, &kSystems, &kServingCsv, &kPinnedOptions};

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

void expectAccepted(const Target &target, const fs::path &file)
{
    const Outcome out = expectHandled(target, readBytes(file), file.string());
    EXPECT_GT(out.accepted, 0) << file;
    EXPECT_GT(out.estimated, 0) << file;
    if (!target.twoKinds) {
        EXPECT_TRUE(out.refusals.empty()) << file << ": " << core::describe(out.refusals.front());
    }
    // Real validation data has rows the runner reports and skips (a missing seq_len, a GPU the
    // catalog lacks); every other real document estimates.
    if (target.rowsMaySkip) {
        EXPECT_LT(out.rejections.size() * 2, std::size_t(out.estimated)) << file;
    } else {
        EXPECT_TRUE(out.rejections.empty()) << file << ": " << core::describe(out.rejections.front());
    }
}

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

core::Error refusalOf(const Target &target, const std::string &bytes)
{
    const Outcome out = target.oracle(bytes);
    return out.refusals.empty() ? core::Error{} : out.refusals.front();
}

core::ErrorCode firstRefusal(const Target &target, const std::string &bytes)
{
    const Outcome out = target.oracle(bytes);
    return out.refusals.empty() ? core::ErrorCode::InvalidScenario : out.refusals.front().code;
}

} // namespace gpusizer::fuzz
