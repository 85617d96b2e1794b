// The export dialog, File → Export sizing report… and the shipped example scenarios.
#include "test_report_fixtures.h"

#include "document/scenariodocument.h"
#include "io/scenariofile.h"
#include "mainwindow.h"
#include "exportdialog.h"
#include "reportexport.h"
#include "report/reportlanguage.h"
#include "report/reporttext.h"
#include "report/reportwriter.h"

#include <QAction>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileInfo>
#include <QLineEdit>
#include <QMenu>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace gpusizer;
using namespace gpusizer::ui;
using namespace reporttest;

namespace {

core::Scenario exampleScenario(const char *name)
{
    QFile file(QStringLiteral(":/examples/%1").arg(QLatin1String(name)));
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << name;
    auto scenario = core::scenarioFromJson(file.readAll(), name);
    EXPECT_TRUE(scenario.ok()) << (scenario.ok() ? std::string() : core::describe(scenario.error()));
    return scenario.ok() ? scenario.value() : core::Scenario {};
}

} // namespace

TEST(ReportExamples, LlamaQloraFitsOnOne80GbGpu)
{
    const core::Scenario s = exampleScenario("llama-3.1-70b-qlora-1xh100.gpusizer.json");
    EXPECT_EQ(s.model.id, "llama-3.1-70b");
    EXPECT_EQ(s.method, core::Method::QLoRA);
    EXPECT_EQ(s.parallel.gpus, 1);
    const core::Analysis analysis = analysisOf(s);
    ASSERT_TRUE(analysis.valid);
    EXPECT_NEAR(analysis.gpu.memoryBytes, 80e9, 1e9);
    EXPECT_EQ(analysis.verdict(), core::FitVerdict::Fits);
}

TEST(ReportExamples, SevenBillionFullFineTuneOnTwoGpus)
{
    const core::Scenario s = exampleScenario("mistral-7b-full-2xh100.gpusizer.json");
    EXPECT_EQ(s.method, core::Method::Full);
    EXPECT_EQ(s.parallel.gpus, 2);
    const core::Analysis analysis = analysisOf(s);
    ASSERT_TRUE(analysis.valid);
    EXPECT_NEAR(analysis.estimate.totalParams / 1e9, 7.25, 0.1);
    EXPECT_EQ(analysis.verdict(), core::FitVerdict::Fits);
}

TEST(ExportDialog, StartsFromTheScenarioAndRemembersTheConsultantsOwn)
{
    // The scenario's details (customer, project, validity, quote number, VAT) fill the dialog, not
    // the previous export's; the consultant, paper and logo are the consultant's own, remembered.
    QSettings().remove(QStringLiteral("report"));
    {
        ExportDialog dialog(QStringLiteral("nb"));
        EXPECT_EQ(dialog.info().language, QStringLiteral("nb"));
        EXPECT_TRUE(dialog.customerEdit()->text().isEmpty());
        EXPECT_FALSE(dialog.info().vatPercent);  // the language's standard rate
        dialog.customerEdit()->setText(QStringLiteral("Nordlys Analyse AS"));
        dialog.paperCombo()->setCurrentIndex(dialog.paperCombo()->findData(QStringLiteral("letter")));
        dialog.logoEdit()->setText(QStringLiteral("/srv/brand/fjord-logo.png"));
        dialog.accept();
    }
    core::ReportDetails details;
    details.customer = "Fjellvind AS";
    details.project = "Kundeservice";
    details.validityDays = 14;
    details.quoteNumber = "Q-17";
    details.vatPercent = 0.0;
    ExportDialog again(QStringLiteral("de"), details);
    EXPECT_EQ(again.info().customer, QStringLiteral("Fjellvind AS"));
    EXPECT_EQ(again.projectEdit()->text(), QStringLiteral("Kundeservice"));
    EXPECT_EQ(again.validityDaysSpin()->value(), 14);
    EXPECT_EQ(again.quoteNumberEdit()->text(), QStringLiteral("Q-17"));
    EXPECT_EQ(again.info().vatPercent, std::optional<double>(0.0));
    EXPECT_EQ(again.info().paper, ReportPaper::Letter);
    EXPECT_EQ(again.logoEdit()->text(), QStringLiteral("/srv/brand/fjord-logo.png"));
    EXPECT_EQ(again.info().language, QStringLiteral("de"));
    // What the dialog gives back is what the scenario keeps.
    EXPECT_EQ(reportDetailsOf(again.info()), details);
    QSettings().remove(QStringLiteral("report"));
}

