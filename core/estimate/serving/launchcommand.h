#pragma once

#include "estimate/serving/servingestimate.h"
#include "model/gpuspec.h"
#include "model/scenario.h"

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace gpusizer::core::serving {

// The command line of an engine at the one version its flags were checked against
// (docs/launchcommands.md has the table with the sources).
struct EngineCli {
    std::string_view version;              // "vLLM 0.8.5"
    std::string_view source;               // where each flag of `flags` was found at that version
    std::span<const std::string_view> flags; // every --flag a launch command of this engine may hold
    std::string_view tensorParallelFlag;   // the flag whose value is the tensor-parallel degree
};

// The engine's command line, or nullptr for an engine no launch command is written for
// (vLLM V0, transformers, llama.cpp: their serving is not one server command of these flags).
const EngineCli *engineCli(ServingEngine engine);

// A setting of the serving answer the command cannot carry, so it is to be done by hand.
enum class LaunchGap {
    ModelPath,      // the model has no Hugging Face repository: its catalog id stands in for the checkpoint
    WeightFormat,   // the weights' format needs a checkpoint quantised to it (or an engine build) first
    KvCacheFormat,  // the KV-cache format has no flag at this engine version
    ExpertParallel, // the expert-parallel layout has no flag at this engine version
    PrefixCache,    // prefix caching (KV block reuse) has no flag at this engine version
    MultiNode,      // a replica spans nodes: the engine's multi-node start (Ray, MPI, --nnodes) is not written
    PipelineParallel, // the engine has no pipeline parallelism at this version (LMDeploy TurboMind, TGI)
    DraftModelPath, // the EAGLE head's checkpoint is not known: a name derived from the model's id stands in
    Speculative,    // the speculative method has no flag (or no path of the profile's engine) at this version
};

std::string_view toString(LaunchGap gap);

// One replica's launch command for a serving answer, and how many replicas to start.
struct LaunchCommand {
    const EngineCli *cli = nullptr;
    std::vector<std::string> argv;   // the words, unquoted: program, model, then flags and values
    int replicas = 1;                // start this many, each on its own gpusPerReplica GPUs
    int gpusPerReplica = 1;
    std::vector<LaunchGap> gaps;     // what the command leaves out, in enum order

    std::string shellLine() const;   // argv quoted for a POSIX shell (util/shellquote.h)
};

// The name an engine loads the model by: its Hugging Face repository, or (none known) the
// catalog id or, failing that, the display name (LaunchGap::ModelPath).
std::string launchModelName(const Architecture &model);

// The launch command of one replica of `scenario` (method inference) on `gpu` as `serving`
// sized it (serving = estimateServing(scenario, gpu)): the engine's documented memory budget,
// batch and token budget of its profile (engineprofile.h) set explicitly, the batch limit at
// the sequences the replica holds (ServingEstimate::maxConcurrency), the context at input +
// output tokens, tensor and pipeline (and where the engine has the flag, expert) parallelism,
// the KV-cache format, prefix caching, FP8 weights quantised on load from a 16-bit checkpoint
// (a checkpoint whose repository name marks its format, "...-FP8", "...-AWQ", is taken as it is).
// nullopt when the engine has no command (engineCli), the weights leave no room for a KV cache
// (nothing to start) or the engine does not run on the GPU (TensorRT-LLM or LMDeploy's TurboMind
// on a GPU not NVIDIA's), or the deployment is disaggregated (ServingSettings::disaggregation:
// prefill and decode workers with a KV-transfer connector, which no command here writes).
// Pure.
std::optional<LaunchCommand> launchCommand(const Scenario &scenario, const GpuSpec &gpu,
                                           const ServingEstimate &serving);

} // namespace gpusizer::core::serving
