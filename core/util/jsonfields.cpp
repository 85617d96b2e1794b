#include "util/jsonfields.h"

#include "util/jsonduplicatekey.h"

#include <algorithm>
#include <cmath>

#include <QJsonDocument>
#include <QJsonParseError>
#include <QJsonValue>
#include <QString>

namespace gpusizer::core::jsonfields {

namespace {

Error makeError(ErrorCode code, const std::string &prefix, std::string_view key,
                const std::string &file, std::string detail = {})
{
    return Error{code, fieldPath(prefix, key), std::move(detail), file};
}

// Deepest nesting of arrays/objects, stopping early once `limit` is exceeded.
int nestingDepth(const std::string &text, int limit)
{
    int depth = 0;
    int deepest = 0;
    bool inString = false;
    bool escaped = false;
    for (const char c : text) {
        if (inString) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            deepest = std::max(deepest, ++depth);
            if (deepest > limit)
                return deepest;
        } else if (c == ']' || c == '}') {
            --depth;
        }
    }
    return deepest;
}

std::string jsonTypeName(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null: return "null";
    case QJsonValue::Bool: return "bool";
    case QJsonValue::Double: return "number";
    case QJsonValue::String: return "string";
    case QJsonValue::Array: return "array";
    case QJsonValue::Object: return "object";
    case QJsonValue::Undefined: break;
    }
    return "undefined";
}

bool absent(const QJsonObject &obj, const char *key)
{
    const QJsonValue value = obj.value(QLatin1String(key));
    return value.isUndefined() || value.isNull();
}

Result<double> readNumber(const QJsonObject &obj, const char *key, double min, double max,
                          bool integral, const std::string &file, const std::string &prefix)
{
    const QJsonValue value = obj.value(QLatin1String(key));
    if (value.isUndefined() || value.isNull())
        return makeError(ErrorCode::MissingField, prefix, key, file);
    if (!value.isDouble())
        return makeError(ErrorCode::WrongType, prefix, key, file, jsonTypeName(value));
    const double number = value.toDouble();
    if (!std::isfinite(number) || number < min || number > max
        || (integral && number != std::floor(number)))
        return outOfRange(fieldPath(prefix, key), number, min, max, file, integral);
    return number;
}

} // namespace

