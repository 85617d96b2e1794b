// Units and limits: the dataset field reads typed counts with units in every language and never
// clamps silently; GPUs per node keep a typed 99999 from becoming 9; a batch larger than the
// training data is said next to the effective batch; every control's range and every bound in a
// message come from core's one table of limits.
#include "document/scenariodocument.h"
#include "io/scenariofile.h"
#include "mainwindow.h"
#include "model/fieldlimits.h"
#include "widgets/tokencountspinbox.h"

#include <QApplication>
#include <QDoubleSpinBox>
#include <QProcess>
#include <QStringList>
#include <QTemporaryDir>

#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSpinBox>
#include <QTest>
#include <QUndoStack>

#include "widgetlookup.h"

#include <map>
#include <vector>

#include <gtest/gtest.h>

using namespace gpusizer;
using namespace gpusizer::ui;

namespace {

using uitest::child;

// Replaces the field's text with `text` as typed, then presses Enter.
void typeInto(QAbstractSpinBox *box, const QString &text)
{
    auto *edit = box->findChild<QLineEdit *>();
    ASSERT_NE(edit, nullptr);
    edit->selectAll();
    QTest::keyClicks(edit, text);
    QTest::keyClick(edit, Qt::Key_Return);
}

const QLocale kEnglish(QLocale::English, QLocale::UnitedStates);
const QLocale kNorwegian(QLocale::NorwegianBokmal, QLocale::Norway);
const QLocale kGerman(QLocale::German, QLocale::Germany);

} // namespace

TEST(TokenCountSpinBox, TypedUnitsAndScientificNotationSetTheCount)
{
    TokenCountSpinBox box;
    box.setLocale(kEnglish);
    box.setValue(20e6);
    EXPECT_EQ(box.text(), QStringLiteral("20 M tokens"));
    typeInto(&box, QStringLiteral("2T"));
    EXPECT_EQ(box.value(), 2e12);
    EXPECT_EQ(box.text(), QStringLiteral("2 T tokens"));
    typeInto(&box, QStringLiteral("500B"));
    EXPECT_EQ(box.value(), 500e9);
    EXPECT_EQ(box.text(), QStringLiteral("500 B tokens"));
    typeInto(&box, QStringLiteral("2e9"));
    EXPECT_EQ(box.value(), 2e9);
    EXPECT_EQ(box.text(), QStringLiteral("2 B tokens"));
    typeInto(&box, QStringLiteral("1,234,567,890"));
    EXPECT_EQ(box.value(), 1234567890.0);
    EXPECT_EQ(box.text(), QStringLiteral("1,234,567,890 tokens")); // no unit shows it exactly
    typeInto(&box, QStringLiteral("1.5 mrd."));                    // any language's units
    EXPECT_EQ(box.value(), 1.5e9);
    EXPECT_EQ(box.text(), QStringLiteral("1.5 B tokens"));
    EXPECT_TRUE(box.limitNote().isEmpty());
}

// A bare number is in the unit the field shows (issue #28 point 4): "200" typed over "50 M tokens"
// is 200 M, not 200 tokens; with the word "tokens", a unit, a group separator or an exponent it
// is what it says; a field showing a count in full takes it in full.
TEST(TokenCountSpinBox, ABareNumberIsInTheUnitTheFieldShows)
{
    TokenCountSpinBox box;
    box.setLocale(kEnglish);
    box.setValue(50e6);
    typeInto(&box, QStringLiteral("200"));
    EXPECT_EQ(box.value(), 200e6);
    EXPECT_EQ(box.text(), QStringLiteral("200 M tokens"));
    typeInto(&box, QStringLiteral("1.5"));
    EXPECT_EQ(box.value(), 1.5e6);
    typeInto(&box, QStringLiteral("200 tokens"));
    EXPECT_EQ(box.value(), 200.0);
    EXPECT_EQ(box.text(), QStringLiteral("200 tokens"));
    typeInto(&box, QStringLiteral("300"));  // shown in full now: taken in full
    EXPECT_EQ(box.value(), 300.0);
    box.setValue(2e12);
    typeInto(&box, QStringLiteral("1,000"));  // a group separator: in full
    EXPECT_EQ(box.value(), 1000.0);
    box.setValue(2e12);
    typeInto(&box, QStringLiteral("5e3"));
    EXPECT_EQ(box.value(), 5000.0);
    box.setValue(2e12);
    typeInto(&box, QStringLiteral("3"));
    EXPECT_EQ(box.value(), 3e12);
    // German: the decimal comma; "1,5" beside "20 Mio. tokens" is 1.5 million.
    box.setLocale(kGerman);
    box.setValue(20e6);
    typeInto(&box, QStringLiteral("1,5"));
    EXPECT_EQ(box.value(), 1.5e6);
}

