// LiveLabel: texts that change on every slider tick without a window-wide layout pass.
#include "widgets/livelabel.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QImage>
#include <QVBoxLayout>

#include <gtest/gtest.h>

using namespace gpusizer::ui;

namespace {

// A label in a layout that counts its own layout passes.
struct Host {
    Host()
    {
        layout = new QVBoxLayout(&window);
        label = new LiveLabel;
        layout->addWidget(label);
        window.resize(300, 100);
        window.show();
        QApplication::processEvents();
    }
    QWidget window;
    QVBoxLayout *layout = nullptr;
    LiveLabel *label = nullptr;
};

int inkColumns(QWidget &widget)
{
    // Columns with any pixel darker than the background: how much text was painted.
    const QImage image = widget.grab().toImage();
    const int background = qGray(image.pixel(image.width() - 1, image.height() - 1));
    int columns = 0;
    for (int x = 0; x < image.width(); ++x)
        for (int y = 0; y < image.height(); ++y)
            if (std::abs(qGray(image.pixel(x, y)) - background) > 60) {
                ++columns;
                break;
            }
    return columns;
}

} // namespace

TEST(LiveLabel, AsksForALayoutPassOnlyWhenTheTextNeedsMoreRoom)
{
    Host host;
    host.label->setText(QStringLiteral("4,096 tokens"));
    const int afterFirst = host.label->geometryRequests();
    EXPECT_GE(afterFirst, 1);
    // As wide or narrower: repaint only.
    host.label->setText(QStringLiteral("8,192 tokens"));
    host.label->setText(QStringLiteral("512 tokens"));
    EXPECT_EQ(host.label->geometryRequests(), afterFirst);
    // Wider than anything before: one request, and the size hint covers the new text.
    host.label->setText(QStringLiteral("1,048,576 tokens in all"));
    EXPECT_EQ(host.label->geometryRequests(), afterFirst + 1);
    EXPECT_GE(host.label->sizeHint().width(),
              host.label->fontMetrics().horizontalAdvance(QStringLiteral("1,048,576 tokens in all")));
    EXPECT_EQ(host.label->text(), QStringLiteral("1,048,576 tokens in all"));
    EXPECT_EQ(host.label->accessibleName(), QStringLiteral("1,048,576 tokens in all"));
}

TEST(LiveLabel, WrappedTextRelayoutsOnlyWhenTheLineCountChanges)
{
    Host host;
    host.label->setWordWrap(true);
    host.label->setText(QStringLiteral("short"));
    QApplication::processEvents();
    const int oneLine = host.label->heightForWidth(host.label->width());
    const int before = host.label->geometryRequests();
    host.label->setText(QStringLiteral("shirt"));
    EXPECT_EQ(host.label->geometryRequests(), before);
    const QString longText = QStringLiteral("a text long enough to need a few lines in a label that is three hundred "
                                            "pixels wide, so the layout must make room for it");
    host.label->setText(longText);
    EXPECT_EQ(host.label->geometryRequests(), before + 1);
    QApplication::processEvents();
    EXPECT_GE(host.label->height(), 2 * oneLine);
}

TEST(LiveLabel, PaintsItsTextAndElidesWhenNarrow)
{
    Host host;
    host.label->setText(QStringLiteral("MMMM"));
    QApplication::processEvents();
    const int shortInk = inkColumns(*host.label);
    host.label->setText(QStringLiteral("MMMMMMMMMMMMMMMM"));
    QApplication::processEvents();
    const int longInk = inkColumns(*host.label);
    EXPECT_GT(shortInk, 10);
    EXPECT_GT(longInk, 3 * shortInk);
    // Squeezed to 60 pixels the text is elided inside the label, never drawn past it.
    host.window.setMinimumSize(0, 0);
    host.label->setFixedWidth(60);
    QApplication::processEvents();
    EXPECT_LE(inkColumns(*host.label), 60);
    EXPECT_GT(inkColumns(*host.label), 10);
}

TEST(LiveLabel, CopiesItsTextFromTheContextMenu)
{
    Host host;
    host.label->setText(QStringLiteral("Fits on 2 × H100"));
    QAction *copy = host.label->findChild<QAction *>(QStringLiteral("copyText"));
    ASSERT_NE(copy, nullptr);
    EXPECT_TRUE(host.label->actions().contains(copy));
    copy->trigger();
    EXPECT_EQ(QApplication::clipboard()->text(), QStringLiteral("Fits on 2 × H100"));
}
