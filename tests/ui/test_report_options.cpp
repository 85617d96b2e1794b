// The report's "Options compared" page (issue #16): the options pinned in the window, two to
// four, side by side in the report's language.
#include "test_report_fixtures.h"

#include "text/displayformat.h"
#include "document/pinnedoptions.h"
#include "document/scenariodocument.h"
#include "mainwindow.h"
#include "optionsview.h"
#include "panels/optionrows.h"
#include "panels/optionspanel.h"
#include "reportexport.h"
#include "report/reportlanguage.h"
#include "report/reportwriter.h"

#include <QCoreApplication>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace gpusizer;
using namespace gpusizer::ui;
using namespace reporttest;

namespace {

QString heading(const QString &language)
{
    const ScopedReportLanguage scoped(language);
    return QCoreApplication::translate("gpusizer::ui::ReportOptions", "Options compared");
}

std::vector<OptionRow> twoOptions(std::vector<PinnedOption> *pinned = nullptr)
{
    core::Scenario twoGpus = qloraScenario();
    twoGpus.parallel.gpus = 2;
    twoGpus.parallel.sharding = core::Sharding::DDP;
    std::vector<PinnedOption> options { { qloraScenario(), QLatin1Char('A'), {} },
        { twoGpus, QLatin1Char('B'), QStringLiteral("Faster") } };
    if (pinned)
        *pinned = options;
    return optionRows(options, core::GpuCatalog::builtIn());
}

QString render(const core::Analysis &analysis, const ReportInfo &info, const QTemporaryDir &dir)
{
    const QString path = dir.filePath(QStringLiteral("options.pdf"));
    QString error;
    EXPECT_TRUE(ReportWriter::write(analysis, info, path, &error)) << error.toStdString();
    return pdfText(path);
}

TEST(ReportOptions, TwoPinnedOptionsGetAPageWithBoth)
{
    QTemporaryDir dir;
    ReportInfo info = infoFor(QStringLiteral("en"));
    info.options = twoOptions();
    const core::Analysis analysis = analysisOf(qloraScenario());
    const QString text = render(analysis, info, dir);
    ASSERT_TRUE(text.contains(QStringLiteral("Options compared"))) << text.toStdString();
    const QString page = text.mid(text.indexOf(QStringLiteral("Options compared")));
    for (const QString &expected :
        { QStringLiteral("Option A"), QStringLiteral("Faster"), QStringLiteral("1 × H100 SXM5 80GB"),
            QStringLiteral("2 × H100 SXM5 80GB"), QStringLiteral("Cost (rent)"), QStringLiteral("Memory per GPU") })
        EXPECT_TRUE(page.contains(expected)) << expected.toStdString() << "\n" << page.toStdString();
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    for (const OptionRow &row : info.options) {
        EXPECT_TRUE(page.contains(normalised(formatMoney(row.configuration.rentTotal, "USD"))));
        EXPECT_TRUE(page.contains(normalised(formatHours(row.configuration.wallSeconds))));
    }
    QLocale::setDefault(QLocale::system());
    // Option A is the scenario the report is about.
    EXPECT_TRUE(page.contains(QStringLiteral("“Option A” is the scenario the rest of this report describes.")));
}

TEST(ReportOptions, FewerThanTwoOptionsAddNothing)
{
    QTemporaryDir dir;
    ReportInfo info = infoFor(QStringLiteral("en"));
    info.options = twoOptions();
    info.options.pop_back();
    const QString text = render(analysisOf(qloraScenario()), info, dir);
    EXPECT_FALSE(text.contains(QStringLiteral("Options compared")));
}

TEST(ReportOptions, InTheReportsLanguageWithItsNumbers)
{
    QTemporaryDir dir;
    ReportInfo info = infoFor(QStringLiteral("de"));
    info.options = twoOptions();
    const QString text = render(analysisOf(qloraScenario()), info, dir);
    const QString title = heading(QStringLiteral("de"));
    ASSERT_TRUE(text.contains(title)) << text.toStdString();
    const QString page = text.mid(text.indexOf(title));
    const ScopedReportLanguage scoped(QStringLiteral("de"));
    // German amounts: "12,34 $" (decimal comma).
    EXPECT_TRUE(page.contains(normalised(formatMoney(info.options[1].configuration.rentTotal, "USD"))))
        << page.toStdString();
}

TEST(ReportOptions, TheWindowsExportComparesThePinnedOptions)
{
    MainWindow window;
    ScenarioDocument *document = window.document();
    document->newScenario(qloraScenario());
    document->flush();
    OptionsPanel *panel = window.options()->panel();
    panel->pinCurrent();
    document->applyEdit(QStringLiteral("GPUs"), [](core::Scenario &s) {
        s.parallel.gpus = 2;
        s.parallel.sharding = core::Sharding::DDP;
    });
    document->flush();
    panel->pinCurrent();
    document->options()->rename(1, QStringLiteral("Two GPUs"));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("window.pdf"));
    QString error;
    ASSERT_TRUE(exportReport(window, infoFor(QStringLiteral("en")), path, &error)) << error.toStdString();
    const QString text = pdfText(path);
    ASSERT_TRUE(text.contains(QStringLiteral("Options compared"))) << text.toStdString();
    const QString page = text.mid(text.indexOf(QStringLiteral("Options compared")));
    EXPECT_TRUE(page.contains(QStringLiteral("Option A")));
    EXPECT_TRUE(page.contains(QStringLiteral("Two GPUs")));
    EXPECT_TRUE(page.contains(QStringLiteral("2 × H100 SXM5 80GB")));
    // The report is about the window's scenario: option "Two GPUs".
    EXPECT_TRUE(page.contains(QStringLiteral("“Two GPUs” is the scenario the rest of this report describes.")));
}

} // namespace
