#include "document/errortext.h"

#include "catalog/gpusuggestion.h"

#include <cmath>

#include <QCoreApplication>
#include <QFileInfo>
#include <QLocale>
#include <QRegularExpression>

namespace gpusizer::ui {

namespace {

// Core names what is wrong in English ("must be between 1 and 65536"); the window says it in
// its own language. Known shapes are rebuilt from their parts (numbers in the locale); any
// other detail gives a translated sentence that names the field, never the English text.
QString detailText(const QString &field, const QString &detail)
{
    static const QRegularExpression between(QStringLiteral("^(?:([\\w.]+) )?must be between (\\S+) and (\\S+)$"));
    static const QRegularExpression notNegative(
        QStringLiteral("^(?:([\\w.]+) )?must (?:not be negative|be finite and not negative)$"));
    static const QRegularExpression positive(QStringLiteral("^(?:([\\w.]+) )?must be (?:positive|finite)$"));
    // The field a detail names itself ("hidden must be ..."), else the error's field.
    const auto subject = [&field](const QRegularExpressionMatch &m) {
        return m.captured(1).isEmpty() ? field : m.captured(1);
    };
    const auto number = [](const QString &text) {
        bool ok = false;
        const double value = text.toDouble(&ok);
        return ok ? QLocale().toString(value, 'f', value == std::floor(value) ? 0 : 3) : text;
    };
    if (const QRegularExpressionMatch m = between.match(detail); m.hasMatch())
        return QCoreApplication::translate("ErrorText", "\u201c%1\u201d must be between %2 and %3").arg(subject(m), number(m.captured(2)), number(m.captured(3)));
    if (const QRegularExpressionMatch m = notNegative.match(detail); m.hasMatch())
        return QCoreApplication::translate("ErrorText", "\u201c%1\u201d must not be negative").arg(subject(m));
    if (const QRegularExpressionMatch m = positive.match(detail); m.hasMatch())
        return QCoreApplication::translate("ErrorText", "\u201c%1\u201d must be a positive number").arg(subject(m));
    if (detail == QLatin1String("no target selected"))
        return QCoreApplication::translate("ErrorText", "no LoRA target module is selected");
    if (detail == QLatin1String("not a matrix-product type"))
        return QCoreApplication::translate("ErrorText", "\u201c%1\u201d is not a number format matrix products run in").arg(field);
    if (detail == QLatin1String("must be a multiple of tp x pp x cp"))
        return QCoreApplication::translate("ErrorText", "the number of GPUs must be a multiple of the tensor, pipeline and context parallel degrees");
    if (field.isEmpty())
        return QCoreApplication::translate("ErrorText", "a setting has a value no estimate can be made from");
    return QCoreApplication::translate("ErrorText", "\u201c%1\u201d has a value no estimate can be made from").arg(field);
}

QString message(const core::Error &e, const QString &file, const QString &field, const QString &detail)
{
    using core::ErrorCode;
    switch (e.code) {
    case ErrorCode::FileUnreadable:
        return QCoreApplication::translate("ErrorText", "The file %1 cannot be read.").arg(file);
    case ErrorCode::FileTooLarge:
        return QCoreApplication::translate("ErrorText", "The file %1 is too large to be a GPU Sizer file.").arg(file);
    case ErrorCode::InvalidJson:
        return QCoreApplication::translate("ErrorText", "The file %1 is not valid JSON (%2).").arg(file, detail);
    case ErrorCode::InvalidCsv:
        return QCoreApplication::translate("ErrorText", "The file %1 is not a valid CSV table (%2).").arg(file, detail);
    case ErrorCode::MissingField:
        return QCoreApplication::translate("ErrorText", "The required field \u201c%1\u201d is missing.").arg(field);
    case ErrorCode::WrongType:
        return QCoreApplication::translate("ErrorText", "The field \u201c%1\u201d has the wrong type.").arg(field);
    case ErrorCode::OutOfRange:
        if (!detail.isEmpty() && detail.contains(QLatin1String("must")))
            return QCoreApplication::translate("ErrorText", "The scenario cannot be estimated: %1.").arg(detailText(field, detail));
        return QCoreApplication::translate("ErrorText", "The value of \u201c%1\u201d is out of range.").arg(field);
    case ErrorCode::UnknownValue:
        return QCoreApplication::translate("ErrorText", "The value \u201c%2\u201d of \u201c%1\u201d is not known.").arg(field, detail);
    case ErrorCode::UnsupportedModelType:
        return QCoreApplication::translate("ErrorText", "This model type (%1) cannot be imported yet.").arg(detail);
    case ErrorCode::UnknownGpu:
        return QCoreApplication::translate("ErrorText", "The GPU \u201c%1\u201d is not in the catalog.").arg(detail.isEmpty() ? field : detail);
    case ErrorCode::UnknownModel:
        return QCoreApplication::translate("ErrorText", "The model \u201c%1\u201d is not in the catalog.").arg(detail.isEmpty() ? field : detail);
    case ErrorCode::UnsupportedVersion:
        return QCoreApplication::translate("ErrorText", "The file %1 was written by a newer version of GPU Sizer.").arg(file);
    case ErrorCode::WriteFailed:
        return QCoreApplication::translate("ErrorText", "The file %1 could not be written (%2).").arg(file, detail);
    case ErrorCode::InvalidScenario:
        return QCoreApplication::translate("ErrorText", "The scenario cannot be estimated: %1.").arg(detailText(field, detail));
    }
    return QCoreApplication::translate("ErrorText", "Unknown error.");
}

} // namespace

QString errorText(const core::Error &error)
{
    const QString file = error.file.empty() ? QCoreApplication::translate("ErrorText", "(unnamed)")
                                            : QFileInfo(QString::fromStdString(error.file)).fileName();
    const QString field = QString::fromStdString(error.field);
    const QString detail = QString::fromStdString(error.detail);
    QString text = message(error, file, field, detail);
    // Field-level errors inside a file name the file too.
    if (!error.file.empty() && !text.contains(file))
        text = QCoreApplication::translate("ErrorText", "%1: %2").arg(file, text);
    return text;
}

QString errorText(const core::Error &error, const core::GpuCatalog &catalog)
{
    QString text = errorText(error);
    if (error.code != core::ErrorCode::UnknownGpu)
        return text;
    const std::string &id = error.detail.empty() ? error.field : error.detail;
    if (const core::GpuSpec *gpu = core::closestGpu(catalog, id))
        text += QLatin1Char(' ')
                + QCoreApplication::translate("ErrorText", "Did you mean \u201c%1\u201d (%2)?")
                      .arg(QString::fromStdString(gpu->id), QString::fromStdString(gpu->name));
    return text;
}

} // namespace gpusizer::ui
