#pragma once

#include <string>
#include <string_view>

namespace gpusizer::core {

// The repository or document a validation row's `source` names first ("QwenLM/Qwen2.5@a912d23
// docs/..." -> "QwenLM/Qwen2.5"): rows from one published table share their biases, so accuracy
// on sources never seen is judged by leaving one source out at a time. The one use of the
// `source` column (shared/validation/README.md); tools/make_intervals.py groups the same way.
std::string sourceKey(std::string_view source);

} // namespace gpusizer::core
