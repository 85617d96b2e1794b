// Each chart of the window as PNG and SVG and on the clipboard (issue #27 point 1): every chart
// view renders to a decodable PNG at twice its size that is not one flat colour and to a
// well-formed SVG with its size, viewBox and the labels the chart shows; every view has the
// context menu with the three actions; a write that fails says why and leaves nothing; the SVG
// keeps the plot's clip, which Qt 6.4's SVG generator drops.
#include "analysis/analysis.h"
#include "catalog/defaultscenario.h"
#include "catalog/gpucatalog.h"
#include "charts/breakdownchart.h"
#include "charts/chartexportmenu.h"
#include "charts/chartimage.h"
#include "charts/chartstyle.h"
#include "charts/clippedsvg.h"
#include "charts/methodcomparisonchart.h"
#include "charts/seqlenchart.h"
#include "charts/servingcurvechart.h"
#include "charts/timecostchart.h"
#include "model/methodchange.h"
#include "settings/appsettings.h"
#include "test_charts_fixtures.h"

#include <QAction>
#include <QBuffer>
#include <QApplication>
#include <QChartView>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QLocale>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QPainter>
#include <QPen>
#include <QPolygonF>
#include <QSignalSpy>
#include <QSvgGenerator>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTimer>
#include <QTranslator>
#include <QXmlStreamReader>

#include <gtest/gtest.h>

#include <cmath>
#include <memory>
#include <vector>

using namespace gpusizer;
using namespace gpusizer::ui;
using namespace gpusizer::ui::testing;

namespace {

enum class Kind { Breakdown, Methods, SeqLen, Serving, TimeCost };

// A chart view and a label it shows (an axis title, a tick or a bar's value).
struct ViewLabel {
    QChartView *view = nullptr;
    QString label;
};

// One chart widget shown with an analysis, and what each of its views shows.
struct ShownChart {
    std::unique_ptr<QWidget> widget;
    std::vector<ViewLabel> views;
};

// Inference of the default model on its GPU: the serving curve of a real analysis.
core::Analysis servingAnalysis()
{
    core::Scenario s = core::withMethod(core::defaultScenario(), core::Method::Inference);
    s.serving.concurrency = 32;
    core::AnalysisOptions options;
    options.withRecommendations = false;
    return core::analyse(s, core::GpuCatalog::builtIn(), options);
}

QChartView *viewOf(const QWidget &widget)
{
    return widget.findChild<QChartView *>();
}

ShownChart show(Kind kind)
{
    ShownChart shown;
    switch (kind) {
    case Kind::Breakdown: {
        auto chart = std::make_unique<BreakdownChart>();
        chart->resize(420, 360);
        chart->show();
        chart->setAnalysis(loraAnalysis());
        settle();
        shown.views.push_back({viewOf(*chart), chart->componentLabelText(core::MemoryComponent::Weights)});
        shown.widget = std::move(chart);
        break;
    }
    case Kind::Methods: {
        auto chart = std::make_unique<MethodComparisonChart>();
        chart->resize(520, 460);
        chart->show();
        chart->setAnalysis(loraAnalysis());
        settle();
        shown.views.push_back({viewOf(*chart), chart->categoryLabelText(0)});
        shown.widget = std::move(chart);
        break;
    }
    case Kind::SeqLen: {
        auto chart = std::make_unique<SeqLenChart>();
        chart->resize(480, 360);
        chart->show();
        chart->setAnalysis(loraAnalysis());
        settle();
        shown.views.push_back({viewOf(*chart), chart->tickLabels().value(2)});
        shown.widget = std::move(chart);
        break;
    }
    case Kind::Serving: {
        auto chart = std::make_unique<ServingCurveChart>();
        chart->resize(480, 360);
        chart->show();
        chart->setAnalysis(servingAnalysis());
        settle();
        shown.views.push_back({viewOf(*chart), chart->loadAxis()->titleText()});
        shown.widget = std::move(chart);
        break;
    }
    case Kind::TimeCost: {
        auto chart = std::make_unique<TimeCostChart>();
        chart->resize(560, 360);
        chart->show();
        chart->setAnalysis(recommendedAnalysis());
        settle();
        const QList<QChartView *> views = chart->findChildren<QChartView *>();
        for (QChartView *view : views)
            shown.views.push_back({view, view->chart() == chart->timeChart() ? chart->hoursText(0) : chart->rentText(0)});
        shown.widget = std::move(chart);
        break;
    }
    }
    return shown;
}

// What a test needs to know of an SVG: whether it parsed, its root's size and viewBox, its
// title and the texts and paths it draws.
struct SvgFacts {
    bool wellFormed = false;
    QString root;
    QString width;
    QString height;
    QString viewBox;
    QString title;
    QStringList texts;  // visible ones
    int hiddenTexts = 0; // fully transparent ones
    int shapes = 0;     // paths, polylines, polygons and rectangles
};

SvgFacts readSvg(const QByteArray &svg)
{
    SvgFacts facts;
    QXmlStreamReader xml(svg);
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        const QStringView name = xml.name();
        if (facts.root.isEmpty()) {
            facts.root = name.toString();
            facts.width = xml.attributes().value(QStringLiteral("width")).toString();
            facts.height = xml.attributes().value(QStringLiteral("height")).toString();
            facts.viewBox = xml.attributes().value(QStringLiteral("viewBox")).toString();
        } else if (name == QLatin1String("title") && facts.title.isEmpty()) {
            facts.title = xml.readElementText(QXmlStreamReader::IncludeChildElements);
        } else if (name == QLatin1String("text")) {
            const bool visible = xml.attributes().value(QStringLiteral("fill-opacity")) != QLatin1String("0");
            const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            if (visible)
                facts.texts << text;
            else
                ++facts.hiddenTexts;
        } else if (name == QLatin1String("path") || name == QLatin1String("polyline") || name == QLatin1String("polygon")
                   || name == QLatin1String("rect")) {
            ++facts.shapes;
        }
    }
    facts.wellFormed = !xml.hasError();
    return facts;
}

