#include "propertygrid.h"

#include "catalog/sizesynthesis.h"

#include <array>
#include <map>

namespace gpusizer::core::testing {

namespace {

constexpr std::array kParamsB{0.1, 0.5, 1.0, 3.0, 7.0, 13.0, 34.0, 70.0, 180.0, 405.0, 1000.0};
constexpr std::array kMethods{Method::Inference, Method::Full, Method::LoRA, Method::QLoRA, Method::Pretrain};
constexpr std::array kPrecisionChoices{0, 1};  // 0: the method's usual 16-bit/4-bit type, 1: the alternative
constexpr std::array kOptimizers{Optimizer::AdamW, Optimizer::AdamW8bit, Optimizer::PagedAdamW8bit,
                                 Optimizer::SGD, Optimizer::Adafactor, Optimizer::Lion};
constexpr std::array kSeqLens{1, 128, 2048, 32768, 1048576};
constexpr std::array kMicroBatches{1, 4, 32};
constexpr std::array kCheckpointing{Checkpointing::None, Checkpointing::Selective, Checkpointing::Full};
constexpr std::array kAttention{AttentionKernel::Eager, AttentionKernel::Flash};
constexpr std::array kShardings{Sharding::None, Sharding::DDP, Sharding::ZeRO1, Sharding::ZeRO2, Sharding::ZeRO3,
                                Sharding::FSDP};
constexpr std::array kGpus{1, 8, 64, 4096};

const Architecture &architectureFor(double paramsB)
{
    static const std::map<double, Architecture> cache = [] {
        std::map<double, Architecture> m;
        for (double p : kParamsB)
            m.emplace(p, synthesiseArchitecture(p));
        return m;
    }();
    return cache.at(paramsB);
}

template <typename Array>
auto pick(std::size_t &index, const Array &values)
{
    const auto value = values[index % values.size()];
    index /= values.size();
    return value;
}

} // namespace

std::size_t PropertyGrid::size()
{
    return kParamsB.size() * kMethods.size() * kPrecisionChoices.size() * kOptimizers.size() * kSeqLens.size() *
           kMicroBatches.size() * kCheckpointing.size() * kAttention.size() * kShardings.size() * kGpus.size();
}

Scenario PropertyGrid::scenario(std::size_t index)
{
    Scenario s;
    s.model = architectureFor(pick(index, kParamsB));
    s.method = pick(index, kMethods);
    const int precision = pick(index, kPrecisionChoices);
    switch (s.method) {
    case Method::Inference: s.weightDtype = precision == 0 ? DType::BF16 : DType::INT4; break;
    case Method::QLoRA: s.weightDtype = precision == 0 ? DType::NF4 : DType::INT8; break;
    default: s.weightDtype = precision == 0 ? DType::BF16 : DType::FP32; break;
    }
    s.computeDtype = s.weightDtype == DType::FP32 ? DType::FP32 : DType::BF16;
    s.optimizer = s.method == Method::Inference ? Optimizer::None : pick(index, kOptimizers);
    if (s.method == Method::Inference)
        index /= kOptimizers.size();
    s.seqLen = pick(index, kSeqLens);
    s.microBatch = pick(index, kMicroBatches);
    s.checkpointing = pick(index, kCheckpointing);
    s.attention = pick(index, kAttention);
    s.parallel.sharding = pick(index, kShardings);
    s.parallel.gpus = pick(index, kGpus);
    s.parallel.gpusPerNode = 8;
    s.gpuId = "h100-sxm";
    s.workload.datasetTokens = 1e9;
    return s;
}

std::string PropertyGrid::describe(const Scenario &s)
{
    return std::to_string(s.model.layers) + "L/" + std::to_string(s.model.hidden) + "h " +
           std::string(toString(s.method)) + " " + std::string(toString(s.weightDtype)) + " " +
           std::string(toString(s.optimizer)) + " seq " + std::to_string(s.seqLen) + " mb " +
           std::to_string(s.microBatch) + " ckpt " + std::string(toString(s.checkpointing)) + " " +
           std::string(toString(s.attention)) + " " + std::string(toString(s.parallel.sharding)) + " x" +
           std::to_string(s.parallel.gpus);
}

} // namespace gpusizer::core::testing
