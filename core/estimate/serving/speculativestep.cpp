// Speculative decoding in the step physics (docs/estimation.md "Speculative decoding"): the
// verify step is the existing step over k + 1 tokens a sequence, the draft's passes are the
// same roofline over the draft network's shape (draftnetwork.h).
#include "estimate/serving/speculativestep.h"

#include "estimate/serving/draftnetwork.h"
#include "model/acceptancedefaults.h"

#include <algorithm>

namespace gpusizer::core::serving {

namespace {

// Host work of one draft pass (its graph launch, the draft token's sampling and the next pass's
// inputs). SpecDecode-Bench's fit of vLLM 0.10.1 on H100 (SpecDecode-Bench/simulator
// predictor.py, Llama8BH100.draft_c_fixed) gives EAGLE-3 drafting for Llama 3.1 8B a fixed
// 2.135 ms a step at k = 3; three passes of its 0.42 B-parameter head stream 0.85 GB each,
// 0.35 ms at 3.35 TB/s and e_w 0.72, 1.05 ms in all: the other 1.08 ms over three passes.
constexpr double kDraftPassHostSeconds = 0.36e-3;

// n-gram lookup runs on the host beside the step: 0.5875 % of the verify step in the same fit
// (predictor.py, ngram_draft_percentage).
constexpr double kNgramHostShare = 0.005875;

// Bytes of one logit (the rejection sampler reads fp32 probabilities) and one hidden value (bf16).
constexpr double kLogitBytes = 4.0;
constexpr double kHiddenBytes = 2.0;

} // namespace

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
    const double counted = spec.draft.totalParams;
    const double readExtra = network->readParams - counted;
    spec.draft.totalParams += readExtra;
    spec.draft.activeParams += readExtra;
    spec.draft.weightBytes += readExtra * bytes;
    ReplicaShape held = spec.draft;
    held.weightBytes = network->storedParams * bytes;
    spec.weightBytesPerGpu = held.weightBytesPerGpu();
    spec.carriedHidden = network->carriedHidden;
    return spec;
}

double speculativeStepSeconds(const Speculation &spec, const ReplicaShape &target, const GpuSpec &gpu,
                              const EngineProfile &engine, double decodeSequences, double context,
                              double prefillTokens)
{
    if (!spec.enabled())
        return stepSeconds(target, gpu, engine, decodeSequences, context, prefillTokens);
    const double drafted = decodeSequences * spec.draftTokens;   // beside each sequence's own token
    const double verify = stepSeconds(target, gpu, engine, decodeSequences, context, prefillTokens + drafted);
    if (!spec.network)
        return verify * (1.0 + kNgramHostShare);
    // vLLM V1's proposer: the first pass over every token the step verified (and the prompt
    // chunk), then k − 1 passes of the one token each sequence drafts next.
    const double first = forwardSeconds(spec.draft, gpu, decodeSequences, context, prefillTokens + drafted);
    const double next = forwardSeconds(spec.draft, gpu, decodeSequences, context, 0.0);
    return verify + first + (spec.draftTokens - 1) * next + spec.draftTokens * kDraftPassHostSeconds;
}

double draftPromptSeconds(const Speculation &spec, const GpuSpec &gpu, double tokens)
{
    if (!spec.network)
        return 0.0;
    return forwardSeconds(spec.draft, gpu, 0.0, 0.0, tokens) + kDraftPassHostSeconds;
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
