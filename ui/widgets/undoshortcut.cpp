#include "widgets/undoshortcut.h"

#include "widgets/eventignorer.h"

#include <QAbstractSpinBox>
#include <QKeyEvent>
#include <QLineEdit>

namespace gpusizer::ui {

namespace {

// Not overridden: the window's Undo / Redo action takes the shortcut.
bool isUndoOrRedo(const QObject * /*watched*/, QEvent *event)
{
    if (event->type() != QEvent::ShortcutOverride)
        return false;
    auto *key = static_cast<QKeyEvent *>(event);
    return key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo);
}

} // namespace

QObject *UndoShortcutForwarder::install(QWidget *root)
{
    auto *forwarder = new EventIgnorer(isUndoOrRedo, root);
    for (QAbstractSpinBox *box : root->findChildren<QAbstractSpinBox *>()) {
        box->installEventFilter(forwarder);
        if (QLineEdit *edit = box->findChild<QLineEdit *>())
            edit->installEventFilter(forwarder);
    }
    return forwarder;
}

} // namespace gpusizer::ui
