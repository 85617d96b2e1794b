// Chart labelling that cannot collide (issue #28 point 2): every chart of the window at
// 1280 × 720, 1366 × 768 and 1920 × 1080, in en, nb and de, in normal and presentation mode,
// for the scenarios that produced the reported collisions. What the scenes draw (ours and
// QtCharts' own texts, found by walking the scene): no two labels overlap, none leaves its view,
// none is elided without a tooltip with the whole text; a chart's legend is not under its view,
// not cut, and what it leaves out or elides is in its tooltip.
#include "catalog/modelcatalog.h"
#include "charts/chartlabels.h"
#include "charts/chartstyle.h"
#include "charts/componentlegend.h"
#include "charts/fittedaxis.h"
#include "charts/labellayout.h"
#include "document/scenariodocument.h"
#include "i18n/languagemanager.h"
#include "document/filecontroller.h"
#include "io/scenariofile.h"
#include "mainwindow.h"
#include "model/methodchange.h"
#include "test_charts_fixtures.h"

#include <QAction>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QFile>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QLineSeries>
#include <QLocale>
#include <QSize>
#include <QValueAxis>

#include <gtest/gtest.h>

#include <functional>
#include <ostream>

using namespace gpusizer;
using namespace gpusizer::ui;

namespace {

core::Scenario example(const char *name)
{
    QFile file(QStringLiteral(":/examples/%1").arg(QLatin1String(name)));
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << name;
    auto scenario = core::scenarioFromJson(file.readAll(), name);
    EXPECT_TRUE(scenario.ok()) << name;
    return scenario.ok() ? scenario.value() : core::Scenario{};
}

const char *const kQlora70B = "llama-3.1-70b-qlora-1xh100.gpusizer.json";

struct LabelScenario {
    const char *name;
    std::function<core::Scenario()> make;
    bool valid = true;
};

// The scenarios of the screenshots and the extremes around them.
const LabelScenario kScenarios[] = {
    // 8B LoRA on one H100: "LoRA-adap…", "Fits up to 13,389 tokens" across the curve.
    {"lora8b", [] { return ScenarioDocument::defaultScenario(core::ModelCatalog::builtIn()); }},
    // 70B full fine-tune on one H100: 1,361 GiB, "… over (+1,620 %)" past the edge, totals on
    // top of each other, "Does not fit at any seque…".
    {"full70b", [] { return core::withMethod(example(kQlora70B), core::Method::Full); }},
    // 405B full fine-tune: method totals in the thousands ("4 690,3 GiB ✘ 4 581,8 GiB ✘").
    {"full405b",
     [] {
         core::Scenario s = example(kQlora70B);
         s.model = *core::ModelCatalog::builtIn().find("llama-3.1-405b");
         return core::withMethod(s, core::Method::Full);
     }},
    // 70B LoRA at 32K tokens: a long context, the current point far up the curve.
    {"lora70b32k",
     [] {
         core::Scenario s = core::withMethod(example(kQlora70B), core::Method::LoRA);
         s.seqLen = 32768;
         return s;
     }},
    // 70B fp8 serving on 2 × H100: the serving curve and the TPOT/cost bars.
    {"serving70b", [] { return example("llama-3.1-70b-serving-2xh100.gpusizer.json"); }},
    // No estimate (quantised weights cannot be fully fine-tuned): empty charts, axes only.
    {"invalid",
     [] {
         core::Scenario s = example(kQlora70B);
         s.method = core::Method::Full;
         return s;
     },
     false},
};

void PrintTo(const LabelScenario &scenario, std::ostream *out)
{
    *out << scenario.name;
}

bool elided(const QString &text)
{
    return text.endsWith(QChar(0x2026)) || text.endsWith(QStringLiteral("..."));
}

QString describe(const chartlabels::ShownLabel &label)
{
    const QRectF &r = label.rect;
    return QStringLiteral("'%1' [%2,%3 %4×%5]")
        .arg(label.text)
        .arg(r.x(), 0, 'f', 1)
        .arg(r.y(), 0, 'f', 1)
        .arg(r.width(), 0, 'f', 1)
        .arg(r.height(), 0, 'f', 1);
}

// Where a chart's view shows in the window: its chart widget's name and the chart's title.
QString viewName(const QChartView *view)
{
    QString name;
    for (const QWidget *w = view; w != nullptr && name.isEmpty(); w = w->parentWidget())
        name = w->objectName();
    return name + QLatin1Char('/') + view->chart()->title();
}

// What is wrong with the labels of every chart view `window` shows.
QStringList labelProblems(const QWidget &window)
{
    QStringList problems;
    const QList<QChartView *> views = window.findChildren<QChartView *>();
    for (const QChartView *view : views) {
        if (!view->isVisible() || view->scene() == nullptr)
            continue;
        const QString name = viewName(view);
        const QRectF shown = view->mapToScene(view->viewport()->rect()).boundingRect().adjusted(-0.5, -0.5, 0.5, 0.5);
        const QList<chartlabels::ShownLabel> labels = chartlabels::shown(*view->scene());
        for (qsizetype i = 0; i < labels.size(); ++i) {
            const chartlabels::ShownLabel &label = labels[i];
            if (!shown.contains(label.rect))
                problems << name + QStringLiteral(": cut by the view's edge: ") + describe(label);
            if (elided(label.text)) {
                const QString kept = label.text.chopped(label.text.endsWith(QChar(0x2026)) ? 1 : 3).trimmed();
                if (label.toolTip.isEmpty() || !label.toolTip.startsWith(kept) || label.toolTip.size() <= kept.size())
                    problems << name + QStringLiteral(": elided without the whole text as tooltip: ") + describe(label);
            }
            for (qsizetype j = i + 1; j < labels.size(); ++j) {
                const QRectF overlap = label.rect.intersected(labels[j].rect);
                if (overlap.width() > 0.5 && overlap.height() > 0.5)
                    problems << name + QStringLiteral(": overlap: ") + describe(label) + QStringLiteral(" and ") + describe(labels[j]);
            }
        }
        // Nothing of the chart's widget over its view, no legend cut.
        const QWidget *chartWidget = view->parentWidget();
        for (const QWidget *sibling : chartWidget->findChildren<QWidget *>(QString(), Qt::FindDirectChildrenOnly)) {
            if (sibling == view || !sibling->isVisible())
                continue;
            if (sibling->geometry().intersects(view->geometry()))
                problems << name + QStringLiteral(": %1 over the view").arg(QLatin1String(sibling->metaObject()->className()));
            if (const auto *legend = qobject_cast<const ComponentLegend *>(sibling)) {
                for (const QString &entry : legend->hiddenNames() + legend->elidedNames())
                    if (!legend->toolTip().split(QLatin1Char('\n')).contains(entry))
                        problems << name + QStringLiteral(": legend entry neither shown whole nor in the tooltip: ") + entry;
            }
            if (sibling->hasHeightForWidth() && sibling->heightForWidth(sibling->width()) > sibling->height())
                problems << name + QStringLiteral(": %1 cut (%2 of %3 pixels high)")
                                       .arg(QLatin1String(sibling->metaObject()->className()))
                                       .arg(sibling->height())
                                       .arg(sibling->heightForWidth(sibling->width()));
        }
    }
    return problems;
}

class ChartLabels : public ::testing::TestWithParam<LabelScenario> {
protected:
    void SetUp() override { m_locale = QLocale(); }
    void TearDown() override { QLocale::setDefault(m_locale); }

private:
    QLocale m_locale;
};

TEST_P(ChartLabels, NeitherCollideNorAreCutAtAnyWindowSizeLanguageOrType)
{
    LanguageManager languages;
    MainWindow window;
    window.files()->setRemembersFiles(false);
    window.document()->newScenario(GetParam().make());
    window.show();
    window.document()->flush();
    ASSERT_EQ(window.document()->analysis().valid, GetParam().valid) << GetParam().name;
    QStringList problems;
    for (const char *code : {"en", "nb", "de"}) {
        ASSERT_TRUE(languages.setLanguage(QString::fromLatin1(code)));
        for (const bool presentation : {false, true}) {
            window.presentationAction()->setChecked(presentation);
            for (const QSize size : {QSize(1280, 720), QSize(1366, 768), QSize(1920, 1080)}) {
                window.resize(size);
                ui::testing::settle();
                const QString where = QStringLiteral("%1 %2 %3×%4%5: ")
                                          .arg(QLatin1String(GetParam().name), QLatin1String(code))
                                          .arg(size.width())
                                          .arg(size.height())
                                          .arg(presentation ? QStringLiteral(" presentation") : QString());
                for (const QString &problem : labelProblems(window))
                    problems << where + problem;
            }
        }
    }
    window.presentationAction()->setChecked(false);
    ASSERT_TRUE(languages.setLanguage(QStringLiteral("en")));
    EXPECT_TRUE(problems.isEmpty()) << problems.size() << " problems:\n"
                                    << problems.mid(0, 60).join(QLatin1Char('\n')).toStdString();
}

INSTANTIATE_TEST_SUITE_P(Scenarios, ChartLabels, ::testing::ValuesIn(kScenarios),
                         [](const ::testing::TestParamInfo<LabelScenario> &info) { return std::string(info.param.name); });

} // namespace

