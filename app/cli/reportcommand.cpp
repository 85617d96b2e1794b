#include "reportcommand.h"
#include "i18n/languagemanager.h"

#include "scenarioargs.h"

#include "catalog/gpucatalog.h"
#include "analysis/analysis.h"
#include "report/reportinfo.h"
#include "report/reportlanguage.h"
#include "report/reportwriter.h"

#include <cstdio>
#include <memory>
#include <optional>

#include <QApplication>
#include <QFileInfo>
#include <QImageReader>

namespace gpusizer::cli {

namespace {

void fail(const QString &message)
{
    std::fprintf(stderr, "gpu-sizer-cli report: %s\n", message.toLocal8Bit().constData());
}

// Removes `flag VALUE` from args; nullopt when absent, an error when the value is missing.
std::optional<QString> takeValue(QStringList &args, const QString &flag, bool *missingValue)
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

// Charts need a QApplication (QGraphicsWidget); the offscreen platform needs no display.
std::unique_ptr<QApplication> ensureApplication()
{
    if (QCoreApplication::instance())
        return nullptr;
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    static int argc = 1;
    static char name[] = "gpu-sizer-cli";
    static char *argv[] = { name, nullptr };
    return std::make_unique<QApplication>(argc, argv);
}

} // namespace

const char *reportArgsHelp()
{
    return "Report options (gpu-sizer-cli report):\n"
           "  --out FILE.pdf           where to write the PDF (required; a regular file or a new\n"
           "                           path, - for standard output)\n"
           "  --lang en|nb|de          language of the report (default en)\n"
           "  --paper a4|letter        paper size (default a4)\n"
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
           "A scenario file's own report details (customer, project, consultant, company,\n"
           "notes, quote number, VAT, validity) apply where no flag sets them.\n"
           "\n";
}

int runReportCommand(QStringList args)
{
    using namespace gpusizer::ui;
    ReportInfo info;
    bool missingValue = false;
    const auto out = takeValue(args, QStringLiteral("--out"), &missingValue);
    const auto lang = takeValue(args, QStringLiteral("--lang"), &missingValue);
    const auto paper = takeValue(args, QStringLiteral("--paper"), &missingValue);
    const auto customer = takeValue(args, QStringLiteral("--customer"), &missingValue);
    const auto project = takeValue(args, QStringLiteral("--project"), &missingValue);
    const auto consultant = takeValue(args, QStringLiteral("--consultant"), &missingValue);
    const auto company = takeValue(args, QStringLiteral("--company"), &missingValue);
    const auto notes = takeValue(args, QStringLiteral("--notes"), &missingValue);
    info.logoPath = takeValue(args, QStringLiteral("--logo"), &missingValue).value_or(QString());
    const auto validDays = takeValue(args, QStringLiteral("--valid-days"), &missingValue);
    const auto quoteNumber = takeValue(args, QStringLiteral("--quote-number"), &missingValue);
    const auto vatPercent = takeValue(args, QStringLiteral("--vat-percent"), &missingValue);
    if (missingValue) {
        fail(QStringLiteral("a flag is missing its value (see --help)"));
        return 2;
    }
    if (!out || out->isEmpty()) {
        fail(QStringLiteral("--out FILE.pdf (or - for standard output) is required"));
        return 2;
    }
    info.language = lang.value_or(QStringLiteral("en"));
    if (!LanguageManager::availableLanguages().contains(info.language)) {
        fail(QStringLiteral("unknown language '%1' for --lang (en, nb or de)").arg(info.language));
        return 2;
    }
    const QString paperName = paper.value_or(QStringLiteral("a4")).toLower();
    if (paperName != QLatin1String("a4") && paperName != QLatin1String("letter")) {
        fail(QStringLiteral("unknown paper '%1' for --paper (a4 or letter)").arg(paperName));
        return 2;
    }
    info.paper = paperName == QLatin1String("letter") ? ReportPaper::Letter : ReportPaper::A4;
    std::optional<int> days;
    if (validDays) {
        bool ok = false;
        days = validDays->toInt(&ok);
        if (!ok || *days < 1 || *days > ReportInfo::kMaxValidityDays) {
            fail(QStringLiteral("--valid-days must be a whole number of days from 1 to %1, not '%2'")
                     .arg(ReportInfo::kMaxValidityDays)
                     .arg(*validDays));
            return 2;
        }
    }
    std::optional<double> vat;
    if (vatPercent) {
        bool ok = false;
        vat = vatPercent->toDouble(&ok);
        if (!ok || !(*vat >= 0 && *vat <= ReportInfo::kMaxVatPercent)) {
            fail(QStringLiteral("--vat-percent must be a number from 0 to %1, not '%2'")
                     .arg(ReportInfo::kMaxVatPercent)
                     .arg(*vatPercent));
            return 2;
        }
    }

    core::Scenario scenario = defaultScenario();
    core::GpuCatalog catalog = core::GpuCatalog::builtIn();
    std::string scenarioFile;
    if (auto error = parseScenarioArgs(args, scenario, catalog, &scenarioFile)) {
        fail(QString::fromStdString(error->message));
        return error->exitCode;
    }
    if (!args.isEmpty()) {
        fail(QStringLiteral("unknown argument '%1' (see --help)").arg(args.first()));
        return 2;
    }
    // The scenario's report details, then what the flags set.
    info = reportInfoFrom(scenario.report, info);
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
    if (days)
        info.validUntil = info.date.addDays(*days);
    if (quoteNumber)
        info.quoteNumber = *quoteNumber;
    if (vat)
        info.vatPercent = vat;

    const auto app = ensureApplication();
    // A regular file only: the image reader would wait forever on a pipe nobody writes to.
    if (!info.logoPath.isEmpty() && (!QFileInfo(info.logoPath).isFile() || !QImageReader(info.logoPath).canRead())) {
        fail(QStringLiteral("warning: cannot read the logo '%1'; the report is written without it").arg(info.logoPath));
        info.logoPath.clear();
    }
    const core::Analysis analysis = core::analyse(scenario, catalog);
    if (!analysis.valid) {
        fail(QString::fromStdString(describeScenarioError(analysis.error, scenarioFile)));
        return 1;
    }
    // "--out -": the PDF on standard output (and nothing else there).
    if (*out == QLatin1String("-")) {
        const QByteArray pdf = ReportWriter::render(analysis, info);
        if (std::fwrite(pdf.constData(), 1, std::size_t(pdf.size()), stdout) != std::size_t(pdf.size())
            || std::fflush(stdout) != 0) {
            fail(QStringLiteral("could not write the PDF to standard output"));
            return 1;
        }
        return 0;
    }
    QString error;
    if (!ReportWriter::write(analysis, info, *out, &error)) {
        fail(error);
        return 1;
    }
    std::printf("wrote %s\n", out->toLocal8Bit().constData());
    return 0;
}

} // namespace gpusizer::cli
