#pragma once

#include <QObject>

class QAction;

namespace gpusizer::ui {

class OptionsPanel;
class PageTabs;
class ScenarioDocument;

// The options compared in the window: a tab "Options compared (n)" beside the charts while
// options are pinned (no tab bar while the charts are alone: it costs them no height on a
// laptop), Edit → Pin as Option and View → Options Compared. A refused pin shows the tab with
// the reason.
class OptionsView final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OptionsView)
public:
    // `tabs` holds the charts as its first tab; the options' tab is added after them.
    OptionsView(ScenarioDocument *document, PageTabs *tabs, QObject *parent = nullptr);
    ~OptionsView() override;

    OptionsPanel *panel() const { return m_panel; }
    QAction *pinAction() const;
    // Shows the options' tab (enabled while options are pinned).
    QAction *showAction() const { return m_show; }
    bool isShown() const;
    void show();

    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void update();
    void retranslateUi();

    ScenarioDocument *m_document;
    PageTabs *m_tabs;
    OptionsPanel *m_panel;
    QAction *m_show;
};

} // namespace gpusizer::ui
