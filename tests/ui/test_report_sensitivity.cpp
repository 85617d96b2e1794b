// The report's "What moves the answer" (issue #29 point 4): the tornado of the headline's
// figure as a vector figure with a caption naming the largest swing, in the report's language,
// for training and serving; no section without a sensitivity.
#include "test_report_fixtures.h"

#include "report/reportlanguage.h"
#include "report/reportsensitivity.h"
#include "report/reportstyle.h"
#include "report/reportwriter.h"
#include "report/tornadoblock.h"
#include "text/sensitivitytext.h"

#include <QBuffer>
#include <QPdfWriter>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace gpusizer;
using namespace gpusizer::ui;
using namespace reporttest;

namespace {

QString reportText(const core::Analysis &analysis, const ReportInfo &info)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("moves-%1.pdf").arg(info.language));
    QString error;
    EXPECT_TRUE(ReportWriter::write(analysis, info, path, &error)) << error.toStdString();
    return pdfText(path);
}

ReportInfo withSensitivity(const core::Analysis &analysis, const QString &language)
{
    ReportInfo info = infoFor(language);
    info.sensitivity = reportSensitivity(analysis, core::GpuCatalog::builtIn());
    return info;
}

} // namespace

TEST(ReportSensitivity, TheHeadlinesFigureOfTheScenario)
{
    const core::Analysis analysis = analysisOf(qloraScenario());
    const std::optional<core::Sensitivity> s = reportSensitivity(analysis, core::GpuCatalog::builtIn());
    ASSERT_TRUE(s.has_value());
    // Training: the run's cost, as `estimate --sensitivity` computes it.
    const core::Sensitivity expected
        = core::sensitivity(analysis.scenario, core::GpuCatalog::builtIn(), core::SensitivityFigure::Cost);
    EXPECT_EQ(s->figure, core::SensitivityFigure::Cost);
    ASSERT_EQ(s->items.size(), expected.items.size());
    for (std::size_t i = 0; i < expected.items.size(); ++i) {
        EXPECT_EQ(s->items[i].name, expected.items[i].name);
        EXPECT_EQ(s->items[i].low, expected.items[i].low);
        EXPECT_EQ(s->items[i].high, expected.items[i].high);
    }
    core::Analysis invalid = analysis;
    invalid.valid = false;
    EXPECT_FALSE(reportSensitivity(invalid, core::GpuCatalog::builtIn()).has_value());
}

TEST(ReportSensitivity, TheReportCarriesTheTornadoAndItsCaption)
{
    const core::Analysis analysis = analysisOf(qloraScenario());
    const ReportInfo info = withSensitivity(analysis, QStringLiteral("en"));
    const QString text = reportText(analysis, info);
    ASSERT_FALSE(text.isEmpty());
    EXPECT_TRUE(text.contains(QStringLiteral("What moves the answer"))) << text.toStdString();
    QString caption;
    {
        const ScopedReportLanguage language(QStringLiteral("en"));
        caption = sensitivitytext::largestSwingSentence(*info.sensitivity);
    }
    ASSERT_FALSE(caption.isEmpty());
    EXPECT_TRUE(text.contains(normalised(caption))) << caption.toStdString();
    // Each assumption's name by its bar (the figure's text is the PDF's text: vectors, not an image).
    for (const core::SensitivityItem &item : info.sensitivity->items) {
        const ScopedReportLanguage language(QStringLiteral("en"));
        EXPECT_TRUE(text.contains(sensitivitytext::assumptionName(item.name))) << item.name;
    }
    EXPECT_TRUE(text.contains(QStringLiteral("Low setting")));
    EXPECT_TRUE(text.contains(QStringLiteral("Cost of the run ($)")));
    // Without a sensitivity (the report has no catalog to compute one) there is no section.
    const QString without = reportText(analysis, infoFor(QStringLiteral("en")));
    EXPECT_FALSE(without.contains(QStringLiteral("What moves the answer")));
}

TEST(ReportSensitivity, NumbersAreInTheReportsLanguage)
{
    const core::Analysis analysis = analysisOf(qloraScenario());
    // Norwegian: a decimal comma in the factors ("0,5×"), as in the window.
    const QString nb = reportText(analysis, withSensitivity(analysis, QStringLiteral("nb")));
    EXPECT_TRUE(nb.contains(QStringLiteral("0,5\u00D7"))) << nb.toStdString();
    const QString en = reportText(analysis, withSensitivity(analysis, QStringLiteral("en")));
    EXPECT_TRUE(en.contains(QStringLiteral("0.5\u00D7")));
}

TEST(ReportSensitivity, ServingGetsTheGpusNeeded)
{
    core::Scenario s = servingScenario();
    s.serving.tpotTargetMs = 40.0;
    const core::Analysis analysis = analysisOf(s);
    const ReportInfo info = withSensitivity(analysis, QStringLiteral("en"));
    ASSERT_TRUE(info.sensitivity && info.sensitivity->valid);
    EXPECT_EQ(info.sensitivity->figure, core::SensitivityFigure::Gpus);
    const QString text = reportText(analysis, info);
    EXPECT_TRUE(text.contains(QStringLiteral("What moves the answer"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("GPUs needed")));
}

TEST(ReportSensitivity, TheFiguresTextsStayInsideItAndApart)
{
    const core::Analysis analysis = analysisOf(qloraScenario());
    for (const QString &language : { QStringLiteral("en"), QStringLiteral("nb"), QStringLiteral("de") }) {
        const ReportInfo info = withSensitivity(analysis, language);
        const ScopedReportLanguage scoped(language);
        QByteArray bytes;
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter writer(&buffer);
        ReportWriter::setUp(writer, info);
        const ReportStyle style(&writer);
        const ReportLayout layout = ReportWriter::layout(analysis, info, style);
        const TornadoBlock *tornado = nullptr;
        for (const auto &block : layout.blocks)
            if (const auto *t = dynamic_cast<const TornadoBlock *>(block.get()))
                tornado = t;
        ASSERT_NE(tornado, nullptr) << language.toStdString();
        const qreal width = layout.content.width();
        const TornadoLayout l = tornado->layoutAt(width);
        EXPECT_EQ(l.rows.size(), info.sensitivity->items.size());
        const QRectF inside = QRectF(0, 0, width, tornado->height(width)).adjusted(-1, -1, 1, 1);
        const std::vector<PlotText> texts = l.texts();
        for (std::size_t i = 0; i < texts.size(); ++i) {
            EXPECT_TRUE(inside.contains(texts[i].rect))
                << language.toStdString() << ": " << texts[i].text.toStdString();
            EXPECT_TRUE(texts[i].whole.isEmpty()) << language.toStdString() << ": " << texts[i].whole.toStdString();
            for (std::size_t k = i + 1; k < texts.size(); ++k) {
                const QRectF overlap = texts[i].rect.intersected(texts[k].rect);
                EXPECT_FALSE(overlap.width() > 1 && overlap.height() > 1)
                    << language.toStdString() << ": " << texts[i].text.toStdString() << " and "
                    << texts[k].text.toStdString();
            }
        }
    }
}
