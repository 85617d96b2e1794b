#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>

class QTranslator;

namespace gpusizer::ui {

// A report can be written in every language of LanguageManager::availableLanguages(), with
// the numbers and dates of LanguageManager::localeFor().

// How the application switches its translation: `apply(language)` installs the translators for
// `language` (and removes the previous ones); `current()` says which language is active. The
// language switcher of the app registers itself here; without one, ScopedReportLanguage loads
// ":/i18n/gpusizer_<language>.qm" itself when that resource exists.
struct ReportLanguageHook {
    std::function<void(const QString &language)> apply;
    std::function<QString()> current;
};
void setReportLanguageHook(ReportLanguageHook hook);
const ReportLanguageHook &reportLanguageHook();

// Switches translations and the default QLocale to `language` for the lifetime of the object
// (while a report is written) and restores both afterwards. LanguageChange events the switch
// posts to widgets are delivered after the restore, so the UI never shows the report language.
class ScopedReportLanguage final
{
public:
    explicit ScopedReportLanguage(const QString &language);
    ~ScopedReportLanguage();
    ScopedReportLanguage(const ScopedReportLanguage &) = delete;
    ScopedReportLanguage &operator=(const ScopedReportLanguage &) = delete;

    const QString &language() const { return m_language; }

private:
    QString m_language;
    QString m_previousLanguage;
    QLocale m_previousLocale;
    std::unique_ptr<QTranslator> m_translator; // fallback when no hook is registered
    bool m_usedHook = false;
};

} // namespace gpusizer::ui
