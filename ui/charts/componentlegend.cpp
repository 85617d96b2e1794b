#include "charts/componentlegend.h"

#include "charts/chartstyle.h"
#include "charts/componentcolors.h"

#include <QEvent>
#include <QPainter>
#include <QStringList>

namespace gpusizer::ui {

namespace {

constexpr int kSwatch = 12;
constexpr int kSwatchGap = 5;
constexpr int kEntryGap = 14;
constexpr int kLineGap = 3;

} // namespace

ComponentLegend::ComponentLegend(QWidget *parent)
    : QWidget(parent)
{
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void ComponentLegend::setComponents(const std::vector<core::MemoryComponent> &components)
{
    if (components == m_components)
        return;
    m_components = components;
    QStringList names;
    for (const auto c : m_components)
        names << componentName(c);
    setAccessibleDescription(names.join(QStringLiteral(", ")));
    updateGeometry();
    update();
}

void ComponentLegend::setCapacityText(const QString &text)
{
    if (text == m_capacityText)
        return;
    m_capacityText = text;
    updateGeometry();
    update();
}

std::vector<QRect> ComponentLegend::layoutEntries(int width) const
{
    std::vector<QRect> rects;
    const QFontMetrics metrics = fontMetrics();
    const int lineHeight = std::max(kSwatch, metrics.height());
    int x = 0;
    int y = 0;
    QStringList texts;
    for (const auto c : m_components)
        texts << componentName(c);
    if (!m_capacityText.isEmpty())
        texts << m_capacityText;
    for (const QString &text : texts) {
        const int entryWidth = kSwatch + kSwatchGap + metrics.horizontalAdvance(text);
        if (x > 0 && x + entryWidth > width) {
            x = 0;
            y += lineHeight + kLineGap;
        }
        rects.emplace_back(x, y, entryWidth, lineHeight);
        x += entryWidth + kEntryGap;
    }
    return rects;
}

int ComponentLegend::heightForWidth(int width) const
{
    const auto rects = layoutEntries(width);
    return rects.empty() ? 0 : rects.back().bottom() + 1;
}

QSize ComponentLegend::sizeHint() const
{
    return {320, heightForWidth(320)};
}

QSize ComponentLegend::minimumSizeHint() const
{
    return {120, heightForWidth(width() > 0 ? width() : 320)};
}

void ComponentLegend::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const auto rects = layoutEntries(width());
    for (std::size_t i = 0; i < rects.size(); ++i) {
        const QRect &r = rects[i];
        const QRect swatch(r.x(), r.y() + (r.height() - kSwatch) / 2, kSwatch, kSwatch);
        const bool isCapacity = i >= m_components.size();
        if (isCapacity) {
            QPen pen = chartstyle::capacityPen();
            painter.setPen(pen);
            painter.drawLine(QPointF(swatch.left(), swatch.center().y() + 0.5), QPointF(swatch.right() + 1, swatch.center().y() + 0.5));
        } else {
            painter.fillRect(swatch, componentBrush(m_components[i]));
        }
        painter.setPen(palette().color(QPalette::WindowText));
        const QRect text(r.x() + kSwatch + kSwatchGap, r.y(), r.width() - kSwatch - kSwatchGap, r.height());
        painter.drawText(text, Qt::AlignVCenter | Qt::AlignLeft,
                         isCapacity ? m_capacityText : componentName(m_components[i]));
    }
}

void ComponentLegend::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange) {
        updateGeometry();
        update();
    }
    QWidget::changeEvent(event);
}

} // namespace gpusizer::ui
