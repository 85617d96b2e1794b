#pragma once

#include "util/result.h"

#include <cstdint>
#include <string>

namespace gpusizer::core {

// Reads the whole file at `path` (a Qt resource ":/..." too) if it holds at most `maxBytes`.
// It never reads more than maxBytes + 1 bytes, whatever size the file claims (a device or a
// pipe claims 0), and refuses what is not a regular file (NotRegularFile: a folder, device,
// pipe or socket; a pipe nobody writes to would block the read forever). FileUnreadable when
// it cannot be opened or read, FileTooLarge over `maxBytes`. The one reader of every file the
// user names.
Result<std::string> readCappedFile(const std::string &path, std::int64_t maxBytes);

} // namespace gpusizer::core
