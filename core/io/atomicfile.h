#pragma once

#include "util/result.h"

#include <optional>
#include <string>

#include <QByteArray>

namespace gpusizer::core {

// Simulated failures for tests of the atomic write (a full disk, a failed rename).
struct WriteFault {
    qint64 failAfterBytes = -1;  // >= 0: the write stops there, as on a full disk
    bool failCommit = false;     // the final rename fails
};

// Writes `data` to `path` through a temporary file in the same folder and renames it into
// place, so that readers see either the old file or the complete new one. On any failure the
// old file is untouched, no temporary file is left, and the Error says why. Only a regular
// file (or a link to one) is replaced, and only a new path created: a folder, device, pipe or
// socket at `path`, or a link to one, is left alone (NotRegularFile).
std::optional<Error> writeFileAtomically(const std::string &path, const QByteArray &data,
                                         const WriteFault &fault = {});

} // namespace gpusizer::core
