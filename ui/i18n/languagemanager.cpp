#include "i18n/languagemanager.h"

#include "util/logging.h"

#include <QApplication>
#include <QCoreApplication>
#include <QWidget>
#include <QLibraryInfo>
#include <QThread>
#include <QTranslator>

#include <spdlog/spdlog.h>

namespace gpusizer::ui {

LanguageManager::LanguageManager(QObject *parent)
    : QObject(parent)
    , m_current(QStringLiteral("en"))
{
}

LanguageManager::~LanguageManager() { removeTranslators(); }

QStringList LanguageManager::availableLanguages()
{
    return {QStringLiteral("en"), QStringLiteral("nb"), QStringLiteral("de")};
}

QString LanguageManager::nativeName(const QString &code)
{
    // Language names are written in their own language on purpose: a reader finds theirs.
    if (code == QLatin1String("nb"))
        return QStringLiteral("Norsk bokmål");
    if (code == QLatin1String("de"))
        return QStringLiteral("Deutsch");
    return QStringLiteral("English");
}

QString LanguageManager::languageForLocale(const QLocale &locale)
{
    switch (locale.language()) {
    case QLocale::NorwegianBokmal:
    case QLocale::NorwegianNynorsk:
        return QStringLiteral("nb");
    case QLocale::German:
        return QStringLiteral("de");
    default:
        break;
    }
    // "no" (macrolanguage) parses as Bokmål in Qt; keep the explicit check for safety.
    if (locale.name().startsWith(QLatin1String("no")))
        return QStringLiteral("nb");
    return QStringLiteral("en");
}

QString LanguageManager::systemLanguage()
{
    // POSIX order of precedence for messages: LANGUAGE (a colon-separated list), LC_ALL,
    // LC_MESSAGES, LANG; the first of ours wins, "C"/"POSIX" and unknown ones fall through.
    const auto fromTag = [](QString tag) -> QString {
        tag = tag.section(QLatin1Char('.'), 0, 0).section(QLatin1Char('@'), 0, 0);
        if (tag.isEmpty() || tag == QLatin1String("C") || tag == QLatin1String("POSIX"))
            return {};
        const QString lang = tag.section(QLatin1Char('_'), 0, 0).toLower();
        if (lang == QLatin1String("nb") || lang == QLatin1String("no") || lang == QLatin1String("nn"))
            return QStringLiteral("nb");
        if (lang == QLatin1String("de"))
            return QStringLiteral("de");
        if (lang == QLatin1String("en"))
            return QStringLiteral("en");
        return QStringLiteral("?");  // a language we do not ship: English, unless an earlier choice
    };
    for (const QString &tag : qEnvironmentVariable("LANGUAGE").split(QLatin1Char(':'), Qt::SkipEmptyParts)) {
        const QString code = fromTag(tag);
        if (!code.isEmpty() && code != QLatin1String("?"))
            return code;
    }
    for (const char *variable : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
        const QString value = qEnvironmentVariable(variable);
        if (value.isEmpty())
            continue;
        const QString code = fromTag(value);
        if (code.isEmpty())
            continue;
        return code == QLatin1String("?") ? QStringLiteral("en") : code;
    }
    return languageForLocale(QLocale::system());
}

QLocale LanguageManager::localeFor(const QString &code)
{
    if (code == QLatin1String("nb"))
        return QLocale(QLocale::NorwegianBokmal, QLocale::Norway);
    if (code == QLatin1String("de"))
        return QLocale(QLocale::German, QLocale::Germany);
    return QLocale(QLocale::English, QLocale::UnitedStates);
}

void LanguageManager::removeTranslators()
{
    for (QTranslator **t : {&m_ours, &m_qt}) {
        if (*t) {
            QCoreApplication::removeTranslator(*t);
            delete *t;
            *t = nullptr;
        }
    }
}

bool LanguageManager::setLanguage(const QString &code)
{
    auto log = core::logging::get("ui");
    if (!availableLanguages().contains(code)) {
        log->warn("unknown language '{}' ignored", code.toStdString());
        return false;
    }
    // English too: its catalog holds the plural forms ("1 sequence", "2 sequences").
    auto ours = std::make_unique<QTranslator>();
    if (!ours->load(QStringLiteral(":/i18n/gpusizer_%1.qm").arg(code))) {
        log->error("translation for '{}' missing from the build", code.toStdString());
        return false;
    }
    removeTranslators();
    QLocale::setDefault(localeFor(code));
    // Widgets keep the locale they were created with: give the open windows the new one, so
    // spin boxes and other locale-aware widgets re-format ("5.000" in de, "5 000" in nb) at once
    // (QEvent::LocaleChange reaches every child that has no locale of its own).
    if (qobject_cast<QApplication *>(QCoreApplication::instance()))
        for (QWidget *window : QApplication::topLevelWidgets())
            window->setLocale(localeFor(code));
    if (code != QLatin1String("en")) {
        // Qt's own strings (standard buttons, file dialogs). Debian has no qtbase_nb.qm; our
        // catalog translates the few standard strings we show (qtstandardstrings.cpp).
        auto qt = std::make_unique<QTranslator>();
        if (qt->load(QLocale(code), QStringLiteral("qtbase"), QStringLiteral("_"),
                     QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
            m_qt = qt.release();
            QCoreApplication::installTranslator(m_qt);
        }
    }
    m_ours = ours.release();
    QCoreApplication::installTranslator(m_ours);
    const bool changed = m_current != code;
    m_current = code;
    log->info("language set to {}", code.toStdString());
    // install/removeTranslator send QEvent::LanguageChange only while the event loop runs;
    // before exec() (first start, tests, the CLI's report) we send it ourselves, so switching
    // works the same everywhere. Widgets retranslate themselves on that event.
    if (QThread::currentThread()->loopLevel() == 0 && QCoreApplication::instance()) {
        QEvent event(QEvent::LanguageChange);
        QCoreApplication::sendEvent(QCoreApplication::instance(), &event);
    }
    if (changed)
        emit languageChanged(code);
    return true;
}

ScopedLanguage::ScopedLanguage(LanguageManager &manager, const QString &code)
    : m_manager(manager)
    , m_previous(manager.currentLanguage())
{
    if (code != m_previous)
        m_manager.setLanguage(code);
}

ScopedLanguage::~ScopedLanguage()
{
    if (m_manager.currentLanguage() != m_previous)
        m_manager.setLanguage(m_previous);
}

} // namespace gpusizer::ui
