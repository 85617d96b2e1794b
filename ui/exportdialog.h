#pragma once

#include "report/reportinfo.h"

#include <QDialog>

#include <array>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;

namespace gpusizer::ui {

// File → Export sizing report…: who the report is for, who wrote it, the consultant's logo, how
// many days the quote is valid, its number and VAT, paper and language. It starts from the
// scenario's report details (customer, project, notes, quote number, VAT, validity: issue #23);
// the consultant's name and company where the scenario has none, the logo, paper and "open
// afterwards" are the consultant's own, remembered between sessions.
class ExportDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ExportDialog)
public:
    explicit ExportDialog(const QString &uiLanguage, const core::ReportDetails &details = {},
                          QWidget *parent = nullptr);

    // File → Export → Workbook: the same dialog for the workbook's summary, without what only
    // the PDF prints (notes, logo, validity, quote number, VAT, paper).
    void showWorkbookFieldsOnly();
    bool workbookFieldsOnly() const { return m_workbook; }

    ReportInfo info() const;
    bool openAfterwards() const;
    // Stores the fields for the next export (called on accept).
    void saveSettings() const;

    // For tests.
    QLineEdit *customerEdit() const { return m_customer; }
    QComboBox *paperCombo() const { return m_paper; }
    QLineEdit *logoEdit() const { return m_logo; }
    QSpinBox *validityDaysSpin() const { return m_validityDays; }
    QLineEdit *projectEdit() const { return m_project; }
    QLineEdit *quoteNumberEdit() const { return m_quoteNumber; }
    QDoubleSpinBox *vatSpin() const { return m_vat; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void load(const core::ReportDetails &details);
    void chooseLogo();

    std::array<QLabel *, 11> m_labels {};
    QLineEdit *m_customer;
    QLineEdit *m_project;
    QLineEdit *m_consultant;
    QLineEdit *m_company;
    QPlainTextEdit *m_notes;
    QLineEdit *m_logo;
    QPushButton *m_logoBrowse;
    QSpinBox *m_validityDays;
    QLineEdit *m_quoteNumber;
    QDoubleSpinBox *m_vat;       // per cent; its minimum (-1) is "the language's standard rate"
    QComboBox *m_paper;
    QComboBox *m_language;
    QCheckBox *m_open;
    QDialogButtonBox *m_buttons;
    QFormLayout *m_form = nullptr;
    bool m_workbook = false;
};

} // namespace gpusizer::ui
