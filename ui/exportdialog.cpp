#include "exportdialog.h"
#include "i18n/languagemanager.h"

#include "report/reportlanguage.h"
#include "settings/appsettings.h"
#include "settings/settingvalue.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace gpusizer::ui {

namespace {

SettingValue<QString> consultantSetting()
{
    return SettingValue<QString>(QStringLiteral("report/consultant"));
}
SettingValue<QString> companySetting()
{
    return SettingValue<QString>(QStringLiteral("report/company"));
}
SettingValue<QString> paperSetting()
{
    return SettingValue<QString>(QStringLiteral("report/paper"), QStringLiteral("a4"));
}
SettingValue<bool> openSetting()
{
    return SettingValue<bool>(QStringLiteral("report/openAfterwards"), true);
}

} // namespace

ExportDialog::ExportDialog(const QString &uiLanguage, const core::ReportDetails &details, QWidget *parent)
    : QDialog(parent)
    , m_customer(new QLineEdit(this))
    , m_project(new QLineEdit(this))
    , m_consultant(new QLineEdit(this))
    , m_company(new QLineEdit(this))
    , m_notes(new QPlainTextEdit(this))
    , m_logo(new QLineEdit(this))
    , m_logoBrowse(new QPushButton(this))
    , m_validityDays(new QSpinBox(this))
    , m_quoteNumber(new QLineEdit(this))
    , m_vat(new QDoubleSpinBox(this))
    , m_paper(new QComboBox(this))
    , m_language(new QComboBox(this))
    , m_open(new QCheckBox(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("exportReportDialog"));
    m_notes->setTabChangesFocus(true);
    m_notes->setMinimumHeight(80);
    m_logo->setObjectName(QStringLiteral("reportLogo"));
    m_logo->setClearButtonEnabled(true);
    m_logoBrowse->setObjectName(QStringLiteral("reportLogoBrowse"));
    m_validityDays->setObjectName(QStringLiteral("reportValidityDays"));
    m_validityDays->setRange(1, ReportInfo::kMaxValidityDays);
    m_validityDays->setValue(ReportInfo::kDefaultValidityDays);
    m_quoteNumber->setObjectName(QStringLiteral("reportQuoteNumber"));
    m_quoteNumber->setMaxLength(16);
    m_vat->setObjectName(QStringLiteral("reportVat"));
    m_vat->setDecimals(1);
    m_vat->setRange(-1.0, ReportInfo::kMaxVatPercent);
    m_vat->setSingleStep(1.0);
    m_vat->setSuffix(QStringLiteral("\u00A0%"));
    for (QLineEdit *edit : {m_customer, m_project, m_consultant, m_company})
        edit->setMaxLength(core::kMaxReportTextChars);
    auto *logoRow = new QWidget(this);
    auto *logoLayout = new QHBoxLayout(logoRow);
    logoLayout->setContentsMargins(0, 0, 0, 0);
    logoLayout->addWidget(m_logo, 1);
    logoLayout->addWidget(m_logoBrowse);
    connect(m_logoBrowse, &QPushButton::clicked, this, &ExportDialog::chooseLogo);
    m_paper->addItem(QString(), QStringLiteral("a4"));
    m_paper->addItem(QString(), QStringLiteral("letter"));
    for (const QString &code : LanguageManager::availableLanguages())
        m_language->addItem(LanguageManager::nativeName(code), code);
    const int languageIndex = m_language->findData(uiLanguage);
    m_language->setCurrentIndex(languageIndex >= 0 ? languageIndex : 0);

    auto *form = new QFormLayout;
    m_form = form;
    const std::array<QWidget *, 11> fields { m_customer, m_project, m_consultant, m_company, m_notes, logoRow,
        m_validityDays, m_quoteNumber, m_vat, m_paper, m_language };
    for (std::size_t i = 0; i < fields.size(); ++i) {
        m_labels[i] = new QLabel(this);
        m_labels[i]->setBuddy(fields[i] == logoRow ? m_logo : fields[i]);
        form->addRow(m_labels[i], fields[i]);
    }
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_open);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(this, &QDialog::accepted, this, &ExportDialog::saveSettings);

    load(details);
    retranslateUi();
}

void ExportDialog::showWorkbookFieldsOnly()
{
    m_workbook = true;
    for (QWidget *field : {static_cast<QWidget *>(m_notes), m_logo->parentWidget(), static_cast<QWidget *>(m_validityDays),
             static_cast<QWidget *>(m_quoteNumber), static_cast<QWidget *>(m_vat), static_cast<QWidget *>(m_paper)})
        m_form->setRowVisible(field, false);
    retranslateUi();
}

