#include "controls/pricesgroup.h"

#include "text/displayformat.h"
#include "controls/controlbuilders.h"
#include "controls/controlutil.h"
#include "document/scenariodocument.h"
#include "estimate/time/costmodel.h"
#include "analysis/analysis.h"
#include "recommend/billofmaterials.h"
#include "model/currency.h"

#include <cmath>
#include <optional>

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>
#include <QSpinBox>

namespace gpusizer::ui {

namespace {
// 0 in the spin box stands for "no override": the catalog's default price applies.
std::optional<double> overrideFrom(double value)
{
    return value > 0 ? std::optional<double>(value) : std::nullopt;
}
} // namespace

PricesGroup::PricesGroup(ScenarioDocument *document, QWidget *parent)
    : QGroupBox(parent)
    , m_document(document)
    , m_currencyLabel(new QLabel(this))
    , m_currency(new QComboBox(this))
    , m_rentLabel(new QLabel(this))
    , m_rent(new QDoubleSpinBox(this))
    , m_purchaseLabel(new QLabel(this))
    , m_purchase(new QDoubleSpinBox(this))
    , m_lifetimeLabel(new QLabel(this))
    , m_lifetime(new QDoubleSpinBox(this))
    , m_powerLabel(new QLabel(this))
    , m_power(new QDoubleSpinBox(this))
    , m_usageLabel(new QLabel(this))
    , m_usage(new QDoubleSpinBox(this))
    , m_utilisationLabel(new QLabel(this))
    , m_utilisation(new QSpinBox(this))
    , m_rackLabel(new QLabel(this))
    , m_rackKw(new QDoubleSpinBox(this))
{
    setObjectName(QStringLiteral("pricesGroup"));
    m_currency->setObjectName(QStringLiteral("currency"));
    for (std::string_view code : core::kCurrencies)
        m_currency->addItem(QString::fromLatin1(code.data(), qsizetype(code.size())), QString::fromLatin1(code.data(), qsizetype(code.size())));
    setUpSpinBoxes();

    auto *form = new QFormLayout(this);
    controlutil::addBuddyRow(form, m_currencyLabel, m_currency);
    controlutil::addBuddyRow(form, m_rentLabel, m_rent);
    controlutil::addBuddyRow(form, m_purchaseLabel, m_purchase);
    controlutil::addBuddyRow(form, m_lifetimeLabel, m_lifetime);
    controlutil::addBuddyRow(form, m_powerLabel, m_power);
    controlutil::addBuddyRow(form, m_usageLabel, m_usage);
    controlutil::addBuddyRow(form, m_utilisationLabel, m_utilisation);
    controlutil::addBuddyRow(form, m_rackLabel, m_rackKw);
    connectEdits();
    connect(document, &ScenarioDocument::scenarioChanged, this, &PricesGroup::updateFromScenario);
    connect(document, &ScenarioDocument::analysisChanged, this, &PricesGroup::updatePurchaseHint);
    retranslateUi();
}

PricesGroup::~PricesGroup() = default;

void PricesGroup::setUpSpinBoxes()
{
    using controlutil::setUpSpinBox;
    setUpSpinBox(m_rent, QStringLiteral("rentPerGpuHour"), core::Limited::RentPerGpuHour,
                 {.decimals = 2, .singleStep = 0.1, .groupSeparator = true});
    setUpSpinBox(m_purchase, QStringLiteral("purchasePerGpu"), core::Limited::PurchasePerGpu,
                 {.decimals = 0, .singleStep = 1000, .groupSeparator = true});
    setUpSpinBox(m_lifetime, QStringLiteral("lifetimeYears"), core::Limited::LifetimeYears,
                 {.decimals = 1, .singleStep = 0.5, .groupSeparator = true});
    setUpSpinBox(m_power, QStringLiteral("powerPrice"), core::Limited::PowerPrice,
                 {.decimals = 3, .singleStep = 0.01, .groupSeparator = true});
    setUpSpinBox(m_usage, QStringLiteral("usageHours"), core::Limited::UsageHoursPerYear,
                 {.decimals = 0, .noneAtZero = true, .singleStep = 100, .groupSeparator = true});
    setUpSpinBox(m_utilisation, QStringLiteral("utilisation"), core::Limited::Utilisation,
                 {.scale = 100.0, .singleStep = 5}); // per cent
    setUpSpinBox(m_rackKw, QStringLiteral("rackKw"), core::Limited::RackKw,
                 {.decimals = 0, .singleStep = 5, .groupSeparator = true});
}

// Prices typed here are pinned for the chosen GPU only; other GPUs keep their price list's.
void PricesGroup::connectEdits()
{
    connect(m_currency, &QComboBox::currentIndexChanged, this, [this](int index) {
        const std::string code = m_currency->itemData(index).toString().toStdString();
        const core::ExchangeRates rates = m_document->exchangeRates();
        m_document->applyEdit(tr("Currency"), [code, rates](core::Scenario &s) { core::convertCurrency(s, code, rates); });
    });
    const controlutil::DocumentEdits edits(this, m_document);
    edits.onValue(
        m_rent, [](double) { return tr("Rent price"); },
        [](core::Scenario &s, double value) { s.prices.pinned[s.gpuId].rentPerGpuHour = overrideFrom(value); },
        controlutil::RentEdit);
    edits.onValue(
        m_purchase, [](double) { return tr("Purchase price"); },
        [](core::Scenario &s, double value) { s.prices.pinned[s.gpuId].purchasePerGpu = overrideFrom(value); },
        controlutil::PurchaseEdit);
    edits.onValue(
        m_lifetime, [](double) { return tr("Lifetime"); },
        [](core::Scenario &s, double value) { s.prices.lifetimeYears = value; }, controlutil::LifetimeEdit);
    edits.onValue(
        m_power, [](double) { return tr("Power price"); },
        [](core::Scenario &s, double value) { s.prices.powerPricePerKwh = value; }, controlutil::PowerPriceEdit);
    edits.onValue(
        m_usage, [](double) { return tr("Usage hours"); },
        [](core::Scenario &s, double value) { s.prices.usageHoursPerYear = overrideFrom(value); },
        controlutil::UsageHoursEdit);
    edits.onValue(
        m_utilisation, [](int) { return tr("Utilisation"); },
        [](core::Scenario &s, int percent) { s.prices.utilisation = percent / 100.0; }, controlutil::UtilisationEdit);
    edits.onValue(
        m_rackKw, [](double) { return tr("Rack power budget"); },
        [](core::Scenario &s, double value) { s.prices.rackKw = value; }, controlutil::RackKwEdit);
}

void PricesGroup::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QGroupBox::changeEvent(event);
}

