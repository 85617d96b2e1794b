#pragma once

// A question of the serving-bounds grids and its answers: a model preset in its weight format,
// asked on H100 with a load, lengths and targets as the window and the CLI keep them; of a
// recommendation, the candidate with the fewest GPUs of each GPU type.
#include "catalog/modelcatalog.h"
#include "model/methodchange.h"
#include "recommend/recommendation.h"
#include "servingphysicsbound.h"

#include <map>
#include <string>

namespace gpusizer::core::servingbounds {

struct ModelCase {
    const char *id;
    DType weights;
};

inline Scenario servingScenario(const ModelCase &model, const LoadCase &load, const Lengths &lengths,
                                const Targets &targets, ServingEngine engine = ServingEngine::VLLM)
{
    Scenario s;
    s.model = *ModelCatalog::builtIn().find(model.id);
    s = withMethod(s, Method::Inference);
    s.weightDtype = model.weights;
    s.gpuId = "h100-sxm";
    s.serving.engine = engine;
    s.serving.load = load.kind;
    if (load.kind == LoadKind::RequestRate)
        s.serving.requestsPerSecond = load.value;
    else
        s.serving.concurrency = int(load.value);
    s.serving.inputLen = lengths.input;
    s.serving.outputLen = lengths.output;
    s.workload.promptLen = lengths.input;   // as the window and the CLI keep them
    s.seqLen = lengths.output;
    s.serving.ttftTargetMs = targets.ttftMs;
    s.serving.tpotTargetMs = targets.tpotMs;
    s.serving.targetStat = targets.stat;
    return s;
}

// Of the candidates `keep` takes, the one with the fewest GPUs of each GPU type.
template <typename Keep>
std::map<std::string, const Candidate *> fewestPerGpu(const Recommendation &r, Keep keep)
{
    std::map<std::string, const Candidate *> fewest;
    for (const Candidate &c : r.candidates) {
        if (!keep(c))
            continue;
        auto [it, added] = fewest.try_emplace(c.scenario.gpuId, &c);
        if (!added && c.scenario.parallel.gpus < it->second->scenario.parallel.gpus)
            it->second = &c;
    }
    return fewest;
}

} // namespace gpusizer::core::servingbounds