// The share of the image's pixels that are not `background`.
double shareNotBackground(const QImage &image, QRgb background)
{
    qint64 differing = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            differing += image.pixel(x, y) != background ? 1 : 0;
    return static_cast<double>(differing) / (static_cast<double>(image.width()) * image.height());
}

QStringList actionTexts(const QList<QAction *> &actions)
{
    QStringList texts;
    for (const QAction *action : actions)
        texts << action->text();
    return texts;
}

const QStringList kMenuTexts{QStringLiteral("Save chart as PNG…"), QStringLiteral("Save chart as SVG…"),
                             QStringLiteral("Copy chart")};

class ChartExport : public ::testing::TestWithParam<Kind> {
protected:
    void SetUp() override { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void TearDown() override { QLocale::setDefault(QLocale::system()); }
};

} // namespace

TEST_P(ChartExport, RendersAsPngAtTwiceItsSizeOnItsBackground)
{
    const ShownChart shown = show(GetParam());
    ASSERT_FALSE(shown.views.empty());
    for (const ViewLabel &entry : shown.views) {
        ASSERT_NE(entry.view, nullptr);
        const QImage image = QImage::fromData(chartimage::png(*entry.view), "PNG");
        ASSERT_FALSE(image.isNull());
        EXPECT_EQ(image.size(), entry.view->size() * 2);
        // Opens at the window's size: 2 x 96 dpi.
        EXPECT_NEAR(image.dotsPerMeterX() * 0.0254, 192.0, 0.5);
        // The corner is the view's plain background (white in the light theme); the chart is drawn over it.
        const QRgb background = entry.view->palette().color(entry.view->backgroundRole()).rgb();
        EXPECT_EQ(image.pixel(0, 0), background);
        EXPECT_GT(shareNotBackground(image, background), 0.01);
    }
}

