#pragma once

#include <QGroupBox>

class QDoubleSpinBox;
class QLabel;

namespace gpusizer::ui {

class LiveLabel;

class ScenarioDocument;
class TokenCountSpinBox;
class WarningLabel;

// Training data: dataset size in tokens and the number of epochs.
class WorkloadGroup final : public QGroupBox
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WorkloadGroup)
public:
    explicit WorkloadGroup(ScenarioDocument *document, QWidget *parent = nullptr);
    ~WorkloadGroup() override;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void updateFromScenario();

    ScenarioDocument *m_document;
    QLabel *m_tokensLabel;
    TokenCountSpinBox *m_tokens; // tokens, typed with units ("2T", "500B")
    WarningLabel *m_tokensNote;  // says when a typed count was set to the limit
    QLabel *m_epochsLabel;
    QDoubleSpinBox *m_epochs;
    LiveLabel *m_total;
};

} // namespace gpusizer::ui
