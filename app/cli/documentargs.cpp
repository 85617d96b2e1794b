#include "documentargs.h"

#include "scenarioargs.h"

#include "i18n/languagemanager.h"

#include "catalog/gpucatalog.h"
#include "report/reportsensitivity.h"

#include <QFileInfo>
#include <QImageReader>

#include <cstdio>

namespace gpusizer::cli {

std::optional<QString> takeFlagValue(QStringList &args, const QString &flag, bool *missingValue)
{
    const qsizetype at = args.indexOf(flag);
    if (at < 0)
        return std::nullopt;
    if (at + 1 >= args.size()) {
        *missingValue = true;
        args.removeAt(at);
        return std::nullopt;
    }
    QString value = args.at(at + 1);
    args.remove(at, 2);
    return value;
}

std::optional<ArgError> DocumentFlags::take(QStringList &args, DocumentFlags &flags)
{
    using ui::ReportInfo;
    bool missing = false;
    const auto value = [&](const char *flag) { return takeFlagValue(args, QString::fromLatin1(flag), &missing); };
    const auto out = value("--out");
    const auto lang = value("--lang");
    const auto paper = value("--paper");
    flags.customer = value("--customer");
    flags.project = value("--project");
    flags.consultant = value("--consultant");
    flags.company = value("--company");
    flags.notes = value("--notes");
    flags.logoPath = value("--logo").value_or(QString());
    const auto validDays = value("--valid-days");
    flags.quoteNumber = value("--quote-number");
    const auto vatPercent = value("--vat-percent");
    flags.disaggregate = args.removeAll(QStringLiteral("--disaggregate")) > 0;
    if (missing)
        return usageError("a flag is missing its value (see --help)");
    if (!out || out->isEmpty())
        return usageError("--out FILE (or - for standard output) is required");
    flags.out = *out;
    flags.language = lang.value_or(QStringLiteral("en"));
    if (!ui::LanguageManager::availableLanguages().contains(flags.language))
        return usageError("unknown language '" + flags.language.toStdString() + "' for --lang (en, nb or de)");
    const QString paperName = paper.value_or(QStringLiteral("a4")).toLower();
    if (paperName != QLatin1String("a4") && paperName != QLatin1String("letter"))
        return usageError("unknown paper '" + paperName.toStdString() + "' for --paper (a4 or letter)");
    flags.paper = paperName == QLatin1String("letter") ? ui::ReportPaper::Letter : ui::ReportPaper::A4;
    if (validDays) {
        bool ok = false;
        const int days = validDays->toInt(&ok);
        if (!ok || days < 1 || days > ReportInfo::kMaxValidityDays)
            return usageError(QStringLiteral("--valid-days must be a whole number of days from 1 to %1, not '%2'")
                                  .arg(ReportInfo::kMaxValidityDays)
                                  .arg(*validDays)
                                  .toStdString());
        flags.validDays = days;
    }
    if (vatPercent) {
        bool ok = false;
        const double vat = vatPercent->toDouble(&ok);
        if (!ok || !(vat >= 0 && vat <= ReportInfo::kMaxVatPercent))
            return usageError(QStringLiteral("--vat-percent must be a number from 0 to %1, not '%2'")
                                  .arg(ReportInfo::kMaxVatPercent)
                                  .arg(*vatPercent)
                                  .toStdString());
        flags.vatPercent = vat;
    }
    return std::nullopt;
}

ui::ReportInfo DocumentFlags::infoFor(const core::Scenario &scenario) const
{
    ui::ReportInfo base;
    base.language = language;
    base.paper = paper;
    base.logoPath = logoPath;
    ui::ReportInfo info = ui::reportInfoFrom(scenario.report, base);
    if (customer)
        info.customer = *customer;
    if (project)
        info.project = *project;
    if (consultant)
        info.consultantName = *consultant;
    if (company)
        info.consultantCompany = *company;
    if (notes)
        info.notes = *notes;
    if (validDays)
        info.validUntil = info.date.addDays(*validDays);
    if (quoteNumber)
        info.quoteNumber = *quoteNumber;
    if (vatPercent)
        info.vatPercent = vatPercent;
    return info;
}

std::optional<ArgError> analyseDocumentScenario(const char *command, QStringList &args, const DocumentFlags &flags,
                                                bool drawsLogo, ui::ReportInfo &info, core::Analysis &analysis)
{
    core::Scenario scenario = defaultScenario();
    core::GpuCatalog catalog = core::GpuCatalog::builtIn();
    std::string scenarioFile;
    if (auto error = parseScenarioArgs(args, scenario, catalog, &scenarioFile))
        return error;
    if (!args.isEmpty())
        return usageError("unknown argument '" + args.first().toStdString() + "' (see --help)");
    info = flags.infoFor(scenario);
    // A regular file only: the image reader would wait forever on a pipe nobody writes to.
    if (drawsLogo && !info.logoPath.isEmpty()
        && (!QFileInfo(info.logoPath).isFile() || !QImageReader(info.logoPath).canRead())) {
        std::fprintf(stderr, "gpu-sizer-cli %s: warning: cannot read the logo '%s'; the report is written without it\n",
                     command, info.logoPath.toLocal8Bit().constData());
        info.logoPath.clear();
    }
    core::AnalysisOptions options;
    options.recommend.disaggregate = flags.disaggregate;
    analysis = core::analyse(scenario, catalog, options);
    if (!analysis.valid)
        return fileError(describeScenarioError(analysis.error, scenarioFile));
    // The report's "What moves the answer" (it has no catalog of its own).
    info.sensitivity = ui::reportSensitivity(analysis, catalog);
    return std::nullopt;
}

std::unique_ptr<QApplication> ensureGuiApplication()
{
    if (QCoreApplication::instance())
        return nullptr;
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    static int argc = 1;
    static char name[] = "gpu-sizer-cli";
    static char *argv[] = {name, nullptr};
    return std::make_unique<QApplication>(argc, argv);
}

bool writeToStandardOutput(const QByteArray &bytes)
{
    return std::fwrite(bytes.constData(), 1, std::size_t(bytes.size()), stdout) == std::size_t(bytes.size())
        && std::fflush(stdout) == 0;
}

const char *documentArgsHelp()
{
    return "  --out FILE               where to write (required; a regular file or a new path,\n"
           "                           - for standard output)\n"
           "  --lang en|nb|de          language of the document (default en)\n"
           "  --paper a4|letter        paper size of the PDF (default a4)\n"
           "  --customer TEXT          customer on the cover\n"
           "  --project TEXT           project on the cover\n"
           "  --consultant TEXT        consultant's name\n"
           "  --company TEXT           consultant's company\n"
           "  --notes TEXT             a note printed under the cover block\n"
           "  --logo FILE              an image drawn top right on the cover (e.g. a PNG of\n"
           "                           your company's logo; unreadable: a warning, no logo)\n"
           "  --valid-days N           the cover and the quote say \"Valid until\" the report's\n"
           "                           date plus N days, 1 to 365 (default 30)\n"
           "  --quote-number TEXT      the number on the quote page (default: made from the date)\n"
           "  --vat-percent P          VAT on the quote page, 0 to 50 (default: the language's\n"
           "                           standard rate, nb 25, de 19, en none; 0 leaves it out)\n"
           "  --disaggregate           serving: the configurations also list prefill and decode\n"
           "                           on pools of their own (xPyD), as recommend --disaggregate\n"
           "                           ranks them\n"
           "A scenario file's own report details (customer, project, consultant, company,\n"
           "notes, quote number, VAT, validity) apply where no flag sets them.\n"
           "\n";
}

} // namespace gpusizer::cli