void PricesGroup::retranslateUi()
{
    setTitle(tr("Prices"));
    m_currencyLabel->setText(tr("C&urrency"));
    m_currency->setAccessibleName(tr("Currency of every amount"));
    m_currency->setToolTip(tr("Every amount is converted at the exchange rates of the price list (Edit menu)"));
    m_rentLabel->setText(tr("&Rent per GPU-hour"));
    m_purchaseLabel->setText(tr("Purc&hase per GPU"));
    m_lifetimeLabel->setText(tr("L&ifetime"));
    m_powerLabel->setText(tr("Po&wer price"));
    m_usageLabel->setText(tr("U&sage"));
    m_usage->setAccessibleName(tr("Hours a year the owned hardware works"));
    m_usage->setToolTip(tr("Owning is costed per hour at these hours a year and compared with renting at the same "
                           "hours; 0 for the workload's: a serving deployment around the clock (8,760 h), "
                           "training 2,000 h"));
    m_rent->setAccessibleName(tr("Rent per GPU-hour"));
    m_purchase->setAccessibleName(tr("Purchase price per GPU"));
    m_lifetime->setAccessibleName(tr("Hardware lifetime in years"));
    m_power->setAccessibleName(tr("Electricity price per kilowatt-hour"));
    m_lifetime->setSuffix(tr(" years"));
    m_utilisationLabel->setText(tr("Average dr&aw"));
    m_utilisation->setAccessibleName(tr("Average power draw while running, per cent of the rated power"));
    m_utilisation->setToolTip(tr("The systems' average draw while they run as a share of their rated power: the "
                                 "energy of owning and the kWh a year are taken at it (76 %: compute-intensive "
                                 "training on 8-GPU H100 servers)"));
    m_utilisation->setSuffix(QStringLiteral("\u00A0%"));
    m_rackLabel->setText(tr("Rac&k budget"));
    m_rackKw->setAccessibleName(tr("Power budget of one rack in kilowatts"));
    m_rackKw->setToolTip(tr("The power one rack may draw: the facility sheet counts the racks the systems need"));
    m_rackKw->setSuffix(QStringLiteral("\u00A0kW"));
    m_rent->setToolTip(tr("A price for the chosen GPU only; 0 for its price-list price"));
    updateFromScenario();
    updatePurchaseHint(m_document->analysis());
}

