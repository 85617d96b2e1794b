#pragma once

#include "estimate/serving/engineprofile.h"
#include "estimate/serving/servingstep.h"
#include "model/gpuspec.h"
#include "model/scenario.h"

#include <memory>

namespace gpusizer::core::serving {

// What a replica drafts with (ServingSettings::speculative) and what that costs it: the draft
// network's shape on the replica's GPUs, its weights, the tokens it drafts and how many a step
// yields. Off (method None): no draft, one token a step.
struct Speculation {
    SpeculativeMethod method = SpeculativeMethod::None;
    int draftTokens = 0;          // k, 0 when off
    double acceptance = 1.0;      // A: tokens a sequence gains per step, the bonus token included
    // The draft network (a draft model, an EAGLE or EAGLE-3 head, an MTP module) and its shape:
    // the weights a pass reads and the FLOPs it multiplies, split like the target's. Empty for
    // n-gram, which drafts on the host.
    std::shared_ptr<const Architecture> network;
    ReplicaShape draft;
    double weightBytesPerGpu = 0; // what each GPU holds of the draft
    double carriedHidden = 0;     // hidden-sized values each token hands the draft (EAGLE-3: 3 layers')

    bool enabled() const { return method != SpeculativeMethod::None; }
};

// The scenario's speculation on `gpu` (its settings already validated: validateSpeculative).
Speculation speculation(const Scenario &scenario, const GpuSpec &gpu);

// One engine step of `decodeSequences` sequences with speculative decoding: the target verifies
// each sequence's k drafts with its own token, a forward over B·(k + 1) tokens beside the
// `prefillTokens` of a prompt chunk (stepSeconds: its weights read once, its arithmetic and
// all-reduces over every token, each sequence's KV cache read once), and the draft proposes the
// next k: its first pass over every token of the step, k − 1 more of one token a sequence, each
// with its own host work; n-gram lookup is host work in proportion to the step. stepSeconds
// itself when speculation is off. The roofline decides the gain: while the verify step is
// bound by its weights the k drafted tokens ride nearly free; once its arithmetic binds they
// cost k + 1 times a token.
double speculativeStepSeconds(const Speculation &spec, const ReplicaShape &target, const GpuSpec &gpu,
                              const EngineProfile &engine, double decodeSequences, double context,
                              double prefillTokens);

// The draft's pass over `tokens` prompt tokens (the prompt's step also drafts its first tokens);
// 0 without a draft network.
double draftPromptSeconds(const Speculation &spec, const GpuSpec &gpu, double tokens);

// KV-cache bytes one sequence of `context` tokens holds for the draft in the whole replica, as
// many of the target's KV shards would hold them (the pool holds both: vLLM and SGLang size one
// pool for the target's and the draft's layers).
double draftKvBytesPerSequence(const Speculation &spec, const ReplicaShape &target, double context);

// Per GPU: the hidden states each token of a step hands the draft and the logits of the drafted
// positions the rejection sampler reads; 0 when off.
double speculativeWorkspaceBytes(const Speculation &spec, const ReplicaShape &target, const EngineProfile &engine);

} // namespace gpusizer::core::serving
