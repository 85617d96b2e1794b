#include "widgets/eventignorer.h"

#include <QEvent>

namespace gpusizer::ui {

bool EventIgnorer::eventFilter(QObject *watched, QEvent *event)
{
    if (m_picks(watched, event)) {
        event->ignore();
        return true;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace gpusizer::ui
