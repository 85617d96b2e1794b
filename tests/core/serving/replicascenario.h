#pragma once

// One serving replica of a preset on H100 SXM nodes of eight (400 Gb/s a GPU between nodes), one
// user, 2,000 tokens in and 400 out: the scenario the step and pipeline tests take apart.
#include "catalog/modelcatalog.h"
#include "model/methodchange.h"
#include "model/scenario.h"

#include <algorithm>

namespace gpusizer::core::servingfixtures {

inline Scenario replicaScenario(const char *model, DType weights, int tp, int pp, int ep,
                                ServingEngine engine = ServingEngine::VLLM)
{
    Scenario s;
    s.model = *ModelCatalog::builtIn().find(model);
    s = withMethod(s, Method::Inference);
    s.weightDtype = weights;
    s.gpuId = "h100-sxm";
    s.parallel.tp = tp;
    s.parallel.pp = pp;
    s.parallel.ep = ep;
    s.parallel.gpus = std::max(tp, ep) * pp;
    s.parallel.gpusPerNode = 8;
    s.interNodeBandwidthGBs = 50.0;
    s.serving.engine = engine;
    s.serving.load = LoadKind::Concurrency;
    s.serving.concurrency = 1;
    s.serving.inputLen = 2000;
    s.serving.outputLen = 400;
    s.serving.replicas = 1;
    return s;
}

} // namespace gpusizer::core::servingfixtures
