#include "charts/lengthaxis.h"

#include "charts/chartlabels.h"
#include "charts/labellayout.h"
#include "model/seqlenrange.h"
#include "text/displayformat.h"

#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QLogValueAxis>
#include <QPalette>

namespace gpusizer::ui {

namespace {

// Where QLogValueAxis (base 16 from 16 to 1,048,576) puts its ticks.
constexpr double kTickLengths[] = {16, 256, 4096, 65536, 1048576};
static_assert(core::SeqLenRange::kMin == 16 && core::SeqLenRange::kMax == 1048576,
              "the tick lengths follow SeqLenRange");

} // namespace

LengthAxis::LengthAxis(QChart *chart)
    : m_chart(chart)
    , m_axis(new QLogValueAxis)
{
    m_axis->setBase(16);
    m_axis->setRange(core::SeqLenRange::kMin, core::SeqLenRange::kMax);
    m_axis->setLabelFormat(QStringLiteral("%.0f"));
    m_axis->setMinorTickCount(1);
    m_axis->setLabelsBrush(Qt::transparent);
    chart->addAxis(m_axis, Qt::AlignBottom);
    for (double length : kTickLengths) {
        auto *label = new QGraphicsSimpleTextItem(formatTokensCompact(length), chart);
        label->setFont(m_axis->labelsFont());
        label->setZValue(10);
        m_labels.push_back(label);
    }
}

QStringList LengthAxis::tickLabels() const
{
    QStringList labels;
    for (const QGraphicsSimpleTextItem *label : m_labels)
        labels << label->text();
    return labels;
}

void LengthAxis::place(const QRectF &plot, const AxisScale &valueScale, QAbstractSeries *series)
{
    if (plot == m_plot && valueScale == m_scale)
        return;
    m_plot = plot;
    m_scale = valueScale;
    // Under their ticks (a little to the side where centred they would run into the value
    // axis' "0" or past the chart's edge), the ends first: a label that would run into one
    // already placed is left out (its tick and grid line stay), so "16 256 4K 64K 1M" never
    // runs together.
    LabelLayout layout(QRectF(0, plot.bottom(), m_chart->size().width() - 2, m_chart->size().height() - plot.bottom()),
                       QFontMetricsF(m_labels.front()->font()).horizontalAdvance(QLatin1Char(' ')));
    // QtCharts' own texts: the value axis' "0" reaches half a line below the plot's corner.
    for (const chartlabels::ShownLabel &shown : chartlabels::shown(*m_chart->scene()))
        if (shown.qtCharts)
            layout.addObstacle(shown.rect);
    const std::size_t last = m_labels.size() - 1;
    std::vector<std::size_t> order{0, last};
    for (std::size_t i = 2; i < last; i += 2)
        order.push_back(i);
    for (std::size_t i = 1; i < last; i += 2)
        order.push_back(i);
    for (const std::size_t i : order) {
        QGraphicsSimpleTextItem *label = m_labels[i];
        const double x = m_chart->mapToPosition(QPointF(kTickLengths[i], 0.0), series).x();
        const QPointF anchor(x, plot.bottom() + 3);
        layout.place(label, {label->text()}, {{anchor, Qt::AlignHCenter | Qt::AlignBottom, 2},
                                              {QPointF(x - 3, anchor.y()), Qt::AlignRight | Qt::AlignBottom, 2},
                                              {QPointF(x + 3, anchor.y()), Qt::AlignLeft | Qt::AlignBottom, 2}});
    }
}

void LengthAxis::applyPalette(const QPalette &palette)
{
    m_axis->setLabelsBrush(Qt::transparent);
    for (QGraphicsSimpleTextItem *label : m_labels)
        label->setBrush(palette.color(QPalette::WindowText));
    invalidate();
}

void LengthAxis::retranslate()
{
    for (std::size_t i = 0; i < m_labels.size(); ++i) {
        m_labels[i]->setText(formatTokensCompact(kTickLengths[i]));
    }
    invalidate();
}

} // namespace gpusizer::ui