Result<QJsonObject> parseObject(const std::string &text, const std::string &file,
                                std::int64_t maxBytes, int maxDepth)
{
    if (std::int64_t(text.size()) > maxBytes)
        return Error{ErrorCode::FileTooLarge, {}, std::to_string(text.size()), file};
    if (nestingDepth(text, maxDepth) > maxDepth)
        return Error{ErrorCode::InvalidJson, {}, "nesting deeper than " + std::to_string(maxDepth), file};
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(
        QByteArray::fromRawData(text.data(), qsizetype(text.size())), &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return Error{ErrorCode::InvalidJson, {},
                     parseError.errorString().toStdString() + " at offset "
                         + std::to_string(parseError.offset),
                     file};
    if (!doc.isObject())
        return Error{ErrorCode::InvalidJson, {}, "top level is not an object", file};
    if (const std::optional<std::string> key = duplicateKey(text)) {
        Error error = brokenRule(ErrorCode::InvalidJson, *key, ErrorRule::Duplicate);
        error.file = file;
        return error;
    }
    return doc.object();
}

std::string fieldPath(const std::string &prefix, std::string_view key)
{
    if (prefix.empty())
        return std::string(key);
    return prefix + "." + std::string(key);
}

Result<int> requireInt(const QJsonObject &obj, const char *key, int min, int max,
                       const std::string &file, const std::string &prefix)
{
    Result<double> number = readNumber(obj, key, min, max, true, file, prefix);
    if (!number)
        return number.error();
    return int(number.value());
}

Result<std::int64_t> requireInt64(const QJsonObject &obj, const char *key, std::int64_t min,
                                  std::int64_t max, const std::string &file,
                                  const std::string &prefix)
{
    Result<double> number = readNumber(obj, key, double(min), double(max), true, file, prefix);
    if (!number)
        return number.error();
    return std::int64_t(number.value());
}

Result<double> requireDouble(const QJsonObject &obj, const char *key, double min, double max,
                             const std::string &file, const std::string &prefix)
{
    return readNumber(obj, key, min, max, false, file, prefix);
}

Result<bool> requireBool(const QJsonObject &obj, const char *key, const std::string &file,
                         const std::string &prefix)
{
    const QJsonValue value = obj.value(QLatin1String(key));
    if (value.isUndefined() || value.isNull())
        return makeError(ErrorCode::MissingField, prefix, key, file);
    if (!value.isBool())
        return makeError(ErrorCode::WrongType, prefix, key, file, jsonTypeName(value));
    return value.toBool();
}

Result<std::string> requireString(const QJsonObject &obj, const char *key, const std::string &file,
                                  const std::string &prefix, bool allowEmpty, std::size_t maxLength)
{
    const QJsonValue value = obj.value(QLatin1String(key));
    if (value.isUndefined() || value.isNull())
        return makeError(ErrorCode::MissingField, prefix, key, file);
    if (!value.isString())
        return makeError(ErrorCode::WrongType, prefix, key, file, jsonTypeName(value));
    std::string text = value.toString().toStdString();
    if ((!allowEmpty && text.empty()) || text.size() > maxLength)
        return makeError(ErrorCode::OutOfRange, prefix, key, file,
                         "length " + std::to_string(text.size()));
    return text;
}

Result<QJsonObject> requireObject(const QJsonObject &obj, const char *key, const std::string &file,
                                  const std::string &prefix)
{
    const QJsonValue value = obj.value(QLatin1String(key));
    if (value.isUndefined() || value.isNull())
        return makeError(ErrorCode::MissingField, prefix, key, file);
    if (!value.isObject())
        return makeError(ErrorCode::WrongType, prefix, key, file, jsonTypeName(value));
    return value.toObject();
}

Result<int> optionalInt(const QJsonObject &obj, const char *key, int fallback, int min, int max,
                        const std::string &file, const std::string &prefix)
{
    if (absent(obj, key))
        return fallback;
    return requireInt(obj, key, min, max, file, prefix);
}

Result<double> optionalDouble(const QJsonObject &obj, const char *key, double fallback, double min,
                              double max, const std::string &file, const std::string &prefix)
{
    if (absent(obj, key))
        return fallback;
    return requireDouble(obj, key, min, max, file, prefix);
}

Result<bool> optionalBool(const QJsonObject &obj, const char *key, bool fallback,
                          const std::string &file, const std::string &prefix)
{
    if (absent(obj, key))
        return fallback;
    return requireBool(obj, key, file, prefix);
}

Result<std::string> optionalString(const QJsonObject &obj, const char *key,
                                   const std::string &fallback, const std::string &file,
                                   const std::string &prefix, std::size_t maxLength)
{
    if (absent(obj, key))
        return fallback;
    return requireString(obj, key, file, prefix, true, maxLength);
}

FieldReader::FieldReader(QJsonObject obj, std::string file, std::string prefix, const QJsonObject &defaults)
    : FieldReader(std::move(obj), std::move(file), std::move(prefix),
                  std::make_shared<std::optional<Error>>())
{
    for (auto it = defaults.begin(); it != defaults.end(); ++it)
        if (!m_obj.contains(it.key()))
            m_obj.insert(it.key(), it.value());
}

QJsonValue FieldReader::value(const char *key) const
{
    return m_obj.value(QLatin1String(key));
}

FieldReader::FieldReader(QJsonObject obj, std::string file, std::string prefix,
                         std::shared_ptr<std::optional<Error>> error)
    : m_obj(std::move(obj)), m_file(std::move(file)), m_prefix(std::move(prefix)), m_error(std::move(error))
{
}

bool FieldReader::has(const char *key) const
{
    return !absent(m_obj, key);
}

FieldReader FieldReader::child(const char *key, bool required)
{
    QJsonObject object;
    if (required || has(key)) {
        Result<QJsonObject> found = requireObject(m_obj, key, m_file, m_prefix);
        if (found)
            object = std::move(found).value();
        else
            fail(found.error());
    }
    return FieldReader(std::move(object), m_file, fieldPath(m_prefix, key), m_error);
}

void FieldReader::fail(Error error)
{
    if (ok())
        *m_error = std::move(error);
}

void FieldReader::fail(ErrorCode code, std::string_view key, std::string detail)
{
    fail(makeError(code, m_prefix, key, m_file, std::move(detail)));
}

template <typename T>
T FieldReader::take(Result<T> result, T fallback)
{
    if (!ok())
        return fallback;
    if (!result) {
        *m_error = result.error();
        return fallback;
    }
    return std::move(result).value();
}

int FieldReader::integer(const char *key, int min, int max)
{
    return take(requireInt(m_obj, key, min, max, m_file, m_prefix), 0);
}

int FieldReader::integer(const char *key, int min, int max, int fallback)
{
    return take(optionalInt(m_obj, key, fallback, min, max, m_file, m_prefix), fallback);
}

std::int64_t FieldReader::integer64(const char *key, std::int64_t min, std::int64_t max)
{
    return take(requireInt64(m_obj, key, min, max, m_file, m_prefix), std::int64_t(0));
}

double FieldReader::number(const char *key, double min, double max)
{
    return take(requireDouble(m_obj, key, min, max, m_file, m_prefix), 0.0);
}

double FieldReader::number(const char *key, double min, double max, double fallback)
{
    return take(optionalDouble(m_obj, key, fallback, min, max, m_file, m_prefix), fallback);
}

std::optional<double> FieldReader::optionalNumber(const char *key, double min, double max)
{
    if (!has(key))
        return std::nullopt;
    const double value = number(key, min, max);
    if (!ok())
        return std::nullopt;
    return value;
}

bool FieldReader::boolean(const char *key)
{
    return take(requireBool(m_obj, key, m_file, m_prefix), false);
}

bool FieldReader::boolean(const char *key, bool fallback)
{
    return take(optionalBool(m_obj, key, fallback, m_file, m_prefix), fallback);
}

std::optional<bool> FieldReader::optionalBoolean(const char *key)
{
    if (!has(key))
        return std::nullopt;
    const bool value = boolean(key);
    if (!ok())
        return std::nullopt;
    return value;
}

std::string FieldReader::string(const char *key)
{
    return take(requireString(m_obj, key, m_file, m_prefix), std::string());
}

std::string FieldReader::string(const char *key, const std::string &fallback)
{
    return take(optionalString(m_obj, key, fallback, m_file, m_prefix), fallback);
}

std::string FieldReader::string(const char *key, const std::optional<std::string> &fallback,
                                std::size_t maxLength)
{
    if (!fallback)
        return take(requireString(m_obj, key, m_file, m_prefix, false, maxLength), std::string());
    return take(optionalString(m_obj, key, *fallback, m_file, m_prefix, maxLength), *fallback);
}

} // namespace gpusizer::core::jsonfields
