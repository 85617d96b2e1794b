#include "report/reportwriter.h"

#include "report/reportbuilder.h"
#include "report/reportlanguage.h"
#include "report/reportoptions.h"
#include "report/reportpaginator.h"
#include "report/reportsections.h"
#include "report/reportstyle.h"
#include "report/reporttext.h"
#include "report/textblock.h"

#include "text/appinfo.h"
#include "text/errortext.h"
#include "analysis/analysis.h"
#include "io/atomicfile.h"
#include "util/logging.h"

#include <spdlog/spdlog.h>

#include <QBuffer>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFontMetricsF>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>

namespace gpusizer::ui {

namespace {

struct WriterText {
    Q_DECLARE_TR_FUNCTIONS(gpusizer::ui::ReportWriter)
};

constexpr qreal kSideMarginMm = 20;
constexpr qreal kTopMarginMm = 18;
constexpr qreal kBottomMarginMm = 24;

std::vector<std::unique_ptr<ReportBlock>> buildBlocks(const ReportContext &context, const ReportStyle &style)
{
    ReportBuilder builder(style);
    addCoverSection(builder, context);
    addSummarySection(builder, context);
    addOptionsSection(builder, context);   // two to four options pinned in the window
    addInputsSection(builder, context);
    addServingSection(builder, context);
    addMemorySection(builder, context);
    addMethodsSection(builder, context);
    addConfigurationsSection(builder, context);
    addTimeCostSection(builder, context);
    addSensitivitySection(builder, context);
    addOwnershipSection(builder, context);
    addFitSection(builder, context);
    addAssumptionsSection(builder, context);
    addAccuracySection(builder, context);
    addSourcesSection(builder, context);
    addLaunchSection(builder, context);
    addQuoteSection(builder, context);     // a page of its own, last: what the customer signs
    return builder.take();
}

void paintFooter(
    QPainter &painter, const ReportStyle &style, const QRectF &area, const QString &left, int page, int pages)
{
    painter.save();
    painter.setPen(QPen(style.ruleColor(), style.pt(0.5)));
    painter.drawLine(area.topLeft(), area.topRight());
    painter.setPen(style.mutedColor());
    const QFont font = style.smallFont();
    const QString right = ReportText::pageOf(page, pages);
    const qreal rightWidth = QFontMetricsF(font, style.device()).horizontalAdvance(right) + style.mm(1);
    const qreal top = area.top() + style.mm(1.5);
    layoutText(left, font, style.device(), area.width() - rightWidth - style.mm(6), Qt::AlignLeft, &painter,
        QPointF(area.left(), top));
    layoutText(
        right, font, style.device(), rightWidth, Qt::AlignRight, &painter, QPointF(area.right() - rightWidth, top));
    painter.restore();
}

QString footerText(const ReportInfo &info)
{
    QStringList parts { ReportText::title() };
    if (!info.customer.trimmed().isEmpty())
        parts << info.customer.trimmed();
    if (!info.project.trimmed().isEmpty())
        parts << info.project.trimmed();
    parts << QStringLiteral("%1 %2").arg(appinfo::applicationName(), appinfo::version());
    return parts.join(QStringLiteral(" · "));
}

} // namespace

QByteArray ReportWriter::render(const core::Analysis &analysis, const ReportInfo &info, int *pageCount)
{
    QElapsedTimer timer;
    timer.start();
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    int pages = 0;
    {
        const ScopedReportLanguage language(info.language);
        QPdfWriter writer(&buffer);
        setUp(writer, info);
        const ReportStyle style(&writer);
        const ReportLayout layout = ReportWriter::layout(analysis, info, style);
        const QString footerLeft = footerText(info);

        QPainter painter(&writer);
        int current = 0;
        for (const BlockPlacement &placement : layout.pagination.placements) {
            while (current < placement.page) {
                paintFooter(painter, style, layout.footer, footerLeft, current + 1, layout.pagination.pageCount);
                writer.newPage();
                ++current;
            }
            placement.block->paint(painter, placement.rect);
        }
        paintFooter(painter, style, layout.footer, footerLeft, current + 1, layout.pagination.pageCount);
        painter.end();
        pages = layout.pagination.pageCount;
    }
    if (pageCount)
        *pageCount = pages;
    core::logging::get("report")->debug(
        "report: {} pages, {} bytes in {} ms", pages, buffer.data().size(), timer.elapsed());
    return buffer.data();
}

void ReportWriter::setUp(QPdfWriter &writer, const ReportInfo &info)
{
    writer.setResolution(kReportDpi);
    writer.setPageSize(QPageSize(info.paper == ReportPaper::Letter ? QPageSize::Letter : QPageSize::A4));
    writer.setPageMargins(QMarginsF(0, 0, 0, 0));
    writer.setCreator(QStringLiteral("%1 %2").arg(appinfo::applicationName(), appinfo::version()));
    writer.setTitle(info.project.trimmed().isEmpty()
            ? ReportText::title()
            : QStringLiteral("%1 – %2").arg(ReportText::title(), info.project.trimmed()));
}

ReportLayout ReportWriter::layout(const core::Analysis &analysis, const ReportInfo &info, const ReportStyle &style)
{
    ReportLayout layout;
    const ReportContext context { analysis, info, configurationRows(analysis) };
    layout.blocks = buildBlocks(context, style);
    const QRectF page(0, 0, style.device()->width(), style.device()->height());
    layout.content = page.adjusted(
        style.mm(kSideMarginMm), style.mm(kTopMarginMm), -style.mm(kSideMarginMm), -style.mm(kBottomMarginMm));
    layout.footer = QRectF(layout.content.left(), page.bottom() - style.mm(kBottomMarginMm) + style.mm(8),
        layout.content.width(), style.mm(12));
    layout.pagination = paginate(layout.blocks, layout.content);
    return layout;
}

bool ReportWriter::write(const core::Analysis &analysis, const ReportInfo &info, const QString &path, QString *errorMessage)
{
    if (!analysis.valid) {
        if (errorMessage)
            *errorMessage = WriterText::tr("The scenario cannot be estimated, so there is no report to write: %1")
                                .arg(errorText(analysis.error));
        return false;
    }
    const QByteArray pdf = render(analysis, info);
    if (const auto error = core::writeFileAtomically(path.toStdString(), pdf)) {
        core::logging::get("report")->warn("report not written: {}", core::describe(*error));
        if (errorMessage)
            *errorMessage = WriterText::tr("The report could not be saved as %1: %2").arg(path, errorText(*error));
        return false;
    }
    return true;
}

} // namespace gpusizer::ui
