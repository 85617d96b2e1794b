#include "panels/recommendationtablemodel.h"

#include "text/billofmaterialstext.h"
#include "text/intervaltext.h"
#include "text/reasontext.h"

#include "charts/componentcolors.h"
#include "text/displayformat.h"

#include <QFont>
#include <QPalette>
#include <QStringList>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace gpusizer::ui {

namespace {

// A tight fit's free memory: the warning colour of the controls' notes (dark orange on a light
// palette, light orange on a dark one), not the red of what does not fit.
QColor tightColor()
{
    const bool dark = QPalette().color(QPalette::Window).lightness() < 128;
    return dark ? QColor(0xF0, 0xA0, 0x50) : QColor(0xA3, 0x3D, 0x00);
}

// Buying (the quote's ownership is "own"): the cost columns show what is bought and what it asks
// of the room instead of the rent and own of a run.
bool buying(const std::vector<ConfigurationRow> &rows)
{
    return !rows.empty() && rows.front().scenario.requirements.ownership == core::Ownership::Own;
}

} // namespace

RecommendationTableModel::RecommendationTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void RecommendationTableModel::setRows(std::vector<ConfigurationRow> rows)
{
    const bool buyingBefore = m_buying;
    m_buying = buying(rows);
    // One precision per money column: that of its largest amount.
    double largest[2] = {0, 0};
    for (const ConfigurationRow &row : rows) {
        largest[0] = std::max(largest[0], std::abs(amount(row, CostRent)));
        largest[1] = std::max(largest[1], std::abs(amount(row, CostOwn)));
    }
    m_moneyDecimals = {moneyDecimals(largest[0]), moneyDecimals(largest[1])};
    std::vector<RowTexts> texts;
    texts.reserve(rows.size());
    for (const ConfigurationRow &row : rows)
        texts.push_back(rowTexts(row));

    // The same configurations with new numbers (a slider moved): update the values in place,
    // which keeps the selection and is far cheaper for the view than a reset; only the block
    // of cells whose text (or colour) changed is repainted.
    bool sameConfigurations = rows.size() == m_rows.size() && !rows.empty();
    for (std::size_t i = 0; sameConfigurations && i < rows.size(); ++i)
        sameConfigurations = sameConfiguration(rows[i], m_rows[i]);
    if (sameConfigurations) {
        int firstRow = rowCount();
        int lastRow = -1;
        int firstColumn = ColumnCount;
        int lastColumn = -1;
        for (std::size_t r = 0; r < rows.size(); ++r) {
            for (int c = 0; c < ColumnCount; ++c) {
                const auto column = static_cast<std::size_t>(c);
                const bool changed = texts[r][column] != m_texts[r][column]
                                     || (c == Headroom
                                         && (rows[r].verdict != m_rows[r].verdict || rows[r].fit != m_rows[r].fit));
                if (!changed)
                    continue;
                firstRow = std::min(firstRow, static_cast<int>(r));
                lastRow = std::max(lastRow, static_cast<int>(r));
                firstColumn = std::min(firstColumn, c);
                lastColumn = std::max(lastColumn, c);
            }
        }
        m_rows = std::move(rows);
        m_texts = std::move(texts);
        if (lastRow >= 0)
            emit dataChanged(index(firstRow, firstColumn), index(lastRow, lastColumn));
        if (m_buying != buyingBefore)
            emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
        return;
    }
    const bool servingBefore = servingRows();
    const bool splitBefore = splitRows();
    beginResetModel();
    m_rows = std::move(rows);
    m_texts = std::move(texts);
    endResetModel();
    if (servingRows() != servingBefore || splitRows() != splitBefore || m_buying != buyingBefore)
        emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

double RecommendationTableModel::amount(const ConfigurationRow &row, int column) const
{
    if (m_buying)
        return column == CostRent ? row.bom.purchaseTotal : 0.0;  // the other column is power, not money
    if (row.serving)
        return column == CostRent ? row.serving->costPerMillionOutputTokens : row.serving->monthlyRent;
    return column == CostRent ? row.rentTotal : row.ownTotal;
}

QString RecommendationTableModel::buyingText(const ConfigurationRow &row, int column) const
{
    if (column == CostRent)
        return row.bom.purchaseTotal > 0 ? formatMoney(row.bom.purchaseTotal, row.currency, m_moneyDecimals[0])
                                         : QStringLiteral("\u2013");
    const core::FacilitySheet &f = row.facility;
    if (f.powerKw <= 0)
        return QStringLiteral("\u2013");
    return f.rackUnits > 0 ? tr("%1\u00A0kW · %2\u00A0U", "rated power and rack units")
                                 .arg(QLocale().toString(f.powerKw, 'f', 1), QLocale().toString(f.rackUnits))
                           : tr("%1\u00A0kW").arg(QLocale().toString(f.powerKw, 'f', 1));
}

bool RecommendationTableModel::sameConfiguration(const ConfigurationRow &a, const ConfigurationRow &b)
{
    return a.gpuName == b.gpuName && a.gpus == b.gpus && a.scenario.parallel == b.scenario.parallel
           && a.scenario.serving.disaggregation == b.scenario.serving.disaggregation && a.current == b.current;
}

const ConfigurationRow *RecommendationTableModel::rowAt(int row) const
{
    return row >= 0 && row < rowCount() ? &m_rows[static_cast<std::size_t>(row)] : nullptr;
}

void RecommendationTableModel::retranslate()
{
    for (std::size_t r = 0; r < m_rows.size(); ++r)
        m_texts[r] = rowTexts(m_rows[r]);
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_rows.empty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1), {Qt::DisplayRole, Qt::ToolTipRole});
}

int RecommendationTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int RecommendationTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString RecommendationTableModel::servingText(const ConfigurationRow &row, int column) const
{
    const ConfigurationRow::Serving &v = *row.serving;
    switch (column) {
    case MemoryUsed:
        return QLocale().toString(v.maxConcurrency);
    case Headroom:
        return QLocale().toString(v.outputTokensPerSecond, 'f', 0);
    case Time:
        return formatMilliseconds(v.tpotMs);
    case CostRent:
        return formatMoney(v.costPerMillionOutputTokens, row.currency, m_moneyDecimals[0]);
    case CostOwn:
        return formatMoney(v.monthlyRent, row.currency, m_moneyDecimals[1]);
    default:
        return {};
    }
}

QString RecommendationTableModel::displayText(const ConfigurationRow &row, int column) const
{
    if (m_buying && (column == CostRent || column == CostOwn))
        return buyingText(row, column);
    if (row.serving && column >= MemoryUsed)
        return servingText(row, column);
    switch (column) {
    case Configuration:
        // An assumed (uncalibrated) GPU family is marked; the tooltip says what the mark means.
        return row.calibrated ? configurationLabel(row.gpus, row.gpuShortName)
                              : configurationLabel(row.gpus, row.gpuShortName) + QStringLiteral("\u00A0*");
    case Strategy:
        return row.strategy;
    case MemoryUsed:
        return row.capacityBytes > 0 ? formatPercent(row.requiredBytes / row.capacityBytes) : formatGiB(row.requiredBytes);
    case Headroom:
        // The fit column: what is left, marked when the interval's high end does not fit.
        if (row.headroomBytes < 0)
            return tr("%1 over").arg(formatGiB(-row.headroomBytes));
        return row.fit == core::IntervalFit::Tight ? tr("%1 (tight)", "free memory per GPU; fits by the estimate, "
                                                                      "not by the high end of its interval")
                                                         .arg(formatGiB(row.headroomBytes))
                                                   : formatGiB(row.headroomBytes);
    case Time:
        return formatHours(row.wallSeconds);
    case CostRent:
        return formatMoney(row.rentTotal, row.currency, m_moneyDecimals[0]);
    case CostOwn:
        return formatMoney(row.ownTotal, row.currency, m_moneyDecimals[1]);
    default:
        return {};
    }
}

RecommendationTableModel::RowTexts RecommendationTableModel::rowTexts(const ConfigurationRow &row) const
{
    RowTexts texts;
    for (int c = 0; c < ColumnCount; ++c)
        texts[static_cast<std::size_t>(c)] = displayText(row, c);
    return texts;
}

QVariant RecommendationTableModel::sortValue(const ConfigurationRow &row, int column) const
{
    if (m_buying && column == CostRent)
        return row.bom.purchaseTotal;
    if (m_buying && column == CostOwn)
        return row.facility.powerKw;
    if (row.serving) {
        switch (column) {
        case MemoryUsed: return row.serving->maxConcurrency;
        case Headroom: return row.serving->outputTokensPerSecond;
        case Time: return row.serving->tpotMs;
        case CostRent: return row.serving->costPerMillionOutputTokens;
        case CostOwn: return row.serving->monthlyRent;
        default: break;
        }
    }
    switch (column) {
    case Configuration: return row.gpus;
    case Strategy: return row.strategy;
    case MemoryUsed: return row.requiredBytes;
    case Headroom: return row.headroomBytes;
    case Time: return row.wallSeconds;
    case CostRent: return row.rentTotal;
    case CostOwn: return row.ownTotal;
    default: return {};
    }
}