namespace {

QGraphicsSimpleTextItem *labelIn(QGraphicsScene &scene)
{
    auto *item = scene.addSimpleText(QString());
    item->hide();
    return item;
}

} // namespace

TEST(LabelLayout, MeasuresTextAsTheItemLaysItOut)
{
    QFont font;
    font.setPointSizeF(13.5);
    font.setBold(true);
    for (const QString &text : {QStringLiteral("Optimizer state  0.5\u00A0GiB"), QStringLiteral("Fits up to\n13,389 tokens")}) {
        QGraphicsSimpleTextItem item(text);
        item.setFont(font);
        const QSizeF size = LabelLayout::textSize(font, text);
        EXPECT_NEAR(size.width(), item.boundingRect().width(), 0.01) << text.toStdString();
        EXPECT_NEAR(size.height(), item.boundingRect().height(), 0.01) << text.toStdString();
    }
}

TEST(LabelLayout, TakesTheFirstFreeSpotThenAShorterFormThenLeavesItOut)
{
    QGraphicsScene scene;
    LabelLayout layout(QRectF(0, 0, 200, 100));
    layout.addObstacle(QRectF(100, 0, 20, 100)); // a bar
    const QFont font = scene.font();
    const double width = LabelLayout::textSize(font, QStringLiteral("left")).width();
    // Right of x = 120 is free; right of x = 90 runs into the bar, left of it does not.
    QGraphicsSimpleTextItem *first = labelIn(scene);
    ASSERT_TRUE(layout.place(first, {QStringLiteral("left")},
                             {{QPointF(90, 50), Qt::AlignRight | Qt::AlignVCenter, 2}, {QPointF(90, 50), Qt::AlignLeft | Qt::AlignVCenter, 2}}));
    EXPECT_TRUE(first->isVisible());
    EXPECT_NEAR(first->pos().x(), 88 - width, 0.01);
    EXPECT_TRUE(first->toolTip().isEmpty());
    // The same spot again is taken: a shorter form finds room right of the bar, with the whole
    // text as its tooltip.
    QGraphicsSimpleTextItem *second = labelIn(scene);
    const QString whole = QStringLiteral("a text far too long for the room left of the bar and right of it");
    ASSERT_TRUE(layout.place(second, {whole, QStringLiteral("short")},
                             {{QPointF(90, 50), Qt::AlignLeft | Qt::AlignVCenter, 2}, {QPointF(120, 50), Qt::AlignRight | Qt::AlignVCenter, 2}}));
    EXPECT_EQ(second->text(), QStringLiteral("short"));
    EXPECT_EQ(second->toolTip(), whole);
    EXPECT_NEAR(second->pos().x(), 122, 0.01);
    // Nothing is left where a third one could go: it is hidden.
    QGraphicsSimpleTextItem *third = labelIn(scene);
    third->show();
    EXPECT_FALSE(layout.place(third, {QStringLiteral("short")}, {{QPointF(120, 50), Qt::AlignRight | Qt::AlignVCenter, 2}}));
    EXPECT_FALSE(third->isVisible());
    for (qsizetype i = 0; i < layout.taken().size(); ++i)
        for (qsizetype j = i + 1; j < layout.taken().size(); ++j)
            EXPECT_FALSE(layout.taken()[i].intersects(layout.taken()[j]));
}

