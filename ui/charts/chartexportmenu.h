#pragma once

#include "charts/chartimage.h"

#include <QObject>
#include <QString>

#include <functional>

class QAction;
class QChartView;
class QEvent;
class QWidget;

namespace gpusizer::ui {

// The context menu of a chart view (chartstyle::createView installs it on every one) or of a
// chart widget that paints itself (the map tab): "Save chart as PNG…", "Save chart as SVG…" and
// "Copy chart" (the image and the SVG). The save dialog suggests the chart's title as the file
// name in the folder a chart was last saved to; a failed write leaves the old file and says why
// in a message box. A child of the view; its texts follow the interface language.
class ChartExportMenu final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ChartExportMenu)
public:
    explicit ChartExportMenu(QChartView *view);
    // For a widget that paints its chart itself: `drawing` gives what to draw, when asked.
    ChartExportMenu(QWidget *widget, std::function<chartimage::Drawing()> drawing);

    // The menu of `view` (null where it has none).
    static ChartExportMenu *of(const QWidget *view);

    QAction *savePngAction() const { return m_savePng; }
    QAction *saveSvgAction() const { return m_saveSvg; }
    QAction *copyAction() const { return m_copy; }

    // Where the save dialog starts: the last chart folder (else the pictures folder) and the
    // chart's title as the file name ("…/memory-per-gpu.png").
    QString suggestedPath(chartimage::Format format) const;
    // Writes the chart to `path` (its suffix added where missing) and remembers its folder; on
    // failure shows the error (non-modal) and returns false.
    bool saveTo(chartimage::Format format, const QString &path);
    // The chart as an image and as "image/svg+xml" on the clipboard.
    void copyToClipboard() const;

signals:
    // A write failed and its message box opened with `message`.
    void errorShown(const QString &message);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslate();
    void save(chartimage::Format format);

    QWidget *m_view;
    std::function<chartimage::Drawing()> m_drawing;
    QAction *m_savePng = nullptr;
    QAction *m_saveSvg = nullptr;
    QAction *m_copy = nullptr;
};

} // namespace gpusizer::ui
