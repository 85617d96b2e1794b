// The report's total cost of ownership and its quote page (issue #23 points 3 and 6): the terms
// and totals as the analysis computes them, the quote's line items, VAT by language and total,
// on a last page of its own with a line to accept it.
#include "test_report_fixtures.h"

#include "model/methodchange.h"
#include "report/reportlanguage.h"
#include "report/reportwriter.h"
#include "text/displayformat.h"

#include <QLocale>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace gpusizer;
using namespace gpusizer::ui;
using namespace reporttest;

namespace {

// Llama 3.1 8B pre-training on one HGX H100 8-GPU server (USD 317,000), in US dollars.
core::Analysis oneServer()
{
    core::Scenario s;
    s.model = *core::ModelCatalog::builtIn().find("llama-3.1-8b");
    s = core::withMethod(s, core::Method::Pretrain);
    s.gpuId = "h100-sxm";
    s.parallel.gpus = 8;
    s.parallel.gpusPerNode = 8;
    s.parallel.sharding = core::Sharding::FSDP;
    s.workload.datasetTokens = 1e9;
    return analysisOf(s);
}

QString write(const QTemporaryDir &dir, const core::Analysis &a, const ReportInfo &info)
{
    const QString path = dir.filePath(QStringLiteral("quote-%1.pdf").arg(info.language));
    QString error;
    EXPECT_TRUE(ReportWriter::write(a, info, path, &error)) << error.toStdString();
    return path;
}

int pageCount(const QString &path)
{
    const QString info = runTool(QStringLiteral("pdfinfo"), {path});
    const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(info);
    return m.hasMatch() ? m.captured(1).toInt() : 0;
}

QString lastPageText(const QString &path)
{
    const QString last = QString::number(pageCount(path));
    return normalised(runTool(QStringLiteral("pdftotext"), {QStringLiteral("-enc"), QStringLiteral("UTF-8"),
                                                            QStringLiteral("-f"), last, QStringLiteral("-l"), last,
                                                            path, QStringLiteral("-")}));
}

} // namespace

// By hand at the default prices: the server, support of 10 % of 317,000 for each of 4 years
// (126,800), subtotal 443,800; Norwegian VAT 25 % = 110,950, total 554,750.
TEST(ReportQuotePage, LineItemsVatAndTotalOnTheLastPageInNorwegian)
{
    const core::Analysis a = oneServer();
    ASSERT_TRUE(a.valid);
    ASSERT_EQ(a.bom.systemId, "hgx-h100-8");
    QTemporaryDir dir;
    const ReportInfo info = infoFor(QStringLiteral("nb"));
    const QString path = write(dir, a, info);
    const QString page = lastPageText(path);
    const ScopedReportLanguage scoped(QStringLiteral("nb"));
    const int decimals = moneyDecimals(554750.0);
    for (const double amount : {317000.0, 31700.0, 126800.0, 443800.0, 110950.0, 554750.0})
        EXPECT_TRUE(page.contains(normalised(formatMoney(amount, "USD", decimals))))
            << formatMoney(amount, "USD", decimals).toStdString() << " not in " << page.toStdString();
    EXPECT_TRUE(page.contains(QStringLiteral("25 %"))) << page.toStdString();
    EXPECT_TRUE(page.contains(info.quoteNumberText())) << page.toStdString();
    EXPECT_TRUE(page.contains(QLocale().toString(info.validity(), QLocale::LongFormat))) << page.toStdString();
    EXPECT_TRUE(page.contains(QStringLiteral("Nordlys Analyse AS"))) << page.toStdString();
    EXPECT_TRUE(page.contains(QStringLiteral("HGX H100 8-GPU server"))) << page.toStdString();
}

// German quotes add 19 %, English none unless typed; 0 leaves VAT out.
TEST(ReportQuotePage, VatFollowsTheLanguageUnlessSet)
{
    const core::Analysis a = oneServer();
    QTemporaryDir dir;
    {
        const QString page = lastPageText(write(dir, a, infoFor(QStringLiteral("de"))));
        const ScopedReportLanguage scoped(QStringLiteral("de"));
        EXPECT_TRUE(page.contains(normalised(formatMoney(443800.0 * 0.19, "USD", moneyDecimals(443800.0 * 1.19)))))
            << page.toStdString();
    }
    ReportInfo english = infoFor(QStringLiteral("en"));
    {
        const QString page = lastPageText(write(dir, a, english));
        EXPECT_FALSE(page.contains(QStringLiteral("Subtotal $443,800 VAT"))) << page.toStdString();
        EXPECT_FALSE(page.contains(QStringLiteral("Total $"))) << page.toStdString();
        EXPECT_TRUE(page.contains(QStringLiteral("excluding VAT"))) << page.toStdString();
        EXPECT_TRUE(page.contains(QStringLiteral("$443,800"))) << page.toStdString();
    }
    english.vatPercent = 20.0;
    english.quoteNumber = QStringLiteral("Q-7731");
    const QString page = lastPageText(write(dir, a, english));
    EXPECT_TRUE(page.contains(QStringLiteral("VAT 20 % $88,760"))) << page.toStdString();
    EXPECT_TRUE(page.contains(QStringLiteral("Total $532,560"))) << page.toStdString();
    EXPECT_TRUE(page.contains(QStringLiteral("Q-7731"))) << page.toStdString();
}

// The total cost of ownership section prints every term and the total as the analysis has them.
TEST(ReportOwnership, PrintsEveryTermOfTheTotalCostOfOwnership)
{
    const core::Analysis a = oneServer();
    const core::TcoEstimate &t = a.estimate.cost.tco;
    ASSERT_GT(t.total, t.purchase);
    QTemporaryDir dir;
    const QString text = pdfText(write(dir, a, infoFor(QStringLiteral("en"))));
    const ScopedReportLanguage scoped(QStringLiteral("en"));
    const int decimals = moneyDecimals(std::max(t.total, t.rentTotal));
    EXPECT_TRUE(text.contains(QStringLiteral("Total cost of ownership"))) << text.toStdString();
    // The residual is a deduction: a minus sign before the amount (not the locale's brackets).
    EXPECT_TRUE(text.contains(QStringLiteral("\u2212") + normalised(formatMoney(t.residual, "USD", decimals))))
        << text.toStdString();
    for (const double amount : {t.purchase, t.financing, t.energy, t.hosting, t.support, t.total, t.rentTotal})
        EXPECT_TRUE(text.contains(normalised(formatMoney(amount, "USD", decimals))))
            << formatMoney(amount, "USD", decimals).toStdString();
}

// Money in one precision per column of the configurations table (issue #23 point 8): beside
// USD 1,475 a run of USD 84.36 reads "$84", not "$84.36".
TEST(ReportConfigurations, AMoneyColumnHasOnePrecision)
{
    core::Analysis a = analysisOf(qloraScenario());
    ASSERT_GE(a.recommendation.candidates.size(), 2u);
    a.recommendation.candidates[0].estimate.cost.rentTotal = 84.36;
    a.recommendation.candidates[1].estimate.cost.rentTotal = 1475.2;
    QTemporaryDir dir;
    const QString text = pdfText(write(dir, a, infoFor(QStringLiteral("en"))));
    EXPECT_TRUE(text.contains(QStringLiteral("$84 "))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("$1,475 "))) << text.toStdString();
    EXPECT_FALSE(text.contains(QStringLiteral("$84.36"))) << text.toStdString();
}