void ExportDialog::load(const core::ReportDetails &details)
{
    const ReportInfo scenario = reportInfoFrom(details);
    m_customer->setText(scenario.customer);
    m_project->setText(scenario.project);
    m_consultant->setText(scenario.consultantName.isEmpty() ? consultantSetting().get() : scenario.consultantName);
    m_company->setText(scenario.consultantCompany.isEmpty() ? companySetting().get() : scenario.consultantCompany);
    m_notes->setPlainText(scenario.notes);
    m_logo->setText(appsettings::reportLogoPath().get());
    m_validityDays->setValue(details.validityDays); // clamped to 1–365
    m_quoteNumber->setText(scenario.quoteNumber);
    m_vat->setValue(details.vatPercent.value_or(-1.0));
    const int paper = m_paper->findData(paperSetting().get());
    m_paper->setCurrentIndex(paper >= 0 ? paper : 0);
    m_open->setChecked(openSetting().get());
}

void ExportDialog::saveSettings() const
{
    consultantSetting().set(m_consultant->text());
    companySetting().set(m_company->text());
    appsettings::reportLogoPath().set(m_logo->text().trimmed());
    paperSetting().set(m_paper->currentData().toString());
    openSetting().set(m_open->isChecked());
}

ReportInfo ExportDialog::info() const
{
    ReportInfo info;
    info.customer = m_customer->text();
    info.project = m_project->text();
    info.consultantName = m_consultant->text();
    info.consultantCompany = m_company->text();
    info.notes = m_notes->toPlainText();
    info.paper = m_paper->currentData().toString() == QLatin1String("letter") ? ReportPaper::Letter : ReportPaper::A4;
    info.language = m_language->currentData().toString();
    info.logoPath = m_logo->text().trimmed();
    info.validUntil = info.date.addDays(m_validityDays->value());
    info.quoteNumber = m_quoteNumber->text().trimmed();
    info.vatPercent = m_vat->value() < 0 ? std::nullopt : std::optional<double>(m_vat->value());
    return info;
}

void ExportDialog::chooseLogo()
{
    const QString current = m_logo->text().trimmed();
    const QString start = current.isEmpty() ? QDir::homePath() : QFileInfo(current).absolutePath();
    const QString path = QFileDialog::getOpenFileName(this, tr("Choose a Logo"), start,
        tr("Images (%1)").arg(QStringLiteral("*.png *.jpg *.jpeg *.svg *.bmp *.gif")));
    if (!path.isEmpty())
        m_logo->setText(QDir::toNativeSeparators(path));
}

bool ExportDialog::openAfterwards() const
{
    return m_open->isChecked();
}

void ExportDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void ExportDialog::retranslateUi()
{
    setWindowTitle(m_workbook ? tr("Export Workbook") : tr("Export Sizing Report"));
    const QStringList labels { tr("&Customer:"), tr("&Project:"), tr("Consultant's &name:"), tr("C&ompany:"),
        tr("N&otes:"), tr("Lo&go:"), tr("&Valid for (days):"), tr("&Quote number:"), tr("V&AT:"), tr("Pa&per size:"),
        tr("Report &language:") };
    for (std::size_t i = 0; i < m_labels.size(); ++i)
        m_labels[i]->setText(labels.at(static_cast<qsizetype>(i)));
    m_customer->setPlaceholderText(tr("Who the report is for"));
    m_notes->setPlaceholderText(tr("Printed under the cover block, e.g. the validity of a quote"));
    m_logo->setPlaceholderText(tr("No logo"));
    m_logo->setToolTip(tr("An image file printed top right on the cover, e.g. your company's logo"));
    m_logoBrowse->setText(tr("&Browse…"));
    m_validityDays->setToolTip(tr("The cover and the quote say the report is valid until its date plus these days"));
    m_quoteNumber->setPlaceholderText(tr("Made from the date"));
    m_quoteNumber->setToolTip(tr("The number printed on the quote page; empty for one made from the date"));
    m_vat->setSpecialValueText(tr("Standard rate of the report's language"));
    m_vat->setToolTip(tr("VAT added on the quote page: the standard rate of the report's language (Norway 25 %, "
                         "Germany 19 %, none in English) or the rate typed; 0 leaves it out"));
    m_paper->setItemText(0, tr("A4"));
    m_paper->setItemText(1, tr("US Letter"));
    m_open->setText(tr("Open the PDF &afterwards"));
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Export…"));
}

} // namespace gpusizer::ui
