#pragma once

#include <QDialog>

class QLabel;

namespace gpusizer::ui {

// Help > About: version, Qt version and build type.
class AboutDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AboutDialog)
public:
    explicit AboutDialog(QWidget *parent = nullptr);

    QString detailsText() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    QLabel *m_title = nullptr;
    QLabel *m_details = nullptr;
};

} // namespace gpusizer::ui
