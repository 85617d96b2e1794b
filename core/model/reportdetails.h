#pragma once

#include <cstddef>
#include <optional>
#include <string>

namespace gpusizer::core {

// Bytes of a name and of the notes in the file: room for 400 and 16,000 characters of any
// script in UTF-8 (the export dialog and ui::reportDetailsOf() keep to those).
inline constexpr std::size_t kMaxReportText = 1600;
inline constexpr std::size_t kMaxReportNotes = 64000;
inline constexpr int kMaxReportTextChars = 400;
inline constexpr int kMaxReportNotesChars = 16000;
inline constexpr double kMaxVatPercent = 50.0;
inline constexpr int kDefaultValidityDays = 30;
inline constexpr int kMaxValidityDays = 365;

// Who a sizing report and its quote are for and by whom, kept with the scenario so that the
// file (a colleague's window, gpu-sizer-cli report --scenario) reproduces the report as sent.
struct ReportDetails {
    std::string customer;
    std::string project;
    std::string consultantName;
    std::string consultantCompany;
    std::string notes;
    std::string quoteNumber;          // empty: made from the report's date
    std::optional<double> vatPercent; // nullopt: the report language's standard rate; 0: none
    int validityDays = kDefaultValidityDays; // the quote is valid for these days after the report's date
    bool operator==(const ReportDetails &) const = default;
};

} // namespace gpusizer::core
