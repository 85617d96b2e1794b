#include "explore/maptooltip.h"

#include "catalog/gpucatalog.h"
#include "text/errortext.h"
#include "text/exploretext.h"

#include <QCoreApplication>
#include <QStringList>

namespace gpusizer::ui {

namespace {

struct MapToolTip {
    Q_DECLARE_TR_FUNCTIONS(gpusizer::ui::MapToolTip)
};

QString whyNoValue(const core::ExploreCell &cell, core::ExploreMetric metric, bool serving)
{
    using core::ExploreMetric;
    if (serving && cell.verdict == core::FitVerdict::DoesNotFit)
        return MapToolTip::tr("No serving figures: the model does not fit.");
    if (serving && metric == ExploreMetric::Time)
        return MapToolTip::tr("Only an offline job has a time.");
    if (metric == ExploreMetric::GpusNeeded)
        return MapToolTip::tr("No number of replicas meets the targets.");
    return MapToolTip::tr("Does not apply to this scenario.");
}

} // namespace

QString mapCellToolTip(const MapCells &cells, std::size_t column, std::size_t row, const core::GpuCatalog &catalog,
                       bool serving, const std::string &currency)
{
    const core::ExploreCell *cell = cells.shown(column, row);
    if (cell == nullptr)
        return {};
    const core::ExploreAxis &x = cells.shownX(row);
    const core::ExploreAxis &y = cells.shownY(row);
    const std::size_t xi = cells.shownXIndex(column, row);
    const std::size_t yi = cells.shownYIndex(row);
    QStringList lines;
    lines << MapToolTip::tr("%1: %2").arg(exploretext::inputName(x.name), exploretext::valueText(x, xi, catalog, currency));
    lines << MapToolTip::tr("%1: %2").arg(exploretext::inputName(y.name), exploretext::valueText(y, yi, catalog, currency));
    const core::ExploreMetric metric = cells.metric();
    if (!cell->valid) {
        lines << MapToolTip::tr("Cannot be estimated: %1").arg(errorText(cell->error, catalog));
    } else {
        if (metric != core::ExploreMetric::Fit) {
            if (cell->value) {
                lines << MapToolTip::tr("%1: %2").arg(exploretext::metricName(metric, serving),
                                                      exploretext::metricValue(metric, *cell->value, serving, currency));
                if (cell->low != cell->high)
                    lines << MapToolTip::tr("Band: %1 \u2013 %2", "about 8 in 10 measured runs lie between low and high")
                                 .arg(exploretext::metricValue(metric, cell->low, serving, currency),
                                      exploretext::metricValue(metric, cell->high, serving, currency));
            } else {
                lines << MapToolTip::tr("%1: none").arg(exploretext::metricName(metric, serving));
                lines << whyNoValue(*cell, metric, serving);
            }
        }
        lines << exploretext::verdictText(cell->verdict);
    }
    if (!cells.rowDone(row))
        lines << MapToolTip::tr("(coarse grid: refining when the changes pause)");
    return lines.join(QLatin1Char('\n'));
}

} // namespace gpusizer::ui
