// "What makes it serve": a serving scenario gets serving changes only, each verified to serve
// (the weights leave a KV pool, the load is held, the targets are met).
#include "catalog/gpucatalog.h"
#include "catalog/modelcatalog.h"
#include "model/methodchange.h"
#include "recommend/recommender.h"
#include "recommend/servingadvisor.h"

#include <gtest/gtest.h>

#include <set>

using namespace gpusizer::core;

namespace {

Scenario seventyBOnOneH100()
{
    Scenario s;
    s.model = *ModelCatalog::builtIn().find("llama-3.1-70b");
    s = withMethod(s, Method::Inference);
    s.gpuId = "h100-sxm";
    s.serving.concurrency = 300;
    s.serving.inputLen = 2000;
    s.serving.outputLen = 400;
    s.serving.ttftTargetMs = 2000;
    s.serving.tpotTargetMs = 50;
    return s;
}

const std::set<FitChange> kServingChanges{FitChange::Fp8KvCache, FitChange::Fp8Weights, FitChange::Int4Weights,
                                          FitChange::MoreTensorParallel, FitChange::MoreReplicas,
                                          FitChange::ShorterPrompt, FitChange::BiggerGpu};

} // namespace

TEST(ServingAdvice, OnlyServingChangesAndEachOneServes)
{
    const Scenario base = seventyBOnOneH100();
    const GpuCatalog &catalog = GpuCatalog::builtIn();
    ASSERT_FALSE(serves(base, *catalog.find("h100-sxm"), {}));
    const auto suggestions = whatMakesItFit(base, catalog);
    ASSERT_TRUE(suggestions.ok());
    ASSERT_FALSE(suggestions.value().empty());
    bool tensorParallel = false;
    for (const FitSuggestion &f : suggestions.value()) {
        ASSERT_EQ(f.changes.size(), 1u);
        EXPECT_TRUE(kServingChanges.count(f.changes.front())) << toString(f.changes.front());
        // Never a training knob: the batch settings and offloading stay as they were.
        EXPECT_EQ(f.scenario.parallel.offload, base.parallel.offload);
        EXPECT_EQ(f.scenario.checkpointing, base.checkpointing);
        EXPECT_EQ(f.scenario.microBatch, base.microBatch);
        EXPECT_TRUE(serves(f.scenario, *catalog.find(f.scenario.gpuId), {})) << toString(f.changes.front());
        ASSERT_TRUE(f.estimate.serving.has_value());
        EXPECT_TRUE(f.estimate.serving->meetsTargets);
        if (f.changes.front() == FitChange::MoreTensorParallel) {
            tensorParallel = true;
            // 70B in bf16 needs at least 2 H100 a replica; the load then a few replicas: a few
            // servers, not hundreds of GPUs.
            EXPECT_GE(f.scenario.parallel.tp, 2);
            EXPECT_LE(f.scenario.parallel.gpus, 50);
        }
    }
    EXPECT_TRUE(tensorParallel);
}

TEST(ServingAdvice, ADeploymentThatServesNeedsNoChange)
{
    Scenario s = seventyBOnOneH100();
    s.parallel.gpus = 20;
    s.parallel.tp = 4;
    ASSERT_TRUE(serves(s, *GpuCatalog::builtIn().find("h100-sxm"), {}));
    EXPECT_TRUE(whatMakesItServe(s, GpuCatalog::builtIn(), {}).empty());
}
