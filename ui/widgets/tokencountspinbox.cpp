#include "widgets/tokencountspinbox.h"
#include "util/qstringfromutf8.h"

#include <QRegularExpression>

#include "widgets/boundedspinbox.h"

#include <QEvent>
#include <QLineEdit>
#include <QLocale>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace gpusizer::ui {

using core::toQString;

namespace {

bool isSpaceLike(QChar c)
{
    return c == QChar(0x00A0) || c == QChar(0x202F) || c == QChar(0x2009) || c.isSpace();
}

// A locale separator as the one ASCII character core::checkTokenCount takes: space-like ones
// (nb's no-break space) become ' ', and so does any other non-ASCII one (the input's are
// replaced alike).
char asciiSeparator(const QString &separator, char fallback)
{
    if (separator.size() != 1)
        return fallback;
    const QChar c = separator.front();
    if (isSpaceLike(c))
        return ' ';
    return c.unicode() < 128 ? static_cast<char>(c.unicode()) : fallback;
}

} // namespace

TokenCountSpinBox::TokenCountSpinBox(QWidget *parent)
    : QDoubleSpinBox(parent)
{
    setDecimals(0); // whole tokens; setValue() rounds to them
    setRange(kMinTokens, kMaxTokens);
    setStepType(QAbstractSpinBox::AdaptiveDecimalStepType); // 2 T steps by 0.1 T
    setKeyboardTracking(false);
    // Counts written in full are long ("1,234,567,890 tokens"): take the field's width.
    setSizePolicy(QSizePolicy::Expanding, sizePolicy().verticalPolicy());
    // The note is about the limited count: typing again or another value ends it.
    connect(lineEdit(), &QLineEdit::textEdited, this, [this] { setLimitNote(QString(), -1.0); });
    connect(this, &QDoubleSpinBox::valueChanged, this, [this](double tokens) {
        if (!m_note.isAbout(tokens))
            setLimitNote(QString(), -1.0);
    });
}

core::TokenUnitStyle TokenCountSpinBox::unitStyle() const
{
    switch (locale().language()) {
    case QLocale::NorwegianBokmal:
    case QLocale::NorwegianNynorsk:
        return core::TokenUnitStyle::NorwegianBokmal;
    case QLocale::German:
        return core::TokenUnitStyle::German;
    default:
        return core::TokenUnitStyle::English;
    }
}

QString TokenCountSpinBox::compactText(double tokens) const
{
    const core::CompactTokenCount compact = core::compactTokenCount(tokens, unitStyle());
    const QString number = locale().toString(compact.mantissa, 'f', compact.decimals);
    if (compact.unit.empty())
        return number;
    return number + QLatin1Char(' ')
           + toQString(compact.unit);
}

QString TokenCountSpinBox::textFromValue(double value) const
{
    if (std::round(value) == 1.0)
        return tr("1 token");
    return tr("%1 tokens").arg(compactText(value));
}

core::TokenCountCheck TokenCountSpinBox::check(const QString &text) const
{
    const QLocale loc = locale();
    QString input = text;
    for (QChar &c : input) {
        if (isSpaceLike(c))
            c = QLatin1Char(' ');
    }
    const char point = asciiSeparator(loc.decimalPoint(), '.');
    char group = asciiSeparator(loc.groupSeparator(), ' ');
    if (group == point)
        group = '\0';
    if (loc.groupSeparator().size() == 1 && group == ' ')
        input.replace(loc.groupSeparator().front(), QLatin1Char(' '));
    if (loc.decimalPoint().size() == 1 && loc.decimalPoint().front().unicode() >= 128)
        input.replace(loc.decimalPoint().front(), QLatin1Char(point));
    // The word for tokens in the window's language (core knows "token" and "tokens").
    bool withWord = false;
    for (const QString &pattern : {tr("%1 tokens"), tr("1 token")}) {
        QString word = pattern;
        word.remove(QStringLiteral("%1"));
        if (pattern.startsWith(QLatin1Char('1')))
            word.remove(0, 1);
        word = word.trimmed();
        const QString trimmed = input.trimmed();
        if (!word.isEmpty() && trimmed.endsWith(word, Qt::CaseInsensitive) && trimmed.size() > word.size()) {
            input = trimmed.left(trimmed.size() - word.size());
            withWord = true;
            break;
        }
    }
    const QByteArray utf8 = input.toUtf8();
    core::TokenCountCheck result = core::checkTokenCount(
        std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())), point, group);
    // A bare number below 1,000 (no unit, no group separator, no exponent, no "tokens") is taken
    // in the unit the field shows: "200" in a field showing "50 M tokens" is 200 M (issue #28),
    // not 200 tokens; "200 tokens" is 200.
    // (Checked on every keystroke: the two decimal points there are, compiled once.)
    static const QRegularExpression barePoint(QStringLiteral("^\\s*\\d{1,3}([.]\\d+)?\\s*$"));
    static const QRegularExpression bareComma(QStringLiteral("^\\s*\\d{1,3}(,\\d+)?\\s*$"));
    const QRegularExpression &bare = point == ',' ? bareComma : barePoint;
    if (!withWord && result.state == core::TokenCountState::Acceptable && bare.match(input).hasMatch())
        result.value *= shownUnit();
    return result;
}

