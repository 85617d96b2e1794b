#pragma once

#include <QGroupBox>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;

namespace gpusizer::core {
struct Analysis;
}

namespace gpusizer::ui {

class ScenarioDocument;

// Prices: currency, rent per GPU-hour and purchase price pinned for the chosen GPU (0 = its
// price-list price), lifetime, power price, the hours a year owned hardware works (0 = the
// workload's: around the clock for serving), the systems' average draw while running (per cent
// of their rated power) and the power budget of a rack.
class PricesGroup final : public QGroupBox
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PricesGroup)
public:
    explicit PricesGroup(ScenarioDocument *document, QWidget *parent = nullptr);
    ~PricesGroup() override;

protected:
    void changeEvent(QEvent *event) override;

private:
    void setUpSpinBoxes();
    void connectEdits();
    void retranslateUi();
    void updateFromScenario();
    void updatePurchaseHint(const core::Analysis &analysis);

    ScenarioDocument *m_document;
    QLabel *m_currencyLabel;
    QComboBox *m_currency;
    QLabel *m_rentLabel;
    QDoubleSpinBox *m_rent;
    QLabel *m_purchaseLabel;
    QDoubleSpinBox *m_purchase;
    QLabel *m_lifetimeLabel;
    QDoubleSpinBox *m_lifetime;
    QLabel *m_powerLabel;
    QDoubleSpinBox *m_power;
    QLabel *m_usageLabel;
    QDoubleSpinBox *m_usage;
    QLabel *m_utilisationLabel;
    QSpinBox *m_utilisation;   // per cent of the rated power
    QLabel *m_rackLabel;
    QDoubleSpinBox *m_rackKw;
};

} // namespace gpusizer::ui
