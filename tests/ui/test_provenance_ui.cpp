// Provenance on every figure (issue #24 point 5) in the window and the report: the status bar
// says how many measured runs from how many sources stand behind the figures, or that they are
// modelled only; the report's accuracy section says it in one sentence.
#include "panels/assumptionslabel.h"
#include "test_report_fixtures.h"
#include "text/provenancetext.h"

#include "catalog/provenancetable.h"
#include "report/reportwriter.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <cmath>

using namespace gpusizer;
using namespace gpusizer::ui;
using namespace reporttest;

namespace {

class ProvenanceUiTest : public ::testing::Test
{
protected:
    void SetUp() override { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void TearDown() override { QLocale::setDefault(QLocale::system()); }
};

core::Scenario qloraOn(const char *gpuId)
{
    core::Scenario s = qloraScenario();
    s.gpuId = gpuId;
    return s;
}

QString writeReport(const core::Analysis &analysis, const char *name)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QLatin1String(name));
    QString error;
    EXPECT_TRUE(ReportWriter::write(analysis, infoFor(QStringLiteral("en")), path, &error)) << error.toStdString();
    return pdfText(path);
}

} // namespace

TEST_F(ProvenanceUiTest, TextsNameTheRunsAndSourcesOrSayModelledOnly)
{
    const core::Provenance measured{core::GpuGeneration::Hopper, core::Method::Pretrain, {21, 127, 127, 7}, true};
    const QString whole = provenanceText(measured);
    for (const QString &part : {QStringLiteral("measured on 127 run"), QStringLiteral("from 7 source"),
                                QStringLiteral("Hopper"), QStringLiteral("pre-training")})
        EXPECT_TRUE(whole.contains(part)) << whole.toStdString() << " lacks " << part.toStdString();
    EXPECT_TRUE(provenanceShortText(measured).startsWith(QStringLiteral("measured on 127 run")));
    EXPECT_TRUE(provenanceShortestText(measured).startsWith(QStringLiteral("127 run")));
    EXPECT_TRUE(provenanceSentence(measured).startsWith(QStringLiteral("Measured: 127 run")));

    const core::Provenance modelled{core::GpuGeneration::CDNA3, core::Method::QLoRA, {}, true};
    EXPECT_EQ(provenanceText(modelled), QStringLiteral("modelled, not measured on this family (CDNA\u00A03, QLoRA fine-tuning)"));
    EXPECT_EQ(provenanceShortText(modelled), QStringLiteral("modelled, not measured on this family"));
    EXPECT_EQ(provenanceShortestText(modelled), QStringLiteral("modelled only"));
    EXPECT_EQ(provenanceSentence(modelled),
              QStringLiteral("Modelled, not measured on this family: no run of QLoRA fine-tuning on the CDNA\u00A03 family "
                             "was measured, so the interval is the wider one."));
    EXPECT_EQ(regimeDescription(core::Method::Inference), QStringLiteral("inference and serving"));
}

TEST_F(ProvenanceUiTest, StatusBarSaysWhetherTheFamilyAndRegimeWereMeasured)
{
    // QLoRA on A100 was measured; on H100 (a fitted family) it never was.
    const core::Analysis ampere = analysisOf(qloraOn("a100-80gb-sxm"));
    const core::Analysis hopper = analysisOf(qloraOn("h100-sxm"));
    ASSERT_TRUE(ampere.valid);
    ASSERT_TRUE(hopper.valid);
    ASSERT_TRUE(ampere.interval.provenance.measured());
    ASSERT_FALSE(hopper.interval.provenance.measured());

    AssumptionsLabel label;
    label.setAnalysis(ampere);
    const int runs = core::builtInProvenanceTable().rowsOf(core::GpuGeneration::Ampere, core::Method::QLoRA).runs;
    EXPECT_TRUE(label.text().contains(QStringLiteral("measured on %1 run").arg(runs))) << label.text().toStdString();
    EXPECT_TRUE(label.text().endsWith(provenanceText(ampere.interval.provenance))) << label.text().toStdString();
    EXPECT_TRUE(label.toolTip().contains(provenanceText(ampere.interval.provenance)));

    label.setAnalysis(hopper);
    EXPECT_TRUE(label.text().endsWith(QStringLiteral("modelled, not measured on this family (Hopper, QLoRA fine-tuning)")))
        << label.text().toStdString();

    // Narrower: the short forms keep it, the narrowest leaves it to the tooltip.
    label.show();
    const QFontMetricsF metrics(label.font());
    const QString whole = label.fullText();
    label.resize(static_cast<int>(metrics.horizontalAdvance(whole)) - 20, label.sizeHint().height());
    EXPECT_TRUE(label.text().contains(QStringLiteral("modelled"))) << label.text().toStdString();
    EXPECT_LE(std::ceil(metrics.horizontalAdvance(label.text())), label.contentsRect().width());
    label.resize(120, label.sizeHint().height());
    EXPECT_FALSE(label.text().contains(QStringLiteral("modelled"))) << label.text().toStdString();
    EXPECT_TRUE(label.toolTip().contains(QStringLiteral("modelled, not measured on this family")));
}

TEST_F(ProvenanceUiTest, ReportSaysWhatTheFiguresWereMeasuredOn)
{
    const core::Analysis ampere = analysisOf(qloraOn("a100-80gb-sxm"));
    ASSERT_TRUE(ampere.valid);
    const QString text = writeReport(ampere, "measured.pdf");
    EXPECT_TRUE(text.contains(QStringLiteral("Measured: ")) && text.contains(QStringLiteral(
                    "of quality A or B of QLoRA fine-tuning on the Ampere family, from")))
        << text.toStdString();
    EXPECT_FALSE(text.contains(QStringLiteral("Modelled, not measured"))) << text.toStdString();

    const core::Analysis hopper = analysisOf(qloraOn("h100-sxm"));
    ASSERT_TRUE(hopper.valid);
    EXPECT_TRUE(writeReport(hopper, "modelled.pdf")
                    .contains(QStringLiteral("Modelled, not measured on this family: no run of QLoRA fine-tuning on "
                                             "the Hopper family was measured, so the interval is the wider one.")));
}
