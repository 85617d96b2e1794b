#pragma once

#include <optional>
#include <string>
#include <utility>
#include <variant>

namespace gpusizer::core {

// Why outside data or a request was refused. The core never produces user-visible prose:
// the ui maps the code to translated text and inserts `field`, `file` and `detail`.
enum class ErrorCode {
    FileUnreadable,      // cannot open or read the file
    FileTooLarge,        // over the size limit for that kind of file
    NotRegularFile,      // a folder, device, pipe or socket where a file is read or written
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

// The range a number must lie in, and the number seen (OutOfRange).
struct Bounds {
    double low = 0;
    double high = 0;
    double value = 0;
    bool whole = false; // a whole number is needed
};

// A rule that is not a range, for the ui and the CLI to word (never parsed from `detail`).
enum class ErrorRule {
    None,
    MustDivide,           // `field` must divide the field named in `detail` (kv_heads, heads)
    MultipleOfParallel,   // the GPU count must be a multiple of tp x pp x cp
    NoLoraTarget,         // no LoRA target module selected
    NotComputeType,       // not a number format matrix products run in
    QuantisedTrained,     // quantised weights cannot be trained directly
    EngineFormat,         // the serving engine cannot run this weight or KV format (detail: the format)
    IsoDate,              // `field` must be a date written YYYY-MM-DD (detail: the text seen)
    Duplicate,            // `field` (a key or column) appears twice
    UnknownKey,           // `field` is no key or column the file's format has
    EngineGpu,            // the serving engine does not run on this GPU's vendor (detail: the vendor)
    Required,             // `field` must be set (a draft model for speculative decoding with one)
    NoMtpModule,          // the model has no multi-token-prediction module to draft with
    SameVocabulary,       // a draft model must share the target's vocabulary (detail: its size)
};

struct Error {
    Error() = default;
    Error(ErrorCode code, std::string field = {}, std::string detail = {}, std::string file = {})
        : code(code), field(std::move(field)), detail(std::move(detail)), file(std::move(file)) {}

    ErrorCode code = ErrorCode::InvalidScenario;
    std::string field;   // the file's key path ("cluster.tp"), CSV column or CLI flag
    std::string detail;  // technical detail (value seen, parser message)
    std::string file;    // file name, when the error is about one
    std::optional<Bounds> bounds; // OutOfRange: the range and the value
    int line = 0;        // CSV: the file's line the cell is on (the header is line 1); 0: none
    ErrorRule rule = ErrorRule::None;
};

// OutOfRange on `field`: `value` is not a finite number in [low, high].
Error outOfRange(std::string field, double value, double low, double high, std::string file = {},
                 bool whole = false);
// A rule broken by `field`.
Error brokenRule(ErrorCode code, std::string field, ErrorRule rule, std::string detail = {});

// A bound or value in plain digits for English text ("65536", "0.001", "1e+15"): never
// std::to_string's "0.000000" for 4.9e-324 or 309 digits for 1e308.
std::string formatNumber(double value);

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
