#pragma once

#include <memory>
#include <string>

#include <QMainWindow>

class QAction;
class QActionGroup;
class QLabel;
class QMenu;
class QScrollArea;
class QSplitter;
class QToolButton;

namespace gpusizer::core {
struct Analysis;
}

namespace gpusizer::ui {

class BreakdownChart;
class ControlPanel;
class ExploreView;
class ParetoView;
class SensitivityView;
class FileController;
class PriceListController;
class AssumptionsLabel;
class HeadlineStrip;
class MethodComparisonChart;
class OptionsView;
class PageTabs;
class RecommendationPanel;
class ScenarioDocument;
class SessionStore;
class SeqLenChart;
class ServingCurveChart;
class TimeCostChart;
// The desktop window: headline strip on top, the controls on the left, the four charts in the
// middle (the map as a tab beside them), the recommendations on the right and the assumptions
// in the status bar.
class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    ScenarioDocument *document() const { return m_document; }
    FileController *files() const { return m_files; }
    // Created here; the report writer connects to it.
    QAction *exportReportAction() const { return m_exportReportAction; }
    // File → Export → Workbook (XLSX) and Ranked Table (CSV); ui/reportexport.cpp connects them.
    QAction *exportWorkbookAction() const { return m_exportWorkbookAction; }
    QAction *exportTableAction() const { return m_exportTableAction; }
    QAction *presentationAction() const { return m_presentationAction; }
    // The options compared (Edit → Pin as Option, View → Options Compared, a tab beside the charts).
    OptionsView *options() const { return m_options; }
    // The map tab beside the charts (issue #29).
    ExploreView *explore() const { return m_explore; }
    // The Pareto fronts and "what moves the answer", tabs beside the map (issue #29).
    ParetoView *pareto() const { return m_pareto; }
    SensitivityView *sensitivity() const { return m_sensitivity; }
    bool isPresentationMode() const;

    // Window geometry and state, presentation mode and the last scenario from the previous run
    // (kept by SessionStore).
    void restoreSession();
    void restoreWindowState();
    // Writes what restoreSession() reads (also done on close).
    void saveSession() const;

signals:
    // A language was chosen in the menu (code in the action's data: "en", "nb", "de").
    void languageRequested(const QString &code);

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    QWidget *createCentralArea();
    void createMenus();       // mainwindowmenus.cpp
    void retranslateMenus();  // mainwindowmenus.cpp
    void retranslateUi();
    void fitToScreen();
public:
    // The size the window opens at on a screen with this available area.
    static QSize initialSize(const QSize &available);
private:
    void rebuildQuickStarts();
    void setPresentationMode(bool on);
    void updateTitle();
    void showAnalysis(const core::Analysis &analysis);
    // The four charts (or the serving curve in the sequence-length chart's place).
    void showCharts(const core::Analysis &analysis);
    void updateUndoTexts();
    void showAbout();

    ScenarioDocument *m_document;
    FileController *m_files;
    PriceListController *m_prices;
    std::unique_ptr<SessionStore> m_session;

    QScrollArea *m_controlsScroll = nullptr;
    ControlPanel *m_controls = nullptr;
    QToolButton *m_quickStartButton = nullptr;
    QMenu *m_quickStartMenu = nullptr;
    HeadlineStrip *m_headline = nullptr;
    BreakdownChart *m_breakdown = nullptr;
    MethodComparisonChart *m_methods = nullptr;
    SeqLenChart *m_seqLen = nullptr;
    TimeCostChart *m_timeCost = nullptr;
    ServingCurveChart *m_servingCurve = nullptr;
    RecommendationPanel *m_recommendations = nullptr;
    QSplitter *m_splitter = nullptr;
    QByteArray m_splitterBeforePresentation;   // the column widths presentation mode replaced
    PageTabs *m_centerTabs = nullptr;   // the charts, the map, and the options compared while there are some
    ExploreView *m_explore = nullptr;
    QWidget *m_charts = nullptr;        // the charts' page
    bool m_chartsStale = false;         // an analysis came while another tab was shown
    ParetoView *m_pareto = nullptr;
    SensitivityView *m_sensitivity = nullptr;
    OptionsView *m_options = nullptr;
    AssumptionsLabel *m_assumptions = nullptr;
    QLabel *m_error = nullptr;
    QFont m_normalFont;

    QMenu *m_fileMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QMenu *m_exportMenu = nullptr;
    QAction *m_exportReportAction = nullptr;
    QAction *m_exportWorkbookAction = nullptr;
    QAction *m_exportTableAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_priceListAction = nullptr;
    QAction *m_darkAction = nullptr;
    QAction *m_presentationAction = nullptr;
    QAction *m_fullScreenAction = nullptr;
    QActionGroup *m_languages = nullptr;
    QAction *m_aboutAction = nullptr;
};

} // namespace gpusizer::ui
