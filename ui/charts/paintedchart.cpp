#include "charts/paintedchart.h"

#include "charts/chartexportmenu.h"

#include <QEvent>
#include <QHelpEvent>
#include <QPalette>
#include <QToolTip>
#include <QWidget>

#include <utility>

namespace gpusizer::ui::paintedchart {

void setUp(QWidget *chart, const QString &objectName, std::function<chartimage::Drawing()> drawing)
{
    chart->setObjectName(objectName);
    chart->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    chart->setAttribute(Qt::WA_OpaquePaintEvent);
    new ChartExportMenu(chart, std::move(drawing));
}

chartimage::Drawing drawing(
    const QWidget &chart, const QString &title, std::function<void(QPainter &, const QRectF &)> paint)
{
    return { QSizeF(chart.size()), chart.palette().color(QPalette::Window), title, std::move(paint) };
}

QSize sizeHint()
{
    return { 560, 440 };
}

QSize minimumSizeHint(const QWidget &chart, int sideLines)
{
    const int line = chart.fontMetrics().height();
    return { 200 + sideLines * line, 120 + 8 * line };
}

bool showToolTip(QWidget *chart, QEvent *event, const std::optional<Tip> &tip)
{
    const auto *help = static_cast<QHelpEvent *>(event);
    if (tip) {
        QToolTip::showText(help->globalPos(), tip->text, chart, tip->rect);
        return true;
    }
    QToolTip::hideText();
    event->ignore();
    return true;
}

} // namespace gpusizer::ui::paintedchart
