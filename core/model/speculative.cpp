#include "model/speculative.h"

#include "model/fieldlimits.h"
#include "util/enumnames.h"

#include <string>

namespace gpusizer::core {

namespace {
constexpr auto kMethods = makeEnumNames<SpeculativeMethod>({
    {SpeculativeMethod::None, "none"}, {SpeculativeMethod::DraftModel, "draft"}, {SpeculativeMethod::Eagle, "eagle"},
    {SpeculativeMethod::Eagle3, "eagle3"}, {SpeculativeMethod::Mtp, "mtp"}, {SpeculativeMethod::Ngram, "ngram"},
});
} // namespace

bool draftsOnGpu(SpeculativeMethod method)
{
    return method != SpeculativeMethod::None && method != SpeculativeMethod::Ngram;
}

std::optional<Error> validateSpeculative(const SpeculativeSettings &s, const Architecture &target)
{
    if (!s.enabled())
        return std::nullopt;
    if (auto e = checkLimit(Limited::SpecTokens, s.draftTokens))
        return e;
    if (s.acceptanceLength) {
        if (auto e = checkLimit(Limited::AcceptanceLength, *s.acceptanceLength))
            return e;
        // A step accepts at most its k drafts and the token the target adds.
        const double most = s.draftTokens + 1.0;
        if (*s.acceptanceLength > most)
            return outOfRange(fileKey(Limited::AcceptanceLength), *s.acceptanceLength, 1.0, most);
    }
    if (s.method == SpeculativeMethod::DraftModel) {
        const std::string field = "serving.speculative.draft_model";
        if (!s.draftModel)
            return brokenRule(ErrorCode::InvalidScenario, field, ErrorRule::Required);
        if (auto e = validateArchitecture(*s.draftModel)) {
            e->field = field + "." + e->field;
            return e;
        }
        // The target verifies the draft's tokens by their ids (vLLM, SGLang, TensorRT-LLM and
        // llama.cpp all require the same vocabulary).
        if (s.draftModel->vocab != target.vocab)
            return brokenRule(ErrorCode::InvalidScenario, field, ErrorRule::SameVocabulary, std::to_string(target.vocab));
    }
    if (s.method == SpeculativeMethod::Mtp && target.mtpModules < 1)
        return brokenRule(ErrorCode::InvalidScenario, "serving.speculative.method", ErrorRule::NoMtpModule,
                          std::string(toString(s.method)));
    return std::nullopt;
}

std::string_view toString(SpeculativeMethod v) { return kMethods.name(v); }
std::optional<SpeculativeMethod> parseSpeculativeMethod(std::string_view t) { return kMethods.parse(t); }

} // namespace gpusizer::core
