#pragma once

#include "catalog/gpucatalog.h"
#include "catalog/pricelist.h"

#include <functional>
#include <string>

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLineEdit;
class QSpinBox;

namespace gpusizer::ui {

// Price list > Systems > Add system: a system of the user's own (a vendor's configuration of
// catalog GPUs) with its price. OK needs a name and an id no other system has.
class AddSystemDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AddSystemDialog)
public:
    // `taken` says whether a system with that id exists already.
    AddSystemDialog(const core::GpuCatalog &catalog, std::function<bool(const std::string &)> taken,
                    QWidget *parent = nullptr);
    ~AddSystemDialog() override;

    // The system as a price-list entry (`system` set), dated today.
    core::PriceEntry entry() const;

private:
    void layOut();
    void validate();

    std::function<bool(const std::string &)> m_taken;
    QLineEdit *m_id;
    QLineEdit *m_name;
    QLineEdit *m_vendor;
    QComboBox *m_kind;
    QComboBox *m_condition;
    QComboBox *m_gpu;
    QSpinBox *m_gpus;
    QDoubleSpinBox *m_power;
    QSpinBox *m_rackUnits;
    QDoubleSpinBox *m_memory;
    QLineEdit *m_network;
    QDoubleSpinBox *m_scaleOut;
    QDoubleSpinBox *m_price;
    QComboBox *m_currency;
    QDialogButtonBox *m_buttons;
};

} // namespace gpusizer::ui
