#include "panels/optionspanel.h"

#include "document/scenariodocument.h"
#include "panels/optionstablemodel.h"
#include "widgets/warninglabel.h"

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace gpusizer::ui {

OptionsPanel::OptionsPanel(ScenarioDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_options(document->options())
    , m_model(new OptionsTableModel(document->options(), this))
    , m_table(new QTableView(this))
    , m_pinAction(new QAction(this))
    , m_pinButton(new QToolButton(this))
    , m_showButton(new QPushButton(this))
    , m_renameButton(new QPushButton(this))
    , m_unpinButton(new QPushButton(this))
    , m_note(new WarningLabel(this))
    , m_hint(new QLabel(this))
{
    setObjectName(QStringLiteral("optionsPanel"));
    m_table->setObjectName(QStringLiteral("optionsTable"));
    m_pinAction->setObjectName(QStringLiteral("pinOption"));
    m_pinButton->setObjectName(QStringLiteral("pinOptionButton"));
    m_showButton->setObjectName(QStringLiteral("showOption"));
    m_renameButton->setObjectName(QStringLiteral("renameOption"));
    m_unpinButton->setObjectName(QStringLiteral("unpinOption"));
    m_note->setObjectName(QStringLiteral("optionsNote"));
    m_hint->setObjectName(QStringLiteral("optionsHint"));

    m_pinAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    m_pinButton->setDefaultAction(m_pinAction);
    m_pinButton->setToolButtonStyle(Qt::ToolButtonTextOnly);

    // Options side by side: each a column sharing the width, values wrapping between words
    // rather than cut (a GPU name in a narrow column), rows as tall as their text.
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectColumns);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(true);
    m_table->setTextElideMode(Qt::ElideNone);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_table->horizontalHeader()->setSectionsClickable(true);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->verticalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_hint->setWordWrap(true);
    m_hint->setEnabled(false); // muted: what the panel is for
    m_note->setVisible(false);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_pinButton);
    buttons->addWidget(m_showButton);
    buttons->addWidget(m_renameButton);
    buttons->addWidget(m_unpinButton);
    buttons->addWidget(m_hint, 1);
    buttons->addWidget(m_note, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addWidget(m_table, 1);
    layout->addLayout(buttons);

    connect(m_pinAction, &QAction::triggered, this, [this] { pinCurrent(); });
    connect(m_showButton, &QPushButton::clicked, this, &OptionsPanel::showSelected);
    connect(m_renameButton, &QPushButton::clicked, this, &OptionsPanel::renameSelected);
    connect(m_unpinButton, &QPushButton::clicked, this, &OptionsPanel::unpinSelected);
    connect(m_table->horizontalHeader(), &QHeaderView::sectionDoubleClicked, this, &OptionsPanel::rename);
    connect(m_table, &QTableView::doubleClicked, this, [this](const QModelIndex &index) { rename(index.column()); });
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &OptionsPanel::updateButtons);
    connect(m_model, &QAbstractItemModel::modelReset, this, &OptionsPanel::updateButtons);
    connect(m_options, &PinnedOptions::changed, this, &OptionsPanel::refresh);
    connect(document, &ScenarioDocument::gpuCatalogChanged, this, [this] {
        const int selected = selectedOption();
        m_model->setRows(optionRows(m_options->options(), m_document->gpuCatalog()));
        selectOption(selected);
        updateCurrent();
    });
    connect(document, &ScenarioDocument::scenarioChanged, this, &OptionsPanel::updateCurrent);
    retranslateUi();
    refresh();
}

OptionsPanel::~OptionsPanel() = default;

PinnedOptions::PinResult OptionsPanel::pinCurrent()
{
    const core::Scenario &scenario = m_document->scenario();
    const PinnedOptions::PinResult result = m_options->pin(scenario);
    setNote(m_options->refusalText(result, scenario));
    if (result == PinnedOptions::PinResult::Pinned) {
        selectOption(m_options->count() - 1);
    } else {
        selectOption(m_options->indexOf(scenario));
        emit pinRefused();
    }
    return result;
}

