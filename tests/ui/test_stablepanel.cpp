// A panel that holds still under the mouse (issue #28 point 5): a drag of the sequence slider
// past the model's context window keeps the handle under the pointer and the slider in place,
// and a click on field after field gives that field the focus.
#include "document/scenariodocument.h"
#include "mainwindow.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QLineEdit>
#include <QSlider>
#include <QStyle>
#include <QStyleOptionSlider>
#include <QTest>

#include <gtest/gtest.h>

#include <cstdlib>

using namespace gpusizer;
using namespace gpusizer::ui;

namespace {

// Where the handle of `slider` is drawn now, in its own coordinates.
QRect handleRect(QSlider *slider)
{
    QStyleOptionSlider option;
    option.initFrom(slider);
    option.orientation = slider->orientation();
    option.minimum = slider->minimum();
    option.maximum = slider->maximum();
    option.sliderPosition = slider->sliderPosition();
    option.sliderValue = slider->value();
    option.upsideDown = slider->invertedAppearance();
    return slider->style()->subControlRect(QStyle::CC_Slider, &option, QStyle::SC_SliderHandle, slider);
}

// Sends a move with the left button held (QTest::mouseMove carries no buttons).
void dragTo(QWidget *widget, QPoint at)
{
    QMouseEvent move(QEvent::MouseMove, at, widget->mapToGlobal(at), Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(widget, &move);
}

struct Window {
    MainWindow window;
    Window()
    {
        window.resize(1366, 768);
        window.show();
        window.document()->flush();
        QApplication::processEvents();
    }
};

} // namespace

TEST(StablePanel, TheSequenceSliderStaysUnderTheMousePastTheContextWindow)
{
    Window w;
    ScenarioDocument *doc = w.window.document();
    auto *slider = w.window.findChild<QSlider *>(QStringLiteral("seqLenSlider"));
    ASSERT_NE(slider, nullptr);
    const QPoint origin = slider->mapTo(&w.window, QPoint(0, 0));
    QPoint at = handleRect(slider).center();
    QTest::mousePress(slider, Qt::LeftButton, Qt::NoModifier, at);
    // Right in steps to the end of the groove: past the model's 131,072-token window.
    bool passedTheWindow = false;
    while (at.x() < slider->width() - 4) {
        at.rx() += 6;
        dragTo(slider, at);
        doc->flush();  // the analysis of each tick, as a pause in the drag would bring it
        QApplication::processEvents();
        passedTheWindow = passedTheWindow || w.window.document()->analysis().beyondContextWindow;
        EXPECT_EQ(slider->mapTo(&w.window, QPoint(0, 0)), origin) << "the slider moved at x " << at.x();
        const QRect handle = handleRect(slider);
        if (at.x() < slider->width() - handle.width()) {
            EXPECT_LE(std::abs(handle.center().x() - at.x()), handle.width())
                << "the handle left the mouse at x " << at.x() << ", handle at " << handle.center().x();
        }
    }
    QTest::mouseRelease(slider, Qt::LeftButton, Qt::NoModifier, at);
    EXPECT_TRUE(passedTheWindow) << "the drag never passed the context window";
    EXPECT_EQ(slider->mapTo(&w.window, QPoint(0, 0)), origin);
}

TEST(StablePanel, AClickOnFieldAfterFieldFocusesThatField)
{
    Window w;
    const QStringList fields{QStringLiteral("seqLen"), QStringLiteral("microBatch"), QStringLiteral("gradAccum"),
                             QStringLiteral("datasetTokens"), QStringLiteral("epochs"), QStringLiteral("seqLen")};
    for (const QString &name : fields) {
        auto *box = w.window.findChild<QAbstractSpinBox *>(name);
        ASSERT_NE(box, nullptr) << name.toStdString();
        box->window()->activateWindow();
        // Click the middle of the field's text, where the user aims.
        QLineEdit *edit = box->findChild<QLineEdit *>();
        ASSERT_NE(edit, nullptr);
        const QPoint target = edit->rect().center();
        QTest::mouseClick(edit, Qt::LeftButton, Qt::NoModifier, target);
        w.window.document()->flush();
        QApplication::processEvents();
        QWidget *focus = QApplication::focusWidget();
        EXPECT_TRUE(focus == box || focus == edit)
            << "clicked " << name.toStdString() << ", focus on "
            << (focus ? focus->objectName().toStdString() : std::string("nothing"));
        // A typed value that brings a warning, then the next click.
        QTest::keyClick(edit, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(edit, name == QLatin1String("seqLen") ? QStringLiteral("200000") : QStringLiteral("3"));
        QTest::keyClick(edit, Qt::Key_Return);
        w.window.document()->flush();
        QApplication::processEvents();
    }
}
