#pragma once

#include "widgets/limitnote.h"

#include <QSpinBox>
#include <QString>

#include <optional>

namespace gpusizer::ui {

// A QSpinBox that does not truncate a typed number beyond its range. QSpinBox refuses the
// keystroke that takes the text past the maximum, so typing 99999 into a 1..72 box left "9"
// and Enter set 9 without a word. Here the whole number can be typed (Intermediate); on Enter
// or leaving the field it is set to the nearest limit and limitNote() says so ("99,999 is
// above the limit: set to 72") while the box shows it. Garbage and a minus sign
// (for a box that has no negative values) are still refused as typed.
class BoundedSpinBox : public QSpinBox
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BoundedSpinBox)
public:
    explicit BoundedSpinBox(QWidget *parent = nullptr);

    // Why the last typed value was changed, while the box shows that value (empty after
    // typing again or another value, including one set with signals blocked).
    QString limitNote() const { return m_note.text(value()); }

    // The note for a typed value set to a limit (shared with TokenCountSpinBox).
    static QString limitNoteText(const QString &typed, const QString &limit, bool above);

    QValidator::State validate(QString &input, int &pos) const override;
    void fixup(QString &input) const override;

signals:
    void limitNoteChanged(const QString &note);

private:
    std::optional<qlonglong> typedNumber(const QString &input) const;
    void setLimitNote(const QString &note, int limit);

    LimitNote<int> m_note{0};
};

} // namespace gpusizer::ui
