#include "widgets/boundedspinbox.h"

#include <QLineEdit>
#include <QLocale>

namespace gpusizer::ui {

BoundedSpinBox::BoundedSpinBox(QWidget *parent)
    : QSpinBox(parent)
{
    setKeyboardTracking(false);
    // The note is about the limited value: typing again or another value ends it.
    connect(lineEdit(), &QLineEdit::textEdited, this, [this] { setLimitNote(QString(), 0); });
    connect(this, &QSpinBox::valueChanged, this, [this](int value) {
        if (!m_note.isAbout(value))
            setLimitNote(QString(), 0);
    });
}

QString BoundedSpinBox::limitNoteText(const QString &typed, const QString &limit, bool above)
{
    return above ? tr("%1 is above the limit: set to %2").arg(typed, limit)
                 : tr("%1 is below the minimum: set to %2").arg(typed, limit);
}

std::optional<qlonglong> BoundedSpinBox::typedNumber(const QString &input) const
{
    QString text = input;
    if (!prefix().isEmpty() && text.startsWith(prefix()))
        text.remove(0, prefix().size());
    if (!suffix().isEmpty() && text.endsWith(suffix()))
        text.chop(suffix().size());
    text = text.trimmed();
    if (text.isEmpty() || (minimum() >= 0 && (text.startsWith(QLatin1Char('-')) || text.startsWith(QLatin1Char('+')))))
        return std::nullopt;
    bool ok = false;
    qlonglong value = locale().toLongLong(text, &ok);
    if (!ok) {
        text.remove(locale().groupSeparator());
        value = locale().toLongLong(text, &ok);
    }
    return ok ? std::optional<qlonglong>(value) : std::nullopt;
}

QValidator::State BoundedSpinBox::validate(QString &input, int &pos) const
{
    const QValidator::State state = QSpinBox::validate(input, pos);
    if (state != QValidator::Invalid)
        return state;
    // A number beyond the range: may be typed in full, and is set to the limit when done.
    const std::optional<qlonglong> typed = typedNumber(input);
    return typed && (*typed > maximum() || *typed < minimum()) ? QValidator::Intermediate : QValidator::Invalid;
}

void BoundedSpinBox::fixup(QString &input) const
{
    const std::optional<qlonglong> typed = typedNumber(input);
    if (!typed || (*typed <= maximum() && *typed >= minimum())) {
        QSpinBox::fixup(input);
        return;
    }
    const bool above = *typed > maximum();
    const int limit = above ? maximum() : minimum();
    input = prefix() + textFromValue(limit) + suffix();
    // fixup() is const for QValidator's sake; the note is what it did.
    const_cast<BoundedSpinBox *>(this)->setLimitNote(
        limitNoteText(locale().toString(*typed), textFromValue(limit), above), limit);
}

void BoundedSpinBox::setLimitNote(const QString &note, int limit)
{
    if (m_note.set(note, limit))
        emit limitNoteChanged(m_note.note());
}

} // namespace gpusizer::ui
