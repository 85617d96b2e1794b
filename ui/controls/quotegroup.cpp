#include "controls/quotegroup.h"

#include "catalog/gpuvendors.h"
#include "text/displayformat.h"
#include "controls/controlbuilders.h"
#include "controls/controlutil.h"
#include "document/scenariodocument.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>

#include <cmath>
#include <optional>

namespace gpusizer::ui {

namespace {

constexpr double kHoursPer[] = {1.0, 24.0, 168.0};  // the unit combo: hours, days, weeks

// The unit a deadline reads best in: whole weeks, whole days, else hours.
int unitFor(double hours)
{
    if (hours >= 168.0 && std::fmod(hours, 168.0) == 0.0)
        return 2;
    if (hours >= 24.0 && std::fmod(hours, 24.0) == 0.0)
        return 1;
    return 0;
}

} // namespace

QuoteGroup::QuoteGroup(ScenarioDocument *document, QWidget *parent)
    : QGroupBox(parent)
    , m_document(document)
    , m_deadlineLabel(new QLabel(this))
    , m_deadline(new QDoubleSpinBox(this))
    , m_deadlineUnit(new QComboBox(this))
    , m_budgetLabel(new QLabel(this))
    , m_budget(new QDoubleSpinBox(this))
    , m_ownershipLabel(new QLabel(this))
    , m_ownership(new QComboBox(this))
    , m_vendorLabel(new QLabel(this))
    , m_vendor(new QComboBox(this))
    , m_calibratedFirst(new QCheckBox(this))
    , m_onlyOffered(new QCheckBox(this))
    , m_allowRefurbished(new QCheckBox(this))
    , m_spareUnit(new QCheckBox(this))
    , m_priceList(new QPushButton(this))
{
    setObjectName(QStringLiteral("quoteGroup"));
    setUpWidgets();
    layOut();
    connectEdits();
    connect(m_priceList, &QPushButton::clicked, this, &QuoteGroup::priceListRequested);
    connect(document, &ScenarioDocument::scenarioChanged, this, &QuoteGroup::updateFromScenario);
    retranslateUi();
}

QuoteGroup::~QuoteGroup() = default;

void QuoteGroup::setUpWidgets()
{
    // 0 is "no deadline"; the top is the limit in hours (in days or weeks the estimate refuses
    // what lies beyond it, with the bound).
    controlutil::setUpSpinBox(m_deadline, QStringLiteral("deadline"), core::Limited::DeadlineHours,
                              {.decimals = 0, .noneAtZero = true, .groupSeparator = true});
    m_deadlineUnit->setObjectName(QStringLiteral("deadlineUnit"));
    for (int i = 0; i < 3; ++i)
        m_deadlineUnit->addItem(QString());
    controlutil::setUpSpinBox(m_budget, QStringLiteral("budget"), core::Limited::Budget,
                              {.decimals = 0, .singleStep = 1000, .groupSeparator = true});
    m_ownership->setObjectName(QStringLiteral("ownership"));
    m_ownership->addItem(QString(), static_cast<int>(core::Ownership::Rent));
    m_ownership->addItem(QString(), static_cast<int>(core::Ownership::Own));
    m_vendor->setObjectName(QStringLiteral("vendor"));
    m_vendor->addItem(QString(), QString());
    for (const std::string &vendor : core::gpuVendors(core::GpuCatalog::builtIn()))
        m_vendor->addItem(QString::fromStdString(vendor), QString::fromStdString(vendor));
    m_calibratedFirst->setObjectName(QStringLiteral("calibratedFirst"));
    m_onlyOffered->setObjectName(QStringLiteral("onlyOffered"));
    m_allowRefurbished->setObjectName(QStringLiteral("allowRefurbished"));
    m_spareUnit->setObjectName(QStringLiteral("spareUnit"));
    m_priceList->setObjectName(QStringLiteral("priceListButton"));
}

void QuoteGroup::layOut()
{
    using controlutil::addBuddyRow;
    auto *form = new QFormLayout(this);
    addBuddyRow(form, m_deadlineLabel, controlutil::rowOf({m_deadline, m_deadlineUnit}, m_deadline), m_deadline);
    addBuddyRow(form, m_budgetLabel, m_budget);
    addBuddyRow(form, m_ownershipLabel, m_ownership);
    addBuddyRow(form, m_vendorLabel, m_vendor);
    form->addRow(m_calibratedFirst);
    form->addRow(m_onlyOffered);
    form->addRow(m_allowRefurbished);
    form->addRow(m_spareUnit);
    form->addRow(m_priceList);
}

void QuoteGroup::connectEdits()
{
    connect(m_deadline, &QDoubleSpinBox::valueChanged, this, &QuoteGroup::applyDeadline);
    connect(m_deadlineUnit, &QComboBox::currentIndexChanged, this, &QuoteGroup::applyDeadline);
    const controlutil::DocumentEdits edits(this, m_document);
    edits.onValue(m_budget, [](double) { return tr("Budget"); }, [](core::Scenario &s, double value) {
        s.requirements.budget = value > 0 ? std::optional<double>(value) : std::nullopt;
    });
    connect(m_ownership, &QComboBox::currentIndexChanged, this, [this](int index) {
        const auto own = static_cast<core::Ownership>(m_ownership->itemData(index).toInt());
        m_document->applyEdit(tr("Ownership"), [own](core::Scenario &s) { s.requirements.ownership = own; });
    });
    connect(m_vendor, &QComboBox::currentIndexChanged, this, [this](int index) {
        const std::string vendor = m_vendor->itemData(index).toString().toStdString();
        m_document->applyEdit(tr("Vendor"), [vendor](core::Scenario &s) { s.requirements.vendor = vendor; });
    });
    edits.onToggle(
        m_calibratedFirst, [](bool) { return tr("Calibrated GPUs first"); },
        [](core::Scenario &s, bool on) { s.requirements.calibratedFirst = on; });
    edits.onToggle(
        m_onlyOffered, [](bool) { return tr("Only what I sell"); },
        [](core::Scenario &s, bool on) { s.requirements.onlyOffered = on; });
    edits.onToggle(
        m_allowRefurbished, [](bool) { return tr("Include refurbished systems"); },
        [](core::Scenario &s, bool on) { s.requirements.allowRefurbished = on; });
    edits.onToggle(
        m_spareUnit, [](bool) { return tr("Spare system"); },
        [](core::Scenario &s, bool on) { s.requirements.spareUnit = on; });
}

void QuoteGroup::applyDeadline()
{
    const double value = m_deadline->value();
    const double hours = value * kHoursPer[std::clamp(m_deadlineUnit->currentIndex(), 0, 2)];
    m_document->applyEdit(tr("Deadline"), [value, hours](core::Scenario &s) {
        s.requirements.deadlineHours = value > 0 ? std::optional<double>(hours) : std::nullopt;
    });
}

void QuoteGroup::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QGroupBox::changeEvent(event);
}

