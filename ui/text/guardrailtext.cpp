#include "text/guardrailtext.h"

#include "text/displayformat.h"

#include <QCoreApplication>
#include <QStringList>

namespace gpusizer::ui {

namespace {

struct GuardRailText {
    Q_DECLARE_TR_FUNCTIONS(GuardRailText)
};

QString mfuSentence()
{
    return GuardRailText::tr("The estimate implies %1 MFU in training, above the %2 that measured runs reach: the "
                             "training time is probably too short.");
}

QString bandwidthSentence(core::GuardedStep step)
{
    if (step == core::GuardedStep::Serving)
        return GuardRailText::tr("The serving estimate implies decode steps that read their weights and KV cache at "
                                 "%1 of the GPU's memory bandwidth, above the %2 that real kernels reach: its "
                                 "throughput is probably too high and its latencies too low.");
    return GuardRailText::tr("The estimate implies decode steps that read their weights and KV cache at %1 of the "
                             "GPU's memory bandwidth, above the %2 that real kernels reach: the decode speed is "
                             "probably too high.");
}

QString rooflineSentence(core::GuardedStep step)
{
    switch (step) {
    case core::GuardedStep::Training:
        return GuardRailText::tr("The estimated training step runs at %1 of its roofline speed (its FLOPs at the "
                                 "dense peak or its bytes at the full memory bandwidth, whichever takes longer), "
                                 "above the possible %2: the estimate is wrong.");
    case core::GuardedStep::Decode:
        return GuardRailText::tr("The estimated decode step runs at %1 of its roofline speed (its FLOPs at the dense "
                                 "peak or its bytes at the full memory bandwidth, whichever takes longer), above the "
                                 "possible %2: the estimate is wrong.");
    case core::GuardedStep::Serving:
        break;
    }
    return GuardRailText::tr("The serving estimate's decode step runs at %1 of its roofline speed (its FLOPs at the "
                             "dense peak or its bytes at the full memory bandwidth, whichever takes longer), above "
                             "the possible %2: the estimate is wrong.");
}

} // namespace

QString guardRailSentence(const core::GuardRailBreak &broken)
{
    QString sentence;
    switch (broken.rail) {
    case core::GuardRail::TrainingMfu: sentence = mfuSentence(); break;
    case core::GuardRail::DecodeBandwidth: sentence = bandwidthSentence(broken.step); break;
    case core::GuardRail::Roofline: sentence = rooflineSentence(broken.step); break;
    }
    return sentence.arg(formatPercent(broken.value), formatPercent(broken.limit));
}

QString guardRailsText(const core::GuardRails &rails)
{
    QStringList sentences;
    for (const core::GuardRailBreak &b : rails.broken)
        sentences << guardRailSentence(b);
    return sentences.join(QLatin1Char(' '));
}

} // namespace gpusizer::ui
