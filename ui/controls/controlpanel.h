#pragma once

#include <QWidget>

namespace gpusizer::ui {

class ClusterGroup;
class MethodGroup;
class ModelGroup;
class OwnershipGroup;
class PricesGroup;
class QuoteGroup;
class ScenarioDocument;
class ServingGroup;
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
    void priceListRequested();

private:
    void updateGroupVisibility();

    ScenarioDocument *m_document;
    ModelGroup *m_model;
    MethodGroup *m_method;
    TrainingGroup *m_training;
    ClusterGroup *m_cluster;
    WorkloadGroup *m_workload;
    ServingGroup *m_serving;
    PricesGroup *m_prices;
    OwnershipGroup *m_ownership;
    QuoteGroup *m_quote;
    bool m_presentation = false;
};

} // namespace gpusizer::ui
