#include "text/errortext.h"

#include "catalog/gpusuggestion.h"

#include <cmath>

#include <QCoreApplication>
#include <QFileInfo>
#include <QLocale>

namespace gpusizer::ui {

namespace {

// A bound or value in the current locale: whole numbers in full with group separators, others
// with up to six significant digits (never "0.000000" or 309 digits).
QString number(double value)
{
    if (std::isfinite(value) && std::fabs(value) < 1e15 && value == std::floor(value))
        return QLocale().toString(static_cast<qlonglong>(value));
    return QLocale().toString(value, 'g', 6);
}

// What is wrong with `field`, worded from the error's values: its bounds or the rule it breaks.
// Core's `detail` is never parsed.
QString detailText(const core::Error &e, const QString &field)
{
    using core::ErrorRule;
    if (e.bounds) {
        const QString low = number(e.bounds->low), high = number(e.bounds->high), value = number(e.bounds->value);
        if (e.bounds->low == e.bounds->high)
            return QCoreApplication::translate("ErrorText", "\u201c%1\u201d must be %2 (it is %3)").arg(field, low, value);
        return e.bounds->whole
            ? QCoreApplication::translate("ErrorText", "\u201c%1\u201d must be a whole number between %2 and %3 (it is %4)")
                  .arg(field, low, high, value)
            : QCoreApplication::translate("ErrorText", "\u201c%1\u201d must be between %2 and %3 (it is %4)")
                  .arg(field, low, high, value);
    }
    const QString detail = QString::fromStdString(e.detail);
    switch (e.rule) {
    case ErrorRule::MustDivide:
        return QCoreApplication::translate("ErrorText", "\u201c%1\u201d must divide \u201c%2\u201d").arg(field, detail);
    case ErrorRule::MultipleOfParallel:
        return QCoreApplication::translate("ErrorText", "the number of GPUs must be a multiple of the tensor, pipeline and context parallel degrees");
    case ErrorRule::NoLoraTarget:
        return QCoreApplication::translate("ErrorText", "no LoRA target module is selected");
    case ErrorRule::NotComputeType:
        return QCoreApplication::translate("ErrorText", "\u201c%1\u201d is not a number format matrix products run in").arg(field);
    case ErrorRule::QuantisedTrained:
        return QCoreApplication::translate("ErrorText", "\u201c%1\u201d is quantised, and quantised weights cannot be trained directly (LoRA or QLoRA train adapters on them)").arg(field);
    case ErrorRule::EngineFormat:
        return QCoreApplication::translate("ErrorText", "the serving engine cannot run %1 (\u201c%2\u201d)").arg(detail, field);
    case ErrorRule::EngineGpu:
        return QCoreApplication::translate("ErrorText", "the serving engine does not run on %1 GPUs").arg(detail);
    case ErrorRule::IsoDate:
        return QCoreApplication::translate("ErrorText", "\u201c%1\u201d must be a date written YYYY-MM-DD (it is \u201c%2\u201d)").arg(field, detail);
    case ErrorRule::Duplicate:
        return QCoreApplication::translate("ErrorText", "\u201c%1\u201d appears twice").arg(field);
    case ErrorRule::UnknownKey:
        return QCoreApplication::translate("ErrorText", "\u201c%1\u201d is no field GPU Sizer knows (a misspelt name?)").arg(field);
    case ErrorRule::Required:
        return QCoreApplication::translate("ErrorText", "\u201c%1\u201d must be set").arg(field);
    case ErrorRule::NoMtpModule:
        return QCoreApplication::translate("ErrorText", "the model has no multi-token-prediction module to draft with (\u201c%1\u201d)").arg(field);
    case ErrorRule::SameVocabulary:
        return QCoreApplication::translate("ErrorText", "the draft model must have the target model\u2019s vocabulary of %1 tokens (\u201c%2\u201d)").arg(detail, field);
    case ErrorRule::None:
        break;
    }
    if (field.isEmpty())
        return QCoreApplication::translate("ErrorText", "a setting has a value no estimate can be made from");
    return QCoreApplication::translate("ErrorText", "\u201c%1\u201d has a value no estimate can be made from").arg(field);
}

// Bounds or a rule: the error says what is wrong in its own words.
bool worded(const core::Error &e) { return e.bounds || e.rule != core::ErrorRule::None; }

// An error that words itself (worded()): about a file, or about the scenario.
QString wordedText(const core::Error &e, const QString &file, const QString &field)
{
    if (!e.file.empty())
        return QCoreApplication::translate("ErrorText", "The file %1 cannot be used: %2.").arg(file, detailText(e, field));
    return QCoreApplication::translate("ErrorText", "The scenario cannot be estimated: %1.").arg(detailText(e, field));
}

QString outOfRange(const core::Error &e, const QString &file, const QString &field)
{
    if (!worded(e))
        return QCoreApplication::translate("ErrorText", "The value of \u201c%1\u201d is out of range.").arg(field);
    return wordedText(e, file, field);
}

QString message(const core::Error &e, const QString &file, const QString &field, const QString &detail)
{
    using core::ErrorCode;
    switch (e.code) {
    case ErrorCode::FileUnreadable:
        return QCoreApplication::translate("ErrorText", "The file %1 cannot be read.").arg(file);
    case ErrorCode::FileTooLarge:
        return QCoreApplication::translate("ErrorText", "The file %1 is too large to be a GPU Sizer file.").arg(file);
    case ErrorCode::NotRegularFile:
        return QCoreApplication::translate("ErrorText", "%1 is not a regular file: GPU Sizer reads and writes files only, not folders, devices or pipes.").arg(file);
    case ErrorCode::InvalidJson:
        if (worded(e))
            return wordedText(e, file, field);
        return QCoreApplication::translate("ErrorText", "The file %1 is not valid JSON (%2).").arg(file, detail);
    case ErrorCode::InvalidCsv:
        if (worded(e))
            return wordedText(e, file, field);
        return QCoreApplication::translate("ErrorText", "The file %1 is not a valid CSV table (%2).").arg(file, detail);
    case ErrorCode::MissingField:
        return QCoreApplication::translate("ErrorText", "The required field \u201c%1\u201d is missing.").arg(field);
    case ErrorCode::WrongType:
        return QCoreApplication::translate("ErrorText", "The field \u201c%1\u201d has the wrong type.").arg(field);
    case ErrorCode::OutOfRange:
        return outOfRange(e, file, field);
    case ErrorCode::UnknownValue:
        if (worded(e))
            return wordedText(e, file, field);
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
        return QCoreApplication::translate("ErrorText", "The scenario cannot be estimated: %1.").arg(detailText(e, field));
    }
    return QCoreApplication::translate("ErrorText", "Unknown error.");
}

} // namespace

QString errorText(const core::Error &error)
{
    // A device or pipe by its whole path ("/dev/null", not "null").
    const QString file = error.file.empty() ? QCoreApplication::translate("ErrorText", "(unnamed)")
        : error.code == core::ErrorCode::NotRegularFile ? QString::fromStdString(error.file)
                                                        : QFileInfo(QString::fromStdString(error.file)).fileName();
    // A CSV cell by its line and column, a JSON value by its key path.
    const QString field = error.line > 0
        ? QCoreApplication::translate("ErrorText", "line %1, column %2").arg(error.line).arg(QString::fromStdString(error.field))
        : QString::fromStdString(error.field);
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