TEST(TokenCountSpinBox, NorwegianSeparatorsAndUnits)
{
    TokenCountSpinBox box;
    box.setLocale(kNorwegian);
    box.setValue(20e6);
    EXPECT_EQ(box.text(), QStringLiteral("20 mill. tokens"));
    typeInto(&box, QStringLiteral("1,5 mrd."));
    EXPECT_EQ(box.value(), 1.5e9);
    EXPECT_EQ(box.text(), QStringLiteral("1,5 mrd. tokens"));
    typeInto(&box, QStringLiteral("2 bill."));
    EXPECT_EQ(box.value(), 2e12);
    // nb groups thousands with a no-break space; a typed space does as well.
    typeInto(&box, QStringLiteral("1 234 567 891"));
    EXPECT_EQ(box.value(), 1234567891.0);
    EXPECT_EQ(box.text(), QStringLiteral("1\u00a0234\u00a0567\u00a0891 tokens"));
}

TEST(TokenCountSpinBox, TextFollowsTheWidgetsLocale)
{
    TokenCountSpinBox box;
    box.setLocale(kEnglish);
    box.setValue(1.5e9);
    EXPECT_EQ(box.text(), QStringLiteral("1.5 B tokens"));
    box.setLocale(kGerman);
    EXPECT_EQ(box.text(), QStringLiteral("1,5 Mrd. tokens"));
    box.setValue(20e6);
    EXPECT_EQ(box.text(), QStringLiteral("20 Mio. tokens"));
    typeInto(&box, QStringLiteral("2 Bio."));
    EXPECT_EQ(box.value(), 2e12);
    EXPECT_EQ(box.text(), QStringLiteral("2 Bio. tokens"));
    box.setLocale(kNorwegian);
    EXPECT_EQ(box.text(), QStringLiteral("2 bill. tokens"));
    EXPECT_TRUE(box.inputHint().contains(QStringLiteral("500 mrd.")));
}

TEST(TokenCountSpinBox, GarbageIsRefusedAsTyped)
{
    TokenCountSpinBox box;
    box.setLocale(kEnglish);
    box.setValue(20e6);
    auto *edit = box.findChild<QLineEdit *>();
    ASSERT_NE(edit, nullptr);
    int pos = 0;
    for (const char *text : {"abc", "2TT", "-5", "2 x"}) {
        QString input = QString::fromLatin1(text);
        EXPECT_EQ(box.validate(input, pos), QValidator::Invalid) << text;
    }
    for (const char *text : {"", "2 mr", "1,", "2e", "2 T tok"}) {
        QString input = QString::fromLatin1(text);
        EXPECT_EQ(box.validate(input, pos), QValidator::Intermediate) << text;
    }
    edit->selectAll();
    QTest::keyClicks(edit, QStringLiteral("abc"));
    EXPECT_EQ(edit->text(), QStringLiteral("20 M tokens")); // every keystroke refused
    QTest::keyClick(edit, Qt::Key_Return);
    EXPECT_EQ(box.value(), 20e6);
    // An unfinished count keeps the previous value.
    typeInto(&box, QStringLiteral("2e"));
    EXPECT_EQ(box.value(), 20e6);
    EXPECT_EQ(box.text(), QStringLiteral("20 M tokens"));
}

