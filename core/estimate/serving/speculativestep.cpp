// Speculative decoding in the step physics (docs/estimation.md "Speculative decoding"): the
// verify step is the existing step over k + 1 tokens a sequence, the draft's passes are the
// same roofline over the draft network's shape (draftnetwork.h), and the host work around them
// is the engine's (SpeculativeCalibration).
#include "estimate/serving/speculativestep.h"

#include "estimate/serving/draftnetwork.h"
#include "model/acceptancedefaults.h"
#include "model/units.h"
#include "util/trialoverride.h"

#include <algorithm>

namespace gpusizer::core::serving {

namespace {

// Bytes of one logit (the rejection sampler reads fp32 probabilities), of one hidden value and
// of one logit of the draft's compute_logits (bf16, the model's dtype).
constexpr double kLogitBytes = 4.0;
constexpr double kHiddenBytes = 2.0;
constexpr double kDraftLogitBytes = 2.0;

// The draft network's shape with `extraParams` more parameters read (the head's shared LM head,
// its fc and projections beside what replicaShape counted of its architecture).
void addReadParams(ReplicaShape &shape, double extraParams, double bytesPerParam)
{
    shape.totalParams += extraParams;
    shape.activeParams += extraParams;
    shape.weightBytes += extraParams * bytesPerParam;
}

// The host work the scenario's engine spends on drafting (SpeculativeCalibration). vLLM (its
// EagleProposer loop in Python) and llama.cpp (a llama_decode call per drafted token) prepare
// every pass on the host; SGLang (its EAGLE worker's draft CUDA graph holds all the steps) and
// TensorRT-LLM (the one-model MTP and EAGLE-3 path "can launch the entire drafting loop as a
// single CUDA graph", features/speculative-decoding) replay the whole loop at once. The
// proposer's work once a step and the vocabulary remap are vLLM V1's, the engine of the rows
// that measured them (0.8 to 0.9).
void addHostWork(Speculation &spec, const Scenario &s, const DraftNetwork &network)
{
    const SpeculativeCalibration &c = speculativeCalibration();
    const ServingEngine engine = s.serving.engine;
    const bool hostLoop =
        engine == ServingEngine::VLLM || engine == ServingEngine::VLLMV0 || engine == ServingEngine::LlamaCpp;
    if (hostLoop)
        spec.passHostSeconds = c.draftPassHostSeconds;
    if (engine != ServingEngine::VLLM)
        return;
    spec.stepHostSeconds = c.proposerStepHostSeconds;
    const double draftVocab = network.architecture.vocab;
    const double targetVocab = s.model.vocab;
    if (spec.method == SpeculativeMethod::Eagle3 && draftVocab < targetVocab) {
        spec.remapHostSeconds = c.vocabRemapHostSeconds;
        // A sequence's row of -inf over the target vocabulary, the draft's logits read and
        // scattered into it, and the argmax reading it back.
        spec.remapBytesPerSequence = (2.0 * targetVocab + 2.0 * draftVocab) * kDraftLogitBytes;
    }
}

} // namespace

const SpeculativeCalibration &speculativeCalibration()
{
    static const SpeculativeCalibration shipped;
    return activeOr(shipped);
}

Speculation speculation(const Scenario &s, const GpuSpec &gpu)
{
    Speculation spec;
    const SpeculativeSettings &settings = s.serving.speculative;
    if (!settings.enabled())
        return spec;
    spec.method = settings.method;
    spec.draftTokens = std::max(1, settings.draftTokens);
    spec.acceptance = acceptanceLengthOf(settings, s.model);
    const std::optional<DraftNetwork> network = draftNetwork(s);
    if (!network)
        return spec;
    auto architecture = std::make_shared<const Architecture>(network->architecture);
    Scenario drafting = s;
    drafting.model = *architecture;
    drafting.weightDtype = network->weightDtype;
    spec.draft = replicaShape(drafting, gpu);
    spec.draft.arch = architecture.get();   // the shape outlives `drafting`
    spec.network = std::move(architecture);
    // replicaShape counted the architecture's own parameters; the head's are what the network
    // reads (its shared embedding or LM head, its fc and projections). The routed experts
    // stay as counted, so an MTP module touches its experts as the target's layers do.
    const double bytes = storedBytesPerWeight(network->weightDtype);
    ReplicaShape held = spec.draft;
    addReadParams(spec.draft, network->readParams - spec.draft.totalParams, bytes);
    spec.firstPass = spec.draft;
    addReadParams(spec.firstPass, network->firstPassParams, bytes);
    held.weightBytes = network->storedParams * bytes;
    spec.weightBytesPerGpu = held.weightBytesPerGpu();
    spec.carriedHidden = network->carriedHidden;
    addHostWork(spec, s, *network);
    return spec;
}

double speculativeStepSeconds(const Speculation &spec, const ReplicaShape &target, const GpuSpec &gpu,
                              const EngineProfile &engine, double decodeSequences, double context,
                              double prefillTokens)
{
    if (!spec.enabled())
        return stepSeconds(target, gpu, engine, decodeSequences, context, prefillTokens);
    const double drafted = decodeSequences * spec.draftTokens;   // beside each sequence's own token
    // Each sequence's own token and its k drafts are checked against its cache.
    const double queries = 1.0 + spec.draftTokens;
    const double verify = stepSeconds(target, gpu, engine, decodeSequences, context, prefillTokens + drafted, queries);
    if (!spec.network)
        return verify * (1.0 + speculativeCalibration().ngramHostShare);
    // vLLM V1's proposer: the first pass over every token the step verified (and the prompt
    // chunk), then k − 1 passes of the one token each sequence drafts next.
    const double first = forwardSeconds(spec.firstPass, gpu, decodeSequences, context, prefillTokens + drafted, queries);
    const double next = forwardSeconds(spec.draft, gpu, decodeSequences, context, 0.0);
    // Each pass's remap writes and reads its sequences' rows on every GPU (the logits are
    // gathered whole), at the bandwidth weights stream with.
    const double bandwidth = gpu.memoryBandwidthGBs * units::kGB * spec.draft.bandwidthShare
        * servingCalibration().weightBandwidthEfficiency;
    const double remap = spec.remapHostSeconds + decodeSequences * spec.remapBytesPerSequence / bandwidth;
    const double perPass = spec.passHostSeconds + remap;
    return verify + first + (spec.draftTokens - 1) * next + spec.draftTokens * perPass + spec.stepHostSeconds;
}

double draftPromptSeconds(const Speculation &spec, const GpuSpec &gpu, double tokens)
{
    if (!spec.network)
        return 0.0;
    return forwardSeconds(spec.firstPass, gpu, 0.0, 0.0, tokens) + spec.passHostSeconds + spec.remapHostSeconds
        + spec.stepHostSeconds;
}

double draftKvBytesPerSequence(const Speculation &spec, const ReplicaShape &target, double context)
{
    if (!spec.network)
        return 0.0;
    return kvBytesPerSequence(spec.draft, context) * target.kvShards() / spec.draft.kvShards();
}

double speculativeWorkspaceBytes(const Speculation &spec, const ReplicaShape &target, const EngineProfile &engine)
{
    if (!spec.enabled())
        return 0.0;
    // Every rank holds the whole hidden states after the all-reduce; the LM head splits the
    // vocabulary over the tensor-parallel ranks.
    const double hidden = engine.maxBatchedTokens * spec.carriedHidden * target.hidden * kHiddenBytes;
    const double positions = std::min(double(engine.maxBatch) * spec.draftTokens, double(engine.maxBatchedTokens));
    const double logits = positions * double(target.arch->vocab) * kLogitBytes / target.tpGroup;
    return hidden + logits;
}

} // namespace gpusizer::core::serving
