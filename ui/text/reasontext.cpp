#include "text/reasontext.h"
#include "util/qstringfromutf8.h"

#include "text/enumtext.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

namespace gpusizer::ui {

using core::toQString;

QString reasonText(core::Reason reason, core::Framework framework)
{
    using core::Reason;
    switch (reason) {
    case Reason::FitsOneGpu: return QCoreApplication::translate("ReasonText", "Fits on one GPU");
    case Reason::ReplicasForSpeed: return QCoreApplication::translate("ReasonText", "Replicas on more GPUs for speed");
    case Reason::OptimizerStateSharded:
        return QCoreApplication::translate("ReasonText", "Optimizer state sharded over the GPUs (ZeRO-1)");
    case Reason::GradientsSharded:
        return QCoreApplication::translate("ReasonText", "Gradients and optimizer state sharded (ZeRO-2)");
    case Reason::WeightsSharded:
        return QCoreApplication::translate("ReasonText", "Weights, gradients and optimizer state sharded (FSDP / ZeRO-3)");
    case Reason::OptimizerStateInHostMemory:
        return QCoreApplication::translate("ReasonText", "Optimizer state kept in host memory");
    case Reason::LayersSplitTensorPipeline:
        return QCoreApplication::translate("ReasonText", "Layers split by tensor and pipeline parallelism");
    case Reason::WeightsSplitTensorParallel:
        return QCoreApplication::translate("ReasonText", "Weights split by tensor parallelism");
    case Reason::SelectiveCheckpointingToFit:
        return QCoreApplication::translate("ReasonText", "Selective activation checkpointing to fit");
    case Reason::FullCheckpointingToFit:
        return QCoreApplication::translate("ReasonText", "Full activation checkpointing to fit");
    case Reason::MicroBatchReducedAccumulationRaised:
        return QCoreApplication::translate("ReasonText", "Smaller micro-batch, more gradient accumulation (same global batch)");
    case Reason::FewestGpusThatFit: return QCoreApplication::translate("ReasonText", "The fewest GPUs of this type that fit");
    case Reason::MoreGpusForSpeed: return QCoreApplication::translate("ReasonText", "More GPUs than needed, for speed");
    case Reason::SpansNodes: return QCoreApplication::translate("ReasonText", "Spans several nodes");
    case Reason::ReplicasForLoad:
        return QCoreApplication::translate("ReasonText", "Replicas to carry the load within the latency targets");
    case Reason::MissesDeadline: return QCoreApplication::translate("ReasonText", "Finishes after the deadline");
    case Reason::OverBudget: return QCoreApplication::translate("ReasonText", "Costs more than the budget");
    case Reason::RunsLongerThanAYear:
        return QCoreApplication::translate("ReasonText", "Runs for more than a year: not a plan one can recommend");
    case Reason::LessThanOneStep:
        return QCoreApplication::translate("ReasonText", "The dataset does not fill one global batch: less than one step");
    case Reason::NoSystemListed:
        return QCoreApplication::translate("ReasonText",
                                           "No listed system holds these GPUs: priced per GPU, the servers they need are not included");
    case Reason::NoOfferedSystem:
        return QCoreApplication::translate("ReasonText",
                                           "None of the systems you sell holds it: quoted on the catalog's systems");
    case Reason::FewestGpusForDeadline:
        return QCoreApplication::translate("ReasonText", "The fewest GPUs of this type and layout that finish by the deadline");
    case Reason::GlobalBatchRaised:
        return QCoreApplication::translate("ReasonText",
                                           "Global batch raised to one sequence per replica (a pipeline: one micro-batch per stage)");
    case Reason::RunsOnAnotherFramework:
        return QCoreApplication::translate("ReasonText", "Your framework cannot run this layout: %1 can")
            .arg(toQString(core::displayName(framework)));
    case Reason::ExpertsSplitExpertParallel:
        return QCoreApplication::translate("ReasonText",
                                           "Experts split by expert parallelism, attention data parallel over the same GPUs");
    case Reason::EfficiencyNotCalibrated:
        return QCoreApplication::translate("ReasonText",
                                           "* Speed not calibrated: no measured run of this GPU family, its efficiency is assumed");
    }
    return {};
}

QString servingLimitText(core::ServingLimit limit)
{
    using core::ServingLimit;
    switch (limit) {
    case ServingLimit::KvMemory: return QCoreApplication::translate("ReasonText", "the KV-cache pool");
    case ServingLimit::EngineBatch: return QCoreApplication::translate("ReasonText", "the engine's batch limit");
    case ServingLimit::Bandwidth:
        return QCoreApplication::translate("ReasonText", "memory bandwidth (more users cost little)");
    case ServingLimit::Compute: return QCoreApplication::translate("ReasonText", "compute");
    case ServingLimit::LatencyTarget: return QCoreApplication::translate("ReasonText", "the latency target");
    case ServingLimit::Capacity:
        return QCoreApplication::translate("ReasonText", "capacity: the load exceeds what the replicas complete");
    case ServingLimit::WeightsDoNotFit: return QCoreApplication::translate("ReasonText", "the weights do not fit");
    }
    return {};
}

QString reasonsText(const std::vector<core::Reason> &reasons, core::Framework framework)
{
    QStringList lines;
    for (core::Reason reason : reasons)
        lines << reasonText(reason, framework);
    return lines.join(QLatin1Char('\n'));
}

QString changedSettingsText(int microBatch, core::Checkpointing checkpointing, int yourMicroBatch,
                            core::Checkpointing yourCheckpointing)
{
    QStringList changes;
    if (microBatch != yourMicroBatch)
        changes << QCoreApplication::translate("ReasonText", "micro-batch %1 (yours: %2)")
                       .arg(QLocale().toString(microBatch), QLocale().toString(yourMicroBatch));
    if (checkpointing != yourCheckpointing)
        changes << QCoreApplication::translate("ReasonText", "checkpointing %1 (yours: %2)")
                       .arg(enumtext::checkpointing(checkpointing), enumtext::checkpointing(yourCheckpointing));
    if (changes.isEmpty())
        return {};
    return QCoreApplication::translate("ReasonText", "Settings changed from yours: %1")
        .arg(changes.join(QStringLiteral(", ")));
}

} // namespace gpusizer::ui
