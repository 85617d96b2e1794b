#pragma once

class QObject;
class QWidget;

namespace gpusizer::ui {

// Ctrl+Z and Ctrl+Shift+Z (the platform's Undo and Redo) in a spin box under `root` undo the
// scenario like anywhere else in the window, instead of being swallowed by the spin box's own
// line edit (which has nothing to undo once a value is applied).
class UndoShortcutForwarder final
{
public:
    // The forwarder (an EventIgnorer) is a child of `root`.
    static QObject *install(QWidget *root);
};

} // namespace gpusizer::ui
