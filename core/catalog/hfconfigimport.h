#pragma once

#include "model/architecture.h"
#include "util/result.h"

#include <string>

namespace gpusizer::core {

// Reads a Hugging Face config.json (text) into an Architecture.
// Supported model_type: llama, mistral, mixtral, qwen2, qwen2_moe, qwen3, qwen3_moe, gemma,
// gemma2, gemma3 / gemma3_text, phi3, gpt2, gpt_neox, falcon, mpt, olmo2, deepseek_v3.
// `path` is the file's path as the user gave it (or just its name); errors name it, and the
// model is named from the config's "_name_or_path" and the path by hfConfigModelName:
// displayName that name; id "_name_or_path" as written when present, else the same name.
// The source names the folder and the file only, never the whole local path.
Result<Architecture> importHfConfig(const std::string &json, const std::string &path);
// The same, read from the file at `path` (at most jsonfields::kMaxJsonBytes, a regular file:
// readCappedFile): the one reader of the window's import and the CLI's --hf-config.
Result<Architecture> importHfConfigFile(const std::string &path);
// Whether `model` was read from a config.json (its shape is the file's, not a preset's or a
// synthesised one).
bool isImportedArchitecture(const Architecture &model);

// The name of a model imported from the config.json at `path` (only the text of the path is
// used; nothing is read) whose "_name_or_path" is `nameOrPath` (empty when absent). The first
// of these that is not empty:
//  1. the last part of `nameOrPath`: "meta-llama/Llama-3.1-8B" -> "Llama-3.1-8B";
//  2. the file's name without its extension, unless that is "config" (or "config (1)"):
//     ".../mistral-7b.json" -> "mistral-7b";
//  3. the folder holding the file: ".../Qwen2.5-7B-Instruct/config.json" -> "Qwen2.5-7B-Instruct"
//     (in the Hugging Face cache, ".../models--Qwen--Qwen2.5-7B/snapshots/<commit>/config.json",
//     the repository's name: "Qwen2.5-7B");
//  4. "Imported <modelType> model".
std::string hfConfigModelName(const std::string &nameOrPath, const std::string &path, const std::string &modelType);

} // namespace gpusizer::core
