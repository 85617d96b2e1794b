#include "charts/axisscale.h"
#include "charts/componentcolors.h"
#include "text/displayformat.h"

#include <QLocale>
#include <QSet>

#include <cstdlib>

#include <gtest/gtest.h>

using namespace gpusizer;
using namespace gpusizer::ui;
using C = core::MemoryComponent;

namespace {

C componentAt(std::size_t i) { return static_cast<C>(i); }

TEST(ComponentColors, StablePerComponent)
{
    // The palette is part of the look of every chart and report: pinned values.
    EXPECT_EQ(componentColor(C::Weights), QColor::fromRgb(0x332288));
    EXPECT_EQ(componentColor(C::OptimizerState), QColor::fromRgb(0x117733));
    EXPECT_EQ(componentColor(C::Activations), QColor::fromRgb(0xDDCC77));
    EXPECT_EQ(componentColor(C::KvCache), QColor::fromRgb(0x44AA99));
    EXPECT_EQ(componentColor(C::AllocatorReserve), QColor::fromRgb(0xDDDDDD));
    for (std::size_t i = 0; i < core::kMemoryComponentCount; ++i)
        EXPECT_EQ(componentColor(componentAt(i)), componentColor(componentAt(i)));
}

TEST(ComponentColors, DistinctColoursPatternsAndNames)
{
    QSet<QRgb> colours;
    QSet<int> patterns;
    QSet<QString> names;
    for (std::size_t i = 0; i < core::kMemoryComponentCount; ++i) {
        colours.insert(componentColor(componentAt(i)).rgb());
        patterns.insert(static_cast<int>(componentPattern(componentAt(i))));
        names.insert(componentName(componentAt(i)));
        EXPECT_FALSE(componentName(componentAt(i)).isEmpty());
    }
    EXPECT_EQ(colours.size(), static_cast<qsizetype>(core::kMemoryComponentCount));
    EXPECT_EQ(patterns.size(), static_cast<qsizetype>(core::kMemoryComponentCount));
    EXPECT_EQ(names.size(), static_cast<qsizetype>(core::kMemoryComponentCount));
    EXPECT_EQ(componentName(C::OptimizerState), QStringLiteral("Optimizer state"));
}

TEST(ComponentColors, NeighboursInTheStackDifferInLightness)
{
    // Stacked neighbours must stay apart for colour-blind readers too: lightness differs by
    // at least 13 % (34 of 255) between every pair of adjacent components.
    for (std::size_t i = 1; i < core::kMemoryComponentCount; ++i) {
        const int a = componentColor(componentAt(i - 1)).lightness();
        const int b = componentColor(componentAt(i)).lightness();
        EXPECT_GE(std::abs(a - b), 34) << i;
    }
}

TEST(ComponentColors, PrintBrushIsAHatchInBlack)
{
    const QBrush brush = componentBrush(C::Gradients, BrushMode::Print);
    EXPECT_EQ(brush.color(), QColor(Qt::black));
    EXPECT_EQ(brush.style(), Qt::FDiagPattern);
    EXPECT_EQ(componentBrush(C::Gradients).style(), Qt::SolidPattern);
}

TEST(ComponentColors, ContrastingText)
{
    EXPECT_EQ(contrastingTextColor(componentColor(C::Weights)), QColor(Qt::white));
    EXPECT_EQ(contrastingTextColor(componentColor(C::Activations)), QColor(Qt::black));
    EXPECT_EQ(contrastingTextColor(componentColor(C::OptimizerState)), QColor(Qt::white));
}

TEST(AxisScale, RoundRanges)
{
    EXPECT_EQ(niceScale(79.1), (AxisScale{80.0, 5}));
    EXPECT_EQ(niceScale(90.0), (AxisScale{100.0, 6}));
    EXPECT_EQ(niceScale(121.0), (AxisScale{125.0, 6}));
    EXPECT_NEAR(niceScale(0.3).max, 0.3, 1e-12);
    EXPECT_EQ(niceScale(0.3).tickCount, 7);
    EXPECT_EQ(niceScale(0.0), (AxisScale{1.0, 3}));
}

TEST(AxisScale, Hysteresis)
{
    const AxisScale current{100.0, 6};
    EXPECT_EQ(niceScaleWithHysteresis(60.0, current), current);   // inside, above 55 %
    EXPECT_EQ(niceScaleWithHysteresis(100.0, current), current);
    EXPECT_EQ(niceScaleWithHysteresis(101.0, current), (AxisScale{120.0, 7}));
    EXPECT_EQ(niceScaleWithHysteresis(40.0, current), (AxisScale{40.0, 5}));  // shrinks below 55 %
}

TEST(DisplayFormat, LocaleAndUnits)
{
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    EXPECT_EQ(formatGiB(46.1 * core::units::kGiB), QStringLiteral("46,1\u00A0GiB"));
    EXPECT_EQ(formatHours(38.2 * 3600), QStringLiteral("38 h"));
    EXPECT_EQ(formatHours(6.44 * 3600), QStringLiteral("6,4 h"));
    EXPECT_EQ(formatHours(0.25 * 3600), QStringLiteral("15 min"));
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    EXPECT_EQ(formatMoney(2400, "USD"), QStringLiteral("$2,400"));
    EXPECT_EQ(formatMoney(12.5, "USD"), QStringLiteral("$12.50"));
    EXPECT_EQ(formatPercent(0.613), QStringLiteral("61\u00A0%"));
    core::Parallelism p;
    p.gpus = 16;
    p.sharding = core::Sharding::FSDP;
    p.tp = 2;
    EXPECT_EQ(strategyLabel(p), QStringLiteral("FSDP · TP\u00A02"));
    QLocale::setDefault(QLocale::system());
}

// What a map's grid and an input's value print: whole numbers grouped, others to three
// significant digits (3 decimals below 1, 2 below 10, 1 below 100, none above) without zeros at
// the end, nor a separator left alone.
TEST(DisplayFormat, PlainNumbers)
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    EXPECT_EQ(formatPlainNumber(16384), QStringLiteral("16,384"));
    EXPECT_EQ(formatPlainNumber(0.25), QStringLiteral("0.25"));    // "0.250"
    EXPECT_EQ(formatPlainNumber(1.5), QStringLiteral("1.5"));      // "1.50"
    EXPECT_EQ(formatPlainNumber(12.5), QStringLiteral("12.5"));
    EXPECT_EQ(formatPlainNumber(123.4), QStringLiteral("123"));
    EXPECT_EQ(formatPlainNumber(1.004), QStringLiteral("1"));      // "1.00"
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    EXPECT_EQ(formatPlainNumber(16384), QStringLiteral("16.384"));
    EXPECT_EQ(formatPlainNumber(0.5), QStringLiteral("0,5"));      // "0,500"
    QLocale::setDefault(QLocale::system());
}

} // namespace
