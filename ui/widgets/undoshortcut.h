#pragma once

#include <QObject>

class QWidget;

namespace gpusizer::ui {

// Ctrl+Z and Ctrl+Shift+Z (the platform's Undo and Redo) in a spin box under `root` undo the
// scenario like anywhere else in the window, instead of being swallowed by the spin box's own
// line edit (which has nothing to undo once a value is applied).
class UndoShortcutForwarder final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(UndoShortcutForwarder)
public:
    static UndoShortcutForwarder *install(QWidget *root);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit UndoShortcutForwarder(QObject *parent) : QObject(parent) {}
};

} // namespace gpusizer::ui
