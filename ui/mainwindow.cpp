#include "mainwindow.h"

#include "aboutdialog.h"
#include "text/appinfo.h"
#include "charts/breakdownchart.h"
#include "charts/methodcomparisonchart.h"
#include "charts/seqlenchart.h"
#include "charts/servingcurvechart.h"
#include "charts/timecostchart.h"
#include "controls/controlpanel.h"
#include "document/filecontroller.h"
#include "charts/datacsv.h"
#include "explore/exploreview.h"
#include "explore/mapcsv.h"
#include "lengthsview.h"
#include "tradeoffs/paretoview.h"
#include "tradeoffs/sensitivityview.h"
#include "pricelistcontroller.h"
#include "widgets/pagetabs.h"
#include "document/scenariodocument.h"
#include "panels/assumptionslabel.h"
#include "panels/headlinestrip.h"
#include "panels/recommendationpanel.h"
#include "optionsview.h"
#include "quickstarts.h"
#include "sessionstore.h"
#include "settings/appsettings.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QGridLayout>
#include <QLabel>
#include <QMenu>
#include <QMimeData>
#include <QGuiApplication>
#include <QScreen>
#include <QScrollArea>
#include <QSplitter>
#include <QStatusBar>
#include <QTabBar>
#include <QToolButton>
#include <QUrl>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace gpusizer::ui {

namespace {
constexpr double kPresentationScale = 1.5;
}

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_document(new ScenarioDocument(this))
    , m_files(new FileController(m_document, this))
    , m_prices(new PriceListController(m_document, this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setAcceptDrops(true);
    m_normalFont = font();
    createMenus();
    setCentralWidget(createCentralArea());
    m_session = std::make_unique<SessionStore>(this, m_splitter, m_document);
    m_options = new OptionsView(m_document, m_centerTabs, this);
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_options->pinAction());
    m_viewMenu->addAction(m_options->showAction());
    m_assumptions = new AssumptionsLabel(this);
    m_assumptions->setObjectName(QStringLiteral("assumptions"));
    statusBar()->addWidget(m_assumptions, 1);
    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("estimateError"));
    statusBar()->addPermanentWidget(m_error);

    connect(m_document, &ScenarioDocument::analysisChanged, this, &MainWindow::showAnalysis);
    connect(m_document, &ScenarioDocument::estimateFailed, m_error, &QLabel::setText);
    connect(m_recommendations, &RecommendationPanel::applyScenarioRequested, this,
            [this](const core::Scenario &scenario) { m_document->replaceScenario(tr("Use configuration"), scenario); });
    connect(m_document, &ScenarioDocument::filePathChanged, this, &MainWindow::updateTitle);
    connect(m_document, &ScenarioDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_document->undoStack(), &QUndoStack::indexChanged, this, &MainWindow::updateUndoTexts);
    connect(m_controls, &ControlPanel::importConfigRequested, m_files->importAction(), &QAction::trigger);
    connect(m_recommendations, &RecommendationPanel::rankChanged, m_document, &ScenarioDocument::setRankBy);
    // "Split prefill and decode" is remembered between sessions: the first sweep already has it.
    m_document->setDisaggregate(m_recommendations->disaggregate());
    connect(m_recommendations, &RecommendationPanel::disaggregateChanged, m_document,
            &ScenarioDocument::setDisaggregate);
    connect(m_controls, &ControlPanel::priceListRequested, m_prices, &PriceListController::edit);
    // A scenario file priced with its own price list says so: its money is the file's.
    connect(m_document, &ScenarioDocument::pricedFromFileChanged, this, [this](bool fromFile) {
        if (fromFile)
            statusBar()->showMessage(tr("Priced with the price list saved in this scenario; yours applies again to a "
                                        "new scenario"),
                                     15000);
    });
    if (const QString problem = m_prices->load(); !problem.isEmpty())
        statusBar()->showMessage(problem, 15000);
    // A first start prices in the language's currency (and the prices last used); a restored
    // session or an opened file keeps its own.
    core::Scenario first = m_document->scenario();
    appsettings::applySavedPrices(first.prices);
    if (first != m_document->scenario())
        m_document->newScenario(first);
    retranslateUi();
    fitToScreen();
}

