#include "widgets/pagetabs.h"

#include <QStackedWidget>
#include <QTabBar>
#include <QVBoxLayout>

namespace gpusizer::ui {

PageTabs::PageTabs(QWidget *parent)
    : QWidget(parent)
    , m_bar(new QTabBar(this))
    , m_stack(new QStackedWidget(this))
{
    m_bar->setDocumentMode(true);
    m_bar->setExpanding(false);
    m_bar->setDrawBase(false);
    m_bar->hide();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_bar);
    layout->addWidget(m_stack, 1);
    connect(m_bar, &QTabBar::currentChanged, m_stack, &QStackedWidget::setCurrentIndex);
}

PageTabs::~PageTabs() = default;

int PageTabs::addTab(QWidget *page, const QString &text)
{
    const int index = m_stack->addWidget(page);
    m_bar->addTab(text);
    updateBar();
    return index;
}

void PageTabs::removeTab(int index)
{
    if (index < 0 || index >= count())
        return;
    QWidget *page = m_stack->widget(index);
    m_bar->removeTab(index); // the bar's current index moves first, the stack follows it
    m_stack->removeWidget(page);
    m_stack->setCurrentIndex(m_bar->currentIndex());
    updateBar();
}

int PageTabs::count() const
{
    return m_stack->count();
}

int PageTabs::indexOf(const QWidget *page) const
{
    return m_stack->indexOf(page);
}

QWidget *PageTabs::widget(int index) const
{
    return m_stack->widget(index);
}

QWidget *PageTabs::currentWidget() const
{
    return m_stack->currentWidget();
}

int PageTabs::currentIndex() const
{
    return m_stack->currentIndex();
}

void PageTabs::setCurrentIndex(int index)
{
    m_bar->setCurrentIndex(index);
}

void PageTabs::setCurrentWidget(QWidget *page)
{
    setCurrentIndex(indexOf(page));
}

QString PageTabs::tabText(int index) const
{
    return m_bar->tabText(index);
}

void PageTabs::setTabText(int index, const QString &text)
{
    m_bar->setTabText(index, text);
}

void PageTabs::updateBar()
{
    const bool several = count() > 1;
    if (m_bar->isHidden() == several)
        m_bar->setVisible(several);
}

} // namespace gpusizer::ui