TEST(TokenCountSpinBox, ACountBeyondTheLimitIsSetToTheLimitAndSaidSo)
{
    TokenCountSpinBox box;
    box.setLocale(kEnglish);
    box.setValue(20e6);
    QString note;
    QObject::connect(&box, &TokenCountSpinBox::limitNoteChanged, [&note](const QString &text) { note = text; });
    typeInto(&box, QStringLiteral("5000T"));
    EXPECT_EQ(box.value(), TokenCountSpinBox::kMaxTokens);
    EXPECT_EQ(box.text(), QStringLiteral("1,000 T tokens"));
    EXPECT_EQ(box.limitNote(), note);
    EXPECT_TRUE(note.contains(QStringLiteral("5000T"))) << note.toStdString();
    EXPECT_TRUE(note.contains(QStringLiteral("1,000 T tokens"))) << note.toStdString();
    // The note lasts while the limit is shown, and ends with another value.
    box.setValue(1e12);
    EXPECT_TRUE(box.limitNote().isEmpty());
    EXPECT_TRUE(note.isEmpty());
    typeInto(&box, QStringLiteral("0.2 tokens"));  // with the word: tokens, not the unit shown
    EXPECT_EQ(box.value(), 1.0);
    EXPECT_EQ(box.text(), QStringLiteral("1 token"));
    EXPECT_FALSE(box.limitNote().isEmpty());
}

TEST(WorkloadGroup, TypedDatasetGoesThroughTheDocumentWithUndo)
{
    MainWindow window;
    ScenarioDocument *doc = window.document();
    auto *box = child<TokenCountSpinBox>(window, "datasetTokens");
    box->setLocale(kEnglish);
    const double before = doc->scenario().workload.datasetTokens;
    EXPECT_EQ(box->value(), before);
    const int steps = doc->undoStack()->count();
    typeInto(box, QStringLiteral("2T"));
    EXPECT_EQ(doc->scenario().workload.datasetTokens, 2e12);
    EXPECT_EQ(doc->undoStack()->count(), steps + 1);
    doc->undoStack()->undo();
    EXPECT_EQ(doc->scenario().workload.datasetTokens, before);
    EXPECT_EQ(box->value(), before);
    EXPECT_FALSE(box->toolTip().isEmpty()); // what may be typed, and the range

    // Beyond the scenario file's limit: the limit, and a note under the field.
    auto *note = child<QLabel>(window, "datasetTokensNote");
    EXPECT_TRUE(note->isHidden());
    typeInto(box, QStringLiteral("2e18"));
    EXPECT_EQ(doc->scenario().workload.datasetTokens, 1e15);
    EXPECT_FALSE(note->isHidden());
    EXPECT_TRUE(note->text().contains(QStringLiteral("2e18"))) << note->text().toStdString();
    doc->undoStack()->undo();
    EXPECT_TRUE(note->isHidden());
}

TEST(ClusterGroup, GpusPerNodeBeyondTheLimitBecomesTheLimitNotItsFirstDigit)
{
    MainWindow window;
    ScenarioDocument *doc = window.document();
    auto *perNode = child<QSpinBox>(window, "gpusPerNode");
    perNode->setLocale(kEnglish);
    // The scenario file's range (core/io/scenariofile.cpp), named in the tooltip.
    EXPECT_EQ(perNode->minimum(), 1);
    EXPECT_EQ(perNode->maximum(), 72);
    EXPECT_TRUE(perNode->toolTip().contains(QStringLiteral("1 to 72"))) << perNode->toolTip().toStdString();
    EXPECT_FALSE(perNode->keyboardTracking());
    auto *edit = perNode->findChild<QLineEdit *>();
    ASSERT_NE(edit, nullptr);
    edit->selectAll();
    QTest::keyClicks(edit, QStringLiteral("99999"));
    EXPECT_EQ(edit->text(), QStringLiteral("99999")); // typed in full, not cut to "9"
    QTest::keyClick(edit, Qt::Key_Return);
    EXPECT_EQ(perNode->value(), 72);
    EXPECT_EQ(doc->scenario().parallel.gpusPerNode, 72);
    auto *note = child<QLabel>(window, "gpuCountNote");
    EXPECT_FALSE(note->isHidden());
    EXPECT_TRUE(note->text().contains(QStringLiteral("99,999"))) << note->text().toStdString();
    EXPECT_TRUE(note->text().contains(QStringLiteral("72"))) << note->text().toStdString();
    // A value in range clears it; garbage and a minus sign are still refused.
    typeInto(perNode, QStringLiteral("4"));
    EXPECT_EQ(doc->scenario().parallel.gpusPerNode, 4);
    EXPECT_TRUE(note->isHidden());
    edit->selectAll();
    QTest::keyClicks(edit, QStringLiteral("-x"));
    EXPECT_EQ(edit->text(), QStringLiteral("4"));
}

