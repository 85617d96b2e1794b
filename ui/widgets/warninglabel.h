#pragma once

#include <QColor>
#include <QEvent>
#include <QLabel>
#include <QPalette>

namespace gpusizer::ui {

// A note next to the controls in a warning colour ("⚠ ..."): dark orange on a light palette,
// light orange on a dark one, following palette switches. Word-wrapped and selectable.
class WarningLabel final : public QLabel
{
public:
    explicit WarningLabel(QWidget *parent = nullptr)
        : QLabel(parent)
    {
        setWordWrap(true);
        setTextInteractionFlags(Qt::TextSelectableByMouse);
        applyColour();
    }

protected:
    void changeEvent(QEvent *event) override
    {
        QLabel::changeEvent(event);
        if (event->type() == QEvent::PaletteChange || event->type() == QEvent::ApplicationPaletteChange)
            applyColour();
    }

private:
    void applyColour()
    {
        QPalette pal = palette();
        const bool dark = pal.color(QPalette::Window).lightness() < 128;
        const QColor colour = dark ? QColor(0xF0, 0xA0, 0x50) : QColor(0xA3, 0x3D, 0x00);
        if (pal.color(QPalette::Active, QPalette::WindowText) == colour
            && pal.color(QPalette::Inactive, QPalette::WindowText) == colour)
            return;
        pal.setColor(QPalette::Active, QPalette::WindowText, colour);
        pal.setColor(QPalette::Inactive, QPalette::WindowText, colour);
        setPalette(pal);
    }
};

} // namespace gpusizer::ui
