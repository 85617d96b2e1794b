#include "io/pricelistfile.h"

#include "catalog/isodate.h"
#include "catalog/systemshape.h"
#include "util/csvfield.h"
#include "util/csvtable.h"
#include "util/jsonfields.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QString>

#include <algorithm>
#include <array>
#include <optional>
#include <utility>
#include <vector>

namespace gpusizer::core {

namespace {

constexpr qsizetype kMaxEntries = 10000;
constexpr double kMaxRent = 1.0e6;
constexpr double kMaxPurchase = 1.0e12;
// A price is 0 (free) or at least this: a denormal such as 1e-320 passed the range check and
// did not survive conversion into another currency and back (found by tests/fuzz).
constexpr double kMinPrice = 1.0e-4;

// Columns of the CSV form, in order; every key of the JSON form.
constexpr std::array kColumns = {"type", "id", "rent_per_hour", "purchase_price", "currency", "price_date", "source",
                                 "offered", "name", "vendor", "kind", "condition", "gpu", "gpus", "cpu_memory_gib",
                                 "network", "scale_out_gbps_per_gpu", "power_kw", "rack_units"};
constexpr std::array kNumberColumns = {"rent_per_hour", "purchase_price", "gpus", "cpu_memory_gib",
                                       "scale_out_gbps_per_gpu", "power_kw", "rack_units"};
// Free text, kept as written (the CSV's quotes carry every character): never trimmed.
constexpr std::array kTextColumns = {"source", "name", "vendor", "network"};

template <std::size_t N>
bool isOneOf(const std::array<const char *, N> &names, std::string_view name)
{
    return std::any_of(names.begin(), names.end(), [&](const char *n) { return name == n; });
}

// The position of `name` in kColumns; kColumns.size() when it is no column of the format.
std::size_t columnPosition(std::string_view name)
{
    return std::size_t(std::find_if(kColumns.begin(), kColumns.end(), [&](const char *k) { return name == k; })
                       - kColumns.begin());
}

// An error about the key or column `key` of an entry whose key path is `prefix`.
Error keyError(ErrorCode code, const std::string &prefix, std::string_view key, ErrorRule rule, const std::string &file)
{
    Error error = brokenRule(code, jsonfields::fieldPath(prefix, key), rule);
    error.file = file;
    return error;
}

Result<PriceEntry> readEntry(const QJsonObject &obj, const std::string &file, const std::string &prefix,
                             const GpuCatalog &catalog)
{
    // A misspelt key would be dropped without a word.
    for (auto it = obj.begin(); it != obj.end(); ++it)
        if (columnPosition(it.key().toStdString()) == kColumns.size())
            return keyError(ErrorCode::UnknownValue, prefix, it.key().toStdString(), ErrorRule::UnknownKey, file);
    jsonfields::FieldReader r(obj, file, prefix);
    PriceEntry e;
    const std::string type = r.string("type", std::nullopt, 16);
    if (r.ok() && type != "gpu" && type != "system")
        r.fail(ErrorCode::UnknownValue, "type", type + " (gpu or system)");
    e.type = type == "system" ? PriceEntry::Type::System : PriceEntry::Type::Gpu;
    e.id = r.string("id", std::nullopt, 64);
    e.rentPerHour = r.optionalNumber("rent_per_hour", 0.0, kMaxRent);
    e.purchasePrice = r.optionalNumber("purchase_price", 0.0, kMaxPurchase);
    for (const auto &[key, price] : {std::pair{"rent_per_hour", e.rentPerHour}, std::pair{"purchase_price", e.purchasePrice}})
        if (r.ok() && price && *price > 0 && *price < kMinPrice)
            r.fail(ErrorCode::OutOfRange, key, formatNumber(*price) + " (0, or at least 0.0001)");
    e.currency = r.string("currency", std::string("USD"), 8);
    if (r.ok() && !isKnownCurrency(e.currency))
        r.fail(ErrorCode::UnknownValue, "currency", e.currency);
    e.date = readIsoDate(r, "price_date", false);
    e.source = r.string("source", std::string(), 1000);
    e.offered = r.boolean("offered", false);
    if (!r.ok())
        return r.error();
    if (e.type == PriceEntry::Type::Gpu) {
        if (!catalog.find(e.id))
            return Error{ErrorCode::UnknownValue, jsonfields::fieldPath(prefix, "id"), e.id, file};
        return e;
    }
    if (e.rentPerHour)
        return Error{ErrorCode::OutOfRange, jsonfields::fieldPath(prefix, "rent_per_hour"), "systems are bought, not rented", file};
    if (catalog.findSystem(e.id))
        return e;
    // A system of the user's own: its id as the CSV form reads it, without spaces around it (a
    // JSON " box" was written to CSV and read back as "box"; found by tests/fuzz).
    if (QString::fromStdString(e.id).trimmed().toStdString() != e.id)
        return Error{ErrorCode::UnknownValue, jsonfields::fieldPath(prefix, "id"), e.id + " (spaces around the id)", file};
    // Its shape is required.
    SystemSpec s;
    s.id = e.id;
    readSystemShape(r, catalog, s);
    if (!r.ok())
        return r.error();
    s.purchasePrice = e.purchasePrice.value_or(0.0);
    s.currency = e.currency;
    s.priceDate = e.date;
    s.source = e.source;
    e.system = s;
    return e;
}

// The entries of `array`. JSON names an entry's fields by key path ("prices[3].rent_per_hour");
// a CSV (`lines`: the file's line of each entry's row) by line and column.
Result<PriceList> readEntries(const QJsonArray &array, const std::string &file, const GpuCatalog &catalog,
                              const std::vector<std::size_t> &lines = {})
{
    if (array.size() > kMaxEntries)
        return Error{ErrorCode::OutOfRange, "prices", std::to_string(array.size()), file};
    const bool csv = !lines.empty();
    PriceList list;
    for (qsizetype i = 0; i < array.size(); ++i) {
        const std::string prefix = csv ? std::string() : "prices[" + std::to_string(i) + "]";
        const auto located = [&](Error error) {
            if (csv)
                error.line = int(lines.at(std::size_t(i)));
            return error;
        };
        if (!array.at(i).isObject())
            return located(Error{ErrorCode::WrongType, prefix, {}, file});
        Result<PriceEntry> entry = readEntry(array.at(i).toObject(), file, prefix, catalog);
        if (!entry)
            return located(entry.error());
        if (list.find(entry.value().type, entry.value().id))
            return located(Error{ErrorCode::OutOfRange, jsonfields::fieldPath(prefix, "id"),
                                 "duplicate id " + entry.value().id, file});
        list.entries.push_back(std::move(entry).value());
    }
    return list;
}

// The index of each column of the format in `table`'s header (names trimmed); an unknown or a
// repeated column is refused (a misspelt one would be dropped, a second one ignored).
Result<std::vector<std::optional<std::size_t>>> columnIndices(const CsvTable &table, const std::string &file)
{
    std::vector<std::optional<std::size_t>> indices(kColumns.size());
    const std::vector<std::string> &header = table.header();
    for (std::size_t c = 0; c < header.size(); ++c) {
        const std::string name = QString::fromStdString(header[c]).trimmed().toStdString();
        const std::size_t position = columnPosition(name);
        const bool known = position < kColumns.size();
        if (!known || indices[position]) {
            Error error = keyError(ErrorCode::InvalidCsv, {}, name, known ? ErrorRule::Duplicate : ErrorRule::UnknownKey, file);
            error.line = int(table.headerLine());
            return error;
        }
        indices[position] = c;
    }
    return indices;
}

QJsonObject entryToJson(const PriceEntry &e)
{
    auto q = [](const std::string &s) { return QString::fromStdString(s); };
    QJsonObject o{
        {QStringLiteral("type"), e.type == PriceEntry::Type::Gpu ? QStringLiteral("gpu") : QStringLiteral("system")},
        {QStringLiteral("id"), q(e.id)},
        {QStringLiteral("currency"), q(e.currency)},
        {QStringLiteral("price_date"), q(e.date)},
        {QStringLiteral("source"), q(e.source)},
        {QStringLiteral("offered"), e.offered},
    };
    if (e.rentPerHour)
        o.insert(QStringLiteral("rent_per_hour"), *e.rentPerHour);
    if (e.purchasePrice)
        o.insert(QStringLiteral("purchase_price"), *e.purchasePrice);
    if (e.system) {
        const SystemSpec &s = *e.system;
        o.insert(QStringLiteral("name"), q(s.name));
        o.insert(QStringLiteral("vendor"), q(s.vendor));
        o.insert(QStringLiteral("kind"), q(std::string(toString(s.kind))));
        o.insert(QStringLiteral("condition"), q(std::string(toString(s.condition))));
        o.insert(QStringLiteral("gpu"), q(s.gpuId));
        o.insert(QStringLiteral("gpus"), s.gpus);
        o.insert(QStringLiteral("cpu_memory_gib"), s.cpuMemoryGiB);
        o.insert(QStringLiteral("network"), q(s.network));
        o.insert(QStringLiteral("scale_out_gbps_per_gpu"), s.scaleOutGbpsPerGpu);
        o.insert(QStringLiteral("power_kw"), s.powerKw);
        o.insert(QStringLiteral("rack_units"), s.rackUnits);
    }
    return o;
}

// One CSV cell as a JSON value: numbers for the numeric columns (C locale, "." decimals),
// booleans for "offered", strings otherwise; empty cells are absent.
std::optional<QJsonValue> cellToJson(const char *column, const std::string &cell)
{
    if (isOneOf(kTextColumns, column))
        return cell.empty() ? std::nullopt : std::optional<QJsonValue>(QJsonValue(QString::fromStdString(cell)));
    const QString text = QString::fromStdString(cell).trimmed();
    if (text.isEmpty())
        return std::nullopt;
    if (std::string_view(column) == "offered") {
        const QString t = text.toLower();
        if (t == QLatin1String("true") || t == QLatin1String("yes") || t == QLatin1String("1"))
            return QJsonValue(true);
        if (t == QLatin1String("false") || t == QLatin1String("no") || t == QLatin1String("0"))
            return QJsonValue(false);
        return QJsonValue(text);  // the reader names the column and the bad value
    }
    for (const char *numeric : kNumberColumns) {
        if (std::string_view(column) != numeric)
            continue;
        bool ok = false;
        const double value = text.toDouble(&ok);
        return ok ? QJsonValue(value) : QJsonValue(text);
    }
    return QJsonValue(text);
}

} // namespace

Result<PriceList> priceListFromJson(const std::string &json, const std::string &fileName, const GpuCatalog &catalog)
{
    Result<QJsonObject> root = jsonfields::parseObject(json, fileName);
    if (!root)
        return root.error();
    return priceListFromObject(root.value(), fileName, catalog);
}

Result<PriceList> priceListFromObject(const QJsonObject &root, const std::string &fileName, const GpuCatalog &catalog)
{
    Result<int> version = jsonfields::requireInt(root, "version", 1, 1000000, fileName);
    if (!version)
        return version.error();
    if (version.value() > 1)
        return Error{ErrorCode::UnsupportedVersion, "version", std::to_string(version.value()), fileName};
    const QJsonValue prices = root.value(QLatin1String("prices"));
    if (!prices.isArray())
        return Error{prices.isUndefined() ? ErrorCode::MissingField : ErrorCode::WrongType, "prices", {}, fileName};
    return readEntries(prices.toArray(), fileName, catalog);
}

QJsonObject priceListToObject(const PriceList &list)
{
    QJsonArray entries;
    for (const PriceEntry &e : list.entries)
        entries.append(entryToJson(e));
    return QJsonObject{{QStringLiteral("version"), 1}, {QStringLiteral("prices"), entries}};
}

std::string priceListToJson(const PriceList &list)
{
    return QJsonDocument(priceListToObject(list)).toJson(QJsonDocument::Indented).toStdString();
}

Result<PriceList> priceListFromCsv(const std::string &csv, const std::string &fileName, const GpuCatalog &catalog)
{
    Result<CsvTable> table = CsvTable::parse(csv, fileName);
    if (!table)
        return table.error();
    Result<std::vector<std::optional<std::size_t>>> indices = columnIndices(table.value(), fileName);
    if (!indices)
        return indices.error();
    for (const char *required : {"type", "id"})
        if (!indices.value()[columnPosition(required)])
            return Error{ErrorCode::MissingField, required, "column", fileName};
    QJsonArray array;
    std::vector<std::size_t> lines;
    for (std::size_t r = 0; r < table.value().rows().size(); ++r) {
        const std::vector<std::string> &row = table.value().rows()[r];
        QJsonObject obj;
        for (std::size_t c = 0; c < kColumns.size(); ++c) {
            const std::optional<std::size_t> index = indices.value()[c];
            if (!index || *index >= row.size())
                continue;
            if (const std::optional<QJsonValue> value = cellToJson(kColumns[c], row[*index]))
                obj.insert(QLatin1String(kColumns[c]), *value);
        }
        array.append(obj);
        lines.push_back(table.value().line(r));
    }
    return readEntries(array, fileName, catalog, lines);
}

std::string priceListToCsv(const PriceList &list)
{
    std::string out;
    for (std::size_t i = 0; i < kColumns.size(); ++i) {
        if (i > 0)
            out += ',';
        out += kColumns[i];
    }
    out += '\n';
    for (const PriceEntry &e : list.entries) {
        const QJsonObject o = entryToJson(e);
        for (std::size_t i = 0; i < kColumns.size(); ++i) {
            const QJsonValue v = o.value(QLatin1String(kColumns[i]));
            QString text;
            if (v.isBool())
                text = v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
            else if (v.isDouble())  // every digit that reads back the same number, no exponent
                text = QString::number(v.toDouble(), 'f', QLocale::FloatingPointShortest);
            else
                text = v.toString();
            if (i > 0)
                out += ',';
            out += csvField(text);
        }
        out += '\n';
    }
    return out;
}

} // namespace gpusizer::core
