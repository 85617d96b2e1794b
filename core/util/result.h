#pragma once

#include <string>
#include <utility>
#include <variant>

namespace gpusizer::core {

// Why outside data or a request was refused. The core never produces user-visible prose:
// the ui maps the code to translated text and inserts `field`, `file` and `detail`.
enum class ErrorCode {
    FileUnreadable,      // cannot open or read the file
    FileTooLarge,        // over the size limit for that kind of file
    InvalidJson,         // not JSON, or nested too deeply
    InvalidCsv,          // CSV structure broken (unterminated quote, missing header)
    MissingField,        // a required field is absent
    WrongType,           // a field has the wrong JSON type
    OutOfRange,          // a number is negative, zero, NaN, infinite or absurd
    UnknownValue,        // an enum spelling we do not know
    UnsupportedModelType,// HF model_type not supported
    UnknownGpu,          // GPU id not in the catalog
    UnknownModel,        // preset id not found
    UnsupportedVersion,  // scenario file from a newer version
    WriteFailed,         // could not write or commit a file
    InvalidScenario,     // the scenario is inconsistent (detail says how)
};

struct Error {
    ErrorCode code = ErrorCode::InvalidScenario;
    std::string field;   // JSON key, CSV column or CLI flag
    std::string detail;  // technical detail (value seen, parser message)
    std::string file;    // file name, when the error is about one
};

// A value or an Error (std::expected is C++23).
template <typename T>
class Result {
public:
    Result(T value) : m_data(std::move(value)) {}
    Result(Error error) : m_data(std::move(error)) {}

    bool ok() const { return std::holds_alternative<T>(m_data); }
    explicit operator bool() const { return ok(); }
    const T &value() const & { return std::get<T>(m_data); }
    T &value() & { return std::get<T>(m_data); }
    T &&value() && { return std::get<T>(std::move(m_data)); }
    const Error &error() const { return std::get<Error>(m_data); }

private:
    std::variant<T, Error> m_data;
};

std::string_view toString(ErrorCode code);
// One-line English description for logs and the CLI (the GUI translates instead).
std::string describe(const Error &error);

} // namespace gpusizer::core