void QuoteGroup::retranslateUi()
{
    setTitle(tr("Quote"));
    m_deadlineLabel->setText(tr("Finish &within"));
    m_deadlineUnit->setItemText(0, tr("hours"));
    m_deadlineUnit->setItemText(1, tr("days"));
    m_deadlineUnit->setItemText(2, tr("weeks"));
    m_deadlineUnit->setAccessibleName(tr("Unit of the deadline"));
    m_deadline->setSpecialValueText(tr("No deadline"));
    m_deadline->setToolTip(tr("Configurations that finish later come after those that meet it; 0 for no deadline"));
    m_deadline->setAccessibleName(tr("Finish within"));
    m_budgetLabel->setText(tr("&Budget"));
    m_budget->setSpecialValueText(tr("No budget"));
    m_budget->setToolTip(tr("The most the run may cost to rent, or the systems to buy; 0 for no budget"));
    m_budget->setAccessibleName(tr("Budget"));
    m_ownershipLabel->setText(tr("Pa&y by"));
    m_ownership->setItemText(0, tr("Renting GPU-hours"));
    m_ownership->setItemText(1, tr("Buying systems"));
    m_ownership->setToolTip(tr("What “Best value” and the budget count"));
    m_ownership->setAccessibleName(tr("Pay by renting or buying"));
    m_vendorLabel->setText(tr("&Vendor"));
    m_vendor->setItemText(0, tr("All vendors"));
    m_vendor->setAccessibleName(tr("GPU vendor"));
    m_calibratedFirst->setText(tr("Measured GPU families first"));
    m_calibratedFirst->setToolTip(tr("GPU families whose speed no measured run calibrates come after the others "
                                     "and are marked with *"));
    m_onlyOffered->setText(tr("Only what I sell"));
    m_onlyOffered->setToolTip(tr("Only GPUs and systems the price list marks as sold by us"));
    m_allowRefurbished->setText(tr("Include refurbished systems"));
    m_allowRefurbished->setToolTip(tr("Also quote refurbished and used systems at their own price; the quote says "
                                      "which condition it quotes. Off: new hardware only"));
    m_allowRefurbished->setAccessibleName(tr("Include refurbished and used systems in the quote"));
    m_spareUnit->setText(tr("Add a spare system (N+1)"));
    m_spareUnit->setToolTip(tr("One spare system (or card) beside those the configuration needs: in the purchase "
                               "and rack units, not in the power drawn"));
    m_priceList->setText(tr("&Price list and exchange rates…"));
    updateFromScenario();
}

void QuoteGroup::updateFromScenario()
{
    const core::Scenario &s = m_document->scenario();
    const core::Requirements &r = s.requirements;
    const QSignalBlocker b1(m_deadline), b2(m_deadlineUnit), b3(m_budget), b4(m_ownership), b5(m_vendor),
        b6(m_calibratedFirst), b7(m_onlyOffered), b8(m_allowRefurbished), b9(m_spareUnit);
    if (r.deadlineHours) {
        const int unit = m_deadline->hasFocus() || m_deadlineUnit->hasFocus() ? m_deadlineUnit->currentIndex()
                                                                               : unitFor(*r.deadlineHours);
        m_deadlineUnit->setCurrentIndex(unit);
        controlutil::showValue(m_deadline, *r.deadlineHours / kHoursPer[unit]);
    } else {
        controlutil::showValue(m_deadline, 0.0);
    }
    const QString prefix = currencySymbol(s.prices.currency) + QLatin1Char(' ');
    if (m_budget->prefix() != prefix)
        m_budget->setPrefix(prefix);
    controlutil::showValue(m_budget, r.budget.value_or(0.0));
    m_ownership->setCurrentIndex(m_ownership->findData(static_cast<int>(r.ownership)));
    const int vendor = m_vendor->findData(QString::fromStdString(r.vendor));
    m_vendor->setCurrentIndex(vendor >= 0 ? vendor : 0);
    m_calibratedFirst->setChecked(r.calibratedFirst);
    m_onlyOffered->setChecked(r.onlyOffered);
    m_allowRefurbished->setChecked(r.allowRefurbished);
    m_spareUnit->setChecked(r.spareUnit);
    // "Only what I sell" needs a price list that marks something as sold.
    m_onlyOffered->setEnabled(r.onlyOffered || !m_document->gpuCatalog().offered().empty());
}

} // namespace gpusizer::ui
