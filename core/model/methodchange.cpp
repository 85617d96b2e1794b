#include "model/methodchange.h"

#include "model/dtype.h"

namespace gpusizer::core {

Scenario withMethod(Scenario scenario, Method method)
{
    scenario.method = method;
    switch (method) {
    case Method::QLoRA:
        if (!isQuantised(scenario.weightDtype))
            scenario.weightDtype = DType::NF4;
        scenario.masterWeights.reset();
        break;
    case Method::LoRA:
        if (isQuantised(scenario.weightDtype)
            || (scenario.weightDtype == DType::FP32 && scenario.computeDtype != DType::FP32))
            scenario.weightDtype = trainedWeightDtype(scenario.computeDtype);
        scenario.masterWeights.reset();
        break;
    case Method::Full:
    case Method::Pretrain:
        if (isQuantised(scenario.weightDtype))
            scenario.weightDtype = trainedWeightDtype(scenario.computeDtype);
        break;
    case Method::Inference:
        break;
    }
    if (isTraining(method) && scenario.optimizer == Optimizer::None)
        scenario.optimizer = Optimizer::AdamW;
    return scenario;
}

DType trainedWeightDtype(DType compute)
{
    return compute == DType::FP8 ? DType::BF16 : compute;
}

Scenario withComputeDtype(Scenario scenario, DType compute)
{
    scenario.computeDtype = compute;
    if (!isQuantised(scenario.weightDtype))
        scenario.weightDtype = scenario.method == Method::Inference ? compute : trainedWeightDtype(compute);
    return scenario;
}

} // namespace gpusizer::core
