#include "widgets/wheelguard.h"

#include "widgets/eventignorer.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QEvent>
#include <QWidget>

namespace gpusizer::ui {

namespace {

// Not for this widget: left unaccepted, the wheel goes on to the scroll area.
bool isWheelWithoutFocus(const QObject *watched, QEvent *event)
{
    return event->type() == QEvent::Wheel && !static_cast<const QWidget *>(watched)->hasFocus();
}

} // namespace

QObject *WheelGuard::install(QWidget *root)
{
    auto *guard = new EventIgnorer(isWheelWithoutFocus, root);
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

} // namespace gpusizer::ui
