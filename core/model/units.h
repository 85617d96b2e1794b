#pragma once

// Units of memory and counts, one definition for core, the window, the report and the CLI.
namespace gpusizer::core::units {

inline constexpr double kKiB = 1024.0;
inline constexpr double kMiB = 1024.0 * kKiB;
inline constexpr double kGiB = 1024.0 * kMiB;
inline constexpr double kGB = 1e9;            // bandwidths are quoted in GB/s (10^9 bytes)
inline constexpr double kSecondsPerHour = 3600.0;

} // namespace gpusizer::core::units
