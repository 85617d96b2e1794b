#pragma once

#include <QString>

namespace gpusizer::ui {

// Why a spin box set a typed value to one of its limits, kept while the box shows that limit
// (BoundedSpinBox and TokenCountSpinBox; `T` is the box's value type).
template <typename T>
class LimitNote
{
public:
    explicit LimitNote(T noLimit)
        : m_limit(noLimit)
    {
    }

    // The note while the box shows `value`, the limit it is about; else empty.
    QString text(T value) const { return value == m_limit ? m_note : QString(); }
    bool isAbout(T value) const { return value == m_limit; }
    const QString &note() const { return m_note; }
    // The note about `limit` (empty: none); true where its text changed, for the box to tell.
    bool set(const QString &note, T limit)
    {
        m_limit = limit;
        if (note == m_note)
            return false;
        m_note = note;
        return true;
    }

private:
    QString m_note;
    T m_limit; // the limit the note is about
};

} // namespace gpusizer::ui
