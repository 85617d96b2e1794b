#include "result.h"

#include "util/enumnames.h"

#include <cmath>
#include <cstdio>

namespace gpusizer::core {

namespace {
constexpr auto kNames = makeEnumNames<ErrorCode>({
    {ErrorCode::FileUnreadable, "file_unreadable"},
    {ErrorCode::FileTooLarge, "file_too_large"},
    {ErrorCode::NotRegularFile, "not_regular_file"},
    {ErrorCode::InvalidJson, "invalid_json"},
    {ErrorCode::InvalidCsv, "invalid_csv"},
    {ErrorCode::MissingField, "missing_field"},
    {ErrorCode::WrongType, "wrong_type"},
    {ErrorCode::OutOfRange, "out_of_range"},
    {ErrorCode::UnknownValue, "unknown_value"},
    {ErrorCode::UnsupportedModelType, "unsupported_model_type"},
    {ErrorCode::UnknownGpu, "unknown_gpu"},
    {ErrorCode::UnknownModel, "unknown_model"},
    {ErrorCode::UnsupportedVersion, "unsupported_version"},
    {ErrorCode::WriteFailed, "write_failed"},
    {ErrorCode::InvalidScenario, "invalid_scenario"},
});

std::string_view summary(ErrorCode code)
{
    switch (code) {
    case ErrorCode::FileUnreadable: return "cannot read the file";
    case ErrorCode::FileTooLarge: return "the file is too large";
    case ErrorCode::NotRegularFile: return "not a regular file (a folder, device, pipe or socket)";
    case ErrorCode::InvalidJson: return "not valid JSON";
    case ErrorCode::InvalidCsv: return "not valid CSV";
    case ErrorCode::MissingField: return "a required field is missing";
    case ErrorCode::WrongType: return "a field has the wrong type";
    case ErrorCode::OutOfRange: return "a value is out of range";
    case ErrorCode::UnknownValue: return "unknown value";
    case ErrorCode::UnsupportedModelType: return "unsupported model_type";
    case ErrorCode::UnknownGpu: return "unknown GPU";
    case ErrorCode::UnknownModel: return "unknown model preset";
    case ErrorCode::UnsupportedVersion: return "written by a newer version";
    case ErrorCode::WriteFailed: return "could not write the file";
    case ErrorCode::InvalidScenario: return "invalid scenario";
    }
    return "error";
}
} // namespace

std::string_view toString(ErrorCode code) { return kNames.name(code); }

Error outOfRange(std::string field, double value, double low, double high, std::string file, bool whole)
{
    Error error(ErrorCode::OutOfRange, std::move(field), {}, std::move(file));
    error.bounds = Bounds{low, high, value, whole};
    return error;
}

Error brokenRule(ErrorCode code, std::string field, ErrorRule rule, std::string detail)
{
    Error error(code, std::move(field), std::move(detail));
    error.rule = rule;
    return error;
}

std::string formatNumber(double value)
{
    if (std::isnan(value))
        return "NaN";
    if (std::isinf(value))
        return value > 0 ? "infinity" : "-infinity";
    char text[32];
    const double magnitude = std::fabs(value);
    // Whole numbers up to 1e15 in full; others with up to six significant digits, in
    // scientific notation only when very large or very small.
    if (magnitude < 1e15 && value == std::floor(value))
        std::snprintf(text, sizeof text, "%.0f", value);
    else
        std::snprintf(text, sizeof text, "%.6g", value);
    return text;
}

namespace {

// The broken rules worded as a predicate of the field ("is not a date written YYYY-MM-DD");
// empty for the rules only the ui words.
std::string_view rulePredicate(ErrorRule rule)
{
    switch (rule) {
    case ErrorRule::IsoDate: return "is not a date written YYYY-MM-DD";
    case ErrorRule::Duplicate: return "appears twice";
    case ErrorRule::UnknownKey: return "is no key or column this file can have";
    case ErrorRule::Required: return "must be set";
    case ErrorRule::NoMtpModule: return "needs a model with a multi-token-prediction module (mtp_modules)";
    case ErrorRule::SameVocabulary: return "must have the target model's vocabulary";
    default: return {};
    }
}

std::string boundsText(const Bounds &b)
{
    const std::string value = formatNumber(b.value);
    if (b.low == b.high)
        return value + " is not " + formatNumber(b.low);
    return value + " is not " + (b.whole ? "a whole number " : "") + "between " + formatNumber(b.low) + " and "
        + formatNumber(b.high);
}

} // namespace

std::string describe(const Error &error)
{
    std::string text;
    if (!error.file.empty())
        text += error.file + ": ";
    // Where in the file: a CSV cell by line and column, a JSON value by its key path.
    std::string place;
    if (error.line > 0)
        place = "line " + std::to_string(error.line) + (error.field.empty() ? "" : ", column " + error.field);
    else if (!error.field.empty())
        place = "field '" + error.field + "'";
    if (const std::string_view predicate = rulePredicate(error.rule); !predicate.empty() && !place.empty())
        text += place + " " + std::string(predicate);
    else {
        text += summary(error.code);
        if (!place.empty())
            text += " (" + place + ")";
    }
    if (error.bounds)
        text += ": " + boundsText(*error.bounds);
    if (!error.detail.empty())
        text += ": " + error.detail;
    return text;
}

} // namespace gpusizer::core
