#pragma once

#include <QGroupBox>

class QComboBox;
class QLabel;
class QSpinBox;

namespace gpusizer::ui {

class BoundedSpinBox;
class LiveLabel;
class WarningLabel;

class ScenarioDocument;

// Hardware: GPU type from the catalog, GPUs per node, nodes, sharding, tensor and pipeline
// degree, CPU offload.
class ClusterGroup final : public QGroupBox
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ClusterGroup)
public:
    explicit ClusterGroup(ScenarioDocument *document, QWidget *parent = nullptr);
    ~ClusterGroup() override;

protected:
    void changeEvent(QEvent *event) override;

private:
    void setUpWidgets();
    void layOut();
    void connectGpus();
    void connectParallelism();
    void retranslateUi();
    void rebuildCombos();
    void updateFromScenario();
    void setGpuCount(int perNode, int nodes, int mergeId);

    ScenarioDocument *m_document;
    QLabel *m_gpuLabel;
    QComboBox *m_gpu;
    QLabel *m_perNodeLabel;
    BoundedSpinBox *m_perNode; // 1 .. 72, the scenario file's limit
    QLabel *m_nodesLabel;
    BoundedSpinBox *m_nodes;
    WarningLabel *m_countNote; // says when a typed count was set to its limit
    LiveLabel *m_total;
    QLabel *m_shardingLabel;
    QComboBox *m_sharding;
    QLabel *m_tpLabel;
    QSpinBox *m_tp;
    QLabel *m_ppLabel;
    QSpinBox *m_pp;
    QLabel *m_offloadLabel;
    QComboBox *m_offload;
};

} // namespace gpusizer::ui
