// The serving chart: throughput and TPOT against the load, with the configured load marked on
// the curve (also far beyond what the replicas hold), the target drawn, readable load ticks and
// a legend that is not elided at laptop size.
#include "analysis/analysis.h"
#include "catalog/gpucatalog.h"
#include "catalog/modelcatalog.h"
#include "charts/servingcurvechart.h"
#include "model/methodchange.h"

#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>

#include <gtest/gtest.h>

using namespace gpusizer;
using namespace gpusizer::ui;

namespace {

// 70B fp8 on 2 x H100 for 300 users at 2,000/400 tokens: more users than the KV pool holds.
core::Analysis overloaded()
{
    core::Scenario s;
    s.model = *core::ModelCatalog::builtIn().find("llama-3.1-70b");
    s = core::withMethod(s, core::Method::Inference);
    s.weightDtype = core::DType::FP8;
    s.gpuId = "h100-sxm";
    s.parallel.gpus = 2;
    s.parallel.tp = 2;
    s.serving.concurrency = 300;
    s.serving.inputLen = 2000;
    s.serving.outputLen = 400;
    s.serving.tpotTargetMs = 50;
    core::AnalysisOptions options;
    options.withRecommendations = false;
    return core::analyse(s, core::GpuCatalog::builtIn(), options);
}

} // namespace

TEST(ServingCurveChart, MarksTheConfiguredLoadDrawsTheTargetAndLabelsTheLoad)
{
    const core::Analysis a = overloaded();
    ASSERT_TRUE(a.valid);
    ASSERT_TRUE(a.serving());
    ASSERT_LT(a.estimate.serving->maxConcurrency * 2, 300); // the load lies past twice the pool
    ServingCurveChart chart;
    chart.resize(230, 320); // a laptop's quarter of the chart area
    chart.show();
    chart.setAnalysis(a);
    ASSERT_EQ(chart.operatingPoint()->count(), 1);
    EXPECT_DOUBLE_EQ(chart.operatingPoint()->at(0).x(), 300.0);
    EXPECT_GE(chart.loadAxis()->max(), 300.0);
    ASSERT_EQ(chart.targetSeries()->count(), 2);
    EXPECT_DOUBLE_EQ(chart.targetSeries()->at(0).y(), 50.0);
    // Whole users; not "%g", which Qt 6.4 leaves blank with localised numbers.
    EXPECT_EQ(chart.loadAxis()->labelFormat(), QStringLiteral("%.0f"));
    EXPECT_FALSE(chart.loadAxis()->truncateLabels());
    // The legend's names are short enough for the narrow chart.
    for (QLegendMarker *marker : chart.chart()->legend()->markers()) {
        if (marker->isVisible()) {
            EXPECT_LE(marker->label().size(), 6) << marker->label().toStdString();
        }
    }
}
