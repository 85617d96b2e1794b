#include "catalog/exchangeratesfile.h"

#include "catalog/builtinresource.h"
#include "catalog/isodate.h"
#include "util/jsonfields.h"
#include "util/logging.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <spdlog/spdlog.h>

namespace gpusizer::core {

Result<ExchangeRates> exchangeRatesFromJson(const std::string &json, const std::string &fileName)
{
    Result<QJsonObject> root = jsonfields::parseObject(json, fileName);
    if (!root)
        return root.error();
    jsonfields::FieldReader r(root.value(), fileName);
    const int version = r.integer("version", 1, 1000000);
    if (r.ok() && version > 1)
        return Error{ErrorCode::UnsupportedVersion, "version", std::to_string(version), fileName};
    const std::string base = r.string("base", std::string("USD"), 8);
    if (r.ok() && base != "USD")
        r.fail(ErrorCode::UnknownValue, "base", base);
    ExchangeRates rates;
    rates.date = r.string("date", std::nullopt, 10);
    if (r.ok() && !isIsoDate(rates.date))
        r.fail(ErrorCode::OutOfRange, "date", rates.date);
    rates.source = r.string("source", std::string(), 400);
    jsonfields::FieldReader per = r.child("rates");
    for (std::string_view code : kCurrencies) {
        const std::string key(code);
        rates.setRate(key, code == "USD" ? per.number(key.c_str(), 1.0, 1.0, 1.0) : per.number(key.c_str(), 1e-6, 1e6));
    }
    if (!r.ok())
        return r.error();
    return rates;
}

std::string exchangeRatesToJson(const ExchangeRates &rates)
{
    QJsonObject per;
    for (const auto &[code, rate] : rates.perUsd)
        per.insert(QString::fromStdString(code), rate);
    const QJsonObject root{
        {QStringLiteral("version"), 1},
        {QStringLiteral("base"), QStringLiteral("USD")},
        {QStringLiteral("date"), QString::fromStdString(rates.date)},
        {QStringLiteral("source"), QString::fromStdString(rates.source)},
        {QStringLiteral("rates"), per},
    };
    return QJsonDocument(root).toJson(QJsonDocument::Indented).toStdString();
}

const ExchangeRates &builtInExchangeRates()
{
    static const ExchangeRates rates =
        parseBuiltIn<ExchangeRates>(":/data/exchange_rates.json", exchangeRatesFromJson, "exchange rates")
            .value_or(ExchangeRates{});
    return rates;
}

} // namespace gpusizer::core