TEST(TrainingGroup, ABatchLargerThanTheTrainingDataIsWarned)
{
    MainWindow window;
    ScenarioDocument *doc = window.document();
    core::Scenario s = doc->scenario();
    s.method = core::Method::LoRA;
    s.microBatch = 8;
    s.gradAccum = 4;
    s.seqLen = 4096; // 131,072 tokens a step
    s.workload.datasetTokens = 100000;
    s.workload.epochs = 1;
    doc->replaceScenario(QStringLiteral("test"), s);
    doc->flush();
    auto *warning = child<QLabel>(window, "batchExceedsDataset");
    EXPECT_FALSE(warning->isHidden());
    EXPECT_TRUE(warning->text().startsWith(QStringLiteral("\u26a0"))) << warning->text().toStdString();
    EXPECT_TRUE(warning->text().contains(QLocale().toString(100000.0, 'f', 0))) << warning->text().toStdString();
    // 1.2 epochs of the data still hold less than one batch; ten do not.
    s.workload.epochs = 1.2;
    doc->replaceScenario(QStringLiteral("test"), s);
    doc->flush();
    EXPECT_FALSE(warning->isHidden());
    s.workload.epochs = 10;
    doc->replaceScenario(QStringLiteral("test"), s);
    doc->flush();
    EXPECT_TRUE(warning->isHidden());
    EXPECT_TRUE(warning->text().isEmpty());
    // Inference has no batch to warn about.
    s.workload.epochs = 1;
    s.method = core::Method::Inference;
    doc->replaceScenario(QStringLiteral("test"), s);
    doc->flush();
    EXPECT_TRUE(warning->isHidden());
}

// One table of limits (core/model/fieldlimits.h): every control that sets a limited field has
// the table's range, so the window shows any value a valid file holds.
TEST(FieldLimitControls, SpinBoxesTakeTheirRangeFromTheTable)
{
    MainWindow window;
    struct Control {
        const char *name;
        core::Limited field;
        double scale;
    };
    const Control controls[] = {
        {"seqLen", core::Limited::SeqLen, 1},
        {"microBatch", core::Limited::MicroBatch, 1},
        {"gradAccum", core::Limited::GradAccum, 1},
        {"loraRank", core::Limited::LoraRank, 1},
        {"gpusPerNode", core::Limited::GpusPerNode, 1},
        {"tensorParallel", core::Limited::Tp, 1},
        {"pipelineParallel", core::Limited::Pp, 1},
        {"servingUsers", core::Limited::Concurrency, 1},
        {"servingRequests", core::Limited::OfflineRequests, 1},
        {"servingInputLen", core::Limited::InputLen, 1},
        {"servingOutputLen", core::Limited::OutputLen, 1},
        {"servingPrefixCache", core::Limited::PrefixCacheHit, 100},
        {"servingRate", core::Limited::RequestRate, 1},
        {"epochs", core::Limited::Epochs, 1},
        {"rentPerGpuHour", core::Limited::RentPerGpuHour, 1},
        {"purchasePerGpu", core::Limited::PurchasePerGpu, 1},
        {"lifetimeYears", core::Limited::LifetimeYears, 1},
        {"powerPrice", core::Limited::PowerPrice, 1},
        {"budget", core::Limited::Budget, 1},
    };
    for (const Control &c : controls) {
        const core::FieldLimit &limit = core::fieldLimit(c.field);
        auto *box = window.findChild<QAbstractSpinBox *>(QString::fromLatin1(c.name));
        ASSERT_NE(box, nullptr) << c.name;
        double low = 0, high = 0;
        if (auto *spin = qobject_cast<QSpinBox *>(box)) {
            low = spin->minimum();
            high = spin->maximum();
        } else if (auto *spin = qobject_cast<QDoubleSpinBox *>(box)) {
            low = spin->minimum();
            high = spin->maximum();
        }
        EXPECT_DOUBLE_EQ(low, limit.low * c.scale) << c.name;
        EXPECT_DOUBLE_EQ(high, limit.high * c.scale) << c.name;
    }
}

