#pragma once

#include "model/architecture.h"
#include "util/result.h"

#include <string>

namespace gpusizer::core {

// Reads a Hugging Face config.json (text) into an Architecture.
// Supported model_type: llama, mistral, mixtral, qwen2, qwen2_moe, qwen3, qwen3_moe, gemma,
// gemma2, gemma3 / gemma3_text, phi3, gpt2, gpt_neox, falcon, mpt, olmo2, deepseek_v3.
Result<Architecture> importHfConfig(const std::string &json, const std::string &fileName);

} // namespace gpusizer::core
