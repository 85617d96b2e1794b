#include "document/filecontroller.h"

#include "text/filenames.h"

#include "text/errortext.h"
#include "document/scenariodocument.h"
#include "io/scenariofile.h"
#include "settings/appsettings.h"

#include <QAction>
#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QStandardPaths>

namespace gpusizer::ui {

namespace {
const QString kScenarioSuffix = QStringLiteral(".gpusizer.json");
}

FileController::FileController(ScenarioDocument *document, QWidget *window)
    : QObject(window)
    , m_document(document)
    , m_window(window)
    , m_new(new QAction(this))
    , m_open(new QAction(this))
    , m_save(new QAction(this))
    , m_saveAs(new QAction(this))
    , m_import(new QAction(this))
    , m_recent(new QMenu(window))
    , m_examples(new QMenu(window))
{
    m_new->setShortcut(QKeySequence::New);
    m_open->setShortcut(QKeySequence::Open);
    m_save->setShortcut(QKeySequence::Save);
    m_saveAs->setShortcut(QKeySequence::SaveAs);
    m_import->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    connect(m_new, &QAction::triggered, this, &FileController::newScenario);
    connect(m_open, &QAction::triggered, this, [this] {
        if (!maybeSave())
            return;
        const QString path = QFileDialog::getOpenFileName(m_window, tr("Open Scenario"), dialogDirectory(),
                                                          tr("GPU Sizer scenarios (*.gpusizer.json);;All files (*)"));
        if (!path.isEmpty())
            loadPath(path);
    });
    connect(m_save, &QAction::triggered, this, &FileController::save);
    connect(m_saveAs, &QAction::triggered, this, &FileController::saveAs);
    connect(m_import, &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getOpenFileName(m_window, tr("Import Model Configuration"), dialogDirectory(),
                                                          tr("Hugging Face config (config.json *.json);;All files (*)"));
        if (!path.isEmpty())
            importConfig(path);
    });
    connect(m_recent, &QMenu::aboutToShow, this, &FileController::rebuildRecent);
    connect(m_examples, &QMenu::aboutToShow, this, &FileController::rebuildExamples);
    m_examples->setEnabled(!examplePaths().isEmpty());
    retranslateUi();
}

FileController::~FileController() = default;

void FileController::retranslateUi()
{
    m_new->setText(tr("&New"));
    m_open->setText(tr("&Open\u2026"));
    m_save->setText(tr("&Save"));
    m_saveAs->setText(tr("Save &As\u2026"));
    m_import->setText(tr("&Import config.json\u2026"));
    m_recent->setTitle(tr("Open &Recent"));
    m_examples->setTitle(tr("E&xamples"));
}

