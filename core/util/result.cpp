#include "result.h"

#include "util/enumnames.h"

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

std::string describe(const Error &error)
{
    std::string text;
    if (!error.file.empty())
        text += error.file + ": ";
    text += summary(error.code);
    if (!error.field.empty())
        text += " (field '" + error.field + "')";
    if (!error.detail.empty())
        text += ": " + error.detail;
    return text;
}

} // namespace gpusizer::core
