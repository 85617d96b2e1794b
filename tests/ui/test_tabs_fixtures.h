#pragma once

// What the tests of the tabs beside the charts share (the map, the Pareto fronts, "What moves
// it"): showing a tab with its content computed, a translator that marks the tab's texts, the
// language reset after a test in another one, and the checks that no text of a chart that
// paints itself is cut or runs into another.
#include "document/scenariodocument.h"
#include "i18n/languagemanager.h"
#include "mainwindow.h"
#include "model/scenario.h"
#include "test_report_fixtures.h"
#include "widgets/pagetabs.h"

#include <QApplication>
#include <QByteArray>
#include <QRect>
#include <QRectF>
#include <QSize>
#include <QString>
#include <QTranslator>

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <functional>
#include <optional>
#include <utility>
#include <vector>

namespace gpusizer::ui::tabtest {

// A few turns of the event loop: the document's signals, the layouts, the paints.
inline void settle()
{
    for (int i = 0; i < 4; ++i)
        QApplication::processEvents();
}

// The report tests' serving scenario (Llama 3.1 8B on vLLM, 1,000 tokens in and 300 out, on one
// H100) for `users` concurrent users with a p99 TPOT target and, where given, a TTFT target.
inline core::Scenario servingScenario(int users, double tpotTargetMs, std::optional<double> ttftTargetMs = std::nullopt)
{
    core::Scenario s = reporttest::servingScenario();
    s.serving.concurrency = users;
    s.serving.tpotTargetMs = tpotTargetMs;
    s.serving.ttftTargetMs = ttftTargetMs;
    s.serving.targetStat = core::LatencyStat::P99;
    return s;
}

// The window at `size` with `scenario` (where given: else the default one), `tab` of the centre
// tabs shown and `finish` computing what it shows now.
inline void showTab(MainWindow &window, QWidget *tab, const std::optional<core::Scenario> &scenario, QSize size,
    const std::function<void()> &finish)
{
    window.resize(size);
    window.show();
    if (scenario)
        window.document()->replaceScenario(QStringLiteral("test"), *scenario);
    window.document()->flush();
    auto *tabs = window.findChild<PageTabs *>(QStringLiteral("centerTabs"));
    ASSERT_NE(tabs, nullptr);
    tabs->setCurrentWidget(tab);
    settle();
    finish();
    settle();
}

// Marks every text of the classes `contexts` as translated, and the window's `tabTitle`:
// "⟦Map⟧" for "Map".
class MarkingTranslator final : public QTranslator
{
public:
    MarkingTranslator(std::vector<QByteArray> contexts, QByteArray tabTitle)
        : m_contexts(std::move(contexts))
        , m_tabTitle(std::move(tabTitle))
    {
    }
    QString translate(const char *context, const char *source, const char *, int) const override
    {
        const QByteArray c(context);
        if (std::find(m_contexts.begin(), m_contexts.end(), c) != m_contexts.end()
            || (c == "gpusizer::ui::MainWindow" && QByteArray(source) == m_tabTitle))
            return QStringLiteral("\u27E6%1\u27E7").arg(QString::fromUtf8(source));
        return {};
    }
    bool isEmpty() const override { return false; }

private:
    std::vector<QByteArray> m_contexts;
    QByteArray m_tabTitle;
};

inline bool marked(const QString &text)
{
    return text.contains(QChar(0x27E6));
}

// The laptop screens every tab must fit.
inline const std::array kLaptopSizes { QSize(1366, 768), QSize(1280, 720) };

// A test in each language of its parameter ("en", "nb", "de"), leaving English for the next.
class LanguageTest : public ::testing::TestWithParam<const char *>
{
protected:
    void SetUp() override { ASSERT_TRUE(m_languages.setLanguage(QString::fromLatin1(GetParam()))); }
    void TearDown() override
    {
        LanguageManager languages;
        languages.setLanguage(QStringLiteral("en"));
    }
    // The start of a failure's message: "nb 1366×768 Cost of the run: ".
    QString whereAt(QSize size, const QString &what = {}) const
    {
        QString at = QStringLiteral("%1 %2×%3").arg(QLatin1String(GetParam())).arg(size.width()).arg(size.height());
        if (!what.isEmpty())
            at += QLatin1Char(' ') + what;
        return at + QStringLiteral(": ");
    }

private:
    LanguageManager m_languages;
};

// Every text lies inside `chart` (within half a pixel) and overlaps no other; `where` begins
// each failure's message.
template<typename Text>
void expectInsideAndApart(const std::vector<Text> &texts, const QRect &chart, const QString &where)
{
    const QRectF inside = QRectF(chart).adjusted(-0.5, -0.5, 0.5, 0.5);
    for (std::size_t i = 0; i < texts.size(); ++i) {
        EXPECT_TRUE(inside.contains(texts[i].rect)) << QString(where + texts[i].text).toStdString();
        for (std::size_t k = i + 1; k < texts.size(); ++k) {
            const QRectF overlap = texts[i].rect.intersected(texts[k].rect);
            EXPECT_FALSE(overlap.width() > 0.5 && overlap.height() > 0.5)
                << QString(where + texts[i].text + QStringLiteral(" and ") + texts[k].text).toStdString();
        }
    }
}

// A text shown in a shorter form keeps its whole text for the tooltip, which starts as it does.
template<typename Text> void expectWholeKept(const std::vector<Text> &texts, const QString &where)
{
    for (const Text &t : texts)
        EXPECT_TRUE(t.whole.isEmpty() || t.whole.startsWith(t.text.left(3))) << QString(where + t.text).toStdString();
}

} // namespace gpusizer::ui::tabtest
