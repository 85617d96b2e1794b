#include "catalog/exchangeratesfile.h"

#include "catalog/builtinresource.h"
#include "catalog/isodate.h"
#include "util/jsonfields.h"
#include "util/logging.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <spdlog/spdlog.h>

namespace gpusizer::core {

ExchangeRates readExchangeRates(jsonfields::FieldReader &r, const char *ratesKey, RatesCoverage coverage)
{
    const bool complete = coverage == RatesCoverage::Complete;
    ExchangeRates rates;
    rates.date = readIsoDate(r, "date", complete);
    rates.source = r.string("source", std::string(), 400);
    const QJsonValue table = r.value(ratesKey);
    jsonfields::FieldReader per = r.child(ratesKey);
    // A code the app does not know would be dropped without a word (a typo of a rate it needs).
    if (table.isObject())
        for (const QString &code : table.toObject().keys())
            if (!isKnownCurrency(code.toStdString())) {
                r.fail(ErrorCode::UnknownValue, ratesKey, code.toStdString());
                break;
            }
    for (std::string_view code : kCurrencies) {
        const std::string key(code);
        if (code == "USD")
            per.number(key.c_str(), 1.0, 1.0, 1.0);  // the base: 1 USD is 1 USD
        else if (complete || per.has(key.c_str()))
            rates.setRate(key, per.number(key.c_str(), 1e-6, 1e6));
    }
    return rates;
}

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
    const ExchangeRates rates = readExchangeRates(r, "rates", RatesCoverage::Complete);
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