TEST_P(ChartExport, RendersAsSvgWithItsSizeViewBoxTitleAndLabels)
{
    const ShownChart shown = show(GetParam());
    for (const ViewLabel &entry : shown.views) {
        ASSERT_NE(entry.view, nullptr);
        const SvgFacts svg = readSvg(chartimage::svg(*entry.view));
        ASSERT_TRUE(svg.wellFormed);
        EXPECT_EQ(svg.root, QStringLiteral("svg"));
        EXPECT_FALSE(svg.width.isEmpty());
        EXPECT_FALSE(svg.height.isEmpty());
        EXPECT_EQ(svg.viewBox,
                  QStringLiteral("0 0 %1 %2").arg(entry.view->width()).arg(entry.view->height()));
        EXPECT_EQ(svg.title, chartstyle::wholeTitle(entry.view->chart()));
        EXPECT_FALSE(svg.title.isEmpty());
        EXPECT_GT(svg.shapes, 1);  // more than the background
        EXPECT_EQ(svg.hiddenTexts, 0);  // not QtCharts' transparent labels under the charts' own
        // Vector text, not a bitmap: the title as shown and a label of the chart.
        EXPECT_TRUE(svg.texts.contains(entry.view->chart()->title())) << svg.texts.join(QLatin1Char('|')).toStdString();
        ASSERT_FALSE(entry.label.isEmpty());
        EXPECT_TRUE(svg.texts.contains(entry.label))
            << entry.label.toStdString() << " not in " << svg.texts.join(QLatin1Char('|')).toStdString();
    }
}

TEST_P(ChartExport, EveryViewHasTheContextMenu)
{
    const ShownChart shown = show(GetParam());
    for (const ViewLabel &entry : shown.views) {
        ASSERT_NE(ChartExportMenu::of(entry.view), nullptr);
        EXPECT_EQ(entry.view->contextMenuPolicy(), Qt::ActionsContextMenu);
        EXPECT_EQ(actionTexts(entry.view->actions()), kMenuTexts);
    }
}

INSTANTIATE_TEST_SUITE_P(EveryChart, ChartExport,
                         ::testing::Values(Kind::Breakdown, Kind::Methods, Kind::SeqLen, Kind::Serving, Kind::TimeCost),
                         [](const ::testing::TestParamInfo<Kind> &info) {
                             switch (info.param) {
                             case Kind::Breakdown: return "Breakdown";
                             case Kind::Methods: return "Methods";
                             case Kind::SeqLen: return "SeqLen";
                             case Kind::Serving: return "Serving";
                             case Kind::TimeCost: return "TimeCost";
                             }
                             return "Unknown";
                         });

