#pragma once

#include "charts/chartimage.h"
#include "charts/tornadoplot.h"

#include <QWidget>

#include <optional>
#include <vector>

class QPainter;

namespace gpusizer::ui {

// "What moves the answer" in the window (issue #29 point 4): the tornado (tornadoplot.h)
// painted with QPainter at the widget's size and font, faded while it is not the current
// scenario's; a message in its place where the figure does not apply. Hovering a bar shows
// its row's tooltip. Its context menu saves or copies it as PNG or SVG (ChartExportMenu).
class TornadoChart final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TornadoChart)
public:
    explicit TornadoChart(QWidget *parent = nullptr);
    ~TornadoChart() override;

    // The bars, a tooltip per bar, and the title for a file name and an SVG.
    void setContent(TornadoContent content, std::vector<QString> toolTips, QString title);
    // No tornado: `message` says why.
    void setMessage(const QString &message);
    void setStale(bool stale);
    bool isStale() const { return m_stale; }

    const TornadoContent &content() const { return m_content; }
    const TornadoLayout &layout() const { return m_layout; }
    QString message() const { return m_message; }
    // The bar under `point` (its row, the whole width).
    std::optional<std::size_t> rowAt(const QPointF &point) const;
    QString toolTipAt(const QPointF &point) const;
    QString title() const { return m_title; }
    chartimage::Drawing drawing() const;
    void paintChart(QPainter &painter, const QRectF &target) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void relayout();

    TornadoContent m_content;
    std::vector<QString> m_toolTips;
    QString m_title;
    QString m_message;
    TornadoLayout m_layout;
    bool m_stale = false;
};

} // namespace gpusizer::ui
