#pragma once

#include <optional>
#include <string_view>

namespace gpusizer::core {

// Data-parallel sharding of model states.
enum class Sharding { None, DDP, ZeRO1, ZeRO2, ZeRO3, FSDP, FSDPHybrid, FSDPGradOp };

enum class Offload { None, Optimizer, Params };

struct Parallelism {
    int gpus = 1;          // total GPUs in the job
    int gpusPerNode = 8;   // GPUs per node (min(gpus, this) share the fast link)
    Sharding sharding = Sharding::None;
    int tp = 1;            // tensor parallel degree
    int pp = 1;            // pipeline parallel degree
    int cp = 1;            // context (sequence) parallel degree
    int ep = 1;            // expert parallel degree
    Offload offload = Offload::None;

    // GPUs that hold replicas or shards of the same model slice.
    int dataParallel() const
    {
        const int modelParallel = tp * pp * cp;
        return modelParallel > 0 && gpus >= modelParallel ? gpus / modelParallel : 1;
    }
    int nodes() const { return gpusPerNode > 0 ? (gpus + gpusPerNode - 1) / gpusPerNode : 1; }
    bool operator==(const Parallelism &) const = default;
};

// Degree over which parameters, gradients and optimizer state are sharded, per component.
bool shardsOptimizer(Sharding s);
// DeepSpeed ZeRO stages 1 to 3 (their engine brings its own optimizer, FusedAdam).
bool isDeepSpeedZero(Sharding s);
bool shardsGradients(Sharding s);
bool shardsWeights(Sharding s);

std::string_view toString(Sharding value);
std::optional<Sharding> parseSharding(std::string_view text);
std::string_view toString(Offload value);
std::optional<Offload> parseOffload(std::string_view text);

} // namespace gpusizer::core
