#include "settings/appsettings.h"

#include "util/logging.h"

#include <QDir>
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

// 0 stands for "the catalog's price" (core::Prices keeps nullopt for it).
SettingValue<double> rentPerGpuHour() { return SettingValue<double>(QStringLiteral("prices/rentPerGpuHour"), 0.0); }
SettingValue<double> purchasePerGpu() { return SettingValue<double>(QStringLiteral("prices/purchasePerGpu"), 0.0); }
SettingValue<double> lifetimeYears() { return SettingValue<double>(QStringLiteral("prices/lifetimeYears"), core::Prices{}.lifetimeYears); }
SettingValue<double> powerPricePerKwh()
{
    return SettingValue<double>(QStringLiteral("prices/powerPricePerKwh"), core::Prices{}.powerPricePerKwh);
}

} // namespace

void appsettings::savePrices(const core::Prices &prices)
{
    rentPerGpuHour().set(prices.rentPerGpuHour.value_or(0));
    purchasePerGpu().set(prices.purchasePerGpu.value_or(0));
    lifetimeYears().set(prices.lifetimeYears);
    powerPricePerKwh().set(prices.powerPricePerKwh);
}

void appsettings::applySavedPrices(core::Prices &prices)
{
    if (const double rent = rentPerGpuHour().get(); rent > 0)
        prices.rentPerGpuHour = rent;
    if (const double purchase = purchasePerGpu().get(); purchase > 0)
        prices.purchasePerGpu = purchase;
    prices.lifetimeYears = lifetimeYears().get();
    prices.powerPricePerKwh = powerPricePerKwh().get();
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
