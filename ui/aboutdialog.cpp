#include "aboutdialog.h"

#include "text/appinfo.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>

namespace gpusizer::ui {

AboutDialog::AboutDialog(QWidget *parent)
    : QDialog(parent)
    , m_title(new QLabel(this))
    , m_details(new QLabel(this))
{
    setObjectName(QStringLiteral("aboutDialog"));
    auto *layout = new QVBoxLayout(this);
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.6);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_details->setTextFormat(Qt::PlainText);
    m_details->setWordWrap(true);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(m_title);
    layout->addWidget(m_details);
    layout->addWidget(buttons);
    retranslateUi();
}

QString AboutDialog::detailsText() const { return m_details->text(); }

void AboutDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void AboutDialog::retranslateUi()
{
    setWindowTitle(tr("About %1").arg(appinfo::applicationName()));
    m_title->setText(appinfo::applicationName());
    m_details->setText(tr("Sizes GPU memory, training time and cost for AI workloads.\n\n"
                          "Version: %1\nQt version: %2\nBuild type: %3")
                           .arg(appinfo::version(), appinfo::qtRuntimeVersion(), appinfo::buildType()));
}

} // namespace gpusizer::ui
