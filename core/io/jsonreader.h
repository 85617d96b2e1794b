#pragma once

#include "util/result.h"

#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include <QJsonObject>

namespace gpusizer::core {

// Reads typed, range-checked fields from a JSON object. The first problem is kept as an
// Error naming the file and the field path ("cluster.gpus"); later reads return defaults,
// so a caller reads everything and checks error() once. Never throws.
class JsonReader {
public:
    JsonReader(QJsonObject object, std::string file, std::string path = {});

    bool has(std::string_view key) const;
    JsonReader child(std::string_view key, bool required = true);

    int integer(std::string_view key, long long min, long long max, std::optional<int> fallback = std::nullopt);
    double number(std::string_view key, double min, double max, std::optional<double> fallback = std::nullopt);
    std::optional<double> optionalNumber(std::string_view key, double min, double max);
    bool boolean(std::string_view key, std::optional<bool> fallback = std::nullopt);
    std::optional<bool> optionalBoolean(std::string_view key);
    std::string string(std::string_view key, std::optional<std::string> fallback = std::nullopt,
                       std::size_t maxLength = 4096);

    // An enum spelled as text, parsed with one of the core's parse functions.
    template <typename E>
    E enumeration(std::string_view key, std::optional<E> (*parse)(std::string_view), std::optional<E> fallback)
    {
        const std::string text = string(key, fallback ? std::optional<std::string>(std::string()) : std::nullopt);
        if (text.empty() && fallback)
            return *fallback;
        if (const auto value = parse(text))
            return *value;
        fail(ErrorCode::UnknownValue, key, "'" + text + "'");
        return fallback.value_or(E{});
    }

    void fail(ErrorCode code, std::string_view key, std::string detail);
    const std::optional<Error> &error() const { return *m_error; }
    std::string fieldPath(std::string_view key) const;

private:
    JsonReader(QJsonObject object, std::string file, std::string path, std::shared_ptr<std::optional<Error>> error);
    QJsonValue value(std::string_view key) const;

    QJsonObject m_object;
    std::string m_file;
    std::string m_path;
    std::shared_ptr<std::optional<Error>> m_error;  // shared with child readers
};

// Parses text as a JSON object with size and nesting limits (files come from outside).
Result<QJsonObject> parseJsonObject(const QByteArray &data, const std::string &file,
                                    qsizetype maxBytes = 16 * 1024 * 1024, int maxDepth = 64);

} // namespace gpusizer::core
