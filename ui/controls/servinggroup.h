#pragma once

#include <QGroupBox>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;

namespace gpusizer::ui {

class ScenarioDocument;
class SpeculativeRows;
class SplitRow;

// Inference serving (Scenario::serving): engine, load (users, requests per second or an offline
// job), prompt and output lengths with presets, prefix-cache share, KV-cache type, speculative
// decoding (SpeculativeRows), TTFT and TPOT targets at a statistic; a disaggregated deployment's
// pools (SplitRow). Shown instead of the training controls when the method is inference.
class ServingGroup final : public QGroupBox
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ServingGroup)
public:
    explicit ServingGroup(ScenarioDocument *document, QWidget *parent = nullptr);
    ~ServingGroup() override;

protected:
    void changeEvent(QEvent *event) override;

private:
    void setUpSpinBoxes();
    void layOut();
    void connectLoad();
    void connectLengths();
    void connectTargets();
    void applyPreset();
    void retranslateUi();
    void rebuildCombos();
    void updateFromScenario();

    ScenarioDocument *m_document;
    QLabel *m_engineLabel;
    QComboBox *m_engine;
    SplitRow *m_split;
    QLabel *m_loadLabel;
    QComboBox *m_load;
    QSpinBox *m_users;
    QDoubleSpinBox *m_rate;
    QSpinBox *m_requests;
    QLabel *m_presetLabel;
    QComboBox *m_preset;
    QLabel *m_inputLenLabel;
    QSpinBox *m_inputLen;
    QLabel *m_outputLenLabel;
    QSpinBox *m_outputLen;
    QLabel *m_prefixCacheLabel;
    QSpinBox *m_prefixCache;   // percent of prompt tokens
    QLabel *m_kvDtypeLabel;
    QComboBox *m_kvDtype;
    SpeculativeRows *m_speculative;
    QLabel *m_ttftLabel;
    QDoubleSpinBox *m_ttft;    // ms; 0 shows "none"
    QLabel *m_tpotLabel;
    QDoubleSpinBox *m_tpot;    // ms; 0 shows "none"
    QLabel *m_statLabel;
    QComboBox *m_stat;
};

} // namespace gpusizer::ui
