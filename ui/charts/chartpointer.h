#pragma once

#include <QEvent>
#include <QMouseEvent>
#include <QObject>
#include <QWidget>

#include <functional>
#include <optional>
#include <utility>

namespace gpusizer::ui {

// The pointer over a chart that paints itself and has items to point at (the map's cells, the
// Pareto points): `hovered` gets the item under it as it moves (none once it leaves), `clicked`
// an item pressed and released with the left button (the second press of a double click counts
// as a press, as in QWidget's own handler). An event filter on the chart, a child of it; the
// chart's own mouse handlers still run after it.
template<typename Item> class ChartPointer final : public QObject
{
public:
    using ItemAt = std::function<std::optional<Item>(const QPointF &)>;

    ChartPointer(QWidget *chart, ItemAt itemAt, std::function<void(std::optional<Item>)> hovered,
        std::function<void(Item)> clicked)
        : QObject(chart)
        , m_chart(chart)
        , m_itemAt(std::move(itemAt))
        , m_hovered(std::move(hovered))
        , m_clicked(std::move(clicked))
    {
        chart->installEventFilter(this);
    }

    // The items changed: a press on one before does not click what is under it now.
    void forgetPress() { m_pressed.reset(); }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched != m_chart)
            return false;
        if (event->type() == QEvent::Leave) {
            m_hovered(std::nullopt);
            return false;
        }
        // A disabled widget takes no mouse event (QWidget::event drops them).
        if (!m_chart->isEnabled())
            return false;
        switch (event->type()) {
        case QEvent::MouseMove:
            m_hovered(m_itemAt(static_cast<QMouseEvent *>(event)->position()));
            break;
        case QEvent::MouseButtonPress:
        case QEvent::MouseButtonDblClick:
            if (const auto *mouse = static_cast<QMouseEvent *>(event); mouse->button() == Qt::LeftButton)
                m_pressed = m_itemAt(mouse->position());
            break;
        case QEvent::MouseButtonRelease:
            if (const auto *mouse = static_cast<QMouseEvent *>(event); mouse->button() == Qt::LeftButton) {
                const std::optional<Item> released = m_itemAt(mouse->position());
                if (released && released == m_pressed)
                    m_clicked(*released);
                m_pressed.reset();
            }
            break;
        default:
            break;
        }
        return false;
    }

private:
    QWidget *m_chart;
    ItemAt m_itemAt;
    std::function<void(std::optional<Item>)> m_hovered;
    std::function<void(Item)> m_clicked;
    std::optional<Item> m_pressed;
};

} // namespace gpusizer::ui
