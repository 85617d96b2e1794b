#include "launchcommandoutput.h"
#include "util/qstringfromutf8.h"

#include "estimate/serving/launchcommand.h"

#include <QJsonArray>
#include <QString>

#include <cstdio>
#include <string>

namespace gpusizer::cli {

using namespace gpusizer::core;
using serving::LaunchCommand;
using serving::LaunchGap;

namespace {

// What is left to do by hand for a gap.
const char *gapText(LaunchGap gap)
{
    switch (gap) {
    case LaunchGap::ModelPath:
        return "no Hugging Face repository is known: put the checkpoint's path for the model";
    case LaunchGap::WeightFormat:
        return "the weights' format needs a checkpoint quantised to it first";
    case LaunchGap::KvCacheFormat:
        return "the KV-cache format has no flag at this version: set it in the engine's config";
    case LaunchGap::ExpertParallel:
        return "the expert-parallel degree has no flag here: set it in the engine's config";
    case LaunchGap::PrefixCache:
        return "prefix caching has no flag at this version: enable KV block reuse in the engine's config";
    case LaunchGap::MultiNode:
        return "a replica spans nodes: start it with the engine's multi-node launcher";
    case LaunchGap::PipelineParallel:
        return "the engine has no pipeline parallelism at this version: the pipeline stages need another engine";
    case LaunchGap::DraftModelPath:
        return "no checkpoint of the draft head is known: put its path for the name derived from the model's";
    case LaunchGap::Speculative:
        return "this speculative method has no flag at this version: set it in the engine's config";
    }
    return "";
}

} // namespace

QJsonValue launchCommandToJson(const Scenario &s, const GpuSpec &gpu, const ServingEstimate &e)
{
    const std::optional<LaunchCommand> c = serving::launchCommand(s, gpu, e);
    return c ? QJsonValue(toQString(c->shellLine())) : QJsonValue(QJsonValue::Null);
}

void insertLaunchCommand(QJsonObject &o, const Scenario &s, const GpuSpec &gpu, const ServingEstimate &e)
{
    const std::optional<LaunchCommand> c = serving::launchCommand(s, gpu, e);
    QJsonArray gaps;
    if (c)
        for (const LaunchGap g : c->gaps)
            gaps.append(toQString(toString(g)));
    const QJsonValue none(QJsonValue::Null);
    o.insert(QStringLiteral("launch_command"), c ? QJsonValue(toQString(c->shellLine())) : none);
    o.insert(QStringLiteral("launch_command_version"), c ? QJsonValue(toQString(c->cli->version)) : none);
    o.insert(QStringLiteral("launch_command_gaps"), gaps);
}

void printLaunchCommand(const Scenario &s, const GpuSpec &gpu, const ServingEstimate &e, const char *indent)
{
    const std::optional<LaunchCommand> c = serving::launchCommand(s, gpu, e);
    if (!c)
        return;
    std::printf("%slaunch command of one replica (start %d, %d GPU(s) each; flags of %s):\n", indent, c->replicas,
                c->gpusPerReplica, std::string(c->cli->version).c_str());
    std::printf("%s  %s\n", indent, c->shellLine().c_str());
    for (const LaunchGap g : c->gaps)
        std::printf("%s  not in it: %s\n", indent, gapText(g));
}

} // namespace gpusizer::cli
