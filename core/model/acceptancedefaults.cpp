// The published acceptance of each speculative method, as two rates (acceptancedefaults.h).
// Every rate is derived from the measurement its comment names; docs/estimation.md
// "Speculative decoding" has the same table.
#include "model/acceptancedefaults.h"

namespace gpusizer::core {

namespace {

using M = SpeculativeMethod;

constexpr AcceptanceProfile kNone{M::None, "", 0.0, 0.0, "none"};

constexpr AcceptanceProfile kProfiles[] = {
    // Llama 3 8B drafting Llama 3 70B (both Q4_K_M, greedy) in llama.cpp: 58.68 % of 8 drafted
    // tokens accepted (devquasar.com, "Speculative decoding tradeoffs: GPU with large models,
    // Llama 70B / 8B"). Σ α^i over i = 1..8, divided by 8, is 0.5868 at α = 0.88.
    {M::DraftModel, "", 0.88, 0.88,
     "Llama 3 8B drafting Llama 3 70B, llama.cpp greedy, 58.68 % of 8 drafts accepted (devquasar.com)"},
    // vLLM V1, yuhuili/EAGLE-LLaMA3-Instruct-8B on MT-Bench, batch 1: acceptance length 1.89 at
    // k = 2 and 2.08 at k = 4 (vllm-project/vllm PR #16035). 1 + f(1 + r) = 1.89 and
    // 1 + f(1 + r)(1 + r²) = 2.08 give r² = 1.08/0.89 − 1, r = 0.462, f = 0.609.
    {M::Eagle, "", 0.609, 0.462, "EAGLE-LLaMA3-Instruct-8B, vLLM V1, MT-Bench: 1.89 at k=2, 2.08 at k=4 (vLLM PR #16035)"},
    // vLLM 0.10.1 on H100, Llama 3.1 8B Instruct on ShareGPT, the EAGLE-3 proposer's per-token
    // acceptance (SpecDecode-Bench/simulator data/llama3.1-8B/combined_sharegpt.jsonl, 310
    // requests; arXiv 2601.11580): stepping each request at a fixed k gives 1.661, 2.038, 2.254
    // and 2.478 tokens a step at k = 1, 2, 3, 5: f = 0.661, r = 0.377/0.661 = 0.570.
    {M::Eagle3, "", 0.661, 0.570,
     "Llama 3.1 8B EAGLE-3, vLLM 0.10.1, ShareGPT: 1.66/2.04/2.25 at k=1/2/3 (SpecDecode-Bench, arXiv 2601.11580)"},
    // DeepSeek-V3 technical report (arXiv 2412.19437) section 5.4.3: the second token's
    // acceptance "ranges between 85 % and 90 %" (0.85, the lower end). Its one MTP module reused
    // for later tokens: the original module's acceptance length is 3.20 at k = 7, temperature 0
    // (nebius/MTP-DeepSeek-V3-0324 model card); 1 + 0.85·(1 − r⁷)/(1 − r) = 3.20 at r = 0.63.
    {M::Mtp, "DeepSeek", 0.85, 0.63,
     "DeepSeek-V3 report 5.4.3 (85-90 % second-token acceptance); 3.20 at k=7 (nebius/MTP-DeepSeek-V3-0324)"},
    // GLM-4.5-Air's single MTP head in vLLM on GPQA-Main: position-wise acceptance 0.92, 0.68,
    // 0.38 at k = 3 (SpecDecode-Bench, arXiv 2601.11580): 2.98 tokens a step, which
    // 1 + 0.92·(1 + r + r²) meets at r = 0.684.
    {M::Mtp, "", 0.92, 0.684, "GLM-4.5-Air MTP, vLLM, GPQA-Main: 0.92/0.68/0.38 by position at k=3 (SpecDecode-Bench)"},
    // The same ShareGPT data as EAGLE-3, the n-gram proposer: 1.236, 1.339, 1.395, 1.451 at
    // k = 1, 2, 3, 5: f = 0.236, and 1 + 0.236·(1 + r + r²) = 1.395 at r = 0.46. Code editing
    // repeats its prompt and accepts far more (InstructCoder 2.03 at k = 3), arithmetic less
    // (GSM8K 1.16): set --acceptance-length for such a workload.
    {M::Ngram, "", 0.236, 0.46,
     "Llama 3.1 8B n-gram, vLLM 0.10.1, ShareGPT: 1.24/1.34/1.40 at k=1/2/3 (SpecDecode-Bench, arXiv 2601.11580)"},
};

} // namespace

double acceptanceLength(const AcceptanceProfile &p, int draftTokens)
{
    double accepted = 1.0;
    double chance = p.first;
    for (int i = 0; i < draftTokens; ++i) {
        accepted += chance;
        chance *= p.later;
    }
    return accepted;
}

const AcceptanceProfile &defaultAcceptance(SpeculativeMethod method, const Architecture &target)
{
    const AcceptanceProfile *general = &kNone;
    for (const AcceptanceProfile &p : kProfiles) {
        if (p.method != method)
            continue;
        if (!p.family.empty() && p.family == target.family)
            return p;
        if (p.family.empty())
            general = &p;
    }
    return *general;
}

double acceptanceLengthOf(const SpeculativeSettings &s, const Architecture &target)
{
    if (!s.enabled())
        return 1.0;
    if (s.acceptanceLength)
        return *s.acceptanceLength;
    return acceptanceLength(defaultAcceptance(s.method, target), s.draftTokens);
}

} // namespace gpusizer::core
