#pragma once

// What the regression tests replay through the fuzz oracles, and the expectations every input
// must meet (test_fuzz_regressions.cpp, test_fuzz_hostile_*.cpp).

#include "fuzzoracles.h"
#include "hostileinputs.h"

#include <cstddef>
#include <filesystem>
#include <string>
#include <vector>

namespace gpusizer::fuzz {

using Oracle = Outcome (*)(std::string_view);

struct Target {
    const char *folder;      // under corpus/ and regressions/
    Oracle oracle;
    bool twoKinds = false;   // a real file is one of two kinds: the other reader refuses it
    bool rowsMaySkip = false; // real rows the runner reports and skips: fewer than half
};

extern const Target kScenario;
extern const Target kHfConfig;
extern const Target kCatalog;
extern const Target kCsv;
extern const Target kPriceListCsv;
extern const Target kPriceListJson;
extern const Target kExchangeRates;
extern const Target kSystems;
extern const Target kServingCsv;
extern const Target kPinnedOptions;
// Every target, in the order of docs/reliability.md.
extern const Target *const kAllTargets[10];

std::string readBytes(const std::filesystem::path &path);
// The regular files of `folder`, sorted, without hidden ones.
std::vector<std::filesystem::path> filesIn(const std::filesystem::path &folder);
std::filesystem::path fuzzDir();
std::filesystem::path sourceDir();

// The invariants every input must keep; returns the outcome for further checks.
Outcome expectHandled(const Target &target, const std::string &bytes, const std::string &label);
// A real document: accepted, with at least one estimate and no refusal of the kind it is.
void expectAccepted(const Target &target, const std::filesystem::path &file);
// Replays corpus/<target>: a file whose name starts with "refused-" must be refused, every
// other seed is a real file and must be accepted. Returns how many files were replayed.
std::size_t replayCorpus(const Target &target);
std::size_t replayRegressions(const Target &target);
std::size_t replayHostile(const Target &target, const std::vector<HostileInput> &inputs);
// The first refusal's code; InvalidScenario when the input was accepted.
core::ErrorCode firstRefusal(const Target &target, const std::string &bytes);
// The first refusal; an empty Error when the input was accepted.
core::Error refusalOf(const Target &target, const std::string &bytes);

} // namespace gpusizer::fuzz