namespace {

// `svg` drawn at its own size on white.
QImage renderSvg(const QByteArray &svg, const QSize &size)
{
    QSvgRenderer renderer(svg);
    QImage image(size, QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    renderer.render(&painter, QRectF(QPointF(), QSizeF(size)));
    return image;
}

bool near(QRgb pixel, const QColor &color)
{
    return std::abs(qRed(pixel) - color.red()) < 30 && std::abs(qGreen(pixel) - color.green()) < 30
           && std::abs(qBlue(pixel) - color.blue()) < 30;
}

} // namespace

// Qt 6.4's SVG generator drops the painter's clip; the chart's SVG keeps it.
TEST(ChartExportSvg, WhatCrossesTheClipIsCutThere)
{
    QSvgGenerator generator;
    QByteArray bytes;
    QBuffer buffer(&bytes);
    generator.setOutputDevice(&buffer);
    generator.setSize(QSize(100, 100));
    generator.setViewBox(QRectF(0, 0, 100, 100));
    ClippedSvgDevice device(generator);
    QPainter painter(&device);
    painter.setClipRect(QRectF(0, 0, 50, 100));
    painter.setPen(QPen(Qt::blue, 6));
    painter.drawLine(QPointF(0, 25), QPointF(100, 25));       // across the clip
    painter.drawPolyline(QPolygonF({QPointF(10, 60), QPointF(40, 60)}));  // inside it
    painter.fillRect(QRectF(70, 70, 20, 20), Qt::red);         // outside it
    painter.end();
    const QImage image = renderSvg(bytes, QSize(100, 100));
    EXPECT_TRUE(near(image.pixel(25, 25), Qt::blue));
    EXPECT_EQ(image.pixel(75, 25), QColor(Qt::white).rgb());
    EXPECT_TRUE(near(image.pixel(25, 60), Qt::blue));
    EXPECT_EQ(image.pixel(80, 80), QColor(Qt::white).rgb());
    EXPECT_FALSE(bytes.contains("#ff0000"));
}

TEST(ChartExportSvg, ASteepCurveStaysInItsPlot)
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    SeqLenChart chart;
    chart.resize(480, 360);
    chart.show();
    chart.setAnalysis(loraAnalysis());  // 20 + 5 GiB per 1,024 tokens: far over the axis at 1M
    settle();
    QChartView *view = viewOf(chart);
    ASSERT_NE(view, nullptr);
    const QImage image = renderSvg(chartimage::svg(*view), view->size());
    const QColor curve = chart.curveSeries()->pen().color();
    const int plotTop = static_cast<int>(chart.chart()->plotArea().top());
    int over = 0;
    for (int y = 0; y < plotTop - 3; ++y)
        for (int x = 0; x < image.width(); ++x)
            over += near(image.pixel(x, y), curve) ? 1 : 0;
    EXPECT_EQ(over, 0);
    // Inside the plot the curve is drawn.
    int inside = 0;
    for (int y = plotTop; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            inside += near(image.pixel(x, y), curve) ? 1 : 0;
    EXPECT_GT(inside, 100);
    QLocale::setDefault(QLocale::system());
}

namespace {

class ChartExportMenuTest : public ::testing::Test {
protected:
    void SetUp() override
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        appsettings::lastChartDirectory().remove();
        chart.resize(420, 360);
        chart.show();
        chart.setAnalysis(loraAnalysis());
        settle();
        view = viewOf(chart);
        ASSERT_NE(view, nullptr);
        menu = ChartExportMenu::of(view);
        ASSERT_NE(menu, nullptr);
    }
    void TearDown() override
    {
        appsettings::lastChartDirectory().remove();
        QLocale::setDefault(QLocale::system());
    }
    BreakdownChart chart;
    QChartView *view = nullptr;
    ChartExportMenu *menu = nullptr;
};

// Translates the menu's context to "[source]".
class BracketTranslator final : public QTranslator
{
public:
    bool isEmpty() const override { return false; }
    QString translate(const char *context, const char *sourceText, const char *, int) const override
    {
        if (QByteArray(context) != "gpusizer::ui::ChartExportMenu")
            return {};
        return QStringLiteral("[%1]").arg(QString::fromUtf8(sourceText));
    }
};

} // namespace

TEST_F(ChartExportMenuTest, ARightClickOpensTheThreeActions)
{
    QStringList shown;
    QTimer::singleShot(0, [&shown] {
        if (auto *popup = qobject_cast<QMenu *>(QApplication::activePopupWidget())) {
            shown = actionTexts(popup->actions());
            popup->close();
        }
    });
    const QPoint at = view->viewport()->rect().center();
    QContextMenuEvent event(QContextMenuEvent::Mouse, at, view->viewport()->mapToGlobal(at));
    QApplication::sendEvent(view->viewport(), &event);
    EXPECT_EQ(shown, kMenuTexts);
}

TEST_F(ChartExportMenuTest, TheActionsFollowALanguageSwitch)
{
    BracketTranslator translator;
    QCoreApplication::installTranslator(&translator);
    QApplication::processEvents();  // LanguageChange is posted to every window
    EXPECT_EQ(menu->savePngAction()->text(), QStringLiteral("[Save chart as PNG…]"));
    EXPECT_EQ(menu->copyAction()->text(), QStringLiteral("[Copy chart]"));
    QCoreApplication::removeTranslator(&translator);
    QApplication::processEvents();
    EXPECT_EQ(actionTexts(view->actions()), kMenuTexts);
}

