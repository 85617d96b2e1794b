#pragma once

#include "estimate/serving/engineprofile.h"
#include "estimate/serving/servingstep.h"
#include "model/gpuspec.h"
#include "model/scenario.h"

#include <memory>

namespace gpusizer::core::serving {

// The host work of drafting: the fitted constants of speculative decoding (docs/estimation.md
// "Speculative decoding"), each chosen by leave-one-source-out error over the sources of
// tests/data/serving_speculative_cases.csv (tests/validation/test_speculative_validation.cpp
// prints the folds), never per row. A fitting test may try others through a
// TrialOverride<SpeculativeCalibration>.
struct SpeculativeCalibration {
    // Each draft pass on the engines whose host runs the draft loop (vLLM's EagleProposer in
    // Python, llama.cpp): the graph replay, the drafted token's argmax and the next pass's
    // positions, slot mapping and sequence lengths.
    double draftPassHostSeconds = 0.19e-3;
    // vLLM V1, once a verify step with a draft network: the proposer starts after the host has
    // read the sampled tokens back (gpu_model_runner: .tolist()), then counts each sequence's
    // rejected drafts, builds the draft's inputs and attention metadata (EagleProposer.
    // prepare_inputs, the metadata builder) and gathers the target's hidden states for it.
    // SpecDecode-Bench's own fit of vLLM 0.10.1 has 1.21 ms of overhead a speculative step.
    double proposerStepHostSeconds = 0.595e-3;
    // vLLM V1 with an EAGLE-3 head of a smaller vocabulary, each pass: compute_logits maps the
    // draft vocabulary onto the target's outside the captured graph (torch.arange, an add, a
    // full-vocabulary tensor of -inf, a scatter; llama_eagle3.py at 0.9) before the argmax:
    // the one step of the pass only EAGLE-3 runs there. Four launches cost tens of µs; the rows
    // of vLLM issue #20780 need EAGLE-3's pass 0.28 ms dearer than EAGLE's at half its bytes, and
    // this term carries what the source does not explain (docs/estimation.md).
    double vocabRemapHostSeconds = 0.845e-3;
    // n-gram lookup on the host beside the step: 0.5875 % of the verify step (SpecDecode-Bench's
    // fit of vLLM 0.10.1, simulator predictor.py ngram_draft_percentage; no row measured it).
    double ngramHostShare = 0.005875;
};

const SpeculativeCalibration &speculativeCalibration();

// What a replica drafts with (ServingSettings::speculative) and what that costs it: the draft
// network's shape on the replica's GPUs, its weights, the tokens it drafts and how many a step
// yields, and the host work its engine spends on it. Off (method None): no draft, one token a
// step.
struct Speculation {
    SpeculativeMethod method = SpeculativeMethod::None;
    int draftTokens = 0;          // k, 0 when off
    double acceptance = 1.0;      // A: tokens a sequence gains per step, the bonus token included
    // The draft network (a draft model, an EAGLE or EAGLE-3 head, an MTP module) and its shape:
    // the weights a pass reads and the FLOPs it multiplies, split like the target's. Empty for
    // n-gram, which drafts on the host. `firstPass` is the step's first pass, which also runs
    // what the network does once a step (EAGLE-3's fc over the three target states).
    std::shared_ptr<const Architecture> network;
    ReplicaShape draft;
    ReplicaShape firstPass;
    double weightBytesPerGpu = 0; // what each GPU holds of the draft
    double carriedHidden = 0;     // hidden-sized values each token hands the draft (EAGLE-3: 3 layers')
    // Host work: each pass, once a step (the engine's proposer), and each pass's mapping of a
    // smaller draft vocabulary onto the target's with the bytes it writes and reads a sequence
    // (0 where the engine does none of it).
    double passHostSeconds = 0;
    double stepHostSeconds = 0;
    double remapHostSeconds = 0;
    double remapBytesPerSequence = 0;

    bool enabled() const { return method != SpeculativeMethod::None; }
};

// The scenario's speculation on `gpu` (its settings already validated: validateSpeculative).
Speculation speculation(const Scenario &scenario, const GpuSpec &gpu);

// One engine step of `decodeSequences` sequences with speculative decoding: the target verifies
// each sequence's k drafts with its own token, a forward over B·(k + 1) tokens beside the
// `prefillTokens` of a prompt chunk (stepSeconds: its weights read once, its arithmetic and
// all-reduces over every token, each sequence's KV cache read once), and the draft proposes the
// next k: its first pass over every token of the step, k − 1 more of one token a sequence, each
// with its own host work, and the engine's proposer adds its work once a step (vLLM V1); n-gram
// lookup is host work in proportion to the step. stepSeconds itself when speculation is off.
// The roofline decides the gain: while the verify step is bound by its weights the k drafted
// tokens ride nearly free; once its arithmetic binds they cost k + 1 times a token.
double speculativeStepSeconds(const Speculation &spec, const ReplicaShape &target, const GpuSpec &gpu,
                              const EngineProfile &engine, double decodeSequences, double context,
                              double prefillTokens);

// The draft's pass over `tokens` prompt tokens with its host work and the proposer's (the
// prompt's step also drafts its first tokens); 0 without a draft network.
double draftPromptSeconds(const Speculation &spec, const GpuSpec &gpu, double tokens);

// KV-cache bytes one sequence of `context` tokens holds for the draft in the whole replica, as
// many of the target's KV shards would hold them (the pool holds both: vLLM and SGLang size one
// pool for the target's and the draft's layers).
double draftKvBytesPerSequence(const Speculation &spec, const ReplicaShape &target, double context);

// Per GPU: the hidden states each token of a step hands the draft and the logits of the drafted
// positions the rejection sampler reads; 0 when off.
double speculativeWorkspaceBytes(const Speculation &spec, const ReplicaShape &target, const EngineProfile &engine);

} // namespace gpusizer::core::serving
