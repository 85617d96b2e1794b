#include "controls/ownershipgroup.h"

#include "controls/controlbuilders.h"
#include "controls/controlutil.h"
#include "document/scenariodocument.h"
#include "text/displayformat.h"

#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QSignalBlocker>

namespace gpusizer::ui {

OwnershipGroup::OwnershipGroup(ScenarioDocument *document, QWidget *parent)
    : QGroupBox(parent)
    , m_document(document)
    , m_pueLabel(new QLabel(this))
    , m_pue(new QDoubleSpinBox(this))
    , m_hostingLabel(new QLabel(this))
    , m_hosting(new QDoubleSpinBox(this))
    , m_residualLabel(new QLabel(this))
    , m_residual(new QDoubleSpinBox(this))
    , m_interestLabel(new QLabel(this))
    , m_interest(new QDoubleSpinBox(this))
    , m_supportLabel(new QLabel(this))
    , m_support(new QDoubleSpinBox(this))
    , m_licenceLabel(new QLabel(this))
    , m_licence(new QDoubleSpinBox(this))
{
    setObjectName(QStringLiteral("ownershipGroup"));
    using controlutil::setUpSpinBox;
    setUpSpinBox(m_pue, QStringLiteral("pue"), core::Limited::Pue, {.decimals = 2, .singleStep = 0.05});
    setUpSpinBox(m_hosting, QStringLiteral("hostingPerKwMonth"), core::Limited::HostingPerKwMonth,
                 {.decimals = 0, .singleStep = 5, .groupSeparator = true});
    setUpSpinBox(m_residual, QStringLiteral("residualPercent"), core::Limited::ResidualPercent,
                 {.decimals = 0, .singleStep = 1});
    setUpSpinBox(m_interest, QStringLiteral("interestPercent"), core::Limited::InterestPercent,
                 {.decimals = 1, .singleStep = 0.5});
    setUpSpinBox(m_support, QStringLiteral("supportPercent"), core::Limited::SupportPercent,
                 {.decimals = 1, .singleStep = 0.5});
    setUpSpinBox(m_licence, QStringLiteral("licencePerGpuYear"), core::Limited::LicencePerGpuYear,
                 {.decimals = 0, .singleStep = 100, .groupSeparator = true});
    for (QDoubleSpinBox *box : {m_residual, m_interest, m_support})
        box->setSuffix(QStringLiteral("\u00A0%"));

    auto *form = new QFormLayout(this);
    controlutil::addBuddyRow(form, m_pueLabel, m_pue);
    controlutil::addBuddyRow(form, m_hostingLabel, m_hosting);
    controlutil::addBuddyRow(form, m_residualLabel, m_residual);
    controlutil::addBuddyRow(form, m_interestLabel, m_interest);
    controlutil::addBuddyRow(form, m_supportLabel, m_support);
    controlutil::addBuddyRow(form, m_licenceLabel, m_licence);
    connectEdits();
    connect(document, &ScenarioDocument::scenarioChanged, this, &OwnershipGroup::updateFromScenario);
    retranslateUi();
}

OwnershipGroup::~OwnershipGroup() = default;

void OwnershipGroup::connectEdits()
{
    const controlutil::DocumentEdits edits(this, m_document);
    edits.onValue(
        m_pue, [](double) { return tr("PUE"); }, [](core::Scenario &s, double v) { s.prices.pue = v; },
        controlutil::PueEdit);
    edits.onValue(
        m_hosting, [](double) { return tr("Colocation price"); },
        [](core::Scenario &s, double v) { s.prices.hostingPerKwMonth = v; }, controlutil::HostingEdit);
    edits.onValue(
        m_residual, [](double) { return tr("Residual value"); },
        [](core::Scenario &s, double v) { s.prices.residualPercent = v; }, controlutil::ResidualEdit);
    edits.onValue(
        m_interest, [](double) { return tr("Interest"); },
        [](core::Scenario &s, double v) { s.prices.interestPercent = v; }, controlutil::InterestEdit);
    edits.onValue(
        m_support, [](double) { return tr("Support"); },
        [](core::Scenario &s, double v) { s.prices.supportPercent = v; }, controlutil::SupportEdit);
    edits.onValue(
        m_licence, [](double) { return tr("Software licences"); },
        [](core::Scenario &s, double v) { s.prices.licencePerGpuYear = v; }, controlutil::LicenceEdit);
}

void OwnershipGroup::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QGroupBox::changeEvent(event);
}

