#include "charts/componentlegend.h"

#include "charts/chartstyle.h"
#include "charts/componentcolors.h"

#include <QEvent>
#include <QPainter>
#include <QResizeEvent>
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
    updateToolTip();
    update();
}

void ComponentLegend::setCapacityText(const QString &text)
{
    if (text == m_capacityText)
        return;
    m_capacityText = text;
    updateGeometry();
    updateToolTip();
    update();
}

void ComponentLegend::setMaximumLegendHeight(int pixels)
{
    if (pixels == m_maximumHeight)
        return;
    m_maximumHeight = pixels;
    updateGeometry();
    updateToolTip();
    update();
}

QStringList ComponentLegend::texts() const
{
    QStringList texts;
    for (const auto c : m_components)
        texts << componentName(c);
    if (!m_capacityText.isEmpty())
        texts << m_capacityText;
    return texts;
}

std::size_t ComponentLegend::shownCount(const std::vector<QRect> &rects, int width) const
{
    if (m_maximumHeight < 0 || rects.empty() || rects.back().bottom() < m_maximumHeight)
        return rects.size();
    // The entries of the lines that fit (the first line at least), the last line making room
    // for "+N" at its end.
    std::size_t count = 1;
    while (count < rects.size() && rects[count].bottom() < m_maximumHeight)
        ++count;
    const QFontMetrics metrics = fontMetrics();
    const auto moreWidth = [&](std::size_t shown) {
        return kEntryGap + metrics.horizontalAdvance(QStringLiteral("+%1").arg(rects.size() - shown));
    };
    while (count > 1 && rects[count - 1].right() + moreWidth(count) > width)
        --count;
    return count;
}

QStringList ComponentLegend::hiddenNames() const
{
    const QStringList all = texts();
    const int width = this->width() > 0 ? this->width() : 320;
    const std::size_t shown = shownCount(layoutEntries(width), width);
    return all.mid(static_cast<qsizetype>(shown));
}

QStringList ComponentLegend::elidedNames() const
{
    QStringList elided;
    const int room = (width() > 0 ? width() : 320) - kSwatch - kSwatchGap;
    for (const QString &text : texts())
        if (fontMetrics().horizontalAdvance(text) > room)
            elided << text;
    return elided;
}

void ComponentLegend::updateToolTip()
{
    QStringList names = elidedNames();
    for (const QString &name : hiddenNames())
        if (!names.contains(name))
            names << name;
    const QString tip = names.join(QLatin1Char('\n'));
    if (toolTip() != tip)
        setToolTip(tip);
}

std::vector<QRect> ComponentLegend::layoutEntries(int width) const
{
    std::vector<QRect> rects;
    const QFontMetrics metrics = fontMetrics();
    const int lineHeight = std::max(kSwatch, metrics.height());
    int x = 0;
    int y = 0;
    const QStringList texts = this->texts();
    for (const QString &text : texts) {
        const int entryWidth = std::min(width, kSwatch + kSwatchGap + metrics.horizontalAdvance(text));
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
    return rects.empty() ? 0 : rects[shownCount(rects, width) - 1].bottom() + 1;
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
    const std::size_t shown = shownCount(rects, width());
    for (std::size_t i = 0; i < shown; ++i) {
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
        // An entry wider than the legend (a long capacity line in a narrow column) is elided;
        // the tooltip has it whole.
        const QString name = isCapacity ? m_capacityText : componentName(m_components[i]);
        painter.drawText(text, Qt::AlignVCenter | Qt::AlignLeft,
                         fontMetrics().horizontalAdvance(name) > text.width()
                             ? fontMetrics().elidedText(name, Qt::ElideRight, text.width())
                             : name);
    }
    if (shown < rects.size()) {
        const QRect &last = rects[shown - 1];
        painter.setPen(palette().color(QPalette::WindowText));
        painter.drawText(QRect(last.right() + kEntryGap, last.y(), width() - last.right() - kEntryGap, last.height()),
                         Qt::AlignVCenter | Qt::AlignLeft, QStringLiteral("+%1").arg(rects.size() - shown));
    }
}

void ComponentLegend::resizeEvent(QResizeEvent *event)
{
    updateToolTip(); // what is left out or elided depends on the width
    QWidget::resizeEvent(event);
}

void ComponentLegend::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange) {
        updateGeometry();
        updateToolTip();
        update();
    }
    QWidget::changeEvent(event);
}

} // namespace gpusizer::ui
