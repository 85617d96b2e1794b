#pragma once

namespace gpusizer::core {

// *.gpusizer.json: a versioned JSON scenario file.
inline constexpr int kScenarioFileVersion = 8;   // 2: serving settings; 3: prices pinned per GPU, exchange rates;
                                                 // 4: training framework and torch.compile;
                                                 // 5: usage hours only where set (else the workload's);
                                                 // 6: total cost of ownership, report details;
                                                 // 7: speculative decoding (serving.speculative);
                                                 // 8: disaggregated prefill and decode (serving.disaggregation)
// What a scenario without disaggregated prefill and decode (its settings the default) is written
// as: the block is left out and the file stays one version 7 reads as it is, while a split one is
// version 8, which version 7 refuses rather than reads as one pool.
inline constexpr int kScenarioFileVersionWithoutDisaggregation = 7;
inline constexpr const char *kScenarioFileFormat = "gpu-sizer-scenario";

} // namespace gpusizer::core
