#include "io/atomicfile.h"

#include <QSaveFile>

namespace gpusizer::core {

std::optional<Error> writeFileAtomically(const std::string &path, const QByteArray &data, const WriteFault &fault)
{
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