double TokenCountSpinBox::shownUnit() const
{
    const core::CompactTokenCount shown = core::compactTokenCount(value(), unitStyle());
    if (shown.unit.empty() || shown.mantissa <= 0)
        return 1.0;
    // 10^3, 10^6, 10^9 or 10^12: the power of a thousand the mantissa is counted in.
    return std::pow(1000.0, std::round(std::log(value() / shown.mantissa) / std::log(1000.0)));
}

QValidator::State TokenCountSpinBox::validate(QString &input, int &) const
{
    const core::TokenCountCheck result = check(input);
    switch (result.state) {
    case core::TokenCountState::Invalid:
        return QValidator::Invalid;
    case core::TokenCountState::Intermediate:
        return QValidator::Intermediate;
    case core::TokenCountState::Acceptable:
        break;
    }
    // Beyond the range: typed in full, set to the limit (with a note) when done.
    const double tokens = std::round(result.value);
    return tokens < minimum() || tokens > maximum() ? QValidator::Intermediate : QValidator::Acceptable;
}

void TokenCountSpinBox::fixup(QString &input) const
{
    const core::TokenCountCheck result = check(input);
    if (result.state != core::TokenCountState::Acceptable)
        return; // not a count: the previous value stays
    const double tokens = std::round(result.value);
    if (tokens >= minimum() && tokens <= maximum())
        return;
    const bool above = tokens > maximum();
    const double limit = above ? maximum() : minimum();
    const QString typed = input.trimmed();
    input = textFromValue(limit);
    // fixup() is const for QValidator's sake; the note is what it did.
    const_cast<TokenCountSpinBox *>(this)->setLimitNote(BoundedSpinBox::limitNoteText(typed, input, above), limit);
}

double TokenCountSpinBox::valueFromText(const QString &text) const
{
    const core::TokenCountCheck result = check(text);
    if (result.state != core::TokenCountState::Acceptable)
        return value();
    return std::clamp(std::round(result.value), minimum(), maximum());
}

QString TokenCountSpinBox::inputHint() const
{
    const QString examples = QStringList{compactText(2e12), compactText(500e9), compactText(20e6),
                                         QStringLiteral("2e9")}
                                 .join(QStringLiteral(", "));
    return tr("Tokens in full or with a unit, such as %1; a number below 1,000 alone is in the unit shown; from "
              "%2 to %3")
        .arg(examples, textFromValue(minimum()), textFromValue(maximum()));
}

void TokenCountSpinBox::changeEvent(QEvent *event)
{
    QDoubleSpinBox::changeEvent(event);
    // The units and separators follow the locale, the word for tokens the language: setting
    // the same value shows it anew.
    if (event->type() == QEvent::LocaleChange || event->type() == QEvent::LanguageChange) {
        setValue(value());
        updateGeometry();
    }
}

void TokenCountSpinBox::setLimitNote(const QString &note, double limit)
{
    if (m_note.set(note, limit))
        emit limitNoteChanged(m_note.note());
}

} // namespace gpusizer::ui
