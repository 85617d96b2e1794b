#include "controls/controlbuilders.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QWidget>

namespace gpusizer::ui::controlutil {

void addBuddyRow(QFormLayout *form, QLabel *label, QWidget *field)
{
    form->addRow(label, field);
    label->setBuddy(field);
}

void addBuddyRow(QFormLayout *form, QLabel *label, QLayout *fields, QWidget *buddy)
{
    form->addRow(label, fields);
    label->setBuddy(buddy);
}

void addHiddenRow(QFormLayout *form, QWidget *note)
{
    form->addRow(note);
    form->setRowVisible(note, false);
}

QLayout *rowOf(std::initializer_list<QWidget *> widgets, QWidget *stretched)
{
    auto *row = new QHBoxLayout;
    row->setContentsMargins(0, 0, 0, 0);
    for (QWidget *widget : widgets)
        row->addWidget(widget, widget == stretched ? 1 : 0);
    return row;
}

void setTabChain(const QList<QWidget *> &widgets)
{
    for (qsizetype i = 1; i < widgets.size(); ++i)
        QWidget::setTabOrder(widgets[i - 1], widgets[i]);
}

} // namespace gpusizer::ui::controlutil
