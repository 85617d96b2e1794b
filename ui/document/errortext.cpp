#include "document/errortext.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace gpusizer::ui {

namespace {

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
        return QCoreApplication::translate("ErrorText", "The scenario cannot be estimated: %1.").arg(detail.isEmpty() ? field : detail);
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

} // namespace gpusizer::ui
