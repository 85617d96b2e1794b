#pragma once

#include "estimate/serving/engineprofile.h"
#include "estimate/serving/servingestimate.h"
#include "estimate/serving/servingstep.h"
#include "estimate/serving/speculativestep.h"
#include "model/gpuspec.h"
#include "model/scenario.h"

namespace gpusizer::core::serving {

// Everything the load models need about one replica of a serving deployment: its shape, engine
// and speculation, the request's lengths, and the sequences its KV pool holds. Shared by the
// colocated deployment (servingmodel.cpp) and the two pools of a disaggregated one
// (disaggregatedmodel.cpp).
struct Replica {
    ReplicaShape shape;
    EngineProfile engine;     // the replica's engine: every attention group's batch and tokens together
    EngineProfile instance;   // one engine instance (one attention group): its buffers are per GPU
    Speculation spec;         // speculative decoding: a step yields spec.acceptance tokens a sequence
    const GpuSpec *gpu = nullptr;
    double prompt = 0;        // prompt tokens prefilled per request (prefix-cache hits skipped)
    double context = 0;       // mean context of a decode step
    double output = 1;
    double maxBatch = 0;      // sequences the KV pool and the engine hold

    double step(double sequences, double prefillTokens) const
    {
        return speculativeStepSeconds(spec, shape, *gpu, engine, sequences, context, prefillTokens);
    }
    // Decode steps a request takes (fewer than its output tokens with speculative decoding).
    double steps() const { return output / spec.acceptance; }
    // Mean time of a step at B sequences in steady state (a prompt for each B / steps() steps).
    double stepCycle(double sequences) const;
    // Mean time of a step at B sequences whose steps carry `promptsPerStep` prompts.
    double stepCycle(double sequences, double promptsPerStep) const;
    // Mean time per output token at B sequences in steady state.
    double cycle(double sequences) const { return stepCycle(sequences) / spec.acceptance; }
    // Mean time per output token at B sequences whose steps carry `promptsPerStep` prompts.
    double cycle(double sequences, double promptsPerStep) const
    {
        return stepCycle(sequences, promptsPerStep) / spec.acceptance;
    }
    // Prompt tokens a step has room for beside the tokens its `sequences` decode (one each, k + 1
    // when speculating): the engine's token budget less them, in each of a pipeline's
    // micro-batches.
    double chunkRoom(double sequences) const
    {
        return shape.pp * (engine.maxBatchedTokens - sequences * (spec.draftTokens + 1) / shape.pp);
    }
    // `prompts` prompts prefilled in one step, and the draft's pass over them.
    double promptStep(double prompts = 1.0) const
    {
        return promptSeconds(shape, *gpu, engine, prompt, prompts) + draftPromptSeconds(spec, *gpu, prompt * prompts);
    }
    // Prompts a separate prefill step takes together: those that arrive during one scheduler
    // pass at `sequences` in steady state, at least one (one a step without multi-step
    // scheduling, or when fewer arrive).
    double promptsPerPrefill(double sequences) const
    {
        return std::max(1.0, engine.schedulerSteps * sequences / steps());
    }
    // The mean wait of a prompt for the end of the scheduler pass it arrived in: half of the
    // pass's other steps.
    double schedulerWait(double sequences) const
    {
        return engine.schedulerSteps > 1 ? 0.5 * (engine.schedulerSteps - 1) * step(std::max(1.0, sequences), 0) : 0.0;
    }
    double firstToken() const { return promptStep(); }
    double capacity() const { return maxBatch / (cycle(maxBatch) * output); }   // requests/s
};

// One replica of `scenario` on `gpu` (its tp x pp x ep layout), with what each of its GPUs holds
// written into `e`: weights, workspace, graph pool, the KV pool and the sequences of input +
// output tokens it holds (ServingEstimate::maxConcurrency, fits), the speculative draft's share.
Replica makeReplica(const Scenario &scenario, const GpuSpec &gpu, ServingEstimate &e);

} // namespace gpusizer::core::serving
