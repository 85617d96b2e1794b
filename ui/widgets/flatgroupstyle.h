#pragma once

#include <QProxyStyle>

namespace gpusizer::ui {

// The application's style, except that a group box gets a thin rule under its title instead
// of a panel. Fusion draws the panel from pixmap fragments behind every control that repaints
// (a tenth of a slider tick) and ignores QGroupBox::setFlat(); without the panel the group
// shows the window colour, so opaque live labels blend in. Set on the control groups only
// (QWidget::setStyle does not reach their children).
class FlatGroupStyle final : public QProxyStyle
{
    Q_OBJECT
public:
    explicit FlatGroupStyle(QObject *parent = nullptr);

    void drawPrimitive(PrimitiveElement element, const QStyleOption *option, QPainter *painter,
                       const QWidget *widget = nullptr) const override;
};

} // namespace gpusizer::ui
