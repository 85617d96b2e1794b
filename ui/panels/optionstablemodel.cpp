#include "panels/optionstablemodel.h"

#include "text/errortext.h"
#include "document/pinnedoptions.h"

#include <QBrush>
#include <QColor>
#include <QFont>

#include <algorithm>

#include <iterator>
#include <utility>

namespace gpusizer::ui {

namespace {
constexpr int kFieldCount = static_cast<int>(std::size(kOptionFields));

bool isAmount(OptionField field)
{
    return field == OptionField::Time || field == OptionField::Throughput || field == OptionField::Rent
        || field == OptionField::Own || field == OptionField::Purchase || field == OptionField::Power
        || field == OptionField::RackUnits || field == OptionField::Memory;
}

QFont boldFont()
{
    QFont bold;
    bold.setBold(true);
    return bold;
}

// The tint of a row whose input differs: amber, translucent, so that it reads on the light and
// the dark palette and under the selection.
QBrush differenceBrush()
{
    return QBrush(QColor(0xEE, 0xAA, 0x33, 72));
}

// The field whose row shows an input that is shown in no row of its own.
std::optional<OptionField> fieldShowing(const QString &key)
{
    if (key.startsWith(QLatin1String("model.")))
        return OptionField::Model;
    if (key == QLatin1String("method"))
        return OptionField::Method;
    if (key == QLatin1String("cluster.gpu") || key == QLatin1String("cluster.gpus"))
        return OptionField::Gpus;
    return std::nullopt;
}
} // namespace

OptionsTableModel::OptionsTableModel(PinnedOptions *options, QObject *parent)
    : QAbstractTableModel(parent)
    , m_options(options)
{
}

void OptionsTableModel::setRows(std::vector<OptionRow> rows)
{
    beginResetModel();
    m_rows = std::move(rows);
    if (m_current >= static_cast<int>(m_rows.size()))
        m_current = -1;
    findDifferences();
    endResetModel();
}

void OptionsTableModel::findDifferences()
{
    m_inputs.clear();
    m_differingFields.clear();
    if (m_rows.size() < 2)
        return;
    std::vector<core::Scenario> scenarios;
    scenarios.reserve(m_rows.size());
    for (const OptionRow &row : m_rows)
        scenarios.push_back(row.option.scenario);
    for (scenarioinputs::DifferingInput &input : scenarioinputs::differingInputs(scenarios)) {
        if (const std::optional<OptionField> field = fieldShowing(input.key)) {
            if (std::find(m_differingFields.begin(), m_differingFields.end(), *field) == m_differingFields.end())
                m_differingFields.push_back(*field);
            continue;
        }
        m_inputs.push_back(std::move(input));
    }
}

QString OptionsTableModel::inputKey(int row) const
{
    const int input = row - kFieldCount;
    return input >= 0 && input < inputRowCount() ? m_inputs[static_cast<std::size_t>(input)].key : QString();
}

bool OptionsTableModel::differs(int row) const
{
    if (row >= kFieldCount)
        return row < rowCount();
    return row >= 0
        && std::find(m_differingFields.begin(), m_differingFields.end(), kOptionFields[row]) != m_differingFields.end();
}

bool OptionsTableModel::updateNames(const std::vector<PinnedOption> &options)
{
    if (options.size() != m_rows.size())
        return false;
    for (std::size_t i = 0; i < options.size(); ++i)
        if (options[i].scenario != m_rows[i].option.scenario || options[i].letter != m_rows[i].option.letter)
            return false;
    for (std::size_t i = 0; i < options.size(); ++i) {
        if (m_rows[i].option.name == options[i].name)
            continue;
        m_rows[i].option.name = options[i].name;
        emit headerDataChanged(Qt::Horizontal, static_cast<int>(i), static_cast<int>(i));
    }
    return true;
}

void OptionsTableModel::setCurrent(int option)
{
    if (option == m_current)
        return;
    const int previous = std::exchange(m_current, option);
    for (const int column : { previous, option }) {
        if (column < 0 || column >= columnCount())
            continue;
        emit headerDataChanged(Qt::Horizontal, column, column);
        emit dataChanged(index(0, column), index(rowCount() - 1, column), { Qt::FontRole, Qt::ToolTipRole });
    }
}

void OptionsTableModel::retranslate()
{
    emit headerDataChanged(Qt::Vertical, 0, rowCount() - 1);
    if (columnCount() > 0) {
        emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
    }
}

QString OptionsTableModel::text(OptionField field, int option) const
{
    if (option < 0 || option >= columnCount())
        return {};
    return optionFieldText(m_rows[static_cast<std::size_t>(option)], field);
}

int OptionsTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : kFieldCount + inputRowCount();
}

int OptionsTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

QVariant OptionsTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.column() >= columnCount() || index.row() >= rowCount())
        return {};
    const OptionRow &option = m_rows[static_cast<std::size_t>(index.column())];
    if (role == Qt::BackgroundRole)
        return differs(index.row()) ? QVariant(differenceBrush()) : QVariant();
    if (index.row() >= kFieldCount)
        return inputData(option, m_inputs[static_cast<std::size_t>(index.row() - kFieldCount)], index.column(), role);
    const OptionField field = kOptionFields[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        return optionFieldText(option, field);
    case Qt::ToolTipRole: {
        QString tip = optionFieldText(option, field);
        if (field == OptionField::Gpus && option.valid)
            tip = tr("%1 (%2)", "GPUs and their parallel strategy").arg(tip, option.configuration.strategy);
        if (!option.valid)
            tip += QLatin1Char('\n') + errorText(option.error);
        if (index.column() == m_current)
            tip += QLatin1Char('\n') + tr("The scenario in the window now");
        return tip;
    }
    case Qt::FontRole:
        return index.column() == m_current ? QVariant(boldFont()) : QVariant();
    case Qt::TextAlignmentRole:
        return isAmount(field) ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                               : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    default:
        return {};
    }
}

QVariant OptionsTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical) {
        if (section < 0 || section >= rowCount())
            return QAbstractTableModel::headerData(section, orientation, role);
        switch (role) {
        case Qt::DisplayRole:
            return section < kFieldCount ? optionFieldTitle(kOptionFields[section])
                                         : scenarioinputs::title(inputKey(section));
        case Qt::FontRole:
            return differs(section) ? QVariant(boldFont()) : QVariant();
        case Qt::BackgroundRole:
            return differs(section) ? QVariant(differenceBrush()) : QVariant();
        case Qt::ToolTipRole:
            return differs(section) ? tr("This input is not the same in every option") : QVariant();
        default:
            return QAbstractTableModel::headerData(section, orientation, role);
        }
    }
    if (section < 0 || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    const PinnedOption &option = m_rows[static_cast<std::size_t>(section)].option;
    switch (role) {
    case Qt::DisplayRole:
        return option.displayName();
    case Qt::ToolTipRole:
        return section == m_current ? tr("The scenario in the window now. Double-click to rename.")
                                    : tr("Double-click to rename");
    case Qt::FontRole:
        return section == m_current ? QVariant(boldFont()) : QVariant();
    default:
        return QAbstractTableModel::headerData(section, orientation, role);
    }
}

QVariant OptionsTableModel::inputData(const OptionRow &option, const scenarioinputs::DifferingInput &input, int column,
                                      int role) const
{
    const QString text = scenarioinputs::valueText(input.key, input.values[static_cast<std::size_t>(column)],
                                                   option.option.scenario);
    switch (role) {
    case Qt::DisplayRole:
        return text;
    case Qt::ToolTipRole:
        return column == m_current ? tr("%1: %2").arg(scenarioinputs::title(input.key), text) + QLatin1Char('\n')
                                         + tr("The scenario in the window now")
                                   : tr("%1: %2").arg(scenarioinputs::title(input.key), text);
    case Qt::FontRole:
        return column == m_current ? QVariant(boldFont()) : QVariant();
    case Qt::TextAlignmentRole:
        return input.values.front().isDouble() ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                               : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    default:
        return {};
    }
}

bool OptionsTableModel::setHeaderData(int section, Qt::Orientation orientation, const QVariant &value, int role)
{
    if (orientation != Qt::Horizontal || role != Qt::EditRole || section < 0 || section >= columnCount())
        return false;
    // The options tell the panel, which updates the names here.
    return m_options->rename(section, value.toString());
}

} // namespace gpusizer::ui
