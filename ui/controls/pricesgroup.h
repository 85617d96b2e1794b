#pragma once

#include <QGroupBox>

class QDoubleSpinBox;
class QLabel;

namespace gpusizer::ui {

class ScenarioDocument;

// Prices: rent per GPU-hour and purchase price (0 = the catalog's dated default), lifetime,
// power price.
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
    void retranslateUi();
    void updateFromScenario();

    ScenarioDocument *m_document;
    QLabel *m_rentLabel;
    QDoubleSpinBox *m_rent;
    QLabel *m_purchaseLabel;
    QDoubleSpinBox *m_purchase;
    QLabel *m_lifetimeLabel;
    QDoubleSpinBox *m_lifetime;
    QLabel *m_powerLabel;
    QDoubleSpinBox *m_power;
};

} // namespace gpusizer::ui
