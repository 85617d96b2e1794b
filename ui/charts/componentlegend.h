#pragma once

#include "estimate/memorybreakdown.h"

#include <QWidget>

#include <vector>

namespace gpusizer::ui {

// A legend of memory components that wraps onto as many lines as it needs instead of eliding
// names ("Wei…"): a colour swatch and the full translated name per component.
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

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    // Rectangles of each entry for a given width (also used for the height).
    std::vector<QRect> layoutEntries(int width) const;

    std::vector<core::MemoryComponent> m_components;
    QString m_capacityText;
};

} // namespace gpusizer::ui
