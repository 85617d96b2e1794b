#include "widgets/wheelguard.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QEvent>
#include <QWidget>

namespace gpusizer::ui {

WheelGuard *WheelGuard::install(QWidget *root)
{
    auto *guard = new WheelGuard(root);
    for (QWidget *widget : root->findChildren<QWidget *>()) {
        if (!qobject_cast<QAbstractSpinBox *>(widget) && !qobject_cast<QComboBox *>(widget)
            && !qobject_cast<QAbstractSlider *>(widget))
            continue;
        if (qobject_cast<QAbstractSlider *>(widget) && widget->parentWidget()
            && qobject_cast<QAbstractSpinBox *>(widget->parentWidget()))
            continue;
        widget->setFocusPolicy(Qt::StrongFocus);
        widget->installEventFilter(guard);
    }
    return guard;
}

bool WheelGuard::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Wheel) {
        auto *widget = static_cast<QWidget *>(watched);
        if (!widget->hasFocus()) {
            // Not for this widget: left unaccepted, the wheel goes on to the scroll area.
            event->ignore();
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace gpusizer::ui
