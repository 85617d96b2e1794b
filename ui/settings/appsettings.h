#pragma once

#include "model/currency.h"
#include "model/scenario.h"
#include "settings/settingvalue.h"

#include <QByteArray>
#include <QLocale>
#include <QString>
#include <QStringList>

namespace gpusizer::ui::appsettings {

// Bump when the dock/toolbar arrangement changes so an old saved state is not applied.
// 2: the columns were rebalanced (narrower recommendations with short GPU names); states of
// version 1 are dropped, splitter included.
inline constexpr int kWindowStateVersion = 2;
inline constexpr int kMaxRecentFiles = 8;

inline SettingValue<QByteArray> windowGeometry() { return SettingValue<QByteArray>(QStringLiteral("window/geometry")); }
inline SettingValue<QByteArray> windowState() { return SettingValue<QByteArray>(QStringLiteral("window/state")); }
inline SettingValue<QByteArray> splitterState() { return SettingValue<QByteArray>(QStringLiteral("window/splitter")); }
inline SettingValue<bool> darkPalette() { return SettingValue<bool>(QStringLiteral("window/darkPalette"), false); }
inline SettingValue<bool> presentationMode() { return SettingValue<bool>(QStringLiteral("window/presentation"), false); }
inline SettingValue<QString> language() { return SettingValue<QString>(QStringLiteral("ui/language")); }
inline SettingValue<QStringList> recentFiles() { return SettingValue<QStringList>(QStringLiteral("files/recent")); }
inline SettingValue<QString> lastDirectory() { return SettingValue<QString>(QStringLiteral("files/lastDirectory")); }
// The folder a chart was last saved to (PNG or SVG, the charts' context menu); empty: none yet.
inline SettingValue<QString> lastChartDirectory() { return SettingValue<QString>(QStringLiteral("charts/lastDirectory")); }
// The map tab's axes and metric (issue #29), by their gpu-sizer-cli names ("seq-len",
// "memory"), kept for training and for serving apart; `part` is "x", "y" or "metric"; empty: the
// defaults.
inline SettingValue<QString> mapChoice(bool serving, const QString &part)
{
    return SettingValue<QString>((serving ? QStringLiteral("map/serving/") : QStringLiteral("map/training/")) + part);
}
// The recommendation panel's "Split prefill and decode": the serving sweep also tries
// disaggregated deployments (core::RecommendOptions::disaggregate); off until the user turns it on.
inline SettingValue<bool> recommendDisaggregate() { return SettingValue<bool>(QStringLiteral("recommend/disaggregate"), false); }
// The file the last session had open (empty: an unsaved scenario, restored from sessionFile()).
inline SettingValue<QString> lastScenarioPath() { return SettingValue<QString>(QStringLiteral("session/lastScenario")); }
inline SettingValue<bool> lastScenarioModified() { return SettingValue<bool>(QStringLiteral("session/modified"), false); }
// The PDF report's logo file (empty: none), remembered by the export dialog (the validity is the
// scenario's, core::ReportDetails).
inline SettingValue<QString> reportLogoPath() { return SettingValue<QString>(QStringLiteral("report/logo")); }
// The prices the user set last, kept when a scenario is saved or the window closes; new
// scenarios start from them. Unset keys leave core::Prices' own defaults.
void savePrices(const core::Prices &prices);
void applySavedPrices(core::Prices &prices);

// The currency a language starts with: Norwegian NOK, German EUR, else USD.
std::string defaultCurrencyFor(const QLocale &locale);
// The exchange rates of the user's preferences (the shipped table until they edit it).
core::ExchangeRates exchangeRates();
void setExchangeRates(const core::ExchangeRates &rates);
// The user's price list (JSON, read with core::priceListFromJson).
QString priceListFile();

// Where the current scenario is kept between sessions (the user's data directory).
QString sessionFile();
// `path` moved to the front of the recent list, duplicates dropped, at most kMaxRecentFiles.
QStringList withRecentFile(QStringList recent, const QString &path);

} // namespace gpusizer::ui::appsettings