bool FileController::maybeSave()
{
    if (!m_document->isModified())
        return true;
    QMessageBox::StandardButton answer;
    if (m_prompt) {
        answer = m_prompt();
    } else {
        answer = QMessageBox::warning(m_window, tr("Unsaved Changes"),
                                      tr("The scenario \u201c%1\u201d has changes that are not saved. Save them?")
                                          .arg(m_document->displayName()),
                                      QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel,
                                      QMessageBox::Save);
    }
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

bool FileController::newScenario()
{
    if (!maybeSave())
        return false;
    core::Scenario scenario = ScenarioDocument::defaultScenario(m_document->modelCatalog());
    appsettings::applySavedPrices(scenario.prices);
    m_document->newScenario(scenario);
    return true;
}

bool FileController::openPath(const QString &path)
{
    return maybeSave() && loadPath(path);
}

bool FileController::loadPath(const QString &path)
{
    QString error;
    if (!m_document->openFile(path, &error)) {
        showError(tr("Cannot Open Scenario"), error);
        return false;
    }
    addRecent(path);
    return true;
}

bool FileController::openExample(const QString &path)
{
    if (!maybeSave())
        return false;
    const core::Result<core::Scenario> read = core::readScenarioFile(path.toStdString());
    if (!read) {
        showError(tr("Cannot Open Example"), errorText(read.error()));
        return false;
    }
    m_document->newScenario(read.value());
    return true;
}

bool FileController::savePath(const QString &path)
{
    QString target = path;
    if (!target.endsWith(QLatin1String(".json")))
        target += kScenarioSuffix;
    QString error;
    if (!m_document->saveFile(target, &error)) {
        showError(tr("Cannot Save Scenario"), error);
        return false;
    }
    addRecent(target);
    appsettings::savePrices(m_document->scenario().prices);
    return true;
}

bool FileController::save()
{
    if (m_document->filePath().isEmpty())
        return saveAs();
    return savePath(m_document->filePath());
}

bool FileController::saveAs()
{
    const QString suggested = m_document->filePath().isEmpty()
                                  ? dialogDirectory() + QLatin1Char('/') + scenarioFileStem(m_document->scenario())
                                        + kScenarioSuffix
                                  : m_document->filePath();
    const QString path = QFileDialog::getSaveFileName(m_window, tr("Save Scenario As"), suggested,
                                                      tr("GPU Sizer scenarios (*.gpusizer.json)"));
    return !path.isEmpty() && savePath(path);
}

bool FileController::importConfig(const QString &path)
{
    QString error;
    if (!m_document->importModelConfig(path, &error)) {
        showError(tr("Cannot Import Model"), error);
        return false;
    }
    appsettings::lastDirectory().set(QFileInfo(path).absolutePath());
    return true;
}

bool FileController::openDropped(const QString &path)
{
    if (path.endsWith(kScenarioSuffix, Qt::CaseInsensitive))
        return openPath(path);
    return importConfig(path);
}

QStringList FileController::examplePaths()
{
    QStringList dirs{QStringLiteral(":/examples")};
    dirs << QCoreApplication::applicationDirPath() + QStringLiteral("/../share/gpu-sizer/examples");
    dirs << QStandardPaths::locateAll(QStandardPaths::GenericDataLocation, QStringLiteral("gpu-sizer/examples"),
                                      QStandardPaths::LocateDirectory);
    QStringList files;
    QStringList names;
    for (const QString &dir : dirs) {
        const QFileInfoList entries = QDir(dir).entryInfoList({QStringLiteral("*.gpusizer.json")}, QDir::Files, QDir::Name);
        for (const QFileInfo &entry : entries) {
            if (names.contains(entry.fileName()))
                continue;
            names << entry.fileName();
            files << entry.filePath();
        }
    }
    return files;
}

void FileController::showError(const QString &title, const QString &message)
{
    auto *box = new QMessageBox(QMessageBox::Critical, title, message, QMessageBox::Ok, m_window);
    box->setObjectName(QStringLiteral("fileErrorBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
    emit errorShown(message);
}

void FileController::addRecent(const QString &path)
{
    if (!m_remembersFiles)
        return;
    appsettings::recentFiles().set(appsettings::withRecentFile(appsettings::recentFiles().get(), QFileInfo(path).absoluteFilePath()));
    appsettings::lastDirectory().set(QFileInfo(path).absolutePath());
}

void FileController::rebuildRecent()
{
    m_recent->clear();
    const QStringList recent = appsettings::recentFiles().get();
    int number = 1;
    for (const QString &path : recent) {
        QAction *action = m_recent->addAction(QStringLiteral("&%1 %2").arg(number++).arg(QFileInfo(path).fileName()));
        action->setToolTip(path);
        action->setEnabled(QFileInfo::exists(path));
        connect(action, &QAction::triggered, this, [this, path] { openPath(path); });
    }
    if (recent.isEmpty())
        m_recent->addAction(tr("No recent files"))->setEnabled(false);
    m_recent->addSeparator();
    m_recent->addAction(tr("&Clear List"), this, [] { appsettings::recentFiles().remove(); });
}

void FileController::rebuildExamples()
{
    m_examples->clear();
    for (const QString &path : examplePaths()) {
        QString name = QFileInfo(path).fileName();
        name.chop(kScenarioSuffix.size());
        name.replace(QLatin1Char('-'), QLatin1Char(' '));
        m_examples->addAction(name, this, [this, path] { openExample(path); });
    }
}

QString FileController::dialogDirectory() const
{
    if (!m_document->filePath().isEmpty())
        return QFileInfo(m_document->filePath()).absolutePath();
    const QString last = appsettings::lastDirectory().get();
    return last.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation) : last;
}

} // namespace gpusizer::ui
