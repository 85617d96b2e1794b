#include "document/methodvariants.h"

#include "model/dtype.h"

namespace gpusizer::ui {

core::Scenario withMethod(core::Scenario scenario, core::Method method)
{
    scenario.method = method;
    switch (method) {
    case core::Method::QLoRA:
        if (!core::isQuantised(scenario.weightDtype))
            scenario.weightDtype = core::DType::NF4;
        break;
    case core::Method::Full:
    case core::Method::LoRA:
    case core::Method::Pretrain:
        if (core::isQuantised(scenario.weightDtype))
            scenario.weightDtype = trainedWeightDtype(scenario.computeDtype);
        break;
    case core::Method::Inference:
        break;
    }
    if (core::isTraining(method) && scenario.optimizer == core::Optimizer::None)
        scenario.optimizer = core::Optimizer::AdamW;
    return scenario;
}

core::DType trainedWeightDtype(core::DType compute)
{
    return compute == core::DType::FP8 ? core::DType::BF16 : compute;
}

core::Scenario withComputeDtype(core::Scenario scenario, core::DType compute)
{
    scenario.computeDtype = compute;
    if (!core::isQuantised(scenario.weightDtype))
        scenario.weightDtype = scenario.method == core::Method::Inference ? compute : trainedWeightDtype(compute);
    return scenario;
}

} // namespace gpusizer::ui
