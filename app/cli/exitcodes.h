#pragma once

// Exit statuses of gpu-sizer-cli (documented in its --help).
namespace gpusizer::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitFailed = 1;        // the scenario cannot be estimated, a file cannot be read or written
inline constexpr int kExitUsage = 2;         // unknown command, flag or value
inline constexpr int kExitDoesNotFit = 3;    // estimate: the scenario does not fit its GPUs

} // namespace gpusizer::cli
