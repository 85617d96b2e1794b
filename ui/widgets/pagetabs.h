#pragma once

#include <QWidget>

class QStackedWidget;
class QTabBar;

namespace gpusizer::ui {

// Pages with a tab bar above them that shows only while there are two or more: a single page
// gets all the height, not a pixel less than on its own (a QTabWidget keeps a frame margin
// even with its bar hidden).
class PageTabs final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PageTabs)
public:
    explicit PageTabs(QWidget *parent = nullptr);
    ~PageTabs() override;

    int addTab(QWidget *page, const QString &text);
    void removeTab(int index); // the page is kept (hidden), not deleted
    int count() const;
    int indexOf(const QWidget *page) const;
    QWidget *widget(int index) const;
    QWidget *currentWidget() const;
    int currentIndex() const;
    void setCurrentIndex(int index);
    void setCurrentWidget(QWidget *page);
    QString tabText(int index) const;
    void setTabText(int index, const QString &text);
    QTabBar *tabBar() const { return m_bar; }

private:
    void updateBar();

    QTabBar *m_bar;
    QStackedWidget *m_stack;
};

} // namespace gpusizer::ui
