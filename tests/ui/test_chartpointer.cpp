// The pointer over the charts that paint themselves (the map's cells, the Pareto points): a
// click is a left press and release on the same item, the second press of a double click counts
// as a press, hover follows the item under the pointer, and a disabled chart takes no click.
#include "charts/chartpointer.h"

#include <QApplication>
#include <QMouseEvent>
#include <QWidget>

#include <gtest/gtest.h>

#include <optional>
#include <vector>

using namespace gpusizer::ui;

namespace {

// A 100 × 100 chart with four items side by side in its top half: item i spans x from 25 i to
// 25 (i + 1); the bottom half has none.
struct Chart {
    QWidget widget;
    std::vector<int> clicks;
    std::vector<std::optional<int>> hovers;
    ChartPointer<int> *pointer;

    Chart()
        : pointer(new ChartPointer<int>(
            &widget, [](const QPointF &p) { return p.y() < 50 ? std::optional(int(p.x() / 25)) : std::nullopt; },
            [this](std::optional<int> item) { hovers.push_back(item); }, [this](int item) { clicks.push_back(item); }))
    {
        widget.resize(100, 100);
        // As the charts do: moves without a button come only with tracking on.
        widget.setMouseTracking(true);
    }

    void send(QEvent::Type type, QPointF at, Qt::MouseButton button = Qt::LeftButton)
    {
        const Qt::MouseButtons held = type == QEvent::MouseButtonRelease || type == QEvent::MouseMove
            ? Qt::MouseButtons()
            : Qt::MouseButtons(button);
        QMouseEvent event(type, at, widget.mapToGlobal(at), button, held, Qt::NoModifier);
        QApplication::sendEvent(&widget, &event);
    }
    void click(QPointF press, QPointF release, Qt::MouseButton button = Qt::LeftButton)
    {
        send(QEvent::MouseButtonPress, press, button);
        send(QEvent::MouseButtonRelease, release, button);
    }
};

} // namespace

TEST(ChartPointer, AClickIsAPressAndReleaseOnTheSameItem)
{
    Chart chart;
    chart.click({ 30, 10 }, { 45, 20 }); // both on item 1 (x 25 to 50)
    chart.click({ 30, 10 }, { 55, 10 }); // released on item 2: no click
    chart.click({ 30, 10 }, { 30, 80 }); // released below the items: no click
    chart.click({ 30, 80 }, { 30, 80 }); // no item at all
    chart.click({ 80, 10 }, { 80, 10 }, Qt::RightButton); // the context menu's button
    EXPECT_EQ(chart.clicks, (std::vector { 1 }));
}

TEST(ChartPointer, TheSecondPressOfADoubleClickCounts)
{
    Chart chart;
    // What a double click on item 3 delivers: press, release, double click, release.
    chart.send(QEvent::MouseButtonPress, { 90, 10 });
    chart.send(QEvent::MouseButtonRelease, { 90, 10 });
    chart.send(QEvent::MouseButtonDblClick, { 90, 10 });
    chart.send(QEvent::MouseButtonRelease, { 90, 10 });
    EXPECT_EQ(chart.clicks, (std::vector { 3, 3 }));
}

TEST(ChartPointer, AForgottenPressClicksNothing)
{
    Chart chart;
    chart.send(QEvent::MouseButtonPress, { 10, 10 });
    // The items changed under the pointer (a new sweep came): item 0 is another one now.
    chart.pointer->forgetPress();
    chart.send(QEvent::MouseButtonRelease, { 10, 10 });
    EXPECT_TRUE(chart.clicks.empty());
}

TEST(ChartPointer, HoverFollowsTheItemUnderThePointer)
{
    Chart chart;
    chart.send(QEvent::MouseMove, { 60, 10 });
    chart.send(QEvent::MouseMove, { 60, 70 });
    chart.send(QEvent::MouseMove, { 10, 40 });
    QEvent leave(QEvent::Leave);
    QApplication::sendEvent(&chart.widget, &leave);
    EXPECT_EQ(chart.hovers, (std::vector<std::optional<int>> { 2, std::nullopt, 0, std::nullopt }));
}

TEST(ChartPointer, ADisabledChartTakesNoClick)
{
    Chart chart;
    chart.widget.setEnabled(false);
    chart.click({ 30, 10 }, { 30, 10 });
    chart.send(QEvent::MouseMove, { 30, 10 });
    EXPECT_TRUE(chart.clicks.empty());
    EXPECT_TRUE(chart.hovers.empty());
}
