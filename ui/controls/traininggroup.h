#pragma once

#include <QGroupBox>

class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;

namespace gpusizer::ui {

class LiveLabel;

class LogSlider;
class ScenarioDocument;
class WarningLabel;

// Sequence length (log slider 128 .. 1,048,576 with typed entry), micro-batch, gradient
// accumulation with the effective batch, checkpointing, attention kernel, chunked cross-entropy.
class TrainingGroup final : public QGroupBox
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TrainingGroup)
public:
    explicit TrainingGroup(ScenarioDocument *document, QWidget *parent = nullptr);
    ~TrainingGroup() override;

protected:
    void changeEvent(QEvent *event) override;

private:
    void setUpWidgets();
    void layOut();
    void connectBatch();
    void connectTechniques();
    void retranslateUi();
    void fitSeqLenBox();
    void rebuildCombos();
    void updateFromScenario();
    void setSeqLen(int tokens);

    ScenarioDocument *m_document;
    QLabel *m_seqLenLabel;
    LogSlider *m_seqLenSlider;
    QSpinBox *m_seqLen;
    QLabel *m_microBatchLabel;
    QSpinBox *m_microBatch;
    QLabel *m_gradAccumLabel;
    QSpinBox *m_gradAccum;
    LiveLabel *m_effectiveBatch;
    WarningLabel *m_batchWarning; // the batch holds more tokens than are trained: less than one step
    QLabel *m_checkpointingLabel;
    QComboBox *m_checkpointing;
    QLabel *m_attentionLabel;
    QComboBox *m_attention;
    QCheckBox *m_chunkedCe;
    QCheckBox *m_compiled;
    QCheckBox *m_offloadActivations;
    QCheckBox *m_optimizerInBackward;
};

} // namespace gpusizer::ui
