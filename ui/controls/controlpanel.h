#pragma once

#include <QWidget>

namespace gpusizer::ui {

class ClusterGroup;
class MethodGroup;
class ModelGroup;
class PricesGroup;
class ScenarioDocument;
class TrainingGroup;
class WorkloadGroup;

// The left column: every scenario control, grouped, in tab order from top to bottom.
class ControlPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ControlPanel)
public:
    explicit ControlPanel(ScenarioDocument *document, QWidget *parent = nullptr);
    ~ControlPanel() override;

    // Presentation mode keeps the groups a customer asks about and hides data and prices.
    void setPresentationMode(bool on);

signals:
    void importConfigRequested();

private:
    ModelGroup *m_model;
    MethodGroup *m_method;
    TrainingGroup *m_training;
    ClusterGroup *m_cluster;
    WorkloadGroup *m_workload;
    PricesGroup *m_prices;
};

} // namespace gpusizer::ui
