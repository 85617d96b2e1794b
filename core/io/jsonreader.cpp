#include "io/jsonreader.h"

#include <cmath>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

namespace gpusizer::core {

namespace {

QString qkey(std::string_view key)
{
    return QString::fromUtf8(key.data(), static_cast<qsizetype>(key.size()));
}

// Deepest nesting of [ and { outside strings; stops counting once over the limit.
int nestingDepth(const QByteArray &data, int limit)
{
    int depth = 0;
    int deepest = 0;
    bool inString = false;
    bool escaped = false;
    for (const char c : data) {
        if (inString) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"')
            inString = true;
        else if (c == '{' || c == '[')
            deepest = std::max(deepest, ++depth);
        else if (c == '}' || c == ']')
            --depth;
        if (deepest > limit)
            break;
    }
    return deepest;
}

} // namespace

JsonReader::JsonReader(QJsonObject object, std::string file, std::string path)
    : JsonReader(std::move(object), std::move(file), std::move(path), std::make_shared<std::optional<Error>>())
{
}

JsonReader::JsonReader(QJsonObject object, std::string file, std::string path,
                       std::shared_ptr<std::optional<Error>> error)
    : m_object(std::move(object))
    , m_file(std::move(file))
    , m_path(std::move(path))
    , m_error(std::move(error))
{
}

std::string JsonReader::fieldPath(std::string_view key) const
{
    return m_path.empty() ? std::string(key) : m_path + "." + std::string(key);
}

void JsonReader::fail(ErrorCode code, std::string_view key, std::string detail)
{
    if (!m_error->has_value())
        *m_error = Error{code, fieldPath(key), std::move(detail), m_file};
}

bool JsonReader::has(std::string_view key) const
{
    const QJsonValue v = value(key);
    return !v.isUndefined() && !v.isNull();
}

QJsonValue JsonReader::value(std::string_view key) const { return m_object.value(qkey(key)); }

JsonReader JsonReader::child(std::string_view key, bool required)
{
    const QJsonValue v = value(key);
    if (v.isObject())
        return JsonReader(v.toObject(), m_file, fieldPath(key), m_error);
    if (v.isUndefined() || v.isNull()) {
        if (required)
            fail(ErrorCode::MissingField, key, {});
    } else {
        fail(ErrorCode::WrongType, key, "expected an object");
    }
    return JsonReader(QJsonObject(), m_file, fieldPath(key), m_error);
}

double JsonReader::number(std::string_view key, double min, double max, std::optional<double> fallback)
{
    const QJsonValue v = value(key);
    if (v.isUndefined() || v.isNull()) {
        if (!fallback)
            fail(ErrorCode::MissingField, key, {});
        return fallback.value_or(min);
    }
    if (!v.isDouble()) {
        fail(ErrorCode::WrongType, key, "expected a number");
        return fallback.value_or(min);
    }
    const double d = v.toDouble();
    if (!std::isfinite(d) || d < min || d > max) {
        fail(ErrorCode::OutOfRange, key, std::to_string(d) + " not in [" + std::to_string(min) + ", " +
                                             std::to_string(max) + "]");
        return fallback.value_or(min);
    }
    return d;
}

std::optional<double> JsonReader::optionalNumber(std::string_view key, double min, double max)
{
    if (!has(key))
        return std::nullopt;
    return number(key, min, max, min);
}

int JsonReader::integer(std::string_view key, long long min, long long max, std::optional<int> fallback)
{
    const double d = number(key, static_cast<double>(min), static_cast<double>(max),
                            fallback ? std::optional<double>(*fallback) : std::nullopt);
    if (d != std::floor(d)) {
        fail(ErrorCode::WrongType, key, "expected a whole number");
        return fallback.value_or(static_cast<int>(min));
    }
    return static_cast<int>(d);
}

bool JsonReader::boolean(std::string_view key, std::optional<bool> fallback)
{
    const QJsonValue v = value(key);
    if (v.isUndefined() || v.isNull()) {
        if (!fallback)
            fail(ErrorCode::MissingField, key, {});
        return fallback.value_or(false);
    }
    if (!v.isBool()) {
        fail(ErrorCode::WrongType, key, "expected true or false");
        return fallback.value_or(false);
    }
    return v.toBool();
}

std::optional<bool> JsonReader::optionalBoolean(std::string_view key)
{
    if (!has(key))
        return std::nullopt;
    return boolean(key, false);
}

std::string JsonReader::string(std::string_view key, std::optional<std::string> fallback, std::size_t maxLength)
{
    const QJsonValue v = value(key);
    if (v.isUndefined() || v.isNull()) {
        if (!fallback)
            fail(ErrorCode::MissingField, key, {});
        return fallback.value_or(std::string());
    }
    if (!v.isString()) {
        fail(ErrorCode::WrongType, key, "expected text");
        return fallback.value_or(std::string());
    }
    std::string text = v.toString().toStdString();
    if (text.size() > maxLength) {
        fail(ErrorCode::OutOfRange, key, "text longer than " + std::to_string(maxLength) + " bytes");
        return fallback.value_or(std::string());
    }
    return text;
}

Result<QJsonObject> parseJsonObject(const QByteArray &data, const std::string &file, qsizetype maxBytes, int maxDepth)
{
    if (data.size() > maxBytes)
        return Error{ErrorCode::FileTooLarge, {}, std::to_string(data.size()) + " bytes", file};
    if (nestingDepth(data, maxDepth) > maxDepth)
        return Error{ErrorCode::InvalidJson, {}, "nested deeper than " + std::to_string(maxDepth) + " levels", file};
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return Error{ErrorCode::InvalidJson, {},
                     parseError.errorString().toStdString() + " at offset " + std::to_string(parseError.offset), file};
    if (!doc.isObject())
        return Error{ErrorCode::InvalidJson, {}, "the top level is not an object", file};
    return doc.object();
}

} // namespace gpusizer::core