// What a GPU costs to buy without a pin: its share of the systems the configuration is quoted on
// (the analysis's bill of materials: one price base with the cost of owning), not the bare GPU's
// list price. From the analysis, so that no bill is priced again on a slider tick.
void PricesGroup::updatePurchaseHint(const core::Analysis &a)
{
    const core::Scenario &s = a.valid ? a.scenario : m_document->scenario();
    const core::GpuSpec *gpu = m_document->gpuCatalog().find(s.gpuId);
    const std::optional<core::OwnershipBasis> quoted
        = a.valid ? std::optional<core::OwnershipBasis>(core::ownershipBasisOf(a.bom, a.scenario)) : std::nullopt;
    const double purchase = quoted ? quoted->purchasePerGpu : gpu ? core::listPurchasePerGpu(s, *gpu) : 0;
    const QString purchaseText = tr("List: %1").arg(formatMoney(purchase, s.prices.currency));
    if (m_purchase->specialValueText() != purchaseText)
        m_purchase->setSpecialValueText(purchaseText);
    const QString purchaseTip = quoted && !quoted->quotedOn.empty()
        ? tr("An all-in price per GPU for the chosen GPU only; 0 for its share of the %1 it is quoted on")
              .arg(QString::fromStdString(quoted->quotedOn))
        : tr("A price for the chosen GPU only; 0 for its price-list price");
    if (m_purchase->toolTip() != purchaseTip)
        m_purchase->setToolTip(purchaseTip);
}

void PricesGroup::updateFromScenario()
{
    const core::Scenario &s = m_document->scenario();
    const QSignalBlocker b1(m_rent), b2(m_purchase), b3(m_lifetime), b4(m_power), b5(m_currency), b6(m_usage),
        b7(m_utilisation), b8(m_rackKw);
    if (const int i = m_currency->findData(QString::fromStdString(s.prices.currency)); i != m_currency->currentIndex())
        m_currency->setCurrentIndex(i);
    const QString symbol = currencySymbol(s.prices.currency);
    const QLocale locale;
    const core::GpuSpec *gpu = m_document->gpuCatalog().find(s.gpuId);
    // The price list's figures in the scenario's currency (what applies without a pin); this
    // runs on every slider tick, so no copy of the scenario.
    const double catalogRent = gpu ? core::listRentPerGpuHour(s, *gpu) : 0;
    // Prefix, suffix and special text are set only when they change: each set makes the spin
    // box ask for a new layout, and this runs on every slider tick.
    const QString prefix = symbol + QLatin1Char(' ');
    for (QDoubleSpinBox *box : {m_rent, m_purchase, m_power})
        if (box->prefix() != prefix)
            box->setPrefix(prefix);
    const QString rentText = tr("List: %1").arg(formatMoney(catalogRent, s.prices.currency));
    if (m_rent->specialValueText() != rentText)
        m_rent->setSpecialValueText(rentText);
    // "Automatic: 8,760 h a year" while the workload decides; the figure typed otherwise.
    const QString usageText = tr("Automatic: %1 h a year").arg(locale.toString(core::usageHoursPerYear(s), 'f', 0));
    if (m_usage->specialValueText() != usageText)
        m_usage->setSpecialValueText(usageText);
    const QString perYear = tr(" h a year");
    if (m_usage->suffix() != perYear)
        m_usage->setSuffix(perYear);
    const QString perKwh = tr(" per kWh");
    if (m_power->suffix() != perKwh)
        m_power->setSuffix(perKwh);
    const core::PricePin *pin = s.prices.pinFor(s.gpuId);
    controlutil::showValue(m_rent, pin ? pin->rentPerGpuHour.value_or(0) : 0);
    controlutil::showValue(m_purchase, pin ? pin->purchasePerGpu.value_or(0) : 0);
    controlutil::showValue(m_lifetime, s.prices.lifetimeYears);
    controlutil::showValue(m_power, s.prices.powerPricePerKwh);
    controlutil::showValue(m_usage, s.prices.usageHoursPerYear.value_or(0));
    controlutil::showValue(m_utilisation, static_cast<int>(std::lround(s.prices.utilisation * 100.0)));
    controlutil::showValue(m_rackKw, s.prices.rackKw);
    if (gpu && !gpu->rentPriceDate.empty())
        m_rentLabel->setToolTip(tr("List price of %1 dated %2 (%3)")
                                    .arg(QString::fromStdString(gpu->name), formatIsoDate(gpu->rentPriceDate),
                                         QString::fromStdString(gpu->rentPriceSource)));
}

} // namespace gpusizer::ui
