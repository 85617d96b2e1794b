// Pagination and text wrapping of the report layout.
#include "report/reportbuilder.h"
#include "report/reportpaginator.h"
#include "report/reportstyle.h"
#include "report/textblock.h"

#include <QBuffer>
#include <QFontMetricsF>
#include <QImage>
#include <QPainter>
#include <QPdfWriter>

#include <gtest/gtest.h>

using namespace gpusizer::ui;

namespace {

class FixedBlock final : public ReportBlock
{
public:
    explicit FixedBlock(qreal h)
        : m_height(h)
    {
    }
    qreal height(qreal) const override { return m_height; }
    void paint(QPainter &, const QRectF &) const override { }

private:
    qreal m_height;
};

std::unique_ptr<ReportBlock> block(qreal h, qreal spaceBefore = 0, bool keepWithNext = false)
{
    auto b = std::make_unique<FixedBlock>(h);
    b->spaceBefore = spaceBefore;
    b->keepWithNext = keepWithNext;
    return b;
}

const QRectF kContent(10, 20, 100, 100); // top 20, bottom 120

} // namespace

TEST(ReportPaginator, FlowsBlocksAndBreaksWhenTheNextDoesNotFit)
{
    std::vector<std::unique_ptr<ReportBlock>> blocks;
    blocks.push_back(block(40));
    blocks.push_back(block(40, 10)); // 20+40+10 = 70 .. 110
    blocks.push_back(block(30, 10)); // would end at 150 > 120: next page, space dropped
    const Pagination p = paginate(blocks, kContent);
    ASSERT_EQ(p.placements.size(), 3u);
    EXPECT_EQ(p.pageCount, 2);
    EXPECT_EQ(p.placements[0].rect, QRectF(10, 20, 100, 40));
    EXPECT_EQ(p.placements[1].rect, QRectF(10, 70, 100, 40));
    EXPECT_EQ(p.placements[2].page, 1);
    EXPECT_EQ(p.placements[2].rect, QRectF(10, 20, 100, 30));
}

TEST(ReportPaginator, HeadingMovesWithTheBlockAfterIt)
{
    std::vector<std::unique_ptr<ReportBlock>> blocks;
    blocks.push_back(block(70));
    blocks.push_back(block(10, 0, true)); // heading: fits (90) but its paragraph (to 130) does not
    blocks.push_back(block(40));
    const Pagination p = paginate(blocks, kContent);
    EXPECT_EQ(p.placements[1].page, 1);
    EXPECT_EQ(p.placements[1].rect.top(), 20);
    EXPECT_EQ(p.placements[2].page, 1);
    EXPECT_EQ(p.placements[2].rect.top(), 30);
}

TEST(ReportPaginator, TableHeaderRepeatsOnTheNextPage)
{
    std::vector<std::unique_ptr<ReportBlock>> blocks;
    blocks.push_back(block(10, 0, true)); // header row
    const ReportBlock *header = blocks.back().get();
    for (int i = 0; i < 12; ++i) {
        blocks.push_back(block(10));
        blocks.back()->repeatHeader = header;
    }
    const Pagination p = paginate(blocks, kContent);
    // Page 1: header + 9 rows; page 2: header again + 3 rows.
    EXPECT_EQ(p.pageCount, 2);
    ASSERT_EQ(p.placements.size(), 14u);
    EXPECT_EQ(p.placements[10].block, header);
    EXPECT_EQ(p.placements[10].page, 1);
    EXPECT_EQ(p.placements[10].rect.top(), 20);
    EXPECT_EQ(p.placements[11].rect.top(), 30);
}

TEST(ReportText, LongWordWrapsInsideTheWidthInsteadOfOverflowing)
{
    QImage image(400, 400, QImage::Format_ARGB32);
    QFont font;
    font.setPixelSize(12);
    const QString word = QStringLiteral("Donaudampfschifffahrtsgesellschaftskapitänsmützen");
    const qreal oneLine = layoutText(QStringLiteral("kurz"), font, &image, 100, Qt::AlignLeft);
    const qreal wrapped = layoutText(word, font, &image, 100, Qt::AlignLeft);
    EXPECT_GT(oneLine, 0);
    EXPECT_GE(wrapped, 3 * oneLine); // a ~350 px word in 100 px lines needs several lines
    // Nothing painted outside the 100 px column.
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        painter.setPen(Qt::black);
        layoutText(word, font, &image, 100, Qt::AlignLeft, &painter, QPointF(0, 0));
    }
    for (int y = 0; y < image.height(); ++y)
        for (int x = 101; x < image.width(); ++x)
            ASSERT_EQ(image.pixel(x, y), qRgb(255, 255, 255)) << x << "," << y;
}

namespace {

// Pages of a report table: how many of its rows (not counting repeated headers) each page holds.
std::vector<int> rowsPerPage(const Pagination &p, const ReportBlock *header)
{
    std::vector<int> rows(static_cast<std::size_t>(p.pageCount), 0);
    for (const BlockPlacement &placement : p.placements)
        if (placement.block->repeatHeader == header)
            ++rows[static_cast<std::size_t>(placement.page)];
    return rows;
}

class ReportTable : public ::testing::Test
{
protected:
    ReportTable()
        : writer(&buffer)
    {
        buffer.open(QIODevice::WriteOnly);
        writer.setResolution(kReportDpi);
    }

