#pragma once

#include "catalog/builtinresource.h"
#include "util/jsonfields.h"
#include "util/logging.h"
#include "util/result.h"

#include <set>
#include <string>
#include <vector>

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>

#include <spdlog/spdlog.h>

namespace gpusizer::core::catalogfile {

// The shape every catalog file shares: {"version": 1, "<listKey>": [ {...}, ... ]} with unique
// "id"s. `readItem(object, file, prefix)` returns Result<Item>; items keep the file's order.
template <typename Item, typename ReadItem>
Result<std::vector<Item>> readList(const std::string &json, const std::string &file, const char *listKey,
                                   qsizetype maxItems, ReadItem readItem)
{
    Result<QJsonObject> root = jsonfields::parseObject(json, file);
    if (!root)
        return root.error();
    Result<int> version = jsonfields::requireInt(root.value(), "version", 1, 1000000, file);
    if (!version)
        return version.error();
    if (version.value() > 1)
        return Error{ErrorCode::UnsupportedVersion, "version", std::to_string(version.value()), file};
    const QJsonValue list = root.value().value(QLatin1String(listKey));
    if (list.isUndefined() || list.isNull())
        return Error{ErrorCode::MissingField, listKey, {}, file};
    if (!list.isArray())
        return Error{ErrorCode::WrongType, listKey, {}, file};
    const QJsonArray array = list.toArray();
    if (array.size() > maxItems)
        return Error{ErrorCode::OutOfRange, listKey, std::to_string(array.size()), file};

    std::vector<Item> items;
    std::set<std::string> ids;
    for (qsizetype i = 0; i < array.size(); ++i) {
        const std::string prefix = std::string(listKey) + "[" + std::to_string(i) + "]";
        if (!array.at(i).isObject())
            return Error{ErrorCode::WrongType, prefix, {}, file};
        Result<Item> item = readItem(array.at(i).toObject(), file, prefix);
        if (!item)
            return item.error();
        if (!ids.insert(item.value().id).second)
            return Error{ErrorCode::OutOfRange, prefix + ".id", "duplicate id " + item.value().id, file};
        items.push_back(std::move(item).value());
    }
    return items;
}

// Loads a catalog compiled into the binary; a broken built-in file is logged and gives an
// empty catalog (the UI then says that no GPUs or models are known) instead of a crash.
template <typename Catalog>
Catalog loadBuiltIn(const std::string &path, const char *what)
{
    const auto parse = [](const std::string &text, const std::string &file) { return Catalog::fromJson(text, file); };
    return parseBuiltIn<Catalog>(path, parse, std::string(what) + " catalog").value_or(Catalog());
}

} // namespace gpusizer::core::catalogfile
