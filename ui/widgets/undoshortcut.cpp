#include "widgets/undoshortcut.h"

#include <QAbstractSpinBox>
#include <QKeyEvent>
#include <QLineEdit>

namespace gpusizer::ui {

UndoShortcutForwarder *UndoShortcutForwarder::install(QWidget *root)
{
    auto *forwarder = new UndoShortcutForwarder(root);
    for (QAbstractSpinBox *box : root->findChildren<QAbstractSpinBox *>()) {
        box->installEventFilter(forwarder);
        if (QLineEdit *edit = box->findChild<QLineEdit *>())
            edit->installEventFilter(forwarder);
    }
    return forwarder;
}

bool UndoShortcutForwarder::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::ShortcutOverride) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo)) {
            // Not overridden: the window's Undo / Redo action takes the shortcut.
            event->ignore();
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace gpusizer::ui
