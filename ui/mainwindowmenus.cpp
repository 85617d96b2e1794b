// The window's menu bar: File (with Export), Edit, View, Language and Help, and their texts.
#include "mainwindow.h"

#include "document/filecontroller.h"
#include "document/scenariodocument.h"
#include "i18n/languagemanager.h"
#include "pricelistcontroller.h"
#include "settings/appsettings.h"
#include "widgets/apppalette.h"

#include <QAction>
#include <QActionGroup>
#include <QLocale>
#include <QMenuBar>
#include <QUndoStack>

namespace gpusizer::ui {

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addAction(m_files->newAction());
    m_fileMenu->addAction(m_files->openAction());
    m_fileMenu->addMenu(m_files->recentMenu());
    m_fileMenu->addAction(m_files->saveAction());
    m_fileMenu->addAction(m_files->saveAsAction());
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_files->importAction());
    m_fileMenu->addMenu(m_files->examplesMenu());
    m_fileMenu->addSeparator();
    m_exportMenu = m_fileMenu->addMenu(QString());
    m_exportMenu->setObjectName(QStringLiteral("exportMenu"));
    m_exportReportAction = m_exportMenu->addAction(QString());
    m_exportReportAction->setObjectName(QStringLiteral("exportReport"));
    m_exportReportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_exportWorkbookAction = m_exportMenu->addAction(QString());
    m_exportWorkbookAction->setObjectName(QStringLiteral("exportWorkbook"));
    m_exportWorkbookAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    m_exportTableAction = m_exportMenu->addAction(QString());
    m_exportTableAction->setObjectName(QStringLiteral("exportTable"));
    m_fileMenu->addSeparator();
    m_quitAction = m_fileMenu->addAction(QString(), this, &QWidget::close);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);

    m_editMenu = menuBar()->addMenu(QString());
    QUndoStack *stack = m_document->undoStack();
    m_undoAction = m_editMenu->addAction(QString(), stack, &QUndoStack::undo);
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_redoAction = m_editMenu->addAction(QString(), stack, &QUndoStack::redo);
    m_redoAction->setShortcut(QKeySequence::Redo);
    connect(stack, &QUndoStack::canUndoChanged, m_undoAction, &QAction::setEnabled);
    connect(stack, &QUndoStack::canRedoChanged, m_redoAction, &QAction::setEnabled);
    m_undoAction->setEnabled(false);
    m_redoAction->setEnabled(false);
    m_editMenu->addSeparator();
    m_priceListAction = m_editMenu->addAction(QString());
    m_priceListAction->setObjectName(QStringLiteral("priceList"));
    connect(m_priceListAction, &QAction::triggered, m_prices, &PriceListController::edit);

    m_viewMenu = menuBar()->addMenu(QString());
    m_presentationAction = m_viewMenu->addAction(QString());
    m_presentationAction->setObjectName(QStringLiteral("presentationMode"));
    m_presentationAction->setCheckable(true);
    m_presentationAction->setShortcut(QKeySequence(Qt::Key_F5));
    connect(m_presentationAction, &QAction::toggled, this, &MainWindow::setPresentationMode);
    m_darkAction = m_viewMenu->addAction(QString());
    m_darkAction->setObjectName(QStringLiteral("darkPalette"));
    m_darkAction->setCheckable(true);
    m_darkAction->setChecked(isDarkPalette());
    connect(m_darkAction, &QAction::toggled, this, [](bool on) {
        setDarkPalette(on);
        appsettings::darkPalette().set(on);
    });
    m_fullScreenAction = m_viewMenu->addAction(QString());
    m_fullScreenAction->setCheckable(true);
    m_fullScreenAction->setShortcut(QKeySequence::FullScreen);
    connect(m_fullScreenAction, &QAction::toggled, this, [this](bool on) { on ? showFullScreen() : showNormal(); });

    m_languageMenu = menuBar()->addMenu(QString());
    m_languages = new QActionGroup(this);
    m_languages->setExclusive(true);
    const QString saved = appsettings::language().get();
    const QString current = saved.isEmpty() ? LanguageManager::languageForLocale(QLocale()) : saved;
    for (const QString &code : LanguageManager::availableLanguages()) {
        // Each language named in itself.
        QAction *action = m_languageMenu->addAction(LanguageManager::nativeName(code));
        action->setCheckable(true);
        action->setData(code);
        action->setChecked(current == code);
        m_languages->addAction(action);
    }
    if (m_languages->checkedAction() == nullptr)
        m_languages->actions().first()->setChecked(true);
    connect(m_languages, &QActionGroup::triggered, this, [this](QAction *action) {
        const QString code = action->data().toString();
        appsettings::language().set(code);
        emit languageRequested(code);
    });

    m_helpMenu = menuBar()->addMenu(QString());
    m_aboutAction = m_helpMenu->addAction(QString(), this, &MainWindow::showAbout);
    m_aboutAction->setMenuRole(QAction::AboutRole);
}

void MainWindow::retranslateMenus()
{
    m_fileMenu->setTitle(tr("&File"));
    m_exportMenu->setTitle(tr("&Export"));
    m_exportReportAction->setText(tr("Sizing &Report (PDF)\u2026"));
    m_exportWorkbookAction->setText(tr("&Workbook (XLSX)\u2026"));
    m_exportTableAction->setText(tr("Ranked &Table (CSV)\u2026"));
    m_quitAction->setText(tr("&Quit"));
    m_editMenu->setTitle(tr("&Edit"));
    m_viewMenu->setTitle(tr("&View"));
    m_presentationAction->setText(tr("&Presentation Mode"));
    m_presentationAction->setToolTip(tr("Large type and fewer panels for a projector"));
    m_fullScreenAction->setText(tr("&Full Screen"));
    m_darkAction->setText(tr("&Dark Colours"));
    m_darkAction->setToolTip(tr("Dark colours instead of the system's colour scheme"));
    m_priceListAction->setText(tr("&Price List and Exchange Rates\u2026"));
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_aboutAction->setText(tr("&About GPU Sizer"));
}

} // namespace gpusizer::ui
