#include "io/atomicfile.h"

#include "util/logging.h"

#include <QFileInfo>
#include <QSaveFile>

#include <spdlog/spdlog.h>

namespace gpusizer::core {

std::optional<Error> writeFileAtomically(const std::string &path, const QByteArray &data, const WriteFault &fault)
{
    // The rename would replace a device, pipe or socket (or the one a link points to) with a
    // regular file: as root, "--out /dev/null" would replace the system's. Regular files and new
    // paths only.
    const QFileInfo target(QString::fromStdString(path));
    if (target.exists() && !target.isFile()) {
        logging::get("io")->warn("not writing {}: not a regular file", path);
        return Error{ErrorCode::NotRegularFile, {}, {}, path};
    }
    QSaveFile file(QString::fromStdString(path));
    if (!file.open(QIODevice::WriteOnly))
        return Error{ErrorCode::WriteFailed, {}, file.errorString().toStdString(), path};
    const qint64 toWrite = fault.failAfterBytes >= 0 ? std::min<qint64>(fault.failAfterBytes, data.size()) : data.size();
    const qint64 written = file.write(data.constData(), toWrite);
    if (written != data.size()) {
        const std::string reason = written < 0 || fault.failAfterBytes < 0 ? file.errorString().toStdString()
                                                                            : std::string("No space left on device");
        file.cancelWriting();
        file.commit();  // discards the temporary file after cancelWriting()
        return Error{ErrorCode::WriteFailed, {}, reason, path};
    }
    if (fault.failCommit)
        file.cancelWriting();
    if (!file.commit())
        return Error{ErrorCode::WriteFailed, {},
                     fault.failCommit ? std::string("rename failed") : file.errorString().toStdString(), path};
    return std::nullopt;
}

} // namespace gpusizer::core
