#pragma once

#include "report/reportinfo.h"

#include <QDialog>

#include <array>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;

namespace gpusizer::ui {

// File → Export sizing report…: who the report is for, who wrote it, the consultant's logo, how
// many days the figures are valid, paper and language. The fields (all but the language, which
// follows the UI) are remembered between sessions.
class ExportDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ExportDialog)
public:
    explicit ExportDialog(const QString &uiLanguage, QWidget *parent = nullptr);

    ReportInfo info() const;
    bool openAfterwards() const;
    // Stores the fields for the next export (called on accept).
    void saveSettings() const;

    // For tests.
    QLineEdit *customerEdit() const { return m_customer; }
    QComboBox *paperCombo() const { return m_paper; }
    QLineEdit *logoEdit() const { return m_logo; }
    QSpinBox *validityDaysSpin() const { return m_validityDays; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void loadSettings();
    void chooseLogo();

    std::array<QLabel *, 9> m_labels {};
    QLineEdit *m_customer;
    QLineEdit *m_project;
    QLineEdit *m_consultant;
    QLineEdit *m_company;
    QPlainTextEdit *m_notes;
    QLineEdit *m_logo;
    QPushButton *m_logoBrowse;
    QSpinBox *m_validityDays;
    QComboBox *m_paper;
    QComboBox *m_language;
    QCheckBox *m_open;
    QDialogButtonBox *m_buttons;
};

} // namespace gpusizer::ui
