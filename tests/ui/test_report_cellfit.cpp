// Issue #16: the report of a 70B pre-training run on 2T tokens, in every language, breaks no
// number or unit across lines and prints no internal file names. Every table row is measured
// with the font and paint device the report paints it with, at the width it is placed at.
#include "test_report_fixtures.h"

#include "text/displayformat.h"
#include "report/reportlanguage.h"
#include "report/reportstyle.h"
#include "report/reportwriter.h"
#include "report/tablerowblock.h"
#include "report/textblock.h"

#include <QBuffer>
#include <QFontMetricsF>
#include <QPdfWriter>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <map>
#include <set>

using namespace gpusizer;
using namespace gpusizer::ui;
using namespace reporttest;

namespace {

// Where a line may break: ordinary spaces and line breaks, never a no-break space.
const QRegularExpression &breakableSpace()
{
    static const QRegularExpression re(QStringLiteral("[ \\t\\n\\r\\x{2028}\\x{2029}]+"));
    return re;
}

// A number (digits with their separators, ending in a digit) that an ordinary space follows,
// or a currency symbol an ordinary space separates from its amount: a line could break there.
const QRegularExpression &breakAfterNumber()
{
    static const QRegularExpression re(QStringLiteral(
        "(?:(?<![\\p{L}\\p{N}.,])\\d(?:[\\d.,'\\x{00A0}\\x{202F}]*\\d)?|\\p{Sc}|\\bkr) (?=\\p{L}|\\p{Sc}|%|\\d)"));
    return re;
}

QString visible(QString text)
{
    text.replace(QChar(0x00A0), QStringLiteral("·"));
    text.replace(QChar(0x202F), QStringLiteral("·"));
    return text;
}

struct LaidOut {
    QBuffer buffer;
    std::unique_ptr<QPdfWriter> writer;
    std::unique_ptr<ReportStyle> style;
    ReportLayout layout;
};

// The report of `analysis` laid out exactly as ReportWriter::render() lays it out.
std::unique_ptr<LaidOut> layOut(const core::Analysis &analysis, const ReportInfo &info)
{
    auto out = std::make_unique<LaidOut>();
    out->buffer.open(QIODevice::WriteOnly);
    const ScopedReportLanguage language(info.language);
    out->writer = std::make_unique<QPdfWriter>(&out->buffer);
    ReportWriter::setUp(*out->writer, info);
    out->style = std::make_unique<ReportStyle>(out->writer.get());
    out->layout = ReportWriter::layout(analysis, info, *out->style);
    return out;
}

// The table rows of the report with the width each is placed at (a row a header repeats is
// listed once).
std::vector<std::pair<const TableRowBlock *, qreal>> tableRows(const ReportLayout &layout)
{
    std::vector<std::pair<const TableRowBlock *, qreal>> rows;
    std::set<const ReportBlock *> seen;
    for (const BlockPlacement &placement : layout.pagination.placements) {
        const auto *row = dynamic_cast<const TableRowBlock *>(placement.block);
        if (row && seen.insert(row).second)
            rows.emplace_back(row, placement.rect.width());
    }
    return rows;
}

// The height of `text` laid out in one line of unlimited width.
qreal oneLineHeight(const TableRowBlock &row, const QString &text)
{
    return layoutText(text, row.font(), row.device(), 1e9, Qt::AlignLeft);
}

class ReportCellFit : public ::testing::TestWithParam<std::tuple<const char *, ReportPaper>>
{
protected:
    static core::Analysis analysis()
    {
        const core::Analysis a = analysisOf(pretrain70bScenario());
        EXPECT_TRUE(a.valid);
        EXPECT_EQ(a.verdict(), core::FitVerdict::Fits) << "64 × H100 with FSDP holds a 70B pre-training run";
        return a;
    }
    static ReportInfo info() { return infoFor(QString::fromLatin1(std::get<0>(GetParam())), std::get<1>(GetParam())); }
};

} // namespace

TEST(ReportCellFit, ScenarioIsTheRecommendedSetupOfA70bPretraining)
{
    const core::Analysis a = analysisOf(pretrain70bScenario());
    ASSERT_TRUE(a.valid);
    EXPECT_EQ(a.verdict(), core::FitVerdict::Fits);
    EXPECT_DOUBLE_EQ(a.scenario.workload.datasetTokens, 2e12);
    EXPECT_NEAR(a.scenario.model.publishedParamsB, 70.6, 0.1);
    // A run of weeks to months and a bill of millions: the long numbers the tables must hold.
    EXPECT_GT(a.estimate.time.wallSeconds, 7 * 24 * 3600.0);
    EXPECT_GT(a.estimate.cost.rentTotal, 1e6);
    ASSERT_FALSE(a.recommendation.candidates.empty());
}

