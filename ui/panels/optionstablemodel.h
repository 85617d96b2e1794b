#pragma once

#include "panels/optionrows.h"
#include "text/scenarioinputs.h"

#include <QAbstractTableModel>

#include <vector>

namespace gpusizer::ui {

class PinnedOptions;

// The pinned options side by side: one column each, headed by its name (setHeaderData renames
// it), one row per OptionField (model, method, GPUs, time, cost, fit, memory per GPU) headed by
// the field's title, then one row per other input that differs between them (issue #29 point
// 6: micro-batch, checkpointing, sharding, a price, any field of the scenario file), so that no
// option changes an input unseen. Every row whose input differs is highlighted (Model, Method
// and GPUs too where theirs do). The option that is the window's scenario now is bold.
class OptionsTableModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OptionsTableModel)
public:
    explicit OptionsTableModel(PinnedOptions *options, QObject *parent = nullptr);

    void setRows(std::vector<OptionRow> rows);
    // The names of `options` when they are the options shown otherwise unchanged (a rename:
    // no new analyses, no reset); false when they are not.
    bool updateNames(const std::vector<PinnedOption> &options);
    const std::vector<OptionRow> &options() const { return m_rows; }
    void setCurrent(int option); // -1: none is the window's scenario
    int current() const { return m_current; }
    // Texts again in the current language.
    void retranslate();

    // The text of `field` for option `option`, as the table shows it.
    QString text(OptionField field, int option) const;
    // The rows of the inputs that differ, after the fields: their scenario-file keys.
    int inputRowCount() const { return static_cast<int>(m_inputs.size()); }
    QString inputKey(int row) const;
    // Whether row `row` is highlighted: its input differs between the options.
    bool differs(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    bool setHeaderData(
        int section, Qt::Orientation orientation, const QVariant &value, int role = Qt::EditRole) override;

private:
    void findDifferences();
    QVariant inputData(const OptionRow &option, const scenarioinputs::DifferingInput &input, int column, int role) const;

    PinnedOptions *m_options;
    std::vector<OptionRow> m_rows; // one per option (a column)
    std::vector<scenarioinputs::DifferingInput> m_inputs;   // rows after the fields
    std::vector<OptionField> m_differingFields;             // Model, Method, GPUs where theirs differ
    int m_current = -1;
};

} // namespace gpusizer::ui