void OwnershipGroup::retranslateUi()
{
    setTitle(tr("Ownership"));
    m_pueLabel->setText(tr("&PUE"));
    m_pue->setAccessibleName(tr("Power usage effectiveness of the data centre"));
    m_pue->setToolTip(tr("The facility's energy over the IT energy: cooling and power losses (1.3: a modern "
                         "air-cooled data centre)"));
    m_hostingLabel->setText(tr("Co&location"));
    m_hosting->setAccessibleName(tr("Colocation price per kilowatt and month"));
    m_hosting->setToolTip(tr("Rack space, cooling and power feed per kW of the systems' rated power and month, "
                             "electricity billed apart (USD 195: CBRE North America, H2 2025)"));
    m_residualLabel->setText(tr("Resi&dual value"));
    m_residual->setAccessibleName(tr("Residual value at the end, per cent of the purchase"));
    m_residual->setToolTip(tr("What the hardware fetches at the end of its lifetime (27 %: four years at the 28 % "
                              "a year used A100s lost)"));
    m_interestLabel->setText(tr("I&nterest"));
    m_interest->setAccessibleName(tr("Cost of capital, per cent a year"));
    m_interest->setToolTip(tr("The purchase is paid as an annuity over the lifetime at this rate; 0 for a purchase "
                              "paid in cash"));
    m_supportLabel->setText(tr("Su&pport"));
    m_support->setAccessibleName(tr("Hardware support a year, per cent of the purchase"));
    m_support->setToolTip(tr("A support contract a year as a share of the purchase (10 %: OEM cover)"));
    m_licenceLabel->setText(tr("Licen&ces"));
    m_licence->setAccessibleName(tr("Software licences per GPU and year"));
    m_licence->setToolTip(tr("Software per GPU a year, such as NVIDIA AI Enterprise (USD 4,500 list); 0 for an "
                             "open-source stack"));
    updateFromScenario();
}

void OwnershipGroup::updateFromScenario()
{
    const core::Scenario &s = m_document->scenario();
    const QSignalBlocker b1(m_pue), b2(m_hosting), b3(m_residual), b4(m_interest), b5(m_support), b6(m_licence);
    // Prefix and suffix only when they change: each set asks for a new layout, and this runs on
    // every slider tick.
    const QString prefix = currencySymbol(s.prices.currency) + QLatin1Char(' ');
    for (QDoubleSpinBox *box : {m_hosting, m_licence})
        if (box->prefix() != prefix)
            box->setPrefix(prefix);
    const QString perKwMonth = tr(" per kW a month");
    if (m_hosting->suffix() != perKwMonth)
        m_hosting->setSuffix(perKwMonth);
    const QString perGpuYear = tr(" per GPU a year");
    if (m_licence->suffix() != perGpuYear)
        m_licence->setSuffix(perGpuYear);
    controlutil::showValue(m_pue, s.prices.pue);
    controlutil::showValue(m_hosting, s.prices.hostingPerKwMonth);
    controlutil::showValue(m_residual, s.prices.residualPercent);
    controlutil::showValue(m_interest, s.prices.interestPercent);
    controlutil::showValue(m_support, s.prices.supportPercent);
    controlutil::showValue(m_licence, s.prices.licencePerGpuYear);
}

} // namespace gpusizer::ui
