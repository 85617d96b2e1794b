#include "tradeoffs/sensitivitycsv.h"
#include "util/qstringfromutf8.h"

#include "charts/datacsv.h"
#include "text/sensitivitytext.h"

namespace gpusizer::ui {

using core::toQString;

QByteArray sensitivityCsv(const core::Sensitivity &s)
{
    using datacsv::number;
    const QString figure
        = toQString(core::toString(s.figure));
    const QString currency = s.figure == core::SensitivityFigure::Cost ? QString::fromStdString(s.currency) : QString();
    std::vector<QStringList> rows;
    rows.push_back({ QStringLiteral("figure"), QStringLiteral("currency"), QStringLiteral("assumption"),
        QStringLiteral("assumption_name"), QStringLiteral("low_input"), QStringLiteral("high_input"),
        QStringLiteral("low"), QStringLiteral("base"), QStringLiteral("high"), QStringLiteral("swing") });
    for (const core::SensitivityItem &i : s.items)
        rows.push_back({ figure, currency, QString::fromStdString(i.name), sensitivitytext::assumptionName(i.name),
            QString::fromStdString(i.lowInput), QString::fromStdString(i.highInput), number(i.low), number(i.base),
            number(i.high), number(i.swing()) });
    return datacsv::table(rows);
}

} // namespace gpusizer::ui