TEST_F(ChartExportMenuTest, SuggestsTheTitleInTheLastChartFolder)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    EXPECT_TRUE(menu->suggestedPath(chartimage::Format::Png).endsWith(QStringLiteral("/memory-per-gpu.png")));
    // Saved without a suffix: it gets one, and its folder is where the next save starts.
    ASSERT_TRUE(menu->saveTo(chartimage::Format::Svg, dir.filePath(QStringLiteral("slide"))));
    QFile saved(dir.filePath(QStringLiteral("slide.svg")));
    ASSERT_TRUE(saved.open(QIODevice::ReadOnly));
    EXPECT_TRUE(readSvg(saved.readAll()).wellFormed);
    EXPECT_EQ(appsettings::lastChartDirectory().get(), QDir(dir.path()).absolutePath());
    EXPECT_EQ(menu->suggestedPath(chartimage::Format::Svg), QDir(dir.path()).filePath(QStringLiteral("memory-per-gpu.svg")));
    // A second save replaces the file.
    ASSERT_TRUE(menu->saveTo(chartimage::Format::Png, dir.filePath(QStringLiteral("slide.PNG"))));
    EXPECT_FALSE(QImage(dir.filePath(QStringLiteral("slide.PNG")), "PNG").isNull());
}

TEST_F(ChartExportMenuTest, AFailedWriteSaysWhyAndLeavesNothing)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    // A path under a regular file: no folder to write into.
    QFile plain(dir.filePath(QStringLiteral("plain")));
    ASSERT_TRUE(plain.open(QIODevice::WriteOnly));
    plain.close();
    const QString path = dir.filePath(QStringLiteral("plain/chart.png"));

    const std::optional<core::Error> error = chartimage::write(*view, chartimage::Format::Png, path);
    ASSERT_TRUE(error.has_value());
    EXPECT_EQ(error->code, core::ErrorCode::WriteFailed);
    EXPECT_FALSE(QFileInfo::exists(path));

    QSignalSpy shownErrors(menu, &ChartExportMenu::errorShown);
    EXPECT_FALSE(menu->saveTo(chartimage::Format::Svg, dir.filePath(QStringLiteral("plain/chart.svg"))));
    ASSERT_EQ(shownErrors.count(), 1);
    EXPECT_TRUE(shownErrors.front().front().toString().contains(QStringLiteral("chart.svg")));
    auto *box = view->findChild<QMessageBox *>(QStringLiteral("chartErrorBox"));
    ASSERT_NE(box, nullptr);
    EXPECT_EQ(box->windowTitle(), QStringLiteral("Chart Not Saved"));
    EXPECT_EQ(box->text(), shownErrors.front().front().toString());
    box->close();
    // Nothing left beside the file, and no folder remembered.
    EXPECT_EQ(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
              QStringList{QStringLiteral("plain")});
    EXPECT_TRUE(appsettings::lastChartDirectory().get().isEmpty());
}

TEST_F(ChartExportMenuTest, CopyPutsTheImageAndTheSvgOnTheClipboard)
{
    QGuiApplication::clipboard()->clear();
    menu->copyAction()->trigger();
    const QMimeData *mime = QGuiApplication::clipboard()->mimeData();
    ASSERT_NE(mime, nullptr);
    ASSERT_TRUE(mime->hasImage());
    EXPECT_EQ(qvariant_cast<QImage>(mime->imageData()).size(), view->size() * 2);
    ASSERT_TRUE(mime->hasFormat(QStringLiteral("image/svg+xml")));
    EXPECT_TRUE(readSvg(mime->data(QStringLiteral("image/svg+xml"))).wellFormed);
}