// Values (the cells of a table or a label-value row that do not wrap: numbers with their
// units, amounts, labels) fit their column on one line: the width the row gives the cell's
// text holds the text measured with the font the row paints it with, and the row's own layout
// of it is one line high. Headings and the cells that wrap (GPU names, phrases) break only
// between words (each word fits the column), and never between a number and its unit.
TEST_P(ReportCellFit, EveryValueFitsItsColumnOnOneLine)
{
    const core::Analysis a = analysis();
    ASSERT_TRUE(a.valid);
    const ReportInfo reportInfo = info();
    const auto laidOut = layOut(a, reportInfo);
    QStringList values;
    int tables = 0;
    for (const auto &[row, width] : tableRows(laidOut->layout)) {
        const QFontMetricsF metrics(row->font(), row->device());
        EXPECT_EQ(row->device(), laidOut->writer.get());
        if (row->kind() == RowKind::Header)
            ++tables;
        for (std::size_t column = 0; column < row->cells().size(); ++column) {
            const TableCell &cell = row->cells()[column];
            if (cell.text.isEmpty())
                continue;
            const qreal available = row->cellTextWidth(column, width);
            const QRegularExpressionMatch loose = breakAfterNumber().match(cell.text);
            EXPECT_FALSE(loose.hasMatch()) << "a line may break after '" << loose.captured().toStdString() << "' in '"
                                           << visible(cell.text).toStdString() << "'";
            if (row->kind() != RowKind::Header && !cell.wraps) {
                values << normalised(cell.text);
                const qreal needed = metrics.horizontalAdvance(cell.text);
                EXPECT_LE(needed, available) << "'" << visible(cell.text).toStdString() << "' needs " << needed
                                             << " of " << available << " device units";
                EXPECT_DOUBLE_EQ(layoutText(cell.text, row->font(), row->device(), available, cell.alignment),
                    oneLineHeight(*row, cell.text))
                    << "'" << visible(cell.text).toStdString() << "' wraps";
                continue;
            }
            for (const QString &word : cell.text.split(breakableSpace(), Qt::SkipEmptyParts)) {
                const qreal needed = metrics.horizontalAdvance(word);
                EXPECT_LE(needed, available)
                    << "'" << visible(word).toStdString() << "' of '" << visible(cell.text).toStdString() << "' needs "
                    << needed << " of " << available;
            }
        }
    }
    // The memory and configurations tables (pre-training compares no fine-tuning methods), and
    // among the values checked the long figures of this run: the hours, the rent and the
    // required memory.
    EXPECT_GE(tables, 2);
    EXPECT_GE(values.size(), 60);
    const ScopedReportLanguage language(reportInfo.language);
    const std::string &currency = a.scenario.prices.currency;
    for (const QString &figure :
        { formatHours(a.estimate.time.wallSeconds), formatMoney(a.estimate.cost.rentTotal, currency),
            formatMoney(a.estimate.cost.ownTotal, currency), formatGiB(a.estimate.requiredBytes, 2) })
        EXPECT_TRUE(values.contains(normalised(figure))) << "'" << figure.toStdString() << "' is not a value";
}

// Running text keeps each number with its unit too (sentences in paragraphs and bullets).
TEST_P(ReportCellFit, TextKeepsNumbersWithTheirUnits)
{
    const core::Analysis a = analysis();
    ASSERT_TRUE(a.valid);
    const auto laidOut = layOut(a, info());
    int checked = 0;
    for (const BlockPlacement &placement : laidOut->layout.pagination.placements) {
        const auto *block = dynamic_cast<const TextBlock *>(placement.block);
        if (!block)
            continue;
        ++checked;
        const QRegularExpressionMatch loose = breakAfterNumber().match(block->text());
        EXPECT_FALSE(loose.hasMatch()) << "a line may break after '" << loose.captured().toStdString() << "' in '"
                                       << visible(block->text()).toStdString() << "'";
    }
    EXPECT_GE(checked, 20);
}

// No table row stands alone on a page: a table that breaks leaves at least two of its rows
// on each page it spans.
TEST_P(ReportCellFit, NoTableRowStandsAloneOnAPage)
{
    const core::Analysis a = analysis();
    ASSERT_TRUE(a.valid);
    const auto laidOut = layOut(a, info());
    std::map<std::pair<const ReportBlock *, int>, int> rowsOnPage;
    std::map<const ReportBlock *, int> rowsOfTable;
    for (const BlockPlacement &placement : laidOut->layout.pagination.placements) {
        if (const ReportBlock *header = placement.block->repeatHeader) {
            ++rowsOnPage[{ header, placement.page }];
            ++rowsOfTable[header];
        }
    }
    ASSERT_GE(rowsOfTable.size(), 2u);  // memory and configurations
    for (const auto &[where, rows] : rowsOnPage)
        if (rowsOfTable[where.first] > 1) {
            EXPECT_GE(rows, 2) << "a table with " << rowsOfTable[where.first] << " rows has " << rows << " on page "
                               << where.second + 1;
        }
}

// What the customer reads names no file, case table, source tag or repository of ours.
TEST_P(ReportCellFit, PrintsNoInternalFileNames)
{
    const core::Analysis a = analysis();
    ASSERT_TRUE(a.valid);
    const ReportInfo reportInfo = info();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("pretrain-70b-%1.pdf").arg(reportInfo.language));
    QString error;
    ASSERT_TRUE(ReportWriter::write(a, reportInfo, path, &error)) << error.toStdString();
    const QString text = pdfText(path);
    ASSERT_FALSE(text.isEmpty());
    for (const auto &[what, pattern] : internalPatterns()) {
        const QRegularExpressionMatch match = pattern.match(text);
        EXPECT_FALSE(match.hasMatch())
            << what << ": '" << match.captured().toStdString() << "' in '"
            << text.mid(std::max<qsizetype>(0, match.capturedStart() - 80), 200).toStdString() << "'";
    }
}

INSTANTIATE_TEST_SUITE_P(Pretrain70b, ReportCellFit,
    ::testing::Combine(::testing::Values("en", "nb", "de"), ::testing::Values(ReportPaper::A4, ReportPaper::Letter)),
    [](const ::testing::TestParamInfo<ReportCellFit::ParamType> &param) {
        std::string name = std::get<0>(param.param);
        name += std::get<1>(param.param) == ReportPaper::A4 ? "_A4" : "_Letter";
        return name;
    });
