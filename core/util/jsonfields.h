#pragma once

#include "util/result.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include <QJsonObject>
#include <QJsonValue>

namespace gpusizer::core::jsonfields {

// Limits for JSON read from outside (catalog overrides, scenario files, HF configs).
inline constexpr std::int64_t kMaxJsonBytes = 16 * 1024 * 1024;
inline constexpr int kMaxJsonDepth = 64;
inline constexpr int kMaxStringLength = 64 * 1024;

// Files are read with readCappedFile (util/cappedfile.h), capped at kMaxJsonBytes for JSON.

// Parses text whose top level must be an object. FileTooLarge over `maxBytes`, InvalidJson for
// syntax errors, nesting deeper than `maxDepth`, a non-object top level or a key that appears
// twice in one object (ErrorRule::Duplicate, `field` its key path).
Result<QJsonObject> parseObject(const std::string &text, const std::string &file,
                                std::int64_t maxBytes = kMaxJsonBytes, int maxDepth = kMaxJsonDepth);

// "models[3]" + "hidden" -> "models[3].hidden"; an empty prefix gives the key alone.
std::string fieldPath(const std::string &prefix, std::string_view key);

// Required fields: MissingField when absent (or null), WrongType for another JSON type,
// OutOfRange outside [min, max], for non-integral integers or NaN/infinite numbers.
// `prefix` is the key path of `obj` and names the field in errors.
Result<int> requireInt(const QJsonObject &obj, const char *key, int min, int max,
                       const std::string &file, const std::string &prefix = {});
Result<std::int64_t> requireInt64(const QJsonObject &obj, const char *key, std::int64_t min,
                                  std::int64_t max, const std::string &file,
                                  const std::string &prefix = {});
Result<double> requireDouble(const QJsonObject &obj, const char *key, double min, double max,
                             const std::string &file, const std::string &prefix = {});
Result<bool> requireBool(const QJsonObject &obj, const char *key, const std::string &file,
                         const std::string &prefix = {});
// OutOfRange for strings that are empty (when `allowEmpty` is false) or longer than `maxLength`
// bytes (UTF-8).
Result<std::string> requireString(const QJsonObject &obj, const char *key, const std::string &file,
                                  const std::string &prefix = {}, bool allowEmpty = false,
                                  std::size_t maxLength = kMaxStringLength);
Result<QJsonObject> requireObject(const QJsonObject &obj, const char *key, const std::string &file,
                                  const std::string &prefix = {});

// Optional fields: `fallback` when absent or null, otherwise the checks above.
Result<int> optionalInt(const QJsonObject &obj, const char *key, int fallback, int min, int max,
                        const std::string &file, const std::string &prefix = {});
Result<double> optionalDouble(const QJsonObject &obj, const char *key, double fallback, double min,
                              double max, const std::string &file, const std::string &prefix = {});
Result<bool> optionalBool(const QJsonObject &obj, const char *key, bool fallback,
                          const std::string &file, const std::string &prefix = {});
// Present strings may be empty.
Result<std::string> optionalString(const QJsonObject &obj, const char *key,
                                   const std::string &fallback, const std::string &file,
                                   const std::string &prefix = {},
                                   std::size_t maxLength = kMaxStringLength);

// Reads many fields of one object and keeps the first error; later reads return their
// fallback and do not replace it. Child readers (nested objects) share that first error and
// name their fields by the full key path ("cluster.gpus"), so a caller reads a whole document
// and checks ok() once at the end. Overloads without a fallback read required fields.
class FieldReader final {
public:
    // `defaults` supplies keys `obj` does not have (a present null stays null), e.g. the
    // values a Hugging Face config class leaves out of config.json.
    FieldReader(QJsonObject obj, std::string file, std::string prefix = {}, const QJsonObject &defaults = {});

    // True when `key` is present and not null.
    bool has(const char *key) const;
    // The raw value of `key` (undefined when absent), for arrays and other shapes read by hand.
    QJsonValue value(const char *key) const;
    // Reader of the object under `key`. MissingField when required and absent (or null),
    // WrongType for another JSON type; an optional absent object reads as empty, so every
    // field of it takes its fallback.
    FieldReader child(const char *key, bool required = true);

    int integer(const char *key, int min, int max);
    int integer(const char *key, int min, int max, int fallback);
    std::int64_t integer64(const char *key, std::int64_t min, std::int64_t max);
    double number(const char *key, double min, double max);
    double number(const char *key, double min, double max, double fallback);
    // nullopt when absent or null; otherwise checked like number().
    std::optional<double> optionalNumber(const char *key, double min, double max);
    bool boolean(const char *key);
    bool boolean(const char *key, bool fallback);
    std::optional<bool> optionalBoolean(const char *key);
    std::string string(const char *key);
    std::string string(const char *key, const std::string &fallback);
    // Required (non-empty) without a fallback, optional with one; at most `maxLength` bytes.
    std::string string(const char *key, const std::optional<std::string> &fallback, std::size_t maxLength);

    // Enum spelled as a string; UnknownValue (detail: the spelling) when `parse` rejects it.
    template <typename E, typename Parse>
    E enumeration(const char *key, Parse parse, std::optional<E> fallback)
    {
        if (fallback && !has(key))
            return *fallback;
        const std::string text = string(key);
        if (!ok())
            return fallback.value_or(E{});
        if (const std::optional<E> value = parse(text))
            return *value;
        fail(ErrorCode::UnknownValue, key, text);
        return fallback.value_or(E{});
    }

    bool ok() const { return !m_error->has_value(); }
    // The first error; only valid when !ok().
    const Error &error() const { return **m_error; }
    // Records `error` unless an earlier one is kept.
    void fail(Error error);
    // Records an error about the field `key` of this reader's object.
    void fail(ErrorCode code, std::string_view key, std::string detail = {});

    const std::string &file() const { return m_file; }
    const std::string &prefix() const { return m_prefix; }

private:
    FieldReader(QJsonObject obj, std::string file, std::string prefix,
                std::shared_ptr<std::optional<Error>> error);

    template <typename T>
    T take(Result<T> result, T fallback);

    QJsonObject m_obj;
    std::string m_file;
    std::string m_prefix;
    std::shared_ptr<std::optional<Error>> m_error; // shared with child readers
};

} // namespace gpusizer::core::jsonfields
