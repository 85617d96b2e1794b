#include "paretoargs.h"
#include "util/qstringfromutf8.h"

#include "scenarioflags.h"

#include <QLocale>

#include <set>
#include <utility>
#include <vector>

namespace gpusizer::cli {

using namespace gpusizer::core;

namespace {

// The flags scenarioargs reads itself, beside valueFlags(), each taking a value.
bool takesValue(const QString &flag)
{
    static const std::set<QString> own{QStringLiteral("--scenario"), QStringLiteral("--framework"),
                                       QStringLiteral("--currency"), QStringLiteral("--price-list"),
                                       QStringLiteral("--rent"),     QStringLiteral("--purchase")};
    return own.count(flag) > 0 || valueFlags().count(flag) > 0;
}

// `args` without the flags in `dropped` (and their values).
QStringList without(const QStringList &args, const std::set<QString> &dropped)
{
    QStringList kept;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &arg = args.at(i);
        const bool value = takesValue(arg) && i + 1 < args.size();
        if (dropped.count(arg) == 0) {
            kept << arg;
            if (value)
                kept << args.at(i + 1);
        }
        if (value)
            ++i;
    }
    return kept;
}

using Flag = std::pair<QString, QString>;   // a value flag and its value; a switch has no value

QString number(double v) { return QString::number(v, 'g', QLocale::FloatingPointShortest); }

std::vector<Flag> layoutFlags(const Scenario &p)
{
    const Parallelism &par = p.parallel;
    return {{QStringLiteral("--gpu"), toQString(p.gpuId)},
            {QStringLiteral("--gpus"), QString::number(par.gpus)},
            {QStringLiteral("--gpus-per-node"), QString::number(par.gpusPerNode)},
            {QStringLiteral("--tp"), QString::number(par.tp)},
            {QStringLiteral("--pp"), QString::number(par.pp)},
            {QStringLiteral("--cp"), QString::number(par.cp)},
            {QStringLiteral("--ep"), QString::number(par.ep)},
            {QStringLiteral("--sharding"), toQString(toString(par.sharding))},
            {QStringLiteral("--offload"), toQString(toString(par.offload))},
            {QStringLiteral("--inter-node-gbs"), number(p.interNodeBandwidthGBs)}};
}

std::vector<Flag> servingFlags(const Scenario &p)
{
    return {{QStringLiteral("--replicas"), QString::number(p.serving.replicas)},
            {QStringLiteral("--weight-dtype"), toQString(toString(p.weightDtype))},
            {QStringLiteral("--engine"), toQString(toString(p.serving.engine))}};
}

// Training: the batch split and checkpointing; another framework than the base's with the
// settings its defaults would otherwise change (--framework applies its defaults first).
std::vector<Flag> trainingFlags(const Scenario &base, const Scenario &p)
{
    std::vector<Flag> flags{{QStringLiteral("--grad-ckpt"), toQString(toString(p.checkpointing))},
                            {QStringLiteral("--micro-batch"), QString::number(p.microBatch)},
                            {QStringLiteral("--grad-accum"), QString::number(p.gradAccum)}};
    if (p.framework == base.framework)
        return flags;
    flags.push_back({QStringLiteral("--framework"), toQString(toString(p.framework))});
    flags.push_back({p.chunkedCrossEntropy ? QStringLiteral("--chunked-ce") : QStringLiteral("--no-chunked-ce"), {}});
    flags.push_back({p.compiled ? QStringLiteral("--compiled") : QStringLiteral("--no-compiled"), {}});
    flags.push_back({p.offloadActivations ? QStringLiteral("--offload-activations")
                                          : QStringLiteral("--no-offload-activations"), {}});
    // No framework's defaults turn it on, so only "on" needs saying.
    if (p.optimizerInBackward)
        flags.push_back({QStringLiteral("--optimizer-in-backward"), {}});
    return flags;
}

} // namespace

QStringList reproducingArgs(const QStringList &scenarioArgs, const Scenario &base, const Scenario &point)
{
    std::vector<Flag> flags = layoutFlags(point);
    const std::vector<Flag> more = point.method == Method::Inference ? servingFlags(point) : trainingFlags(base, point);
    flags.insert(flags.end(), more.begin(), more.end());
    std::set<QString> replaced;
    for (const Flag &f : flags)
        replaced.insert(f.first);
    // A switch is replaced with its opposite too.
    for (const char *pair : {"chunked-ce", "compiled", "offload-activations"}) {
        const QString on = QStringLiteral("--") + QLatin1String(pair);
        const QString off = QStringLiteral("--no-") + QLatin1String(pair);
        if (replaced.count(on) || replaced.count(off))
            replaced.insert({on, off});
    }
    if (point.gpuId != base.gpuId)
        replaced.insert({QStringLiteral("--rent"), QStringLiteral("--purchase")});
    QStringList args = without(scenarioArgs, replaced);
    for (const Flag &f : flags) {
        args << f.first;
        if (!f.second.isEmpty())
            args << f.second;
    }
    return args;
}

} // namespace gpusizer::cli
