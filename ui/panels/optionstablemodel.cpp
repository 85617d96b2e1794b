#include "panels/optionstablemodel.h"

#include "text/errortext.h"
#include "document/pinnedoptions.h"

#include <QFont>

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
    endResetModel();
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
    return parent.isValid() ? 0 : kFieldCount;
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
        if (role == Qt::DisplayRole && section >= 0 && section < rowCount())
            return optionFieldTitle(kOptionFields[section]);
        return QAbstractTableModel::headerData(section, orientation, role);
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

bool OptionsTableModel::setHeaderData(int section, Qt::Orientation orientation, const QVariant &value, int role)
{
    if (orientation != Qt::Horizontal || role != Qt::EditRole || section < 0 || section >= columnCount())
        return false;
    // The options tell the panel, which updates the names here.
    return m_options->rename(section, value.toString());
}

} // namespace gpusizer::ui
