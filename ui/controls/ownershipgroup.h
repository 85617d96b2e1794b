#pragma once

#include <QGroupBox>

class QDoubleSpinBox;
class QLabel;

namespace gpusizer::ui {

class ScenarioDocument;

// Ownership: the assumptions of the total cost of ownership over the lifetime (Prices group):
// PUE, colocation per kW and month, residual value, interest, support and software licences.
// Amounts in the scenario's currency.
class OwnershipGroup final : public QGroupBox
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OwnershipGroup)
public:
    explicit OwnershipGroup(ScenarioDocument *document, QWidget *parent = nullptr);
    ~OwnershipGroup() override;

protected:
    void changeEvent(QEvent *event) override;

private:
    void connectEdits();
    void retranslateUi();
    void updateFromScenario();

    ScenarioDocument *m_document;
    QLabel *m_pueLabel;
    QDoubleSpinBox *m_pue;
    QLabel *m_hostingLabel;
    QDoubleSpinBox *m_hosting;
    QLabel *m_residualLabel;
    QDoubleSpinBox *m_residual;
    QLabel *m_interestLabel;
    QDoubleSpinBox *m_interest;
    QLabel *m_supportLabel;
    QDoubleSpinBox *m_support;
    QLabel *m_licenceLabel;
    QDoubleSpinBox *m_licence;
};

} // namespace gpusizer::ui