// A valid file with tp 128 (the window once stopped at 64 while the estimate used 128) shows 128.
TEST(FieldLimitControls, AFileWithTensorParallel128Shows128)
{
    MainWindow window;
    core::Scenario s = window.document()->scenario();
    s.parallel.gpus = 256;
    s.parallel.gpusPerNode = 8;
    s.parallel.tp = 128;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("tp128.gpusizer.json"));
    ASSERT_FALSE(core::writeScenarioFile(s, path.toStdString()).has_value());
    QString error;
    ASSERT_TRUE(window.document()->openFile(path, &error)) << error.toStdString();
    EXPECT_EQ(window.document()->scenario().parallel.tp, 128);
    EXPECT_EQ(child<QSpinBox>(window, "tensorParallel")->value(), 128);
    EXPECT_EQ(child<QSpinBox>(window, "nodes")->value(), 32);
}

namespace {

QString cliError(const QStringList &args)
{
    QProcess cli;
    cli.start(QStringLiteral(GPUSIZER_CLI_PATH), args);
    EXPECT_TRUE(cli.waitForFinished(30000));
    EXPECT_NE(cli.exitCode(), 0);
    return QString::fromUtf8(cli.readAllStandardError());
}

} // namespace

// The same out-of-range value gives the same bound from the CLI's flag, a scenario file read by
// the CLI, a file opened in the window, and the window's control.
TEST(FieldLimitControls, TheSameValueGivesTheSameBoundEverywhere)
{
    const QString flag = cliError({QStringLiteral("estimate"), QStringLiteral("--micro-batch"), QStringLiteral("70000")});
    EXPECT_TRUE(flag.contains(QLatin1String("--micro-batch: expected a whole number 1 to 65536"))) << flag.toStdString();

    // The file: written with micro_batch 70000 (the writer does not check).
    MainWindow window;
    core::Scenario s = window.document()->scenario();
    s.microBatch = 70000;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big.gpusizer.json"));
    ASSERT_FALSE(core::writeScenarioFile(s, path.toStdString()).has_value());
    const QString file = cliError({QStringLiteral("estimate"), QStringLiteral("--scenario"), path});
    EXPECT_TRUE(file.contains(QLatin1String("field 'micro_batch'"))) << file.toStdString();
    EXPECT_TRUE(file.contains(QLatin1String("70000 is not a whole number between 1 and 65536"))) << file.toStdString();

    QString error;
    EXPECT_FALSE(window.document()->openFile(path, &error));
    const QString bound = QStringLiteral("\u201cmicro_batch\u201d must be a whole number between 1 and %1")
                              .arg(QLocale().toString(65536));
    EXPECT_TRUE(error.contains(bound)) << error.toStdString();
    EXPECT_EQ(child<QSpinBox>(window, "microBatch")->maximum(), 65536);
}

// A panel that holds still (issue #28 point 5): typing into a field, even a value that brings a
// warning (beyond the context window, a batch larger than the data), never moves that field or
// any field above it, so the next click lands where the user aims.
TEST(StablePanel, EditingAFieldMovesNothingAboveIt)
{
    MainWindow window;
    window.resize(1366, 768);
    window.show();
    QApplication::processEvents();
    ScenarioDocument *doc = window.document();
    doc->flush();
    const QStringList order{QStringLiteral("seqLen"), QStringLiteral("microBatch"), QStringLiteral("gradAccum"),
                            QStringLiteral("datasetTokens"), QStringLiteral("epochs")};
    const auto where = [&](const QString &name) {
        auto *w = window.findChild<QAbstractSpinBox *>(name);
        EXPECT_NE(w, nullptr) << name.toStdString();
        return w ? w->mapTo(&window, QPoint(0, 0)) : QPoint();
    };
    const std::vector<std::pair<QString, QString>> edits{
        {QStringLiteral("seqLen"), QStringLiteral("200000")},   // beyond the context window of 131,072
        {QStringLiteral("microBatch"), QStringLiteral("4096")}, // more than the data holds
        {QStringLiteral("gradAccum"), QStringLiteral("512")},
        {QStringLiteral("epochs"), QStringLiteral("3")},
    };
    for (const auto &[field, value] : edits) {
        std::map<QString, QPoint> before;
        for (const QString &name : order)
            before[name] = where(name);
        typeInto(window.findChild<QAbstractSpinBox *>(field), value);
        doc->flush();
        QApplication::processEvents();
        for (const QString &name : order) {
            EXPECT_EQ(where(name), before[name]) << "editing " << field.toStdString() << " moved " << name.toStdString();
            if (name == field)
                break;  // rows below the field may come and go
        }
    }
}