    // A paragraph, then a table of `count` rows; returns the blocks (paragraph, header, rows).
    std::vector<std::unique_ptr<ReportBlock>> paragraphAndTable(const ReportStyle &style, int count)
    {
        ReportBuilder builder(style);
        builder.paragraph(QStringLiteral("Configurations that were considered, best first."));
        std::vector<std::vector<TableCell>> rows;
        for (int i = 1; i <= count; ++i)
            rows.push_back({ { QString::number(i), Qt::AlignRight, std::nullopt },
                { QStringLiteral("%1 × H100 SXM5 80GB").arg(i * 8), Qt::AlignLeft, std::nullopt, true } });
        builder.table({ { QStringLiteral("#"), Qt::AlignRight, std::nullopt },
                          { QStringLiteral("GPUs"), Qt::AlignLeft, std::nullopt } },
            rows, { 0.1, 0.9 });
        return builder.take();
    }

    QBuffer buffer;
    QPdfWriter writer;
};

} // namespace

TEST_F(ReportTable, LastRowNeverStandsAloneOnANewPage)
{
    const ReportStyle style(&writer);
    const auto blocks = paragraphAndTable(style, 5);
    ASSERT_EQ(blocks.size(), 7u);
    const qreal width = style.mm(170);
    // Room for the paragraph, the header and four rows: the fifth alone would start page 2.
    qreal height = 0;
    for (std::size_t i = 0; i < 6; ++i)
        height += (i > 0 ? blocks[i]->spaceBefore : 0) + blocks[i]->height(width);
    const Pagination p = paginate(blocks, QRectF(0, 0, width, height + 1));
    EXPECT_EQ(rowsPerPage(p, blocks[1].get()), (std::vector<int> { 3, 2 }));
}

TEST_F(ReportTable, FirstRowNeverStandsAloneAtTheBottomOfAPage)
{
    const ReportStyle style(&writer);
    const auto blocks = paragraphAndTable(style, 5);
    const qreal width = style.mm(170);
    // Room for the paragraph, the header and one row: the header and two rows go to page 2.
    qreal height = 0;
    for (std::size_t i = 0; i < 3; ++i)
        height += (i > 0 ? blocks[i]->spaceBefore : 0) + blocks[i]->height(width);
    const Pagination p = paginate(blocks, QRectF(0, 0, width, height + 1));
    EXPECT_EQ(rowsPerPage(p, blocks[1].get()).front(), 0);
    EXPECT_EQ(p.placements[1].block, blocks[1].get());
    EXPECT_EQ(p.placements[1].page, 1);
}

TEST_F(ReportTable, ValuesWidenTheirColumnAndNamesWrapBetweenWords)
{
    const ReportStyle style(&writer);
    ReportBuilder builder(style);
    const QString amount = QStringLiteral("$12,345,678");
    const QString name = QStringLiteral("1,024\u00A0×\u00A0RTX 6000 Ada Generation (this scenario)");
    // The amount's column is 5 % of the table: far too narrow for it at its preferred width.
    builder.table({ { QStringLiteral("GPUs"), Qt::AlignLeft, std::nullopt },
                      { QStringLiteral("Rent"), Qt::AlignRight, std::nullopt } },
        { { { name, Qt::AlignLeft, std::nullopt, true }, { amount, Qt::AlignRight, std::nullopt } } }, { 0.95, 0.05 });
    const auto blocks = builder.take();
    const auto *row = dynamic_cast<const TableRowBlock *>(blocks.at(1).get());
    ASSERT_NE(row, nullptr);
    const qreal width = style.mm(60);
    const QFontMetricsF metrics(row->font(), row->device());
    EXPECT_GE(row->cellTextWidth(1, width), metrics.horizontalAdvance(amount));
    // The name took the rest and wraps, but only between words.
    EXPECT_LT(row->cellTextWidth(0, width), metrics.horizontalAdvance(name));
    EXPECT_GE(row->cellTextWidth(0, width), metrics.horizontalAdvance(QStringLiteral("Generation")));
    // The amount's line and more: the name's lines make the row taller than one line.
    EXPECT_GT(row->height(width), 2 * metrics.height());
}

TEST(ReportText, NumbersKeepTheirUnits)
{
    // "·" stands for a no-break space in the expected texts.
    const auto noBreak = [](QString text) { return text.replace(QStringLiteral("·"), QStringLiteral("\u00A0")); };
    EXPECT_EQ(keepNumbersWithUnits(QStringLiteral("12,140 h (776,953 GPU-hours)")),
        noBreak(QStringLiteral("12,140·h (776,953·GPU-hours)")));
    EXPECT_EQ(keepNumbersWithUnits(QStringLiteral("2.000.000.000.000 Token, eine Epoche")),
        noBreak(QStringLiteral("2.000.000.000.000·Token, eine Epoche")));
    EXPECT_EQ(keepNumbersWithUnits(QStringLiteral("kr 1 500 per år")), noBreak(QStringLiteral("kr·1·500·per år")));
    // Names with digits stay breakable, and so does the space after a sentence's last number.
    EXPECT_EQ(keepNumbersWithUnits(QStringLiteral("H100 SXM5 80GB, MLPerf v4.0 results")),
        QStringLiteral("H100 SXM5 80GB, MLPerf v4.0 results"));
    EXPECT_EQ(keepNumbersWithUnits(QStringLiteral("in 2026. The")), QStringLiteral("in 2026. The"));
    // A model number stays with its series: "RTX" and "6000 Ada" on two lines read as two things.
    EXPECT_EQ(keepModelNumbersWithSeries(keepNumbersWithUnits(QStringLiteral("Workstation, 4 × RTX 6000 Ada (4 GPUs)"))),
        noBreak(QStringLiteral("Workstation, 4 × RTX·6000·Ada (4·GPUs)")));
    EXPECT_EQ(keepModelNumbersWithSeries(QStringLiteral("ZeRO-3, TP 8, MI300X 2")), noBreak(QStringLiteral("ZeRO-3, TP·8, MI300X 2")));
}
