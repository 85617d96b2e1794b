#include "report/reportlanguage.h"

#include "i18n/languagemanager.h"

#include <QCoreApplication>
#include <QFile>
#include <QTranslator>

namespace gpusizer::ui {

namespace {

ReportLanguageHook &hookInstance()
{
    static ReportLanguageHook hook;
    return hook;
}

} // namespace

void setReportLanguageHook(ReportLanguageHook hook)
{
    hookInstance() = std::move(hook);
}

const ReportLanguageHook &reportLanguageHook()
{
    return hookInstance();
}

ScopedReportLanguage::ScopedReportLanguage(const QString &language)
    : m_language(LanguageManager::availableLanguages().contains(language) ? language : QStringLiteral("en"))
    , m_previousLocale(QLocale())
{
    QLocale::setDefault(LanguageManager::localeFor(m_language));
    const ReportLanguageHook &hook = hookInstance();
    if (hook.apply && hook.current) {
        m_previousLanguage = hook.current();
        m_usedHook = true;
        if (m_previousLanguage != m_language)
            hook.apply(m_language);
        return;
    }
    // English too: its catalog holds the plural forms ("1 replica", "2 replicas").
    const QString file = QStringLiteral(":/i18n/gpusizer_%1.qm").arg(m_language);
    if (!QFile::exists(file))
        return;
    auto translator = std::make_unique<QTranslator>();
    if (translator->load(file) && QCoreApplication::installTranslator(translator.get()))
        m_translator = std::move(translator);
}

ScopedReportLanguage::~ScopedReportLanguage()
{
    if (m_translator)
        QCoreApplication::removeTranslator(m_translator.get());
    const ReportLanguageHook &hook = hookInstance();
    if (m_usedHook && hook.apply && m_previousLanguage != m_language)
        hook.apply(m_previousLanguage);
    QLocale::setDefault(m_previousLocale);
}

} // namespace gpusizer::ui
