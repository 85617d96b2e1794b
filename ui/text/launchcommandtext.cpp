#include "text/launchcommandtext.h"
#include "util/qstringfromutf8.h"

#include "catalog/gpucatalog.h"
#include "estimate/serving/servingmodel.h"
#include "util/shellquote.h"

#include <QCoreApplication>
#include <QLocale>

namespace gpusizer::ui {

using core::toQString;

namespace {

struct LaunchCommandText {
    Q_DECLARE_TR_FUNCTIONS(LaunchCommandText)
};

QString gapText(core::serving::LaunchGap gap)
{
    using core::serving::LaunchGap;
    switch (gap) {
    case LaunchGap::ModelPath:
        return LaunchCommandText::tr("No Hugging Face repository is known for this model: put the checkpoint's path in "
                                     "its place.");
    case LaunchGap::WeightFormat:
        return LaunchCommandText::tr("The weights' format needs a checkpoint quantised to it first.");
    case LaunchGap::KvCacheFormat:
        return LaunchCommandText::tr("The KV-cache format has no flag at this version: set it in the engine's "
                                     "configuration.");
    case LaunchGap::ExpertParallel:
        return LaunchCommandText::tr("Expert parallelism has no flag at this version: set it in the engine's "
                                     "configuration.");
    case LaunchGap::PrefixCache:
        return LaunchCommandText::tr("Prefix caching has no flag at this version: enable KV block reuse in the "
                                     "engine's configuration.");
    case LaunchGap::MultiNode:
        return LaunchCommandText::tr("A replica spans servers: start it with the engine's multi-node launcher.");
    case LaunchGap::PipelineParallel:
        return LaunchCommandText::tr("This engine has no pipeline parallelism at this version: the replica's "
                                     "pipeline stages need another engine.");
    case LaunchGap::DraftModelPath:
        return LaunchCommandText::tr("No checkpoint of the draft head is known for this model: put its path in place "
                                     "of the name derived from the model's.");
    case LaunchGap::Speculative:
        return LaunchCommandText::tr("Speculative decoding with this method has no flag at this version: set it in "
                                     "the engine's configuration.");
    }
    return {};
}

} // namespace

std::optional<core::serving::LaunchCommand> launchCommandOf(const core::Scenario &s)
{
    if (s.method != core::Method::Inference)
        return std::nullopt;
    const core::GpuSpec *gpu = core::GpuCatalog::builtIn().find(s.gpuId);
    if (gpu == nullptr)
        return std::nullopt;
    return core::serving::launchCommand(s, *gpu, core::estimateServing(s, *gpu));
}

QString launchReplicasText(const core::serving::LaunchCommand &c)
{
    const QString version = toQString(c.cli->version);
    // Two counts, two numerus messages: "Start 3 replicas," + "each on 4 GPUs (vLLM 0.8.5):".
    return LaunchCommandText::tr("Start %n replica(s),", "then: each on N GPUs", c.replicas) + QLatin1Char(' ')
        + LaunchCommandText::tr("each on %n GPU(s) (%1):", "after: Start N replicas,", c.gpusPerReplica).arg(version);
}

QString launchCommandLines(const core::serving::LaunchCommand &c)
{
    // The program and the model on the first line, then a flag and its value a line.
    QStringList lines;
    QString line;
    for (std::size_t i = 0; i < c.argv.size(); ++i) {
        const QString word = QString::fromStdString(core::shellQuote(c.argv[i]));
        const bool flag = c.argv[i].starts_with("--");
        if (flag && !line.isEmpty() && i > 1) {
            lines << line;
            line = QStringLiteral("  ");
        } else if (!line.isEmpty() && line != QLatin1String("  ")) {
            line += QLatin1Char(' ');
        }
        line += word;
    }
    if (!line.isEmpty())
        lines << line;
    return lines.join(QStringLiteral(" \\\n"));
}

QStringList launchGapTexts(const core::serving::LaunchCommand &c)
{
    QStringList texts;
    for (const core::serving::LaunchGap gap : c.gaps)
        texts << gapText(gap);
    return texts;
}

QString launchCommandSnippet(const core::serving::LaunchCommand &c)
{
    QStringList lines{QStringLiteral("# ") + launchReplicasText(c)};
    for (const QString &gap : launchGapTexts(c))
        lines << QStringLiteral("# ") + gap;
    lines << launchCommandLines(c);
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace gpusizer::ui