TEST(ExportDialog, ValiditySetsTheInfo)
{
    QSettings().remove(QStringLiteral("report"));
    ExportDialog dialog(QStringLiteral("en"));
    EXPECT_TRUE(dialog.logoEdit()->text().isEmpty());
    EXPECT_EQ(dialog.validityDaysSpin()->value(), 30);
    EXPECT_EQ(dialog.validityDaysSpin()->minimum(), 1);
    EXPECT_EQ(dialog.validityDaysSpin()->maximum(), 365);
    EXPECT_EQ(dialog.info().validUntil, dialog.info().date.addDays(30));
    dialog.validityDaysSpin()->setValue(14);
    dialog.vatSpin()->setValue(25);
    const ReportInfo info = dialog.info();
    EXPECT_EQ(info.validUntil, info.date.addDays(14));
    EXPECT_EQ(info.vatPercent, std::optional<double>(25.0));
    // A validity out of range in a scenario is clamped by the spin box.
    core::ReportDetails odd;
    odd.validityDays = 1000;
    EXPECT_EQ(ExportDialog(QStringLiteral("en"), odd).validityDaysSpin()->value(), 365);
}

TEST(ReportExport, ActionHasCtrlEAndWritesTheWindowsScenario)
{
    MainWindow window;
    installReportExport(window);
    ASSERT_NE(window.exportReportAction(), nullptr);
    EXPECT_EQ(window.exportReportAction()->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_E));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("window.pdf"));
    ReportInfo info;
    info.customer = QStringLiteral("Fjordkraft Data");
    QString error;
    ASSERT_TRUE(exportReport(window, info, path, &error)) << error.toStdString();
    const QString text = pdfText(path);
    EXPECT_TRUE(text.contains(QStringLiteral("Fjordkraft Data")));
    EXPECT_TRUE(text.contains(normalised(QString::fromStdString(window.document()->scenario().model.displayName))));
}

// File → Export offers the report, the workbook and the ranked table (issue #27).
TEST(ReportExport, ExportMenuOffersPdfWorkbookAndTable)
{
    MainWindow window;
    installReportExport(window);
    const auto *menu = window.findChild<QMenu *>(QStringLiteral("exportMenu"));
    ASSERT_NE(menu, nullptr);
    QStringList texts;
    for (const QAction *action : menu->actions())
        texts << action->text();
    EXPECT_EQ(texts, (QStringList{QStringLiteral("Sizing &Report (PDF)\u2026"), QStringLiteral("&Workbook (XLSX)\u2026"),
                         QStringLiteral("Ranked &Table (CSV)\u2026")}));
    EXPECT_EQ(window.exportWorkbookAction()->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    QTemporaryDir dir;
    QString error;
    const QString xlsx = dir.filePath(QStringLiteral("window.xlsx"));
    ASSERT_TRUE(exportDocument(window, ExportFormat::Xlsx, ReportInfo{}, xlsx, &error)) << error.toStdString();
    QFile workbook(xlsx);
    ASSERT_TRUE(workbook.open(QIODevice::ReadOnly));
    EXPECT_TRUE(workbook.read(4) == QByteArray("PK\x03\x04"));
    const QString csv = dir.filePath(QStringLiteral("window.csv"));
    ASSERT_TRUE(exportDocument(window, ExportFormat::Csv, ReportInfo{}, csv, &error)) << error.toStdString();
    QFile table(csv);
    ASSERT_TRUE(table.open(QIODevice::ReadOnly));
    const QByteArray bytes = table.readAll();
    EXPECT_TRUE(bytes.startsWith("\xEF\xBB\xBFRank,GPU,GPUs,Layout,"));
    // One row a configuration the window's recommendation list shows (at least the scenario).
    EXPECT_GE(bytes.count("\r\n"), 2);
}

// The workbook's dialog asks only what the workbook shows.
TEST(ReportExport, WorkbookDialogHidesWhatOnlyThePdfPrints)
{
    ExportDialog dialog(QStringLiteral("en"));
    dialog.showWorkbookFieldsOnly();
    EXPECT_EQ(dialog.windowTitle(), QStringLiteral("Export Workbook"));
    EXPECT_TRUE(dialog.paperCombo()->isHidden());
    EXPECT_TRUE(dialog.vatSpin()->isHidden());
    EXPECT_TRUE(dialog.logoEdit()->parentWidget()->isHidden());
    EXPECT_FALSE(dialog.customerEdit()->isHidden());
    EXPECT_FALSE(dialog.projectEdit()->isHidden());
}

TEST(ReportExport, CurrentUiLanguageFollowsTheHook)
{
    QString current = QStringLiteral("de");
    setReportLanguageHook({ [&](const QString &code) { current = code; }, [&] { return current; } });
    EXPECT_EQ(currentUiLanguage(), QStringLiteral("de"));
    setReportLanguageHook({});
}
