#include "optionsview.h"

#include "document/pinnedoptions.h"
#include "document/scenariodocument.h"
#include "panels/optionspanel.h"
#include "widgets/pagetabs.h"

#include <QAction>
#include <QEvent>

namespace gpusizer::ui {

OptionsView::OptionsView(ScenarioDocument *document, PageTabs *tabs, QObject *parent)
    : QObject(parent)
    , m_document(document)
    , m_tabs(tabs)
    , m_panel(new OptionsPanel(document))
    , m_show(new QAction(this))
{
    setObjectName(QStringLiteral("optionsView"));
    m_show->setObjectName(QStringLiteral("showOptions"));
    m_show->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    m_panel->setParent(m_tabs);
    m_panel->hide();
    connect(m_show, &QAction::triggered, this, &OptionsView::show);
    connect(m_panel, &OptionsPanel::pinRefused, this, &OptionsView::show);
    connect(document->options(), &PinnedOptions::changed, this, &OptionsView::update);
    // Retranslated with the panel (the tab widget gets the language change too).
    m_panel->installEventFilter(this);
    retranslateUi();
    update();
}

OptionsView::~OptionsView() = default;

QAction *OptionsView::pinAction() const
{
    return m_panel->pinAction();
}

bool OptionsView::isShown() const
{
    return m_tabs->currentWidget() == m_panel;
}

void OptionsView::show()
{
    if (m_tabs->indexOf(m_panel) < 0)
        return;
    m_tabs->setCurrentWidget(m_panel);
}

void OptionsView::update()
{
    // The tab while options are pinned; the last one unpinned takes it away (back to the charts).
    const int count = m_document->options()->count();
    const int index = m_tabs->indexOf(m_panel);
    if (count > 0 && index < 0)
        m_tabs->addTab(m_panel, QString());
    else if (count == 0 && index >= 0) {
        const bool shown = m_tabs->currentIndex() == index;
        m_tabs->removeTab(index);
        if (shown)
            m_tabs->setCurrentIndex(0);
    }
    m_show->setEnabled(count > 0);
    retranslateUi();
}

void OptionsView::retranslateUi()
{
    m_show->setText(tr("&Options Compared"));
    m_show->setToolTip(tr("The pinned options side by side"));
    m_tabs->setTabText(0, tr("Charts"));
    if (const int index = m_tabs->indexOf(m_panel); index >= 0)
        m_tabs->setTabText(index, tr("Options compared (%1)").arg(m_document->options()->count()));
}

bool OptionsView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_panel && event->type() == QEvent::LanguageChange)
        retranslateUi();
    return QObject::eventFilter(watched, event);
}

} // namespace gpusizer::ui
