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
    // The defaults are in USD; the saved power price in the saved currency (or USD before there
    // was one). The currency is the one last used, or the language's.
    std::string saved = currency().get().toStdString();
    const bool savedBefore = core::isKnownCurrency(saved);
    if (!savedBefore)
        saved = defaultCurrencyFor(QLocale());
    prices.lifetimeYears = lifetimeYears().get();
    if (prices.rates.rate(saved)) {
        prices.hostingPerGpuYear = prices.rates.convert(prices.hostingPerGpuYear, "USD", saved).value_or(prices.hostingPerGpuYear);
        const double power = powerPricePerKwh().get();
        prices.powerPricePerKwh = savedBefore ? power : prices.rates.convert(power, "USD", saved).value_or(power);
        prices.currency = saved;
    } else {
        prices.powerPricePerKwh = powerPricePerKwh().get();
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
