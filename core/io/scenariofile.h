#pragma once

#include "io/atomicfile.h"
#include "model/scenario.h"
#include "util/result.h"

#include <optional>
#include <string>

#include <QByteArray>

namespace gpusizer::core {

// *.gpusizer.json: a versioned JSON scenario file.
inline constexpr int kScenarioFileVersion = 6;   // 2: serving settings; 3: prices pinned per GPU, exchange rates;
                                                 // 4: training framework and torch.compile;
                                                 // 5: usage hours only where set (else the workload's);
                                                 // 6: total cost of ownership, report details
inline constexpr const char *kScenarioFileFormat = "gpu-sizer-scenario";

QByteArray scenarioToJson(const Scenario &scenario);
Result<Scenario> scenarioFromJson(const QByteArray &data, const std::string &fileName);

Result<Scenario> readScenarioFile(const std::string &path);
// Writes atomically (QSaveFile): on failure the old file is intact and an Error says why.
std::optional<Error> writeScenarioFile(const Scenario &scenario, const std::string &path,
                                       const WriteFault &fault = {});

} // namespace gpusizer::core
