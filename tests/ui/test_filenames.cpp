// File names the window suggests (issue #28 point 9): from the scenario and in the interface
// language, not "scenario.gpusizer.json" and not a half-English "…-brukere-sizing.pdf".
#include "i18n/languagemanager.h"
#include "text/displayformat.h"
#include "text/filenames.h"

#include "catalog/defaultscenario.h"

#include <gtest/gtest.h>

using namespace gpusizer;
using namespace gpusizer::ui;

TEST(FileNames, SlugsKeepLettersOfAnyScriptAndJoinTheRestWithOneHyphen)
{
    EXPECT_EQ(fileSlug(QStringLiteral("Llama 3.1 8B")), QStringLiteral("llama-3-1-8b"));
    EXPECT_EQ(fileSlug(QStringLiteral("  Kundeservice / Fjordrådgivning!  ")), QStringLiteral("kundeservice-fjordrådgivning"));
    EXPECT_EQ(fileSlug(QStringLiteral("Größe_und__Preis")), QStringLiteral("größe-und-preis"));
    EXPECT_TRUE(fileSlug(QStringLiteral("***")).isEmpty());
}

TEST(FileNames, NamesComeFromTheScenarioInTheInterfaceLanguage)
{
    const core::Scenario s = core::defaultScenario();
    LanguageManager languages;
    ASSERT_TRUE(languages.setLanguage(QStringLiteral("en")));
    EXPECT_EQ(scenarioFileStem(s), QStringLiteral("llama-3-1-8b-lora"));
    EXPECT_EQ(reportFileName(QString(), s), QStringLiteral("llama-3-1-8b-lora-sizing.pdf"));
    EXPECT_EQ(reportFileName(QStringLiteral("Kundeservice 300 brukere"), s),
              QStringLiteral("kundeservice-300-brukere-sizing.pdf"));
    ASSERT_TRUE(languages.setLanguage(QStringLiteral("nb")));
    EXPECT_EQ(reportFileName(QStringLiteral("Kundeservice 300 brukere"), s),
              QStringLiteral("kundeservice-300-brukere-dimensjonering.pdf"));
    ASSERT_TRUE(languages.setLanguage(QStringLiteral("de")));
    EXPECT_EQ(reportFileName(QStringLiteral("Kundenservice"), s), QStringLiteral("kundenservice-dimensionierung.pdf"));
    ASSERT_TRUE(languages.setLanguage(QStringLiteral("en")));
}

TEST(FileNames, AChartIsNamedAfterItsTitle)
{
    LanguageManager languages;
    ASSERT_TRUE(languages.setLanguage(QStringLiteral("en")));
    EXPECT_EQ(chartFileName(QStringLiteral("Memory per GPU"), QStringLiteral("png")), QStringLiteral("memory-per-gpu.png"));
    EXPECT_EQ(chartFileName(QStringLiteral("Methods compared (memory per GPU)"), QStringLiteral("svg")),
              QStringLiteral("methods-compared-memory-per-gpu.svg"));
    EXPECT_EQ(chartFileName(QString(), QStringLiteral("svg")), QStringLiteral("chart.svg"));
}

// Dates of prices in the interface's language (issue #28 point 9), not ISO beside the report's
// long dates; anything that is no ISO date stays as it is.
TEST(DisplayDates, APricesDateIsInTheLanguagesForm)
{
    LanguageManager languages;
    ASSERT_TRUE(languages.setLanguage(QStringLiteral("en")));
    EXPECT_EQ(formatIsoDate("2026-09-25"), QStringLiteral("25 Sep 2026"));
    ASSERT_TRUE(languages.setLanguage(QStringLiteral("nb")));
    EXPECT_EQ(formatIsoDate("2026-09-25"), QStringLiteral("25. sep. 2026"));
    ASSERT_TRUE(languages.setLanguage(QStringLiteral("de")));
    EXPECT_EQ(formatIsoDate("2026-09-25"), QStringLiteral("25. Sept. 2026"));
    EXPECT_EQ(formatIsoDate("Q3 2026"), QStringLiteral("Q3 2026"));
    ASSERT_TRUE(languages.setLanguage(QStringLiteral("en")));
}
