#pragma once

#include <QObject>

class QWidget;

namespace gpusizer::ui {

// Scrolling a column of controls must not edit them: spin boxes, combo boxes and sliders under
// `root` take the wheel only when they have focus (clicked or tabbed into); otherwise the wheel
// scrolls the column. Their focus policy becomes Qt::StrongFocus (no focus by the wheel).
class WheelGuard final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WheelGuard)
public:
    // Guards every such widget under `root` now; the guard is a child of `root`.
    static WheelGuard *install(QWidget *root);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit WheelGuard(QObject *parent) : QObject(parent) {}
};

} // namespace gpusizer::ui
