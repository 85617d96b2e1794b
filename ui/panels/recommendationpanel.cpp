#include "panels/recommendationpanel.h"

#include "analysis/analysis.h"
#include "text/displayformat.h"
#include "text/billofmaterialstext.h"
#include "text/emptylisttext.h"
#include "text/ownershiptext.h"
#include "text/launchcommandtext.h"
#include "text/servingdeclinetext.h"
#include "text/fitsuggestiontext.h"
#include "panels/recommendationcolumns.h"
#include "panels/recommendationtablemodel.h"
#include "panels/splitcheckbox.h"
#include "widgets/fittingtextdelegate.h"
#include "widgets/livelabel.h"
#include "widgets/wrappingbutton.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QClipboard>
#include <QGuiApplication>
#include <QLabel>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QStringList>
#include <QStyle>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <array>

namespace gpusizer::ui {

namespace {

using Column = RecommendationTableModel::Column;

} // namespace

RecommendationPanel::RecommendationPanel(QWidget *parent)
    : QWidget(parent)
{
    m_model = new RecommendationTableModel(this);
    m_proxy = new QSortFilterProxyModel(this);  // in core's order; kept for the view's mapping
    m_proxy->setSourceModel(m_model);

    m_title = new LiveLabel(this); // elides when the panel is narrow; "(updating…)" needs no relayout
    QFont bold = font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_title->setObjectName(QStringLiteral("recommendationsTitle"));
    m_title->installEventFilter(this);  // the title's text follows the width the layout gives it
    m_sortLabel = new QLabel(this);
    m_sortCombo = new QComboBox(this);
    m_sortLabel->setBuddy(m_sortCombo);
    for (const core::RankBy key : {core::RankBy::Best, core::RankBy::Time, core::RankBy::Gpus, core::RankBy::Rent,
                                   core::RankBy::Own})
        m_sortCombo->addItem(QString(), static_cast<int>(key));
    m_split = new SplitCheckBox(this);

    m_table = new QTableView(this);
    m_table->setModel(m_proxy);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->setVisible(false);
    // Rows keep the style's height: no per-row size queries when values change.
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    // Numbers keep their width; the configuration takes what is left and the strategy a fixed
    // share (the user may widen it), both eliding at the end with the full text as tooltip.
    // Widths come from sample texts, not ResizeToContents, which measures every cell on
    // every update.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_table->horizontalHeader()->setSectionResizeMode(Column::Configuration, QHeaderView::Stretch);
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_table->setTextElideMode(Qt::ElideRight);
    // A GPU name in full (a smaller font first) where the column is narrow; elided only beyond.
    m_table->setItemDelegateForColumn(Column::Configuration, new FittingTextDelegate(m_table));
    m_table->setSortingEnabled(false);

    m_useButton = new QPushButton(this);
    m_copyLaunchButton = new QPushButton(this);
    m_copyLaunchButton->setObjectName(QStringLiteral("copyLaunchCommand"));
    m_copyLaunchButton->setVisible(false);
    m_bom = new QLabel(this);
    m_bom->setObjectName(QStringLiteral("billOfMaterials"));
    m_bom->setWordWrap(true);
    m_bom->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_declined = new QLabel(this);
    m_declined->setObjectName(QStringLiteral("declinedGpuTypes"));
    m_declined->setWordWrap(true);
    m_declined->setVisible(false);
    m_suggestionsTitle = new QLabel(this);
    m_suggestionsTitle->setFont(bold);
    m_suggestionsBox = new QWidget(this);
    m_suggestionsLayout = new QVBoxLayout(m_suggestionsBox);
    m_suggestionsLayout->setContentsMargins(0, 0, 0, 0);
    m_suggestionsLayout->setSpacing(2);

    // The title beside the rank control, or above it where even the short title would be cut
    // (presentation mode's narrow column).
    m_titleRow = new QBoxLayout(QBoxLayout::LeftToRight);
    m_titleRow->addWidget(m_title, 1);
    auto *sortRow = new QHBoxLayout;
    sortRow->addStretch();
    sortRow->addWidget(m_sortLabel);
    sortRow->addWidget(m_sortCombo);
    m_titleRow->addLayout(sortRow);
    m_buttonRow = new QBoxLayout(QBoxLayout::LeftToRight);
    m_buttonRow->addWidget(m_bom, 1);
    auto *buttons = new QVBoxLayout;
    buttons->addWidget(m_useButton, 0, Qt::AlignLeft);
    buttons->addWidget(m_copyLaunchButton, 0, Qt::AlignLeft);
    buttons->addStretch();
    m_buttonRow->addLayout(buttons);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(m_titleRow);
    layout->addWidget(m_split);
    layout->addWidget(m_table, 1);
    layout->addLayout(m_buttonRow);
    layout->addWidget(m_declined);
    layout->addWidget(m_suggestionsTitle);
    layout->addWidget(m_suggestionsBox);

    connect(m_sortCombo, &QComboBox::currentIndexChanged, this, [this] { emit rankChanged(rankBy()); });
    connect(m_split, &QCheckBox::toggled, this, &RecommendationPanel::disaggregateChanged);
    connect(m_useButton, &QPushButton::clicked, this, &RecommendationPanel::useSelected);
    connect(m_copyLaunchButton, &QPushButton::clicked, this, &RecommendationPanel::copyLaunchCommand);
    connect(m_table, &QTableView::doubleClicked, this, &RecommendationPanel::useSelected);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &RecommendationPanel::updateUseButton);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &RecommendationPanel::updateBillOfMaterials);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &RecommendationPanel::updateLaunchButton);
    retranslateUi();
    updateUseButton();
}

