#include "analysis/analysis.h"
#include "catalog/gpucatalog.h"
#include "catalog/modelcatalog.h"
#include "document/scenariodocument.h"
#include "mainwindow.h"
#include "quickstarts.h"

#include <QAction>

#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <set>
#include <string>

using namespace gpusizer;
using namespace gpusizer::ui;

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

std::string describe(const QuickStart &start, const core::Analysis &analysis)
{
    const core::Estimate &e = analysis.estimate;
    static constexpr std::array<const char *, static_cast<std::size_t>(core::MemoryComponent::Count)> names{
        "weights", "adapters", "master", "gradients", "optimizer", "activations",
        "logits",  "kv",       "buffers", "context", "reserve"};
    std::string parts;
    for (std::size_t i = 0; i < names.size(); ++i) {
        char part[64];
        std::snprintf(part, sizeof part, " %s=%.1f", names[i], e.memory.bytes[i] / kGiB);
        parts += part;
    }
    char line[512];
    std::snprintf(line, sizeof line, "%s (%s on %d x %s): required %.1f GiB per GPU, usable %.1f GiB, limit %.1f GiB;",
                  start.id.toStdString().c_str(), start.title.toStdString().c_str(), start.scenario.parallel.gpus,
                  start.scenario.gpuId.c_str(), e.requiredBytes / kGiB, e.capacityBytes / kGiB,
                  analysis.fitPolicy.limitBytes(e.capacityBytes) / kGiB);
    std::string out = line + parts;
    if (e.serving) {
        std::snprintf(line, sizeof line, "; serving fits=%d kvPool=%.1f GiB maxConcurrency=%d holdsLoad=%d",
                      e.serving->fits ? 1 : 0, e.serving->kvPoolBytes / kGiB, e.serving->maxConcurrency,
                      e.serving->holdsLoad ? 1 : 0);
        out += line;
    }
    if (!analysis.valid)
        out += "; invalid: " + analysis.error.field + ": " + analysis.error.detail;
    return out;
}

} // namespace

TEST(QuickStarts, EveryQuickStartFitsAsOpened)
{
    const std::vector<QuickStart> starts = quickStarts(core::ModelCatalog::builtIn(), core::Prices{});
    ASSERT_EQ(starts.size(), 12u);
    core::AnalysisOptions options;
    options.withRecommendations = false;
    for (const QuickStart &start : starts) {
        const core::Analysis analysis = core::analyse(start.scenario, core::GpuCatalog::builtIn(), options);
        const std::string what = describe(start, analysis);
        ASSERT_TRUE(analysis.valid) << what;
        EXPECT_EQ(analysis.verdict(), core::FitVerdict::Fits) << what;
        if (analysis.estimate.serving) {
            EXPECT_TRUE(analysis.estimate.serving->fits) << what;
        }
    }
}

// The same through the window: each menu entry opens a scenario the window shows as fitting.
TEST(QuickStarts, EveryMenuEntryOpensFitting)
{
    MainWindow window;
    const QString prefix = QStringLiteral("quickStart_");
    std::set<QString> opened;
    for (QAction *action : window.findChildren<QAction *>()) {
        if (!action->objectName().startsWith(prefix))
            continue;
        action->trigger();
        window.document()->flush();
        const core::Analysis &analysis = window.document()->analysis();
        const QString id = action->objectName().mid(prefix.size());
        opened.insert(id);
        QuickStart start;
        start.id = id;
        start.title = action->text();
        start.scenario = window.document()->scenario();
        const std::string what = describe(start, analysis);
        ASSERT_TRUE(analysis.valid) << what;
        EXPECT_EQ(analysis.scenario, window.document()->scenario()) << what;
        EXPECT_EQ(analysis.verdict(), core::FitVerdict::Fits) << what;
        if (analysis.estimate.serving) {
            EXPECT_TRUE(analysis.estimate.serving->fits) << what;
        }
    }
    EXPECT_EQ(opened.size(), 12u);
}
