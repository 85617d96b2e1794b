#include "settings/appsettings.h"
#include "settings/settingvalue.h"

#include <QDir>
#include <QSettings>
#include <QStandardPaths>

#include <gtest/gtest.h>

using namespace gpusizer::ui;

TEST(SettingValue, RoundTripsAndIgnoresCorruptValues)
{
    const SettingValue<int> number(QStringLiteral("test/number"), 42);
    number.remove();
    EXPECT_EQ(number.get(), 42);
    number.set(7);
    EXPECT_EQ(number.get(), 7);
    QSettings().setValue(QStringLiteral("test/number"), QStringLiteral("not a number"));
    EXPECT_EQ(number.get(), 42);

    const SettingValue<bool> flag(QStringLiteral("test/flag"), true);
    QSettings().setValue(QStringLiteral("test/flag"), QStringLiteral("maybe"));
    EXPECT_TRUE(flag.get());
    flag.set(false);
    EXPECT_FALSE(flag.get());

    const SettingValue<double> price(QStringLiteral("test/price"), 1.5);
    QSettings().setValue(QStringLiteral("test/price"), QStringLiteral("nan"));
    EXPECT_DOUBLE_EQ(price.get(), 1.5);
    number.remove();
    flag.remove();
    price.remove();
}

TEST(AppSettings, RecentFilesMoveToFrontWithoutDuplicatesAndAreCapped)
{
    QStringList recent;
    for (int i = 0; i < 10; ++i)
        recent = appsettings::withRecentFile(recent, QStringLiteral("/tmp/f%1.gpusizer.json").arg(i));
    EXPECT_EQ(recent.size(), appsettings::kMaxRecentFiles);
    EXPECT_EQ(recent.first(), QStringLiteral("/tmp/f9.gpusizer.json"));
    recent = appsettings::withRecentFile(recent, QStringLiteral("/tmp/f5.gpusizer.json"));
    EXPECT_EQ(recent.first(), QStringLiteral("/tmp/f5.gpusizer.json"));
    EXPECT_EQ(recent.count(QStringLiteral("/tmp/f5.gpusizer.json")), 1);
}

TEST(TestIsolation, SettingsAndDataLiveInATemporaryHome)
{
    const QString home = QDir::homePath();
    EXPECT_TRUE(home.startsWith(QDir::tempPath())) << home.toStdString();
    EXPECT_TRUE(QSettings().fileName().startsWith(home)) << QSettings().fileName().toStdString();
    EXPECT_TRUE(QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation).startsWith(home));
}
