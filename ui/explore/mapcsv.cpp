#include "explore/mapcsv.h"

#include "charts/datacsv.h"
#include "explore/mapcells.h"

namespace gpusizer::ui {

namespace {

QString q(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

} // namespace

QByteArray mapCsv(const MapCells &cells)
{
    std::vector<QStringList> rows;
    rows.push_back({ q(cells.x().name), q(cells.y().name), q(core::toString(cells.metric())), QStringLiteral("low"),
        QStringLiteral("high"), QStringLiteral("verdict") });
    for (std::size_t j = 0; j < cells.rows(); ++j)
        for (std::size_t i = 0; i < cells.columns(); ++i) {
            const core::ExploreCell *c = cells.shown(i, j);
            if (c == nullptr)
                continue;
            const core::ExploreAxis &x = cells.shownX(j);
            const core::ExploreAxis &y = cells.shownY(j);
            const bool value = c->valid && c->value.has_value();
            rows.push_back({ q(x.labels.at(cells.shownXIndex(i, j))), q(y.labels.at(cells.shownYIndex(j))),
                value ? datacsv::number(*c->value) : QString(), value ? datacsv::number(c->low) : QString(),
                value ? datacsv::number(c->high) : QString(),
                c->valid ? q(core::toString(c->verdict)) : QStringLiteral("invalid") });
        }
    return datacsv::table(rows);
}

} // namespace gpusizer::ui
