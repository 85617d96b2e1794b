#pragma once

#include "util/tokencount.h"
#include "widgets/limitnote.h"

#include <QDoubleSpinBox>
#include <QString>

namespace gpusizer::ui {

// A count of tokens, typed and shown with units. The value is the count itself (whole
// tokens, 1 .. 10^15 by default: a scenario file's limit). It is shown compactly through the
// widget's locale, with that language's unit words ("2 T tokens", "1.5 B tokens"; nb "1,5 mrd.
// tokens"; de "20 Mio. tokens"), in full when no unit shows it exactly ("1,234,567,890 tokens").
// Typed input is read by core::parseTokenCount with the locale's separators: "2T", "500B",
// "2e9", "20,000,000", "1,5 mrd." (nb), "2 Bio." (de): every language's unit words in any case.
// A bare number below 1,000 is in the unit the field shows ("200" beside "50 M tokens" is 200 M).
// While typing, a beginning of a count is Intermediate and anything else Invalid (refused).
// A count beyond the range is not clamped silently: on Enter it is set to the limit and
// limitNote() says so while the box shows it (the widget shows the limit, its owner the note).
class TokenCountSpinBox : public QDoubleSpinBox
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TokenCountSpinBox)
public:
    static constexpr double kMinTokens = 1.0;
    static constexpr double kMaxTokens = 1e15;

    explicit TokenCountSpinBox(QWidget *parent = nullptr);

    // Why the last typed count was changed, while the box shows that count (empty after
    // typing again or another value, including one set with signals blocked).
    QString limitNote() const { return m_note.text(value()); }
    // A tooltip: what may be typed and the range, in the widget's locale.
    QString inputHint() const;

    QValidator::State validate(QString &input, int &pos) const override;
    void fixup(QString &input) const override;
    double valueFromText(const QString &text) const override;
    QString textFromValue(double value) const override;

signals:
    void limitNoteChanged(const QString &note);

protected:
    void changeEvent(QEvent *event) override;

private:
    core::TokenCountCheck check(const QString &text) const;
    double shownUnit() const;   // the power of a thousand the field shows its count in (1: in full)
    core::TokenUnitStyle unitStyle() const;
    QString compactText(double tokens) const; // "2 T", "1,5 mrd.", "999"
    void setLimitNote(const QString &note, double limit);

    LimitNote<double> m_note{-1.0};
};

} // namespace gpusizer::ui
