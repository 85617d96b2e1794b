#pragma once

#include "util/result.h"

#include <cstdint>
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

// Reads a whole file; FileUnreadable when it cannot be opened, FileTooLarge over `maxBytes`.
Result<std::string> readFile(const std::string &path, std::int64_t maxBytes = kMaxJsonBytes);

// Parses text whose top level must be an object. FileTooLarge over `maxBytes`, InvalidJson for
// syntax errors, nesting deeper than `maxDepth` or a non-object top level.
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
// OutOfRange for strings that are empty (when `allowEmpty` is false) or longer than kMaxStringLength.
Result<std::string> requireString(const QJsonObject &obj, const char *key, const std::string &file,
                                  const std::string &prefix = {}, bool allowEmpty = false);
Result<QJsonObject> requireObject(const QJsonObject &obj, const char *key, const std::string &file,
                                  const std::string &prefix = {});

// Optional fields: `fallback` when absent or null, otherwise the checks above.
Result<int> optionalInt(const QJsonObject &obj, const char *key, int fallback, int min, int max,
                        const std::string &file, const std::string &prefix = {});
Result<std::int64_t> optionalInt64(const QJsonObject &obj, const char *key, std::int64_t fallback,
                                   std::int64_t min, std::int64_t max, const std::string &file,
                                   const std::string &prefix = {});
Result<double> optionalDouble(const QJsonObject &obj, const char *key, double fallback, double min,
                              double max, const std::string &file, const std::string &prefix = {});
Result<bool> optionalBool(const QJsonObject &obj, const char *key, bool fallback,
                          const std::string &file, const std::string &prefix = {});
Result<std::string> optionalString(const QJsonObject &obj, const char *key,
                                   const std::string &fallback, const std::string &file,
                                   const std::string &prefix = {});

// Reads many fields of one object and keeps the first error; later reads return their
// fallback and do not replace it. Check ok() once at the end.
class FieldReader final {
public:
    FieldReader(const QJsonObject &obj, std::string file, std::string prefix = {})
        : m_obj(obj), m_file(std::move(file)), m_prefix(std::move(prefix)) {}

    int integer(const char *key, int min, int max);
    int integer(const char *key, int min, int max, int fallback);
    std::int64_t integer64(const char *key, std::int64_t min, std::int64_t max);
    double number(const char *key, double min, double max);
    double number(const char *key, double min, double max, double fallback);
    bool boolean(const char *key);
    bool boolean(const char *key, bool fallback);
    std::string string(const char *key);
    std::string string(const char *key, const std::string &fallback);

    // Enum spelled as a string; UnknownValue (detail: the spelling) when `parse` rejects it.
    template <typename E, typename Parse>
    E enumeration(const char *key, Parse parse, std::optional<E> fallback)
    {
        const QJsonValue value = m_obj.value(QLatin1String(key));
        if (fallback && (value.isUndefined() || value.isNull()))
            return *fallback;
        const std::string text = string(key);
        if (!ok())
            return fallback.value_or(E{});
        if (const std::optional<E> value = parse(text))
            return *value;
        fail(Error{ErrorCode::UnknownValue, fieldPath(m_prefix, key), text, m_file});
        return fallback.value_or(E{});
    }

    bool ok() const { return !m_error.has_value(); }
    const Error &error() const { return *m_error; }
    void fail(Error error);

private:
    template <typename T>
    T take(Result<T> result, T fallback);

    const QJsonObject &m_obj;
    std::string m_file;
    std::string m_prefix;
    std::optional<Error> m_error;
};

} // namespace gpusizer::core::jsonfields
