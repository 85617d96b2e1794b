#include "controls/applicability.h"

#include "text/disaggregationtext.h"

#include <QCoreApplication>

namespace gpusizer::ui {

QString notApplicableReason(ControlId control, const core::Scenario &s)
{
    const bool inference = s.method == core::Method::Inference;
    switch (control) {
    case ControlId::WeightFormat:
        if (s.method != core::Method::QLoRA && !inference)
            return QCoreApplication::translate("Applicability",
                                               "Full fine-tuning, LoRA and pre-training keep the weights in the "
                                               "training precision; a separate weight format applies to QLoRA "
                                               "and inference.");
        return {};
    case ControlId::Optimizer:
        if (inference)
            return QCoreApplication::translate("Applicability", "Inference trains nothing, so there is no optimizer.");
        return {};
    case ControlId::LoraRank:
    case ControlId::LoraTargets:
        if (!core::isAdapterMethod(s.method))
            return QCoreApplication::translate("Applicability", "Only LoRA and QLoRA train adapters.");
        return {};
    case ControlId::GradAccum:
    case ControlId::Checkpointing:
    case ControlId::ChunkedCrossEntropy:
        if (inference)
            return QCoreApplication::translate("Applicability", "Inference has no backward pass.");
        return {};
    case ControlId::Sharding:
        if (inference)
            return QCoreApplication::translate("Applicability",
                                               "Data-parallel sharding is a training technique; inference splits "
                                               "a model with tensor or pipeline parallelism.");
        if (s.parallel.gpus <= 1)
            return QCoreApplication::translate("Applicability", "Sharding needs more than one GPU.");
        return {};
    // A split deployment's pools each run at their own tensor parallelism and without pipeline
    // parallelism (its estimate never reads the cluster's): the cluster's degrees are what
    // "Colocate" goes back to, shown but not edited while the split decides.
    case ControlId::TensorParallel:
        if (inference && s.serving.disaggregation.enabled())
            return QCoreApplication::translate("Applicability",
                                               "The split deployment %1 sets each pool's tensor parallel degree. "
                                               "This one applies again after “Colocate” in the Serving group.",
                                               "%1 the pools, e.g. 2P(TP4)+1D(TP2)")
                .arg(splitLayoutLabel(s.serving.disaggregation));
        return {};
    case ControlId::PipelineParallel:
        if (inference && s.serving.disaggregation.enabled())
            return QCoreApplication::translate("Applicability",
                                               "The pools of the split deployment %1 run without pipeline "
                                               "parallelism. This one applies again after “Colocate” in the "
                                               "Serving group.",
                                               "%1 the pools, e.g. 2P(TP4)+1D(TP2)")
                .arg(splitLayoutLabel(s.serving.disaggregation));
        return {};
    case ControlId::Offload:
        if (inference)
            return QCoreApplication::translate("Applicability",
                                               "CPU offload of optimizer state and parameters is a training "
                                               "technique.");
        return {};
    case ControlId::DatasetTokens:
    case ControlId::Epochs:
        if (inference)
            return QCoreApplication::translate("Applicability", "Inference does not go through a training dataset.");
        return {};
    }
    return {};
}

} // namespace gpusizer::ui
