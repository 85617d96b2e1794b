#pragma once

#include "estimate/memorybreakdown.h"

#include <QWidget>

#include <vector>

namespace gpusizer::ui {

// A legend of memory components that wraps onto as many lines as it needs instead of eliding
// names ("Wei…"): a colour swatch and the full translated name per component. Where it may not
// be as tall as that (a short chart in presentation mode), the last entries that do not fit
// give way to "+N"; an entry wider than the legend is elided; the widget's tooltip names them.
class ComponentLegend final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ComponentLegend)
public:
    explicit ComponentLegend(QWidget *parent = nullptr);

    // Components to show, in stack order; repaints only when the list changes.
    void setComponents(const std::vector<core::MemoryComponent> &components);
    const std::vector<core::MemoryComponent> &components() const { return m_components; }
    // A last entry for the dashed capacity line ("H100 80 GB: 79.1 GiB"); empty: none.
    void setCapacityText(const QString &text);
    QString capacityText() const { return m_capacityText; }
    // The most pixels the legend may take in height (at least one line shows); negative: no limit.
    void setMaximumLegendHeight(int pixels);
    // The names left out for want of height (empty when every entry shows), and those shown
    // elided for want of width; the legend's tooltip lists both.
    QStringList hiddenNames() const;
    QStringList elidedNames() const;

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    // The entries' texts: components in stack order, then the capacity line.
    QStringList texts() const;
    // Rectangles of each entry for a given width, with no limit on the height.
    std::vector<QRect> layoutEntries(int width) const;
    // How many entries show at `width` within the height limit (the rest go into "+N").
    std::size_t shownCount(const std::vector<QRect> &rects, int width) const;
    void updateToolTip();

    std::vector<core::MemoryComponent> m_components;
    QString m_capacityText;
    int m_maximumHeight = -1;
};

} // namespace gpusizer::ui
