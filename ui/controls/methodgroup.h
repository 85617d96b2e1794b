#pragma once

#include <QGroupBox>

class QButtonGroup;
class QComboBox;
class QLabel;
class QSpinBox;
class QToolButton;

namespace gpusizer::core {
struct Scenario;
}

namespace gpusizer::ui {

class ScenarioDocument;

// Method (segmented choice), training framework, compute precision, weight format, optimizer, LoRA rank and targets.
class MethodGroup final : public QGroupBox
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MethodGroup)
public:
    explicit MethodGroup(ScenarioDocument *document, QWidget *parent = nullptr);
    ~MethodGroup() override;

protected:
    void changeEvent(QEvent *event) override;

private:
    QWidget *createMethodSegment();
    void layOut(QWidget *segment);
    void connectScenarioChoices();
    void connectEdits();
    void retranslateUi();
    void rebuildCombos();
    void updateFromScenario();
    QString frameworkToolTip(const core::Scenario &scenario) const;
    void updateFrameworkToolTip(const core::Scenario &scenario);

    ScenarioDocument *m_document;
    QLabel *m_methodLabel;
    QButtonGroup *m_methods;
    QLabel *m_frameworkLabel;
    QComboBox *m_framework;
    // What the framework tooltip was built for (framework, its defaults kept): rebuilt only when
    // that changes, not on every slider tick; -1 after a language change.
    int m_tipFramework = -1;
    bool m_tipDefaults = false;
    QLabel *m_precisionLabel;
    QComboBox *m_precision;
    QLabel *m_weightLabel;
    QComboBox *m_weight;
    QLabel *m_optimizerLabel;
    QComboBox *m_optimizer;
    QLabel *m_rankLabel;
    QSpinBox *m_rank;
    QLabel *m_targetsLabel;
    QComboBox *m_targets;
};

} // namespace gpusizer::ui
