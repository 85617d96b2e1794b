#include "tradeoffs/tradeofflayout.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace gpusizer::ui::tradeofflayout {

void layOut(QWidget *view, QLabel *status, QLabel *label, QComboBox *combo, QWidget *extra, QWidget *chart)
{
    status->setWordWrap(true);
    label->setBuddy(combo);
    combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    auto *controls = new QHBoxLayout;
    controls->setContentsMargins(4, 2, 4, 0);
    controls->addWidget(status, 1);
    controls->addSpacing(12);
    controls->addWidget(label);
    controls->addWidget(combo);
    if (extra != nullptr)
        controls->addWidget(extra);
    auto *layout = new QVBoxLayout(view);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addLayout(controls);
    layout->addWidget(chart, 1);
}

} // namespace gpusizer::ui::tradeofflayout