QList<QPushButton *> RecommendationPanel::suggestionButtons() const
{
    return m_suggestionsBox->findChildren<QPushButton *>(QString(), Qt::FindDirectChildrenOnly);
}

void RecommendationPanel::setAnalysis(const core::Analysis &analysis)
{
    // While a slider is dragged the sweep waits: the old rows stay, greyed out and titled as
    // being updated, and nothing here repaints per tick.
    m_split->setQuestion(analysis.scenario);
    const bool pending = analysis.valid && analysis.recommendationPending;
    if (pending != m_pending) {
        m_pending = pending;
        m_table->setEnabled(!pending);
        m_suggestionsBox->setEnabled(!pending);
        retranslateTitle();
    }
    if (pending) {
        m_useButton->setEnabled(false);
        return;
    }
    // Another question (method or model) starts at the best row: the old selection describes a
    // configuration of a question no longer asked (issue #28).
    const bool sameQuestion = analysis.scenario.method == m_question.method
                              && analysis.scenario.model.displayName == m_question.model.displayName;
    m_question = analysis.scenario;
    const int previous = sameQuestion ? selectedSourceRow() : -1;
    const ConfigurationRow selected = previous >= 0 ? *m_model->rowAt(previous) : ConfigurationRow{};
    m_model->setRows(configurationRows(analysis));
    updateColumnWidths();   // numbers are never cut: the columns follow the longest value

    // Keep the same configuration selected, or the top one. "Use this configuration" makes the
    // selected row the current one: it stays selected although its "current" mark changed.
    const auto sameSetup = [](const ConfigurationRow &a, const ConfigurationRow &b) {
        return a.gpuName == b.gpuName && a.gpus == b.gpus && a.scenario.parallel == b.scenario.parallel
               && a.scenario.serving.disaggregation == b.scenario.serving.disaggregation;
    };
    int sourceRow = 0;
    for (int r = 0; previous >= 0 && r < m_model->rowCount(); ++r)
        if (sameSetup(*m_model->rowAt(r), selected)) {
            sourceRow = r;
            if (m_model->rowAt(r)->current == selected.current)
                break;  // an exact match wins over the same setup marked otherwise
        }
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(sourceRow, 0));
    // A configuration that does not fit is listed (greyed) but never selected as the answer.
    const ConfigurationRow *row = m_model->rowAt(sourceRow);
    if (index.isValid() && row && row->verdict != core::FitVerdict::DoesNotFit)
        m_table->selectionModel()->select(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    else
        m_table->selectionModel()->clearSelection();
    updateSuggestions(analysis);
    updateUseButton();
    updateBillOfMaterials();
    m_listEmpty = analysis.valid && analysis.recommendation.candidates.empty();
    m_emptiedBy = analysis.valid ? analysis.recommendation.emptiedBy : std::nullopt;
    m_declinedTypes = analysis.valid ? analysis.recommendation.declined : std::vector<core::ServingDecline>{};
    updateListNote();
    updateLaunchButton();
}

void RecommendationPanel::updateLaunchButton()
{
    if (m_pending)
        return;
    const ConfigurationRow *row = m_model->rowAt(selectedSourceRow());
    const auto command = row ? launchCommandOf(row->scenario) : std::nullopt;
    m_copyLaunchButton->setVisible(command.has_value());
    m_copyLaunchButton->setToolTip(command ? launchReplicasText(*command) + QLatin1Char('\n') + launchCommandLines(*command)
                                           : QString());
}

