#pragma once

class QObject;
class QWidget;

namespace gpusizer::ui {

// Scrolling a column of controls must not edit them: spin boxes, combo boxes and sliders under
// `root` take the wheel only when they have focus (clicked or tabbed into); otherwise the wheel
// scrolls the column. Their focus policy becomes Qt::StrongFocus (no focus by the wheel).
class WheelGuard final
{
public:
    // Guards every such widget under `root` now; the guard (an EventIgnorer) is a child of `root`.
    static QObject *install(QWidget *root);
};

} // namespace gpusizer::ui
