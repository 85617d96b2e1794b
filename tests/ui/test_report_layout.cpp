// Pagination and text wrapping of the report layout.
#include "report/reportpaginator.h"
#include "report/textblock.h"

#include <QImage>
#include <QPainter>

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
