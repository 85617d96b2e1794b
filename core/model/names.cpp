// Stable spellings of the domain enums, used by scenario files, the CLI and catalogs.
#include "model/architecture.h"
#include "model/method.h"
#include "model/optimizer.h"
#include "model/parallelism.h"
#include "model/training.h"
#include "util/enumnames.h"

namespace gpusizer::core {

namespace {
constexpr auto kMethods = makeEnumNames<Method>({
    {Method::Inference, "inference"}, {Method::Full, "full"}, {Method::LoRA, "lora"},
    {Method::QLoRA, "qlora"}, {Method::Pretrain, "pretrain"},
});
constexpr auto kOptimizers = makeEnumNames<Optimizer>({
    {Optimizer::AdamW, "adamw"}, {Optimizer::AdamW8bit, "adamw8bit"},
    {Optimizer::PagedAdamW8bit, "paged_adamw8bit"}, {Optimizer::SGD, "sgd"},
    {Optimizer::Adafactor, "adafactor"}, {Optimizer::Lion, "lion"}, {Optimizer::None, "none"},
});
constexpr auto kCheckpointing = makeEnumNames<Checkpointing>({
    {Checkpointing::None, "none"}, {Checkpointing::Selective, "selective"}, {Checkpointing::Full, "full"},
});
constexpr auto kAttention = makeEnumNames<AttentionKernel>({
    {AttentionKernel::Eager, "eager"}, {AttentionKernel::SDPA, "sdpa"}, {AttentionKernel::Flash, "flash"},
});
constexpr auto kSharding = makeEnumNames<Sharding>({
    {Sharding::None, "none"}, {Sharding::DDP, "ddp"}, {Sharding::ZeRO1, "zero1"},
    {Sharding::ZeRO2, "zero2"}, {Sharding::ZeRO3, "zero3"}, {Sharding::FSDP, "fsdp"},
    {Sharding::FSDPHybrid, "fsdp_hybrid"}, {Sharding::FSDPGradOp, "fsdp_grad_op"},
});
constexpr auto kOffload = makeEnumNames<Offload>({
    {Offload::None, "none"}, {Offload::Optimizer, "optimizer"}, {Offload::Params, "params"},
});
constexpr auto kMlp = makeEnumNames<MlpKind>({{MlpKind::Gated, "gated"}, {MlpKind::Plain, "plain"}});
} // namespace

std::string_view toString(Method v) { return kMethods.name(v); }
std::optional<Method> parseMethod(std::string_view t) { return kMethods.parse(t); }
std::string_view toString(Optimizer v) { return kOptimizers.name(v); }
std::optional<Optimizer> parseOptimizer(std::string_view t) { return kOptimizers.parse(t); }
std::string_view toString(Checkpointing v) { return kCheckpointing.name(v); }
std::optional<Checkpointing> parseCheckpointing(std::string_view t) { return kCheckpointing.parse(t); }
std::string_view toString(AttentionKernel v) { return kAttention.name(v); }
std::optional<AttentionKernel> parseAttentionKernel(std::string_view t) { return kAttention.parse(t); }
std::string_view toString(Sharding v) { return kSharding.name(v); }
std::optional<Sharding> parseSharding(std::string_view t) { return kSharding.parse(t); }
std::string_view toString(Offload v) { return kOffload.name(v); }
std::optional<Offload> parseOffload(std::string_view t) { return kOffload.parse(t); }
std::string_view toString(MlpKind v) { return kMlp.name(v); }
std::optional<MlpKind> parseMlpKind(std::string_view t) { return kMlp.parse(t); }

bool isDeepSpeedZero(Sharding s)
{
    return s == Sharding::ZeRO1 || s == Sharding::ZeRO2 || s == Sharding::ZeRO3;
}
bool shardsOptimizer(Sharding s) { return s != Sharding::None && s != Sharding::DDP; }
bool shardsGradients(Sharding s) { return shardsOptimizer(s) && s != Sharding::ZeRO1; }
bool shardsWeights(Sharding s)
{
    return s == Sharding::ZeRO3 || s == Sharding::FSDP || s == Sharding::FSDPHybrid;
}

} // namespace gpusizer::core