TEST(LabelLayout, AGroupReadsAlike)
{
    // Two totals side by side: whole they overlap, without decimals both fit.
    QGraphicsScene scene;
    const QFont font = scene.font();
    const double shortWidth = LabelLayout::textSize(font, QStringLiteral("1,361 GiB")).width();
    LabelLayout layout(QRectF(0, 0, 2 * shortWidth + 12, 50));
    QGraphicsSimpleTextItem *a = labelIn(scene);
    QGraphicsSimpleTextItem *b = labelIn(scene);
    const double centreB = shortWidth * 1.5 + 10;
    layout.placeGroup({{a, {QStringLiteral("1,360.7 GiB"), QStringLiteral("1,361 GiB")}, {{QPointF(shortWidth / 2 + 1, 40), Qt::AlignHCenter | Qt::AlignTop, 1}}},
                       {b, {QStringLiteral("148.8 GiB"), QStringLiteral("149 GiB")}, {{QPointF(centreB, 40), Qt::AlignHCenter | Qt::AlignTop, 1}}}});
    EXPECT_EQ(a->text(), QStringLiteral("1,361 GiB"));
    EXPECT_EQ(b->text(), QStringLiteral("149 GiB")); // fits whole, but shows as its neighbour does
    EXPECT_EQ(b->toolTip(), QStringLiteral("148.8 GiB"));
    // All or none: where even the shortest forms do not all fit, none shows.
    LabelLayout narrow(QRectF(0, 0, shortWidth + 4, 50));
    narrow.placeGroup({{a, {QStringLiteral("1,361 GiB")}, {{QPointF(shortWidth / 2 + 2, 40), Qt::AlignHCenter | Qt::AlignTop, 1}}},
                       {b, {QStringLiteral("149 GiB")}, {{QPointF(shortWidth / 2 + 2, 40), Qt::AlignHCenter | Qt::AlignTop, 1}}}},
                      LabelLayout::Shortest::AllOrNone);
    EXPECT_FALSE(a->isVisible());
    EXPECT_FALSE(b->isVisible());
}