void MainWindow::fitToScreen()
{
    // 1600 × 960 where the screen has room; on a laptop (1366 × 768, 1280 × 720) the screen's
    // available area less a margin for the window frame: the table, "Use this configuration"
    // and the status bar stay on screen (the controls column scrolls).
    if (const QScreen *screen = this->screen() ? this->screen() : QGuiApplication::primaryScreen()) {
        const QRect available = screen->availableGeometry();
        resize(initialSize(available.size()));
        move(available.center() - rect().center());
        return;
    }
    resize(initialSize(QSize(1600, 960)));
}

QSize MainWindow::initialSize(const QSize &available)
{
    // Room for the window frame and title bar around the client area.
    return QSize(1600, 960).boundedTo(available - QSize(16, 40)).expandedTo(QSize(640, 480));
}

MainWindow::~MainWindow()
{
    // The document and its undo stack outlive this part of the window: stop their signals first.
    m_document->undoStack()->disconnect(this);
    m_document->disconnect(this);
}

QWidget *MainWindow::createCentralArea()
{
    m_headline = new HeadlineStrip;
    m_headline->setObjectName(QStringLiteral("headline"));

    auto *controlsColumn = new QWidget;
    auto *controlsLayout = new QVBoxLayout(controlsColumn);
    m_quickStartButton = new QToolButton;
    m_quickStartButton->setObjectName(QStringLiteral("quickStarts"));
    m_quickStartButton->setPopupMode(QToolButton::InstantPopup);
    m_quickStartButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_quickStartButton->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_quickStartMenu = new QMenu(this);
    m_quickStartButton->setMenu(m_quickStartMenu);
    m_controls = new ControlPanel(m_document);
    controlsLayout->addWidget(m_quickStartButton);
    controlsLayout->addWidget(m_controls);
    m_controlsScroll = new QScrollArea;
    m_controlsScroll->setObjectName(QStringLiteral("controlsScroll"));
    m_controlsScroll->setWidget(controlsColumn);
    m_controlsScroll->setWidgetResizable(true);
    m_controlsScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_controlsScroll->setFrameShape(QFrame::NoFrame);
    m_controlsScroll->setMinimumWidth(controlsColumn->minimumSizeHint().width() + 24);

    m_breakdown = new BreakdownChart;
    m_methods = new MethodComparisonChart;
    m_seqLen = new SeqLenChart;
    m_timeCost = new TimeCostChart;
    m_servingCurve = new ServingCurveChart;
    m_servingCurve->setVisible(false);
    auto *charts = new QWidget;
    m_charts = charts;
    auto *grid = new QGridLayout(charts);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(m_breakdown, 0, 0);
    grid->addWidget(m_methods, 0, 1);
    grid->addWidget(m_seqLen, 1, 0);
    grid->addWidget(m_timeCost, 1, 1);
    grid->addWidget(m_servingCurve, 1, 0);   // in the sequence-length chart's place for inference
    m_breakdown->setObjectName(QStringLiteral("breakdownChart"));
    m_methods->setObjectName(QStringLiteral("methodChart"));
    m_seqLen->setObjectName(QStringLiteral("seqLenChart"));
    m_timeCost->setObjectName(QStringLiteral("timeCostChart"));
    m_servingCurve->setObjectName(QStringLiteral("servingCurveChart"));

    m_recommendations = new RecommendationPanel;
    m_recommendations->setObjectName(QStringLiteral("recommendations"));

    m_splitter = new QSplitter(Qt::Horizontal);
    m_splitter->setObjectName(QStringLiteral("mainSplitter"));
    m_splitter->addWidget(m_controlsScroll);
    // The charts, with the options compared as a second tab while options are pinned.
    m_centerTabs = new PageTabs;
    m_centerTabs->setObjectName(QStringLiteral("centerTabs"));
    m_centerTabs->addTab(charts, QString());
    // Memory, time and cost against the sequence length, large (issue #29 point 2).
    new LengthsView(m_document, m_centerTabs);
    // The map of the scenario over two of its inputs (issue #29); it computes only while shown.
    m_explore = new ExploreView(m_document);
    m_centerTabs->addTab(m_explore, QString());
    // The map's cells to take away (issue #29 point 5), the whole fine grid.
    new DataCsvAction(
        m_explore->map(),
        [this] {
            m_explore->finishMap();
            return mapCsv(m_explore->computation().cells());
        },
        [this] { return m_explore->map()->title(); });
    // The trade-offs (issue #29): a tab each, as each needs the whole area and computes only
    // while shown (the Pareto sweep is thousands of estimates, the tornado a dozen analyses).
    m_pareto = new ParetoView(m_document);
    m_centerTabs->addTab(m_pareto, QString());
    m_sensitivity = new SensitivityView(m_document);
    m_centerTabs->addTab(m_sensitivity, QString());
    // Charts behind another tab wait: they take the analysis when they show again.
    connect(m_centerTabs->tabBar(), &QTabBar::currentChanged, this, [this] {
        if (m_chartsStale && m_centerTabs->currentWidget() == m_charts)
            showCharts(m_document->analysis());
    });
    m_splitter->addWidget(m_centerTabs);
    m_splitter->addWidget(m_recommendations);
    m_splitter->setStretchFactor(0, 0);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setStretchFactor(2, 0);
    m_splitter->setCollapsible(1, false);
    // Scaled to the window: the controls get the width where no row wraps under its label, the
    // table its width for GPU names and prices.
    m_splitter->setSizes({controlsColumn->sizeHint().width() + 24, 650, 490});

    auto *central = new QWidget;
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(6, 6, 6, 0);
    layout->addWidget(m_headline);
    layout->addWidget(m_splitter, 1);
    return central;
}

