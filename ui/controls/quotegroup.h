#pragma once

#include <QGroupBox>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;

namespace gpusizer::ui {

class ScenarioDocument;

// The customer's constraints on the quote (core::Requirements): finish within (hours, days or
// weeks; none), budget (0 = none) for renting or owning, vendor, calibrated GPU families first,
// only what the user sells, refurbished systems allowed; and the way to the price list.
class QuoteGroup final : public QGroupBox
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(QuoteGroup)
public:
    explicit QuoteGroup(ScenarioDocument *document, QWidget *parent = nullptr);
    ~QuoteGroup() override;

signals:
    void priceListRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void setUpWidgets();
    void layOut();
    void connectEdits();
    void retranslateUi();
    void updateFromScenario();
    void applyDeadline();

    ScenarioDocument *m_document;
    QLabel *m_deadlineLabel;
    QDoubleSpinBox *m_deadline;
    QComboBox *m_deadlineUnit;
    QLabel *m_budgetLabel;
    QDoubleSpinBox *m_budget;
    QLabel *m_ownershipLabel;
    QComboBox *m_ownership;
    QLabel *m_vendorLabel;
    QComboBox *m_vendor;
    QCheckBox *m_calibratedFirst;
    QCheckBox *m_onlyOffered;
    QCheckBox *m_allowRefurbished;
    QCheckBox *m_spareUnit;
    QPushButton *m_priceList;
};

} // namespace gpusizer::ui
