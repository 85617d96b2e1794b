#include "charts/chartexportmenu.h"

#include "charts/chartstyle.h"
#include "settings/appsettings.h"
#include "text/errortext.h"
#include "text/filenames.h"
#include "util/logging.h"

#include <QAction>
#include <QChartView>
#include <QClipboard>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMessageBox>
#include <QMimeData>
#include <QStandardPaths>

#include <spdlog/spdlog.h>

namespace gpusizer::ui {

namespace {

constexpr const char *kObjectName = "gpusizerChartExportMenu";

QString startDirectory()
{
    const QString last = appsettings::lastChartDirectory().get();
    if (!last.isEmpty() && QFileInfo(last).isDir())
        return last;
    const QString pictures = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    return pictures.isEmpty() ? QDir::homePath() : pictures;
}

} // namespace

ChartExportMenu::ChartExportMenu(QChartView *view)
    : QObject(view)
    , m_view(view)
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

ChartExportMenu *ChartExportMenu::of(const QChartView *view)
{
    return view->findChild<ChartExportMenu *>(QString::fromLatin1(kObjectName), Qt::FindDirectChildrenOnly);
}

QString ChartExportMenu::suggestedPath(chartimage::Format format) const
{
    return QDir(startDirectory())
        .filePath(chartFileName(chartstyle::wholeTitle(m_view->chart()), chartimage::suffix(format)));
}

bool ChartExportMenu::saveTo(chartimage::Format format, const QString &path)
{
    QString target = path;
    const QString dotSuffix = QLatin1Char('.') + chartimage::suffix(format);
    if (!target.endsWith(dotSuffix, Qt::CaseInsensitive))
        target += dotSuffix;
    if (const std::optional<core::Error> error = chartimage::write(*m_view, format, target)) {
        core::logging::get("ui")->warn("cannot save the chart as {}: {}", target.toStdString(), core::describe(*error));
        const QString message = errorText(*error);
        auto *box = new QMessageBox(QMessageBox::Critical, tr("Chart Not Saved"), message, QMessageBox::Ok, m_view);
        box->setObjectName(QStringLiteral("chartErrorBox"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
        emit errorShown(message);
        return false;
    }
    appsettings::lastChartDirectory().set(QFileInfo(target).absolutePath());
    return true;
}

void ChartExportMenu::copyToClipboard() const
{
    auto *mime = new QMimeData;
    mime->setImageData(chartimage::render(*m_view));
    mime->setData(QStringLiteral("image/svg+xml"), chartimage::svg(*m_view));
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
