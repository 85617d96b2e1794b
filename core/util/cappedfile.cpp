#include "util/cappedfile.h"

#include "util/logging.h"

#include <QFile>
#include <QFileInfo>

#include <spdlog/spdlog.h>

namespace gpusizer::core {

Result<std::string> readCappedFile(const std::string &path, std::int64_t maxBytes)
{
    const QString name = QString::fromStdString(path);
    // Checked before opening: opening a pipe for reading waits for a writer.
    const QFileInfo info(name);
    if (info.exists() && !info.isFile()) {
        logging::get("io")->warn("not reading {}: not a regular file", path);
        return Error{ErrorCode::NotRegularFile, {}, {}, path};
    }
    QFile file(name);
    if (!file.open(QIODevice::ReadOnly))
        return Error{ErrorCode::FileUnreadable, {}, file.errorString().toStdString(), path};
    if (file.isSequential())  // replaced by a device since the check
        return Error{ErrorCode::NotRegularFile, {}, {}, path};
    if (file.size() > maxBytes)
        return Error{ErrorCode::FileTooLarge, {}, std::to_string(file.size()), path};
    // The size is only a claim (the file may grow while it is read): read one byte more than
    // allowed, never all there is.
    const QByteArray bytes = file.read(maxBytes + 1);
    if (file.error() != QFileDevice::NoError)
        return Error{ErrorCode::FileUnreadable, {}, file.errorString().toStdString(), path};
    if (bytes.size() > maxBytes)
        return Error{ErrorCode::FileTooLarge, {}, std::to_string(bytes.size()), path};
    return bytes.toStdString();
}

} // namespace gpusizer::core
