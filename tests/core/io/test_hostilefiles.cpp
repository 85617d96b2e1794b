// Every reader and writer safe against hostile files (issue #27 point 2): readers read at most
// their cap + 1 bytes and refuse what is not a regular file (a device claims size 0, a pipe
// nobody writes to blocks forever); the atomic save replaces only regular files and creates
// only new paths (its rename would put a regular file where a device or pipe was).
#include "catalog/hfconfigimport.h"
#include "io/atomicfile.h"
#include "util/cappedfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <optional>
#include <fcntl.h>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

using namespace gpusizer::core;

namespace {

// A named pipe in `dir` that nobody writes to.
std::string makeFifo(const QTemporaryDir &dir, const char *name)
{
    const std::string path = QDir(dir.path()).filePath(QLatin1String(name)).toStdString();
    EXPECT_EQ(::mkfifo(path.c_str(), 0600), 0);
    return path;
}

// Runs `action`; should it still be running after ten seconds (blocked opening `fifo` while
// it waits for a writer), a writer opens the pipe and lets it go, so the test fails instead of
// hanging. True when `action` returned by itself.
template <typename Action>
bool returnsByItself(const std::string &fifo, Action action)
{
    std::atomic<bool> done{false};
    std::atomic<bool> released{false};
    std::thread watchdog([&] {
        const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(10);
        while (!done && std::chrono::steady_clock::now() < until)
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        if (done)
            return;
        released = true;
        const int fd = ::open(fifo.c_str(), O_WRONLY | O_NONBLOCK);
        if (fd >= 0)
            ::close(fd);
    });
    action();
    done = true;
    watchdog.join();
    return !released;
}

std::string writeFile(const QTemporaryDir &dir, const char *name, const QByteArray &bytes)
{
    const QString path = QDir(dir.path()).filePath(QLatin1String(name));
    QFile file(path);
    EXPECT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(bytes);
    return path.toStdString();
}

bool isFifo(const std::string &path)
{
    struct stat st {};
    return ::lstat(path.c_str(), &st) == 0 && S_ISFIFO(st.st_mode);
}

} // namespace

// /dev/zero claims 0 bytes and never ends: reading it "whole" aborted with std::bad_alloc.
TEST(CappedFile, ADeviceIsRefusedWithoutReadingIt)
{
    const Result<std::string> zero = readCappedFile("/dev/zero", 1024);
    ASSERT_FALSE(zero.ok());
    EXPECT_EQ(zero.error().code, ErrorCode::NotRegularFile);
    EXPECT_EQ(zero.error().file, "/dev/zero");
    EXPECT_NE(describe(zero.error()).find("not a regular file"), std::string::npos);
}

TEST(CappedFile, APipeNobodyWritesToIsRefusedAtOnce)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const std::string fifo = makeFifo(dir, "pipe.json");
    std::optional<Result<std::string>> read;
    EXPECT_TRUE(returnsByItself(fifo, [&] { read = readCappedFile(fifo, 1024); })) << "blocked on the pipe";
    ASSERT_TRUE(read.has_value());
    ASSERT_FALSE(read->ok());
    EXPECT_EQ(read->error().code, ErrorCode::NotRegularFile);
}

TEST(CappedFile, FoldersAndLinksToDevicesAreRefused)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    EXPECT_EQ(readCappedFile(dir.path().toStdString(), 1024).error().code, ErrorCode::NotRegularFile);
    const QString link = QDir(dir.path()).filePath(QStringLiteral("config.json"));
    ASSERT_TRUE(QFile::link(QStringLiteral("/dev/zero"), link));
    EXPECT_EQ(readCappedFile(link.toStdString(), 1024).error().code, ErrorCode::NotRegularFile);
}

