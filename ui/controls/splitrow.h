#pragma once

#include <QObject>

class QFormLayout;
class QLabel;
class QPushButton;
class QWidget;

namespace gpusizer::core {
struct Scenario;
}

namespace gpusizer::ui {

class ScenarioDocument;

// The Serving group's row of a disaggregated deployment (Scenario::serving.disaggregation, issue
// #30 point 2): the two pools read-only ("2P(TP4)+1D(TP2)", set by applying a split
// recommendation or by a scenario file) and "Colocate", which puts prefill and decode back on one
// pool of replicas in one undo step. Hidden while the scenario has no split. The widgets are the
// group's, in its form; the group forwards language changes and scenario updates.
class SplitRow final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SplitRow)
public:
    SplitRow(ScenarioDocument *document, QWidget *group);
    ~SplitRow() override;

    void addTo(QFormLayout *form);
    void retranslateUi();
    void updateFromScenario();

    // `scenario` with prefill and decode on one pool again: the same GPUs (down to a whole number
    // of replicas) at the cluster's tensor parallelism, the decode workers' (disaggregatedDeployment
    // and the CLI set it so).
    static core::Scenario colocated(core::Scenario scenario);

private:
    ScenarioDocument *m_document;
    QLabel *m_label;
    QLabel *m_pools;
    QPushButton *m_colocate;
};

} // namespace gpusizer::ui
