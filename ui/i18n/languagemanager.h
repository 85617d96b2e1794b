#pragma once

#include <QList>
#include <QLocale>
#include <QObject>
#include <QString>

class QTranslator;

namespace gpusizer::ui {

// Installs our translator and Qt's own for the chosen language, at run time. Widgets then
// receive QEvent::LanguageChange and retranslate; QLocale's default follows the language so
// numbers and dates are formatted the way the reader expects.
class LanguageManager final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LanguageManager)
public:
    explicit LanguageManager(QObject *parent = nullptr);
    ~LanguageManager() override;

    // Language codes we ship: "en", "nb", "de".
    static QStringList availableLanguages();
    // Native name for the Language menu ("English", "Norsk bokmål", "Deutsch").
    static QString nativeName(const QString &code);
    // Maps a system locale to one of ours: nb, nn and no -> nb; de_* -> de; else en.
    static QString languageForLocale(const QLocale &locale);
    // The language a first start shows: from LANGUAGE, LC_ALL, LC_MESSAGES, LANG (nb, de, else en).
    static QString systemLanguage();
    // The locale used for numbers in a language (en: en_US, nb: nb_NO, de: de_DE).
    static QLocale localeFor(const QString &code);

    QString currentLanguage() const { return m_current; }

    // Switches the application language; returns false for an unknown code or a missing
    // translation (then nothing changes).
    bool setLanguage(const QString &code);

signals:
    void languageChanged(const QString &code);

private:
    void removeTranslators();

    QString m_current;
    QTranslator *m_ours = nullptr;
    QTranslator *m_qt = nullptr;
};

// Temporarily switches the language (e.g. to write a report in the customer's language)
// and restores the previous one on destruction.
class ScopedLanguage final
{
public:
    ScopedLanguage(LanguageManager &manager, const QString &code);
    ~ScopedLanguage();
    ScopedLanguage(const ScopedLanguage &) = delete;
    ScopedLanguage &operator=(const ScopedLanguage &) = delete;

private:
    LanguageManager &m_manager;
    QString m_previous;
};

} // namespace gpusizer::ui
