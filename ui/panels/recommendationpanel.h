#pragma once

#include "model/scenario.h"
#include "recommend/recommendation.h"

#include <QWidget>

#include <array>

#include <optional>
#include <vector>

class QComboBox;
class QLabel;
class QPushButton;
class QSortFilterProxyModel;
class QBoxLayout;
class QTableView;
class QVBoxLayout;

namespace gpusizer::core {
struct Analysis;
}

namespace gpusizer::ui {

class LiveLabel;

class RecommendationTableModel;
class SplitCheckBox;
// Ranked configurations (GPU, count, strategy, memory, time, cost), sortable by fewest GPUs,
// fastest or cheapest, with "Use this configuration" and the "what makes it fit" suggestions
// as buttons. The panel shows numbers from the analysis only; applying is the document's job.
class RecommendationPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RecommendationPanel)
public:
    // The order is core's (core::RankBy): choosing one asks for a new analysis.

    explicit RecommendationPanel(QWidget *parent = nullptr);

    void setAnalysis(const core::Analysis &analysis);
    void setRankBy(core::RankBy rank);
    core::RankBy rankBy() const;
    // "Split prefill and decode" checked: the serving sweep also tries disaggregated deployments.
    bool disaggregate() const;
    // What to buy for the selected configuration (its bill of materials), as shown.
    QString billOfMaterialsText() const;
    // The width that shows the GPUs, the time and the rent whole in the panel's font (the other
    // columns left out): presentation mode's column (issue #28 point 3).
    int compactWidth() const;

    // For tests.
    RecommendationTableModel *model() const { return m_model; }
    QTableView *view() const { return m_table; }
    QPushButton *useButton() const { return m_useButton; }
    QPushButton *copyLaunchButton() const { return m_copyLaunchButton; }
    QComboBox *sortCombo() const { return m_sortCombo; }
    SplitCheckBox *splitCheckBox() const { return m_split; }
    QList<QPushButton *> suggestionButtons() const;

signals:
    void applyScenarioRequested(const gpusizer::core::Scenario &scenario);
    void rankChanged(gpusizer::core::RankBy rank);
    void disaggregateChanged(bool on);

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslateUi();
    void retranslateTitle();
    void updateBillOfMaterials();
    void useSelected();
    void updateUseButton();
    void updateLaunchButton();
    void copyLaunchCommand();
    int selectedSourceRow() const;
    void updateSuggestions(const core::Analysis &analysis);
    void updateSuggestionTexts();
    void updateColumnWidths();
    // The width the title has beside the rank control.
    int titleRoomBeside() const;
    void updateListNote();

    RecommendationTableModel *m_model = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
    LiveLabel *m_title = nullptr;
    QLabel *m_sortLabel = nullptr;
    QComboBox *m_sortCombo = nullptr;
    SplitCheckBox *m_split = nullptr;
    QTableView *m_table = nullptr;
    QBoxLayout *m_buttonRow = nullptr;
    QBoxLayout *m_titleRow = nullptr;
    // The purchase line stays beside the buttons while the panel is this many buttons wide.
    static constexpr int kButtonsBesideFactor = 3;
    QPushButton *m_useButton = nullptr;
    QPushButton *m_copyLaunchButton = nullptr;   // serving: the selected row's launch command
    core::Scenario m_question;   // the scenario of the rows shown (its method and model)
    QLabel *m_bom = nullptr;
    // Why the list is empty, and the serving GPU types left out beyond ten times the physics.
    QLabel *m_declined = nullptr;
    bool m_listEmpty = false;
    std::optional<core::CandidateFilter> m_emptiedBy;
    std::vector<core::ServingDecline> m_declinedTypes;
    QLabel *m_suggestionsTitle = nullptr;
    QWidget *m_suggestionsBox = nullptr;
    QVBoxLayout *m_suggestionsLayout = nullptr;
    bool m_pending = false;                         // the rows are from before the drag
    core::Scenario m_base;                          // the scenario the suggestions change
    std::vector<core::FitSuggestion> m_suggestions; // one button each, in this order
};

} // namespace gpusizer::ui
