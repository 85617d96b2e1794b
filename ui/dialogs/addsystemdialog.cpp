#include "dialogs/addsystemdialog.h"
#include "util/qstringfromutf8.h"

#include "dialogs/pricecells.h"

#include <utility>

#include <QComboBox>
#include <QCoreApplication>
#include <QDate>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QSpinBox>

namespace gpusizer::ui {

using core::toQString;

using namespace pricecells;

// The form's strings keep the price-list dialog's translation context (translations/*.ts).
AddSystemDialog::AddSystemDialog(const core::GpuCatalog &catalog, std::function<bool(const std::string &)> taken,
                                 QWidget *parent)
    : QDialog(parent)
    , m_taken(std::move(taken))
    , m_id(new QLineEdit(this))
    , m_name(new QLineEdit(this))
    , m_vendor(new QLineEdit(this))
    , m_kind(new QComboBox(this))
    , m_condition(new QComboBox(this))
    , m_gpu(new QComboBox(this))
    , m_gpus(new QSpinBox(this))
    , m_power(new QDoubleSpinBox(this))
    , m_rackUnits(new QSpinBox(this))
    , m_memory(new QDoubleSpinBox(this))
    , m_network(new QLineEdit(this))
    , m_scaleOut(new QDoubleSpinBox(this))
    , m_price(new QDoubleSpinBox(this))
    , m_currency(currencyCombo(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("addSystemDialog"));
    setWindowTitle(QCoreApplication::translate("gpusizer::ui::PriceListDialog", "Add system"));
    m_id->setObjectName(QStringLiteral("systemId"));
    m_id->setMaxLength(64);
    m_id->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[A-Za-z0-9._-]*")), m_id));
    m_id->setPlaceholderText(QCoreApplication::translate("gpusizer::ui::PriceListDialog", "e.g. my-hgx-h200"));
    m_name->setObjectName(QStringLiteral("systemName"));
    m_name->setMaxLength(200);
    m_vendor->setMaxLength(200);
    using core::SystemKind;
    m_kind->addItem(QCoreApplication::translate("gpusizer::ui::PriceListDialog", "Server"), int(SystemKind::Server));
    m_kind->addItem(QCoreApplication::translate("gpusizer::ui::PriceListDialog", "Rack"), int(SystemKind::Rack));
    m_kind->addItem(QCoreApplication::translate("gpusizer::ui::PriceListDialog", "Workstation"),
                    int(SystemKind::Workstation));
    m_kind->addItem(QCoreApplication::translate("gpusizer::ui::PriceListDialog", "Card"), int(SystemKind::Card));
    m_condition->setObjectName(QStringLiteral("systemCondition"));
    m_condition->addItem(conditionName(core::Condition::New), int(core::Condition::New));
    m_condition->addItem(conditionName(core::Condition::Refurbished), int(core::Condition::Refurbished));
    m_condition->setToolTip(QCoreApplication::translate(
        "gpusizer::ui::PriceListDialog",
        "Refurbished or used systems are quoted only where the quote includes refurbished systems"));
    for (const core::GpuSpec &gpu : catalog.gpus())
        m_gpu->addItem(toQString(gpu.name), toQString(gpu.id));
    m_gpus->setRange(1, 100000);
    m_gpus->setValue(8);
    m_gpus->setGroupSeparatorShown(true);
    m_power->setRange(0, 1.0e5);
    m_power->setDecimals(2);
    m_power->setSuffix(QCoreApplication::translate("gpusizer::ui::PriceListDialog", " kW"));
    m_rackUnits->setRange(0, 1000);
    m_rackUnits->setSuffix(QCoreApplication::translate("gpusizer::ui::PriceListDialog", " U"));
    m_memory->setRange(0, 1.0e7);
    m_memory->setDecimals(0);
    m_memory->setGroupSeparatorShown(true);
    m_memory->setSuffix(QCoreApplication::translate("gpusizer::ui::PriceListDialog", " GiB"));
    m_network->setMaxLength(400);
    m_scaleOut->setObjectName(QStringLiteral("systemScaleOut"));
    m_scaleOut->setRange(0, 1.0e5);
    m_scaleOut->setDecimals(1);
    m_scaleOut->setSuffix(QCoreApplication::translate("gpusizer::ui::PriceListDialog", " Gb/s per GPU"));
    m_scaleOut->setSpecialValueText(QCoreApplication::translate("gpusizer::ui::PriceListDialog", "not given"));
    m_scaleOut->setToolTip(QCoreApplication::translate(
        "gpusizer::ui::PriceListDialog",
        "The network between units, per GPU in one direction: the NICs' total over the unit's GPUs "
        "(8 × 400 Gb/s for 8 GPUs: 400). Several units are timed with it."));
    m_price->setRange(0, kMaxPurchase);
    m_price->setDecimals(kPurchaseDecimals);
    m_price->setGroupSeparatorShown(true);
    layOut();
    connect(m_id, &QLineEdit::textChanged, this, &AddSystemDialog::validate);
    connect(m_name, &QLineEdit::textChanged, this, &AddSystemDialog::validate);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    validate();
}

AddSystemDialog::~AddSystemDialog() = default;

void AddSystemDialog::layOut()
{
    auto *layout = new QFormLayout(this);
    layout->addRow(QCoreApplication::translate("gpusizer::ui::PriceListDialog", "Id"), m_id);
    layout->addRow(QCoreApplication::translate("gpusizer::ui::PriceListDialog", "Name"), m_name);
    layout->addRow(QCoreApplication::translate("gpusizer::ui::PriceListDialog", "Vendor"), m_vendor);
    layout->addRow(QCoreApplication::translate("gpusizer::ui::PriceListDialog", "Kind"), m_kind);
    layout->addRow(QCoreApplication::translate("gpusizer::ui::PriceListDialog", "Condition", "new or refurbished"),
                   m_condition);
    layout->addRow(QCoreApplication::translate("gpusizer::ui::PriceListDialog", "GPU"), m_gpu);
    layout->addRow(QCoreApplication::translate("gpusizer::ui::PriceListDialog", "GPUs"), m_gpus);
    layout->addRow(QCoreApplication::translate("gpusizer::ui::PriceListDialog", "Power"), m_power);
    layout->addRow(QCoreApplication::translate("gpusizer::ui::PriceListDialog", "Rack units"), m_rackUnits);
    layout->addRow(QCoreApplication::translate("gpusizer::ui::PriceListDialog", "CPU memory"), m_memory);
    layout->addRow(QCoreApplication::translate("gpusizer::ui::PriceListDialog", "Network"), m_network);
    layout->addRow(QCoreApplication::translate("gpusizer::ui::PriceListDialog", "Scale-out"), m_scaleOut);
    layout->addRow(QCoreApplication::translate("gpusizer::ui::PriceListDialog", "Purchase price"), m_price);
    layout->addRow(QCoreApplication::translate("gpusizer::ui::PriceListDialog", "Currency"), m_currency);
    layout->addRow(m_buttons);
}

void AddSystemDialog::validate()
{
    const std::string id = m_id->text().trimmed().toStdString();
    const bool taken = !id.empty() && m_taken && m_taken(id);
    const bool named = !m_name->text().trimmed().isEmpty();
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!id.empty() && !taken && named);
    m_id->setToolTip(taken ? QCoreApplication::translate("gpusizer::ui::PriceListDialog",
                                                         "A system with this id exists")
                           : QString());
}

core::PriceEntry AddSystemDialog::entry() const
{
    core::SystemSpec spec;
    spec.id = m_id->text().trimmed().toStdString();
    spec.name = m_name->text().trimmed().toStdString();
    spec.vendor = m_vendor->text().trimmed().toStdString();
    spec.kind = static_cast<core::SystemKind>(m_kind->currentData().toInt());
    spec.condition = static_cast<core::Condition>(m_condition->currentData().toInt());
    spec.gpuId = m_gpu->currentData().toString().toStdString();
    spec.gpus = m_gpus->value();
    spec.powerKw = m_power->value();
    spec.rackUnits = m_rackUnits->value();
    spec.cpuMemoryGiB = m_memory->value();
    spec.network = m_network->text().trimmed().toStdString();
    spec.scaleOutGbpsPerGpu = m_scaleOut->value();
    core::PriceEntry e;
    e.type = core::PriceEntry::Type::System;
    e.id = spec.id;
    if (m_price->value() > 0)
        e.purchasePrice = m_price->value();
    e.currency = m_currency->currentData().toString().toStdString();
    e.date = QDate::currentDate().toString(Qt::ISODate).toStdString();
    e.system = std::move(spec);
    return e;
}

} // namespace gpusizer::ui
