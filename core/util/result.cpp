#include "result.h"

#include "util/enumnames.h"

#include <cmath>
#include <cstdio>

namespace gpusizer::core {

namespace {
constexpr auto kNames = makeEnumNames<ErrorCode>({
    {ErrorCode::FileUnreadable, "file_unreadable"},
    {ErrorCode::FileTooLarge, "file_too_large"},
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

std::string describe(const Error &error)
{
    std::string text;
    if (!error.file.empty())
        text += error.file + ": ";
    text += summary(error.code);
    if (!error.field.empty())
        text += " (field '" + error.field + "')";
    if (error.bounds)
        text += ": " + formatNumber(error.bounds->value) + " is not " + (error.bounds->whole ? "a whole number " : "")
            + "between " + formatNumber(error.bounds->low) + " and " + formatNumber(error.bounds->high);
    if (!error.detail.empty())
        text += ": " + error.detail;
    return text;
}

} // namespace gpusizer::core
