#include "widgets/apppalette.h"

#include <QApplication>
#include <QColor>
#include <QStyle>
#include <QStyleFactory>

namespace gpusizer::ui {

namespace {

struct SystemLook {
    QString style;
    QPalette palette;
    bool dark = false;
};

SystemLook &systemLook()
{
    static SystemLook look{QApplication::style() ? QApplication::style()->name() : QString(), QApplication::palette(), false};
    return look;
}

} // namespace

QPalette darkPalette()
{
    QPalette p;
    const QColor window(0x2b, 0x2d, 0x30);
    const QColor base(0x1e, 0x1f, 0x22);
    const QColor text(0xe6, 0xe6, 0xe6);
    const QColor disabled(0x80, 0x80, 0x80);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0xa0, 0xa0, 0xa0));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0x3c, 0x3f, 0x41));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, Qt::white);
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x7e, 0xc8));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x6a, 0xa9, 0xf0));
    p.setColor(QPalette::Light, QColor(0x50, 0x53, 0x56));
    p.setColor(QPalette::Midlight, QColor(0x45, 0x48, 0x4a));
    p.setColor(QPalette::Mid, QColor(0x35, 0x37, 0x3a));
    p.setColor(QPalette::Dark, QColor(0x1a, 0x1b, 0x1d));
    p.setColor(QPalette::Shadow, Qt::black);
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    return p;
}

void setDarkPalette(bool dark)
{
    SystemLook &look = systemLook();
    if (look.dark == dark)
        return;
    look.dark = dark;
    if (dark) {
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        QApplication::setPalette(darkPalette());
        return;
    }
    if (QStyle *style = QStyleFactory::create(look.style))
        QApplication::setStyle(style);
    QApplication::setPalette(look.palette);
}

bool isDarkPalette()
{
    return systemLook().dark;
}

} // namespace gpusizer::ui