int OptionsPanel::selectedOption() const
{
    const QModelIndexList columns = m_table->selectionModel()->selectedColumns();
    return columns.isEmpty() ? -1 : columns.front().column();
}

void OptionsPanel::selectOption(int option)
{
    if (option < 0 || option >= m_model->columnCount()) {
        m_table->clearSelection();
        return;
    }
    m_table->selectColumn(option);
}

void OptionsPanel::unpinSelected()
{
    const int option = selectedOption();
    if (option < 0)
        return;
    m_options->unpin(option);
    setNote({});
    selectOption(std::min(option, m_options->count() - 1));
}

void OptionsPanel::renameSelected()
{
    rename(selectedOption());
}

void OptionsPanel::rename(int option)
{
    if (option < 0 || option >= m_options->count())
        return;
    const QString current = m_options->options()[static_cast<std::size_t>(option)].displayName();
    std::optional<QString> name;
    if (m_prompt) {
        name = m_prompt(current);
    } else {
        bool ok = false;
        const QString typed = QInputDialog::getText(
            this, tr("Rename Option"), tr("Name of the option:"), QLineEdit::Normal, current, &ok);
        if (ok)
            name = typed;
    }
    if (name)
        m_model->setHeaderData(option, Qt::Horizontal, *name);
}

void OptionsPanel::showSelected()
{
    const int option = selectedOption();
    if (option < 0 || option >= m_options->count())
        return;
    const PinnedOption &pinned = m_options->options()[static_cast<std::size_t>(option)];
    m_document->replaceScenario(tr("Show %1").arg(pinned.displayName()), pinned.scenario);
}

QString OptionsPanel::noteText() const
{
    return m_note->isHidden() ? QString() : m_note->text();
}

QString OptionsPanel::hintText() const
{
    return m_hint->isHidden() ? QString() : m_hint->text();
}

void OptionsPanel::refresh()
{
    // A rename changes a name only: no new analyses.
    if (!m_model->updateNames(m_options->options())) {
        const int selected = selectedOption();
        m_model->setRows(optionRows(m_options->options(), m_document->gpuCatalog()));
        selectOption(std::min(selected, m_model->columnCount() - 1));
    }
    updateCurrent();
    const bool hint = m_options->count() < PinnedOptions::kMinCompared && m_note->isHidden();
    if (m_hint->isHidden() == hint)
        m_hint->setVisible(hint);
    updateButtons();
}

void OptionsPanel::updateCurrent()
{
    m_model->setCurrent(m_options->indexOf(m_document->scenario()));
    updateButtons();
}

void OptionsPanel::updateButtons()
{
    const int option = selectedOption();
    m_showButton->setEnabled(option >= 0 && option != m_model->current());
    m_renameButton->setEnabled(option >= 0);
    m_unpinButton->setEnabled(option >= 0);
}

void OptionsPanel::setNote(const QString &text)
{
    m_note->setText(text);
    if (m_note->isHidden() != text.isEmpty())
        m_note->setVisible(!text.isEmpty());
    // The hint and the refusal share the place beside the buttons.
    const bool hint = text.isEmpty() && m_options->count() < PinnedOptions::kMinCompared;
    if (m_hint->isHidden() == hint)
        m_hint->setVisible(hint);
}

void OptionsPanel::retranslateUi()
{
    m_pinAction->setText(tr("Pin as &Option"));
    m_pinAction->setToolTip(tr("Keep the scenario as it is now as an option to compare (two to four)"));
    m_pinAction->setStatusTip(m_pinAction->toolTip());
    m_showButton->setText(tr("Show"));
    m_showButton->setToolTip(tr("Make the selected option the scenario in the window"));
    m_renameButton->setText(tr("Rename\u2026"));
    m_renameButton->setToolTip(tr("Rename the selected option (or double-click its name)"));
    m_unpinButton->setText(tr("Unpin"));
    m_unpinButton->setToolTip(tr("Remove the selected option from the comparison"));
    m_hint->setText(tr("Pin two to four scenarios to compare them side by side here and on a page of the "
                       "sizing report."));
    m_table->setAccessibleName(tr("Options compared"));
    m_model->retranslate();
}

void OptionsPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace gpusizer::ui