TEST(CappedFile, AFileIsReadUpToItsCapAndRefusedOverIt)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const std::string path = writeFile(dir, "ten.txt", QByteArray(10, 'x'));
    const Result<std::string> atCap = readCappedFile(path, 10);
    ASSERT_TRUE(atCap.ok());
    EXPECT_EQ(atCap.value(), std::string(10, 'x'));
    const Result<std::string> over = readCappedFile(path, 9);
    ASSERT_FALSE(over.ok());
    EXPECT_EQ(over.error().code, ErrorCode::FileTooLarge);
    // Through a link to it, too.
    const QString link = QDir(dir.path()).filePath(QStringLiteral("link.txt"));
    ASSERT_TRUE(QFile::link(QString::fromStdString(path), link));
    EXPECT_TRUE(readCappedFile(link.toStdString(), 10).ok());
    EXPECT_EQ(readCappedFile(QDir(dir.path()).filePath(QStringLiteral("absent")).toStdString(), 10).error().code,
              ErrorCode::FileUnreadable);
}

// The window's import and --hf-config read through the one capped reader.
TEST(CappedFile, AConfigImportOfADeviceOrPipeIsRefused)
{
    const Result<Architecture> zero = importHfConfigFile("/dev/zero");
    ASSERT_FALSE(zero.ok());
    EXPECT_EQ(zero.error().code, ErrorCode::NotRegularFile);
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const std::string fifo = makeFifo(dir, "config.json");
    std::optional<Result<Architecture>> read;
    EXPECT_TRUE(returnsByItself(fifo, [&] { read = importHfConfigFile(fifo); })) << "blocked on the pipe";
    ASSERT_TRUE(read.has_value());
    ASSERT_FALSE(read->ok());
    EXPECT_EQ(read->error().code, ErrorCode::NotRegularFile);
}

// (Devices are tested through a pipe: were the check missing, the test would replace the
// pipe in its own folder, never a device of the machine.)
TEST(AtomicFile, APipeOrALinkToOneIsNotReplaced)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const std::string fifo = makeFifo(dir, "out.pdf");
    const QString link = QDir(dir.path()).filePath(QStringLiteral("link.pdf"));
    ASSERT_TRUE(QFile::link(QString::fromStdString(fifo), link));
    for (const std::string &target : {fifo, link.toStdString()}) {
        std::optional<Error> error;
        EXPECT_TRUE(returnsByItself(fifo, [&] { error = writeFileAtomically(target, "%PDF-1.4"); })) << target;
        ASSERT_TRUE(error.has_value()) << target;
        EXPECT_EQ(error->code, ErrorCode::NotRegularFile) << target;
        EXPECT_EQ(error->file, target);
        EXPECT_TRUE(isFifo(fifo)) << "the pipe was replaced through " << target;
    }
    EXPECT_TRUE(QFileInfo(link).isSymLink());
    EXPECT_EQ(QDir(dir.path()).entryList(QDir::Files | QDir::System | QDir::NoDotAndDotDot).size(), 2)
        << "a temporary file was left behind";
}

TEST(AtomicFile, AFolderIsNotReplaced)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString folder = QDir(dir.path()).filePath(QStringLiteral("report.pdf"));
    ASSERT_TRUE(QDir().mkdir(folder));
    const std::optional<Error> error = writeFileAtomically(folder.toStdString(), "%PDF-1.4");
    ASSERT_TRUE(error.has_value());
    EXPECT_EQ(error->code, ErrorCode::NotRegularFile);
    EXPECT_TRUE(QFileInfo(folder).isDir());
}

TEST(AtomicFile, RegularFilesNewPathsAndLinksToFilesAreWritten)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const std::string fresh = QDir(dir.path()).filePath(QStringLiteral("new.json")).toStdString();
    ASSERT_FALSE(writeFileAtomically(fresh, "one").has_value());
    ASSERT_FALSE(writeFileAtomically(fresh, "two").has_value());
    EXPECT_EQ(readCappedFile(fresh, 100).value(), "two");
    const QString link = QDir(dir.path()).filePath(QStringLiteral("link.json"));
    ASSERT_TRUE(QFile::link(QString::fromStdString(fresh), link));
    ASSERT_FALSE(writeFileAtomically(link.toStdString(), "three").has_value());
    EXPECT_TRUE(QFileInfo(link).isSymLink()) << "the link was replaced, not its file";
    EXPECT_EQ(readCappedFile(fresh, 100).value(), "three");
}
