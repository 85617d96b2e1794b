#include "text/filenames.h"

#include "text/enumtext.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace gpusizer::ui {

namespace {

struct FileNames {
    Q_DECLARE_TR_FUNCTIONS(FileNames)
};

} // namespace

QString fileSlug(const QString &text)
{
    static const QRegularExpression other(QStringLiteral("[^\\w]+|_+"), QRegularExpression::UseUnicodePropertiesOption);
    static const QRegularExpression ends(QStringLiteral("^-+|-+$"));
    QString slug = text.toLower().replace(other, QStringLiteral("-"));
    return slug.remove(ends);
}

QString scenarioFileStem(const core::Scenario &s)
{
    const QString model = fileSlug(QString::fromStdString(s.model.displayName));
    const QString method = fileSlug(enumtext::method(s.method));
    if (model.isEmpty())
        return method.isEmpty() ? FileNames::tr("scenario") : method;
    return method.isEmpty() ? model : model + QLatin1Char('-') + method;
}

QString reportFileName(const QString &project, const core::Scenario &scenario)
{
    QString base = fileSlug(project);
    if (base.isEmpty())
        base = scenarioFileStem(scenario);
    return base + QLatin1Char('-') + fileSlug(FileNames::tr("sizing", "the word ending a report's file name")) +
           QStringLiteral(".pdf");
}

QString chartFileName(const QString &title, const QString &suffix)
{
    QString base = fileSlug(title);
    if (base.isEmpty())
        base = fileSlug(FileNames::tr("chart", "a saved chart's file name when the chart has no title"));
    return base + QLatin1Char('.') + suffix;
}

} // namespace gpusizer::ui
