#include "settings/appsettings.h"

#include "catalog/exchangeratesfile.h"
#include "util/logging.h"

#include <QDir>
#include <QLocale>
#include <QStandardPaths>

#include <spdlog/spdlog.h>

namespace gpusizer::ui {

void settingsdetail::logCorrupt(const QString &key, const QVariant &stored)
{
    core::logging::get("ui")->warn("ignoring unreadable setting {} (stored type {})", key.toStdString(),
                                   stored.typeName() ? stored.typeName() : "unknown");
}

QString appsettings::sessionFile()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation);
    QDir().mkpath(dir);
    return dir + QStringLiteral("/session.gpusizer.json");
}

namespace {

SettingValue<QString> currency() { return SettingValue<QString>(QStringLiteral("prices/currency")); }
SettingValue<QString> exchangeRatesJson() { return SettingValue<QString>(QStringLiteral("prices/exchangeRates")); }
SettingValue<double> lifetimeYears() { return SettingValue<double>(QStringLiteral("prices/lifetimeYears"), core::Prices{}.lifetimeYears); }
SettingValue<double> powerPricePerKwh()
{
    return SettingValue<double>(QStringLiteral("prices/powerPricePerKwh"), core::Prices{}.powerPricePerKwh);
}

} // namespace

void appsettings::savePrices(const core::Prices &prices)
{
    lifetimeYears().set(prices.lifetimeYears);
    currency().set(QString::fromStdString(prices.currency));
    powerPricePerKwh().set(prices.powerPricePerKwh);
}

void appsettings::applySavedPrices(core::Prices &prices)
{
    prices.rates = exchangeRates();
    // A new scenario prices in the language's currency (NOK for nb, EUR for de). The defaults are
    // in USD; the power price last used is in the currency it was saved with (USD before there
    // was one), converted to the language's.
    const std::string target = defaultCurrencyFor(QLocale());
    std::string saved = currency().get().toStdString();
    if (!core::isKnownCurrency(saved))
        saved = "USD";
    prices.lifetimeYears = lifetimeYears().get();
    const double power = powerPricePerKwh().get();
    if (prices.rates.rate(target) && prices.rates.rate(saved)) {
        prices.hostingPerKwMonth = prices.rates.convert(prices.hostingPerKwMonth, "USD", target).value_or(prices.hostingPerKwMonth);
        prices.licencePerGpuYear = prices.rates.convert(prices.licencePerGpuYear, "USD", target).value_or(prices.licencePerGpuYear);
        prices.powerPricePerKwh = prices.rates.convert(power, saved, target).value_or(power);
        prices.currency = target;
    } else {
        prices.powerPricePerKwh = power;
    }
}

std::string appsettings::defaultCurrencyFor(const QLocale &locale)
{
    switch (locale.language()) {
    case QLocale::NorwegianBokmal: return "NOK";
    case QLocale::German: return "EUR";
    default: return "USD";
    }
}

core::ExchangeRates appsettings::exchangeRates()
{
    const QString stored = exchangeRatesJson().get();
    if (!stored.isEmpty()) {
        if (auto rates = core::exchangeRatesFromJson(stored.toStdString(), "settings"))
            return rates.value();
        core::logging::get("ui")->warn("ignoring unreadable exchange rates in the settings");
    }
    return core::builtInExchangeRates();
}

void appsettings::setExchangeRates(const core::ExchangeRates &rates)
{
    if (rates == core::builtInExchangeRates())
        exchangeRatesJson().remove();
    else
        exchangeRatesJson().set(QString::fromStdString(core::exchangeRatesToJson(rates)));
}

QString appsettings::priceListFile()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation);
    QDir().mkpath(dir);
    return dir + QStringLiteral("/prices.json");
}

QStringList appsettings::withRecentFile(QStringList recent, const QString &path)
{
    const QString clean = QDir::cleanPath(path);
    recent.removeAll(clean);
    recent.prepend(clean);
    while (recent.size() > kMaxRecentFiles)
        recent.removeLast();
    return recent;
}

} // namespace gpusizer::ui