void MainWindow::changeEvent(QEvent *event)
{
    // A language switch translates the texts; it is not an edit: the scenario keeps its currency
    // (a new scenario takes the language's, appsettings::applySavedPrices).
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

void MainWindow::retranslateUi()
{
    retranslateMenus();
    m_quickStartButton->setText(tr("&Quick start\u2026"));
    m_quickStartButton->setAccessibleName(tr("Quick start scenarios"));
    m_quickStartMenu->setTitle(tr("&Quick Starts"));
    m_breakdown->setAccessibleName(tr("Memory per GPU by component"));
    m_methods->setAccessibleName(tr("Memory per GPU for each method"));
    m_seqLen->setAccessibleName(tr("Memory per GPU versus sequence length"));
    m_timeCost->setAccessibleName(tr("Time and cost of the top configurations"));
    m_recommendations->setAccessibleName(tr("Recommended configurations"));
    m_centerTabs->setTabText(m_centerTabs->indexOf(m_explore), tr("Map"));
    m_explore->map()->setAccessibleName(tr("Map of the scenario over two of its inputs"));
    m_centerTabs->setTabText(m_centerTabs->indexOf(m_pareto), tr("Pareto"));
    m_centerTabs->setTabText(m_centerTabs->indexOf(m_sensitivity), tr("What moves it"));
    m_headline->setAccessibleName(tr("Headline"));
    m_files->retranslateUi();
    rebuildQuickStarts();
    updateUndoTexts();
    updateTitle();
    showAnalysis(m_document->analysis());
}

void MainWindow::rebuildQuickStarts()
{
    m_quickStartMenu->clear();
    bool profiles = false;
    for (const QuickStart &start : quickStarts(m_document->modelCatalog(), m_document->scenario().prices)) {
        if (start.profile && !profiles) {
            m_quickStartMenu->addSection(tr("Profiles"));
            profiles = true;
        }
        QAction *action = m_quickStartMenu->addAction(start.title);
        action->setObjectName(QStringLiteral("quickStart_") + start.id);
        action->setToolTip(start.claim);
        action->setStatusTip(start.claim);
        const QString id = start.id;
        connect(action, &QAction::triggered, this, [this, id] {
            for (const QuickStart &s : quickStarts(m_document->modelCatalog(), m_document->scenario().prices))
                if (s.id == id)
                    m_document->replaceScenario(tr("Quick start: %1").arg(s.title), s.scenario);
        });
    }
    m_quickStartMenu->setToolTipsVisible(true);
}

bool MainWindow::isPresentationMode() const
{
    return m_presentationAction->isChecked();
}

void MainWindow::setPresentationMode(bool on)
{
    QFont big = m_normalFont;
    if (on)
        big.setPointSizeF(m_normalFont.pointSizeF() * kPresentationScale);
    setFont(big);
    // The controls are the presenter's: normal type in a compact column, so that the charts the
    // audience reads get the width (on a 1366 × 768 projector the large controls took a third).
    QFont controls = m_normalFont;
    controls.setPointSizeF(m_normalFont.pointSizeF());   // set, not inherited from the window
    m_controlsScroll->setFont(on ? controls : QFont());
    m_controls->setPresentationMode(on);
    statusBar()->setVisible(!on);
    const int compact = m_controlsScroll->widget()->minimumSizeHint().width() + 24;
    m_controlsScroll->setMinimumWidth(compact);
    if (on) {
        if (m_splitterBeforePresentation.isEmpty())
            m_splitterBeforePresentation = m_splitter->saveState();
        // The audience sees the answer and what to buy: the recommendations stay, in the large
        // type, as wide as the GPUs, time and rent need (the panel leaves the other columns
        // out), at most a third of the window; the charts get the rest.
        const int total = m_splitter->width() > compact ? m_splitter->width() : width();
        const int recommendations = std::min(m_recommendations->compactWidth(), total / 3);
        m_splitter->setSizes({compact, std::max(0, total - compact - recommendations), recommendations});
    } else if (!m_splitterBeforePresentation.isEmpty()) {
        m_splitter->restoreState(std::exchange(m_splitterBeforePresentation, {}));
    }
}

void MainWindow::updateTitle()
{
    setWindowTitle(tr("%1[*] \u2014 %2").arg(m_document->displayName(), appinfo::applicationName()));
    setWindowModified(m_document->isModified());
}

void MainWindow::updateUndoTexts()
{
    const QUndoStack *stack = m_document->undoStack();
    m_undoAction->setText(stack->canUndo() ? tr("&Undo %1").arg(stack->undoText()) : tr("&Undo"));
    m_redoAction->setText(stack->canRedo() ? tr("&Redo %1").arg(stack->redoText()) : tr("&Redo"));
}

void MainWindow::showAnalysis(const core::Analysis &analysis)
{
    m_headline->setAnalysis(analysis);
    // A chart scene re-lays out its items even while hidden: a slider dragged with another tab
    // shown does not wait on them.
    if (m_centerTabs->currentWidget() == m_charts)
        showCharts(analysis);
    else
        m_chartsStale = true;
    m_recommendations->setAnalysis(analysis);
    m_assumptions->setAnalysis(analysis);
    // QLabel::clear() relayouts the status bar even when it is empty already (every tick).
    if (analysis.valid && !m_error->text().isEmpty())
        m_error->clear();
}

void MainWindow::showCharts(const core::Analysis &analysis)
{
    m_chartsStale = false;
    m_breakdown->setAnalysis(analysis);
    m_methods->setAnalysis(analysis);
    // Inference answers with throughput and latency against the load where training shows
    // memory against the sequence length (a serving engine reserves its KV pool up front); the
    // time and cost chart shows TPOT and cost per million tokens of the ranked configurations.
    const bool serving = analysis.valid && analysis.serving();
    if (m_servingCurve->isHidden() == serving) {
        m_servingCurve->setVisible(serving);
        m_seqLen->setVisible(!serving);
    }
    if (serving)
        m_servingCurve->setAnalysis(analysis);
    else
        m_seqLen->setAnalysis(analysis);
    m_timeCost->setAnalysis(analysis);
}

void MainWindow::showAbout()
{
    AboutDialog dialog(this);
    dialog.exec();
}

void MainWindow::restoreWindowState()
{
    m_presentationAction->setChecked(m_session->restoreWindow());
}

void MainWindow::restoreSession()
{
    restoreWindowState();
    m_session->restoreScenario();
}

void MainWindow::saveSession() const
{
    // The column widths of the normal view, not those presentation mode set.
    m_session->save(m_splitterBeforePresentation.isEmpty() ? m_splitter->saveState() : m_splitterBeforePresentation,
                    isPresentationMode());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_files->maybeSave()) {
        event->ignore();
        return;
    }
    // Still modified after maybeSave(): the user chose Discard. The next start must not bring the
    // discarded edits back: a saved file reopens as it is on disk, an untitled scenario starts anew.
    const bool discarded = m_document->isModified();
    saveSession();
    if (discarded)
        m_session->forgetDiscarded();
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() == 1 && urls.first().isLocalFile() && urls.first().toLocalFile().endsWith(QLatin1String(".json")))
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() != 1 || !urls.first().isLocalFile())
        return;
    event->acceptProposedAction();
    m_files->openDropped(urls.first().toLocalFile());
}

} // namespace gpusizer::ui
