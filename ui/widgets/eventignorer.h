#pragma once

#include <QObject>

namespace gpusizer::ui {

// An event filter that stops the events `picks` chooses at the object it watches and leaves them
// unaccepted, so they go on to its parent (a wheel to the scroll area) or to the window (a
// shortcut), instead of being taken by the widget. WheelGuard and UndoShortcutForwarder install
// one each.
class EventIgnorer final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EventIgnorer)
public:
    using Picks = bool (*)(const QObject *watched, QEvent *event);

    EventIgnorer(Picks picks, QObject *parent)
        : QObject(parent)
        , m_picks(picks)
    {
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    Picks m_picks;
};

} // namespace gpusizer::ui
