#include "util/jsonduplicatekey.h"

#include "util/jsonfields.h"

#include <set>
#include <vector>

#include <QJsonArray>
#include <QJsonDocument>

namespace gpusizer::core::jsonfields {

namespace {

// An object or array being read: its key path, the keys seen (objects) or the element count.
struct Frame {
    bool object = false;
    std::string path;
    std::set<std::string> keys;
    std::string lastKey;
    std::size_t index = 0;
    bool expectKey = false;
};

// A string's text between its quotes, escapes resolved ("\u0061" and "a" are one key).
std::string unescaped(std::string_view raw)
{
    if (raw.find('\\') == std::string_view::npos)
        return std::string(raw);
    const QByteArray array = "[\"" + QByteArray(raw.data(), qsizetype(raw.size())) + "\"]";
    return QJsonDocument::fromJson(array).array().at(0).toString().toStdString();
}

// The key path of a value that starts inside `frames.back()`.
std::string childPath(const std::vector<Frame> &frames)
{
    if (frames.empty())
        return {};
    const Frame &top = frames.back();
    return top.object ? fieldPath(top.path, top.lastKey) : top.path + "[" + std::to_string(top.index) + "]";
}

} // namespace

std::optional<std::string> duplicateKey(std::string_view text)
{
    std::vector<Frame> frames;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '"') {
            const std::size_t start = i + 1;
            for (++i; i < text.size() && text[i] != '"'; ++i)
                if (text[i] == '\\')
                    ++i;
            if (frames.empty() || !frames.back().object || !frames.back().expectKey)
                continue;  // a value
            Frame &top = frames.back();
            std::string key = unescaped(text.substr(start, i - start));
            if (!top.keys.insert(key).second)
                return fieldPath(top.path, key);
            top.lastKey = std::move(key);
            top.expectKey = false;
        } else if (c == '{' || c == '[') {
            Frame frame;
            frame.object = c == '{';
            frame.expectKey = frame.object;
            frame.path = childPath(frames);
            frames.push_back(std::move(frame));
        } else if ((c == '}' || c == ']') && !frames.empty()) {
            frames.pop_back();
        } else if (c == ',' && !frames.empty()) {
            Frame &top = frames.back();
            top.expectKey = top.object;
            ++top.index;
        }
    }
    return std::nullopt;
}

} // namespace gpusizer::core::jsonfields
