#include "charts/chartexportmenu.h"

#include "charts/chartsave.h"
#include "text/filenames.h"

#include <QAction>
#include <QChartView>
#include <QClipboard>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QGuiApplication>
#include <QMimeData>

#include <utility>

namespace gpusizer::ui {

namespace {

constexpr const char *kObjectName = "gpusizerChartExportMenu";

} // namespace

ChartExportMenu::ChartExportMenu(QChartView *view)
    : ChartExportMenu(view, [view] { return chartimage::drawingOf(*view); })
{
}

ChartExportMenu::ChartExportMenu(QWidget *view, std::function<chartimage::Drawing()> drawing)
    : QObject(view)
    , m_view(view)
    , m_drawing(std::move(drawing))
    , m_savePng(new QAction(view))
    , m_saveSvg(new QAction(view))
    , m_copy(new QAction(view))
{
    setObjectName(QString::fromLatin1(kObjectName));
    m_savePng->setObjectName(QStringLiteral("saveChartPngAction"));
    m_saveSvg->setObjectName(QStringLiteral("saveChartSvgAction"));
    m_copy->setObjectName(QStringLiteral("copyChartAction"));
    connect(m_savePng, &QAction::triggered, this, [this] { save(chartimage::Format::Png); });
    connect(m_saveSvg, &QAction::triggered, this, [this] { save(chartimage::Format::Svg); });
    connect(m_copy, &QAction::triggered, this, &ChartExportMenu::copyToClipboard);
    view->addActions({m_savePng, m_saveSvg, m_copy});
    view->setContextMenuPolicy(Qt::ActionsContextMenu);
    view->installEventFilter(this);
    retranslate();
}

ChartExportMenu *ChartExportMenu::of(const QWidget *view)
{
    return view->findChild<ChartExportMenu *>(QString::fromLatin1(kObjectName), Qt::FindDirectChildrenOnly);
}

QString ChartExportMenu::suggestedPath(chartimage::Format format) const
{
    return QDir(chartsave::startDirectory(QStandardPaths::PicturesLocation))
        .filePath(chartFileName(m_drawing().title, chartimage::suffix(format)));
}

bool ChartExportMenu::saveTo(chartimage::Format format, const QString &path)
{
    const QString target = chartsave::withSuffix(path, chartimage::suffix(format));
    const std::optional<QString> failed = chartsave::afterWrite(m_view, target,
        chartimage::write(m_drawing(), format, target), "the chart", tr("Chart Not Saved"),
        QStringLiteral("chartErrorBox"));
    if (failed)
        emit errorShown(*failed);
    return !failed;
}

void ChartExportMenu::copyToClipboard() const
{
    auto *mime = new QMimeData;
    const chartimage::Drawing drawing = m_drawing();
    mime->setImageData(chartimage::render(drawing));
    mime->setData(QStringLiteral("image/svg+xml"), chartimage::svg(drawing));
    QGuiApplication::clipboard()->setMimeData(mime);
}

bool ChartExportMenu::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view && event->type() == QEvent::LanguageChange)
        retranslate();
    return QObject::eventFilter(watched, event);
}

void ChartExportMenu::retranslate()
{
    m_savePng->setText(tr("Save chart as PNG…"));
    m_saveSvg->setText(tr("Save chart as SVG…"));
    m_copy->setText(tr("Copy chart"));
}

void ChartExportMenu::save(chartimage::Format format)
{
    const bool svg = format == chartimage::Format::Svg;
    const QString path = QFileDialog::getSaveFileName(
        m_view, svg ? tr("Save Chart as SVG") : tr("Save Chart as PNG"), suggestedPath(format),
        svg ? tr("SVG images (*.svg)") : tr("PNG images (*.png)"));
    if (!path.isEmpty())
        saveTo(format, path);
}

} // namespace gpusizer::ui