void RecommendationPanel::copyLaunchCommand()
{
    const ConfigurationRow *row = m_model->rowAt(selectedSourceRow());
    if (const auto command = row ? launchCommandOf(row->scenario) : std::nullopt)
        QGuiApplication::clipboard()->setText(launchCommandSnippet(*command));
}

void RecommendationPanel::updateListNote()
{
    // An empty list says why (the filter that left nothing, or that nothing fits) before the
    // serving GPU types left out.
    const QString empty = m_listEmpty ? emptyRecommendationText(m_emptiedBy, m_question) : QString();
    const QString declined = servingDeclineLine(m_declinedTypes);
    const QString text = empty.isEmpty() || declined.isEmpty() ? QString(empty + declined)
                                                               : QString(empty + QLatin1Char(' ') + declined);
    m_declined->setText(text);
    m_declined->setToolTip(servingDeclineDetails(m_declinedTypes, m_question.serving.targetStat));
    m_declined->setVisible(!text.isEmpty());
}

void RecommendationPanel::updateSuggestions(const core::Analysis &analysis)
{
    const auto &suggestions = analysis.valid ? analysis.fitSuggestions : std::vector<core::FitSuggestion>{};
    bool same = suggestions.size() == m_suggestions.size() && analysis.scenario == m_base;
    for (std::size_t i = 0; same && i < suggestions.size(); ++i)
        same = suggestions[i].scenario == m_suggestions[i].scenario
               && suggestions[i].estimate.requiredBytes == m_suggestions[i].estimate.requiredBytes;
    if (same)
        return;
    m_base = analysis.scenario;
    m_suggestions = suggestions;
    QList<QPushButton *> buttons = suggestionButtons();
    while (buttons.size() > static_cast<qsizetype>(m_suggestions.size()))
        delete buttons.takeLast();
    while (buttons.size() < static_cast<qsizetype>(m_suggestions.size())) {
        // A long suggestion must not widen the panel (and the window) nor be cut: it wraps
        // within the panel's width.
        auto *button = new WrappingButton(m_suggestionsBox);
        button->setCursor(Qt::PointingHandCursor);
        const auto index = buttons.size();
        connect(button, &QPushButton::clicked, this, [this, index] {
            if (index < static_cast<qsizetype>(m_suggestions.size()))
                emit applyScenarioRequested(m_suggestions[static_cast<std::size_t>(index)].scenario);
        });
        m_suggestionsLayout->addWidget(button);
        buttons.append(button);
    }
    updateSuggestionTexts();
}

void RecommendationPanel::updateSuggestionTexts()
{
    const QList<QPushButton *> buttons = suggestionButtons();
    for (qsizetype i = 0; i < buttons.size(); ++i) {
        const QString text = fitSuggestionText(m_suggestions[static_cast<std::size_t>(i)], m_base);
        static_cast<WrappingButton *>(buttons[i])->setWrappedText(QStringLiteral("→ ") + text);
        buttons[i]->setToolTip(text + QStringLiteral("\n") + tr("Apply this change to the scenario"));
        buttons[i]->setAccessibleName(text);
    }
    m_suggestionsTitle->setVisible(!buttons.isEmpty());
}

void RecommendationPanel::setRankBy(core::RankBy rank)
{
    const int i = m_sortCombo->findData(static_cast<int>(rank));
    if (i >= 0)
        m_sortCombo->setCurrentIndex(i);
}

core::RankBy RecommendationPanel::rankBy() const
{
    return static_cast<core::RankBy>(m_sortCombo->currentData().toInt());
}

bool RecommendationPanel::disaggregate() const
{
    return m_split->isChecked();
}

QString RecommendationPanel::billOfMaterialsText() const
{
    return m_bom->text();
}

void RecommendationPanel::updateBillOfMaterials()
{
    const ConfigurationRow *row = m_model->rowAt(selectedSourceRow());
    // What to buy, and what owning it costs over the years against renting the same hours.
    QStringList lines;
    QStringList tips;
    if (row) {
        for (const QString &line : {billOfMaterialsLine(*row), ownershipLine(*row)})
            if (!line.isEmpty())
                lines << line;
        for (const QString &tip : {billOfMaterialsDetails(*row), ownershipDetails(*row)})
            if (!tip.isEmpty())
                tips << tip;
    }
    // "4 × RTX" and "6000 Ada" on two lines would read as two things.
    const QString text = keepModelNumbersWithSeries(lines.join(QLatin1Char('\n')));
    if (m_bom->text() != text)
        m_bom->setText(text);
    m_bom->setToolTip(tips.join(QStringLiteral("\n\n")));
}