QVariant RecommendationTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ConfigurationRow &row = m_rows[static_cast<std::size_t>(index.row())];
    const int column = index.column();
    const QString &text = m_texts[static_cast<std::size_t>(index.row())][static_cast<std::size_t>(column)];
    switch (role) {
    case Qt::DisplayRole:
        return text;
    case Qt::AccessibleTextRole:
        return QString(headerData(column, Qt::Horizontal).toString() + QStringLiteral(": ") + text);
    case SortRole:
        return sortValue(row, column);
    case Qt::TextAlignmentRole:
        return column == Configuration || column == Strategy ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                                   : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ForegroundRole:
        if (column == Headroom && !row.serving && row.verdict != core::FitVerdict::Fits)
            return capacityLineColor();
        if (column == Headroom && !row.serving && row.fit == core::IntervalFit::Tight)
            return tightColor();
        if (!row.recommendable)  // misses the deadline or budget, or runs over a year: greyed
            return QPalette().color(QPalette::Disabled, QPalette::Text);
        return {};
    case Qt::FontRole:
        if (row.current) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    case Qt::ToolTipRole:
        if (column == Configuration || column == Strategy || column == Time) {
            // What the recommender did and why: a row's time may differ from the headline's
            // because it runs other settings on the same GPUs.
            QStringList lines{configurationLabel(row.gpus, row.gpuName) + QStringLiteral(" · ") + row.strategy};
            // How many measured runs back this GPU family's figures (the * marks those none calibrates).
            lines << calibrationDetails(row.generation);
            if (row.fit == core::IntervalFit::Tight)
                lines << tightFitText(row.requiredBytes, row.requiredHighBytes, row.capacityBytes, row.coverage);
            if (const QString bom = billOfMaterialsLine(row); !bom.isEmpty())
                lines << bom;
            if (!row.reasons.empty())
                lines << reasonsText(row.reasons, row.scenario.framework);
            if (!row.reasons.empty() && !row.current) {
                const QString changed = changedSettingsText(row.scenario.microBatch, row.scenario.checkpointing,
                                                            row.yourMicroBatch, row.yourCheckpointing);
                if (!changed.isEmpty())
                    lines << changed;
            }
            return lines.join(QLatin1Char('\n'));
        }
        if ((column == MemoryUsed || column == Headroom) && !row.serving) {
            QString tip = tr("%1 of %2 per GPU").arg(formatGiB(row.requiredBytes), formatGiB(row.capacityBytes));
            if (row.fit == core::IntervalFit::Tight)
                tip += QLatin1Char('\n')
                       + tightFitText(row.requiredBytes, row.requiredHighBytes, row.capacityBytes, row.coverage);
            return tip;
        }
        if (row.current)
            return tr("The configuration you have set now");
        return {};
    default:
        return {};
    }
}

bool RecommendationTableModel::servingRows() const
{
    return !m_rows.empty() && m_rows.front().serving.has_value();
}

bool RecommendationTableModel::splitRows() const
{
    return std::any_of(m_rows.begin(), m_rows.end(),
                       [](const ConfigurationRow &r) { return r.scenario.serving.disaggregation.enabled(); });
}

QVariant RecommendationTableModel::servingHeader(int section, int role) const
{
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case Strategy:
            return tr("Tensor parallel degree × replicas of the model; a split deployment: prefill workers (P) and "
                      "decode workers (D), each with its tensor parallel degree");
        case MemoryUsed: return tr("Sequences of the given lengths one replica's KV-cache pool holds");
        case Headroom: return tr("Output tokens per second of the deployment at the load");
        case Time: return tr("Time per output token at the targets' statistic");
        case CostRent: return tr("Rent per million output tokens at the month's average load");
        case CostOwn: return tr("Rent of every GPU of the deployment for a month");
        default: return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Strategy: return splitRows() ? tr("Deployment", "prefill and decode workers, or TP × replicas")
                                      : tr("TP × replicas");
    case MemoryUsed: return tr("KV pool");
    case Headroom: return tr("Tokens/s");
    case Time: return tr("TPOT");
    case CostRent: return tr("per 1M out");
    case CostOwn: return tr("Month");
    default: return {};
    }
}

QVariant RecommendationTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (m_buying && (section == CostRent || section == CostOwn)) {
        if (role == Qt::ToolTipRole)
            return section == CostRent ? tr("What is bought: the systems (or cards and their host servers) the "
                                            "configuration is quoted on")
                                       : tr("Rated power and rack units of those systems (the facility sheet)");
        if (role == Qt::DisplayRole)
            return section == CostRent ? tr("Purchase") : tr("Power");
        return {};
    }
    if (servingRows() && section >= Strategy)
        return servingHeader(section, role);
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case Configuration: return tr("GPUs and GPU type");
        case Strategy: return tr("How the work is spread over the GPUs");
        case MemoryUsed: return tr("Peak memory per GPU as nvidia-smi shows it, and the share of the GPU's usable memory");
        case Headroom:
            return tr("Usable memory left on each GPU at the peak (headroom). Tight: fits by the estimate, but not "
                      "by the high end of its interval (some comparable measured runs needed more)");
        case Time: return tr("Wall-clock time of the whole run");
        case CostRent: return tr("Cost of the run when renting: GPU-hours times the rental price");
        case CostOwn: return tr("Cost of the run on owned GPUs: amortisation, power and hosting");
        default: return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Configuration: return tr("GPUs");
    case Strategy: return tr("Strategy");
    case MemoryUsed: return tr("Used");
    case Headroom: return tr("Free");
    case Time: return tr("Time");
    case CostRent: return tr("Rent");
    case CostOwn: return tr("Own");
    default: return {};
    }
}

} // namespace gpusizer::ui
