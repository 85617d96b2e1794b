#pragma once

#include "text/configurationrows.h"

#include <QAbstractTableModel>

#include <array>

#include <vector>

namespace gpusizer::ui {

// Ranked configurations as a table. A new list of configurations replaces the rows as a whole
// (beginResetModel/endResetModel); the same configurations with new numbers are updated with
// dataChanged over the cells whose text changed, nothing when none did (a slider tick repaints
// only what moved). Texts are formatted once per update in the current locale and kept; raw
// values are under SortRole.
class RecommendationTableModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RecommendationTableModel)
public:
    // Configuration is "2 × H100 SXM 80 GB" and sorts by the GPU count.
    enum Column { Configuration, Strategy, MemoryUsed, Headroom, Time, CostRent, CostOwn, ColumnCount };
    static constexpr int SortRole = Qt::UserRole + 1;

    explicit RecommendationTableModel(QObject *parent = nullptr);

    void setRows(std::vector<ConfigurationRow> rows);
    // Same GPU type, count, parallel layout and prefill/decode split (the numbers may differ).
    static bool sameConfiguration(const ConfigurationRow &a, const ConfigurationRow &b);
    const std::vector<ConfigurationRow> &rows() const { return m_rows; }
    const ConfigurationRow *rowAt(int row) const;

    // Inference rows: the columns after the GPUs show serving figures under their own headers.
    bool servingRows() const;
    // Some rows are disaggregated deployments (prefill and decode pools of their own): their
    // layout is what tells them from a colocated row of as many GPUs.
    bool splitRows() const;

    // Header texts and number formats of a new language.
    void retranslate();

    int rowCount(const QModelIndex &parent = {}) const final;
    int columnCount(const QModelIndex &parent = {}) const final;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const final;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const final;

private:
    QString displayText(const ConfigurationRow &row, int column) const;
    QString servingText(const ConfigurationRow &row, int column) const;
    QString buyingText(const ConfigurationRow &row, int column) const;
    // The money a cost column shows for `row` (0 where the column shows no money).
    double amount(const ConfigurationRow &row, int column) const;
    QVariant servingHeader(int section, int role) const;
    QVariant sortValue(const ConfigurationRow &row, int column) const;
    using RowTexts = std::array<QString, ColumnCount>;
    RowTexts rowTexts(const ConfigurationRow &row) const;

    std::vector<ConfigurationRow> m_rows;
    std::vector<RowTexts> m_texts;      // display text of each cell, m_rows' order
    std::array<int, 2> m_moneyDecimals{2, 2};   // of the rent and own columns (moneyDecimals())
    bool m_buying = false;   // the quote buys: the cost columns show purchase and power
};

} // namespace gpusizer::ui