int RecommendationPanel::selectedSourceRow() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    return rows.isEmpty() ? -1 : m_proxy->mapToSource(rows.front()).row();
}

void RecommendationPanel::updateUseButton()
{
    if (m_pending)
        return;
    const ConfigurationRow *row = m_model->rowAt(selectedSourceRow());
    m_useButton->setEnabled(row && !row->current);
}

void RecommendationPanel::useSelected()
{
    const ConfigurationRow *row = m_model->rowAt(selectedSourceRow());
    if (row && !row->current)
        emit applyScenarioRequested(row->scenario);
}

int RecommendationPanel::titleRoomBeside() const
{
    return width() - m_sortLabel->sizeHint().width() - m_sortCombo->sizeHint().width()
           - 2 * std::max(0, m_titleRow->spacing());
}

void RecommendationPanel::retranslateTitle()
{
    // The short title where the long one would be cut ("Empfohlene Kon…" at 1280 pixels).
    const QString full = m_pending ? tr("Recommended configurations (updating…)") : tr("Recommended configurations");
    const QString brief = m_pending ? tr("Recommendations (updating…)") : tr("Recommendations");
    const int room = m_title->contentsRect().width();
    const bool fits = room <= 0 || m_title->fontMetrics().horizontalAdvance(full) <= room;
    m_title->setText(fits ? full : brief);
    m_title->setToolTip(fits ? QString() : full);
}

void RecommendationPanel::retranslateUi()
{
    retranslateTitle();
    m_sortLabel->setText(tr("&Rank by:"));
    const auto setItem = [this](core::RankBy key, const QString &text) {
        m_sortCombo->setItemText(m_sortCombo->findData(static_cast<int>(key)), text);
    };
    setItem(core::RankBy::Best, tr("Best value"));
    setItem(core::RankBy::Time, tr("Fastest"));
    setItem(core::RankBy::Gpus, tr("Fewest GPUs"));
    setItem(core::RankBy::Rent, tr("Cheapest to rent"));
    setItem(core::RankBy::Own, tr("Cheapest to own"));
    m_sortCombo->setToolTip(tr("Best value: the cheapest configuration that meets the deadline and budget of the "
                               "Quote group, measured GPU families first; ties by time"));
    m_useButton->setText(tr("&Use this configuration"));
    m_useButton->setToolTip(tr("Apply the selected configuration to the scenario"));
    m_copyLaunchButton->setText(tr("&Copy launch command"));
    m_split->retranslateUi();
    m_suggestionsTitle->setText(tr("What makes it fit"));
    m_table->setAccessibleName(tr("Recommended configurations"));
    m_sortCombo->setAccessibleName(tr("Rank configurations by"));
    setAccessibleName(tr("Recommendations"));
    m_model->retranslate();
    updateSuggestionTexts();
    updateBillOfMaterials();
    updateListNote();
    updateColumnWidths();
}

int RecommendationPanel::compactWidth() const
{
    const std::array<int, Column::ColumnCount> widths = recommendationColumnWidths(*m_table, *m_model);
    const int columns = widths[Column::Configuration] + widths[Column::Time] + widths[Column::CostRent];
    // The table's frame and its vertical scroll bar beside the columns.
    const int chrome = 2 * m_table->frameWidth() + m_table->style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 4;
    return columns + chrome;
}

void RecommendationPanel::updateColumnWidths()
{
    fitRecommendationColumns(*m_table, *m_model);
}

void RecommendationPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // A narrow panel (presentation mode's column) puts the buttons under the purchase line, so
    // that it keeps the panel's width instead of wrapping word by word beside them.
    const bool narrow = width() < kButtonsBesideFactor * m_useButton->sizeHint().width();
    m_buttonRow->setDirection(narrow ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight);
    const bool briefFits = m_title->fontMetrics().horizontalAdvance(tr("Recommendations (updating…)")) <= titleRoomBeside();
    m_titleRow->setDirection(briefFits ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom);
    updateColumnWidths();
    retranslateTitle();
}

bool RecommendationPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_title && event->type() == QEvent::Resize)
        retranslateTitle();
    return QWidget::eventFilter(watched, event);
}

void RecommendationPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    else if (event->type() == QEvent::FontChange)
        updateColumnWidths();
    QWidget::changeEvent(event);
}

} // namespace gpusizer::ui
