#include "explore/mapcsv.h"
#include "util/qstringfromutf8.h"

#include "charts/datacsv.h"
#include "explore/mapcells.h"

namespace gpusizer::ui {

using core::toQString;

QByteArray mapCsv(const MapCells &cells)
{
    std::vector<QStringList> rows;
    rows.push_back({ toQString(cells.x().name), toQString(cells.y().name), toQString(core::toString(cells.metric())),
        QStringLiteral("low"), QStringLiteral("high"), QStringLiteral("verdict") });
    for (std::size_t j = 0; j < cells.rows(); ++j)
        for (std::size_t i = 0; i < cells.columns(); ++i) {
            const core::ExploreCell *c = cells.shown(i, j);
            if (c == nullptr)
                continue;
            const core::ExploreAxis &x = cells.shownX(j);
            const core::ExploreAxis &y = cells.shownY(j);
            const bool value = c->valid && c->value.has_value();
            rows.push_back({ toQString(x.labels.at(cells.shownXIndex(i, j))),
                toQString(y.labels.at(cells.shownYIndex(j))),
                value ? datacsv::number(*c->value) : QString(), value ? datacsv::number(c->low) : QString(),
                value ? datacsv::number(c->high) : QString(),
                c->valid ? toQString(core::toString(c->verdict)) : QStringLiteral("invalid") });
        }
    return datacsv::table(rows);
}

} // namespace gpusizer::ui
