#include "estimate/serving/draftnetwork.h"

namespace gpusizer::core::serving {

namespace {

// One layer of the target's attention and width: the shape of a head. `moe` keeps the target's
// experts (an MTP module is a layer like the model's); EAGLE heads are dense.
Architecture oneLayerOf(const Architecture &target, bool moe, const char *suffix)
{
    Architecture h = target;
    h.id = target.id + suffix;
    h.displayName = target.displayName + suffix;
    h.layers = 1;
    h.denseLayers = 0;
    h.slidingWindow = 0;
    h.slidingWindowLayers = 0;
    h.mtpModules = 0;
    if (!moe || !target.isMoE()) {
        // A dense layer; an MoE target's head is as wide as one of its experts where it has
        // no dense width of its own.
        if (h.intermediate <= 0)
            h.intermediate = target.expertIntermediate;
        h.experts = 0;
        h.expertsPerToken = 0;
        h.expertIntermediate = 0;
        h.sharedExperts = 0;
    }
    return h;
}

// The widths the attention's input projections write: a second input of the hidden width adds
// this many rows times h (EAGLE-3's q/k/v read the embedding and the fused hidden state).
double inputProjectionWidth(const Architecture &a)
{
    if (a.isMLA()) {
        const double q = a.qLoraRank > 0 ? double(a.qLoraRank)
                                         : double(a.heads) * (double(a.qkNopeHeadDim) + a.qkRopeHeadDim);
        return q + double(a.kvLoraRank) + a.qkRopeHeadDim;
    }
    return double(a.queryWidth()) + 2.0 * a.kvWidth();
}

} // namespace

std::optional<DraftNetwork> draftNetwork(const Scenario &s)
{
    const SpeculativeSettings &spec = s.serving.speculative;
    const Architecture &t = s.model;
    const double h = t.hidden;
    DraftNetwork d;
    switch (spec.method) {
    case SpeculativeMethod::None:
    case SpeculativeMethod::Ngram: return std::nullopt;
    case SpeculativeMethod::DraftModel: {
        if (!spec.draftModel)
            return std::nullopt;
        d.architecture = *spec.draftModel;
        d.weightDtype = s.weightDtype;
        d.storedParams = countParameters(d.architecture).total;
        d.readParams = d.storedParams;
        return d;
    }
    case SpeculativeMethod::Eagle: {
        d.architecture = oneLayerOf(t, false, "-eagle-head");
        d.architecture.tiedEmbeddings = false;
        const ParameterCounts c = countParameters(d.architecture);
        // Its layer and fc; every pass computes logits through the target's LM head (V × h).
        d.storedParams = c.total - c.embedding - c.lmHead + 2.0 * h * h;
        d.readParams = d.storedParams + double(t.vocab) * h;
        d.carriedHidden = 1.0;
        return d;
    }
    case SpeculativeMethod::Eagle3: {
        d.architecture = oneLayerOf(t, false, "-eagle3-head");
        d.architecture.vocab = kEagle3DraftVocab;
        d.architecture.tiedEmbeddings = false;
        const ParameterCounts c = countParameters(d.architecture);
        // Its layer with q/k/v over 2h, fc 3h × h and its own draft-vocabulary LM head; the
        // fc only in the first pass of a step.
        d.storedParams = c.total - c.embedding + 3.0 * h * h + inputProjectionWidth(t) * h;
        d.firstPassParams = 3.0 * h * h;
        d.readParams = d.storedParams - d.firstPassParams;
        d.carriedHidden = 3.0;
        return d;
    }
    case SpeculativeMethod::Mtp: {
        d.architecture = oneLayerOf(t, true, "-mtp");
        d.architecture.tiedEmbeddings = false;
        d.weightDtype = s.weightDtype;
        const ParameterCounts c = countParameters(d.architecture);
        // The layer, eh_proj (2h × h), enorm and hnorm, and the embedding and head it loads;
        // a pass looks its tokens' embedding rows up rather than streaming the table.
        d.storedParams = c.total + 2.0 * h * h + 2.0 * h;
        d.readParams = d.storedParams - c.embedding;
        d.carriedHidden = 1.0;
        return d;
    }
    }
    return std::nullopt;
}

} // namespace gpusizer::core::serving
