#pragma once

#include "model/gpuspec.h"
#include "model/units.h"
#include "model/method.h"
#include "model/parallelism.h"

#include <QString>

#include <string>

namespace gpusizer::ui {

// Number formatting shared by charts and panels. Everything goes through QLocale() so the
// chosen language decides the decimal separator ("46,1 GiB" in nb and de).

inline double toGiB(double bytes) { return bytes / core::units::kGiB; }

QString formatGiB(double bytes, int decimals = 1);          // "46.1 GiB"
// An interval of memory, as the headline prints it: whole GiB, tenths where the upper end is
// under 10 GiB: "31–38 GiB", "4.2–5.1 GiB" (en dash, no-break space before the unit).
QString formatGiBRange(double lowBytes, double highBytes);
QString formatPercent(double fraction);                     // 0.61 -> "61 %"
QString formatHours(double seconds);
// A dated price's date ("2026-09-25") in the interface's language: "25 Sep 2026", nb "25. sep.
// 2026", de "25. Sep. 2026"; a text that is no ISO date as it is.
QString formatIsoDate(const std::string &isoDate);
// A count or rate without decimals when whole, else with one: "4", "2.5" (years, quantities,
// per cent rates typed by the user).
QString formatWholeOrTenths(double value);                        // "38 h", "6.4 h", "25 min"
// A number as a user typed it or a grid stepped it: whole numbers with the locale's group
// separator ("16,384"), others with up to three significant digits and no trailing zeros
// ("0.25", "1.5", "12.5"; "0.5", not "0.500").
QString formatPlainNumber(double value);
QString formatMilliseconds(double ms);                      // "38 ms", "6.4 ms", "1.2 s" (no-break space)
QString formatMoney(double amount, const std::string &currency);  // "$2,400", "€12.50"
// The same with the decimals of a whole column: moneyDecimals() of its largest amount, so that
// "kr 84,36" never stands beside "kr 1 475" (issue #23).
QString formatMoney(double amount, const std::string &currency, int decimals);
int moneyDecimals(double largestAmount);
QString formatTokens(double tokens);                        // "16,384 tokens"
QString formatTokensCompact(double tokens);                 // axis ticks: "256", "4K", "1M" (binary steps)
QString currencySymbol(const std::string &currency);

// `text` with the space after a number made a no-break space, so that no line ends between a
// number and its unit or the word it counts ("12,140 h", "2,000 tokens", "1.5 Mrd."), and the
// space between a currency symbol and its amount ("kr 1 500"). A number is a run of digits
// with its separators that is not part of a name ("H100 SXM5" stays breakable).
QString keepNumbersWithUnits(const QString &text);
// A model number stays with its series ("RTX 6000", "TP 8"), for a line that wraps between
// words where a product name would read as two things (the window's purchase line); a report's
// table wraps names between any words.
QString keepModelNumbersWithSeries(const QString &text);        // "USD" -> "$"

// Short translated method name for chart categories: "Full", "LoRA", "Inference".
QString methodShortName(core::Method method);

// "2 × H100 SXM 80 GB"
QString configurationLabel(int gpus, const core::GpuSpec &gpu);
QString configurationLabel(int gpus, const QString &gpuName);
// "single", "DDP", "FSDP · TP 2 · PP 4", "ZeRO-3 + CPU offload"
QString strategyLabel(const core::Parallelism &parallel);
// Serving layout, tensor parallel degree × replicas: "TP 2 × 3" (no-break spaces).
// "TP 4 × 3": tensor-parallel degree × replicas; "EP 8 × 2" where the experts are split over
// more GPUs than the tensor-parallel group.
QString servingLayoutLabel(const core::Parallelism &parallel, int replicas);

} // namespace gpusizer::ui