TEST(LabelLayout, WrapsBetweenWords)
{
    QFont font;
    const QString text = QStringLiteral("Does not fit at any sequence length");
    const double width = LabelLayout::textSize(font, QStringLiteral("Does not fit at")).width() + 1;
    const QString wrapped = LabelLayout::wrapped(font, text, width);
    EXPECT_EQ(wrapped.split(QLatin1Char('\n')).first(), QStringLiteral("Does not fit at"));
    EXPECT_EQ(QString(wrapped).replace(QLatin1Char('\n'), QLatin1Char(' ')), text);
    EXPECT_LE(LabelLayout::textSize(font, wrapped).width(), width);
    // A word wider than the room keeps its own line.
    EXPECT_EQ(LabelLayout::wrapped(font, QStringLiteral("Sequenzlänge"), 5), QStringLiteral("Sequenzlänge"));
}

TEST(FittedAxis, AsManyTicksAsTheAxisLengthLeavesRoomFor)
{
    // A narrow cost axis in Norwegian: "0 2 0004 0006 000" ran together (issue #28).
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::NorwegianBokmal, QLocale::Norway));
    QGraphicsScene scene;
    QChart *chart = chartstyle::createChart();
    scene.addItem(chart);
    auto *axis = new QValueAxis;
    chart->addAxis(axis, Qt::AlignBottom);
    auto *series = new QLineSeries;
    chart->addSeries(series);
    series->attachAxis(axis);
    QFont font;
    font.setPointSizeF(13.5);
    axis->setLabelsFont(font);
    FittedAxis fit(chart, axis, 6);
    chart->resize(150, 120);
    chart->layout()->activate();
    fit.setNeeded(5800);
    const double length = chart->plotArea().width();
    ASSERT_GT(length, 0);
    EXPECT_TRUE(fit.labelsFit(fit.scale(), length));
    EXPECT_FALSE(fit.labelsFit(niceScale(5800, 6), length));
    EXPECT_LT(fit.scale().tickCount, niceScale(5800, 6).tickCount);
    EXPECT_GE(fit.scale().max, 5800);
    EXPECT_EQ(axis->tickCount(), fit.scale().tickCount);
    // Wider, more of them.
    const int narrowTicks = fit.scale().tickCount;
    chart->resize(900, 120);
    chart->layout()->activate();
    fit.refit();
    EXPECT_GT(fit.scale().tickCount, narrowTicks);
    EXPECT_TRUE(fit.labelsFit(fit.scale(), chart->plotArea().width()));
    QLocale::setDefault(before);
}
