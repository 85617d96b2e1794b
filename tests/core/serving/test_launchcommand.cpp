// One replica's launch command per engine: hand-checked commands for vLLM, SGLang, TensorRT-LLM,
// LMDeploy (TurboMind) and TGI; every flag a builder writes is in its engine's cited list, the
// list is the table in docs/launchcommands.md, and the tensor-parallel value is the scenario's;
// what no flag of the pinned version carries is named as a gap.
#include "catalog/gpucatalog.h"
#include "catalog/modelcatalog.h"
#include "estimate/serving/launchcommand.h"
#include "estimate/serving/servingmodel.h"
#include "model/methodchange.h"
#include "model/units.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <sstream>
#include <string>

using namespace gpusizer::core;
using namespace gpusizer::core::serving;
using gpusizer::core::units::kGiB;

namespace {

const GpuSpec &h100() { return *GpuCatalog::builtIn().find("h100-sxm"); }

// `model` in bf16 on H100 SXM nodes of eight, `replicas` x (tp x pp) GPUs, chat lengths
// 1000 in / 300 out, 32 users.
Scenario deployment(const char *model, ServingEngine engine, int tp, int pp = 1, int replicas = 1)
{
    Scenario s;
    s.model = *ModelCatalog::builtIn().find(model);
    s = withMethod(s, Method::Inference);
    s.weightDtype = DType::BF16;
    s.gpuId = "h100-sxm";
    s.parallel.tp = tp;
    s.parallel.pp = pp;
    s.parallel.gpus = tp * pp * replicas;
    s.parallel.gpusPerNode = 8;
    s.serving.engine = engine;
    s.serving.load = LoadKind::Concurrency;
    s.serving.concurrency = 32;
    s.serving.inputLen = 1000;
    s.serving.outputLen = 300;
    return s;
}

LaunchCommand commandOf(const Scenario &s)
{
    const ServingEstimate e = estimateServing(s, h100());
    const std::optional<LaunchCommand> c = launchCommand(s, h100(), e);
    EXPECT_TRUE(c.has_value());
    return c.value_or(LaunchCommand{});
}

// The sequences a replica's KV pool holds at 1,300 tokens a sequence, by hand: usable memory less
// the 0.5 GiB CUDA context, the engine's share of it (or of what is free), less the weights, the
// step's workspace (8,192 tokens, TGI's 4,096, x h x 2 B x 20 values) and the graph pool, per GPU,
// times the GPUs.
int heldSequences(const Scenario &s, double fraction, bool ofFree, double graphGiB, double kvBytesPerToken,
                  double stepTokens = 8192)
{
    const double gpus = double(s.parallel.tp) * s.parallel.pp;
    const double usable = h100().usableBytes - 0.5 * kGiB;
    const double taken = countParameters(s.model).total * 2.0 / gpus
                         + stepTokens * s.model.hidden * 2 * 20 / s.parallel.tp + graphGiB * kGiB;
    const double pool = ofFree ? (usable - taken) * fraction : usable * fraction - taken;
    return int(std::floor(pool * gpus / (kvBytesPerToken * 1300)));
}

// Llama 3.1 70B: 80 layers x K and V x 8 KV heads x 128 x 2 B = 327,680 B a token in bf16.
constexpr double k70bKvBytesPerToken = 80.0 * 2 * 8 * 128 * 2;

bool hasGap(const LaunchCommand &c, LaunchGap g)
{
    return std::find(c.gaps.begin(), c.gaps.end(), g) != c.gaps.end();
}

bool hasWord(const LaunchCommand &c, std::string_view w)
{
    return std::find(c.argv.begin(), c.argv.end(), w) != c.argv.end();
}

// The value after `flag`, or "" when the command has no such flag.
std::string valueOf(const LaunchCommand &c, std::string_view flag)
{
    const auto it = std::find(c.argv.begin(), c.argv.end(), flag);
    return it != c.argv.end() && it + 1 != c.argv.end() ? *(it + 1) : std::string();
}

} // namespace

// Llama 3.1 70B on 12 H100 as 3 replicas of TP 4 with vLLM: 0.9 of the 84.40 GB usable (75.96 GB)
// less a quarter of the 141.1 GB of weights (35.28 GB), of the 2.68 GB workspace (0.67 GB) and
// the 0.54 GB graph pool leaves 39.47 GB of KV a GPU, 157.9 GB a replica: 370 sequences of 426 MB
// (1,300 tokens x 327,680 B), under vLLM's 1,024 on a large Hopper GPU; 8,192 tokens a step.
TEST(LaunchCommand, VllmTp4TimesThreeReplicasOf70B)
{
    const Scenario s = deployment("llama-3.1-70b", ServingEngine::VLLM, 4, 1, 3);
    const int held = heldSequences(s, 0.9, false, 0.5, k70bKvBytesPerToken);
    EXPECT_EQ(held, 370);
    const LaunchCommand c = commandOf(s);
    EXPECT_EQ(c.shellLine(), "vllm serve meta-llama/Llama-3.1-70B --tensor-parallel-size 4 --max-num-seqs 370 "
                             "--max-num-batched-tokens 8192 --gpu-memory-utilization 0.9 --max-model-len 1300");
    EXPECT_EQ(c.replicas, 3);
    EXPECT_EQ(c.gpusPerReplica, 4);
    EXPECT_TRUE(c.gaps.empty());
    EXPECT_EQ(c.cli->version, "vLLM 0.8.5");
}

// Prefix caching and FP8 weights quantised on load from the bf16 checkpoint.
TEST(LaunchCommand, VllmPrefixCachingAndFp8WeightsOnLoad)
{
    Scenario s = deployment("llama-3.1-70b", ServingEngine::VLLM, 4);
    s.serving.prefixCacheHit = 0.5;
    s.weightDtype = DType::FP8;
    const LaunchCommand c = commandOf(s);
    EXPECT_TRUE(hasWord(c, "--enable-prefix-caching"));
    EXPECT_EQ(valueOf(c, "--quantization"), "fp8");
    EXPECT_TRUE(c.gaps.empty());
    // A checkpoint already in FP8 (its repository says so) is read as it is.
    s.model.hfRepo = "neuralmagic/Meta-Llama-3.1-70B-Instruct-FP8";
    const LaunchCommand prequantised = commandOf(s);
    EXPECT_FALSE(hasWord(prequantised, "--quantization"));
    EXPECT_EQ(prequantised.argv.at(2), "neuralmagic/Meta-Llama-3.1-70B-Instruct-FP8");
}

// Llama 3.1 8B on one H100 with SGLang and an FP8 KV cache: 0.88 of the 84.40 GB usable (74.27 GB)
// less 16.06 GB of weights, the 1.34 GB workspace (8,192 x 4,096 x 2 B x 20) and the 0.54 GB graph
// pool leaves 56.33 GB; at 65,536 B a token (half of bf16's 131,072), 85.2 MB a 1,300-token
// sequence: 661 sequences. SGLang names the E4M3 format fp8_e4m3.
TEST(LaunchCommand, SglangWithAnFp8KvCache)
{
    Scenario s = deployment("llama-3.1-8b", ServingEngine::SGLang, 1);
    s.serving.kvDtype = DType::FP8;
    const int held = heldSequences(s, 0.88, false, 0.5, 32.0 * 2 * 8 * 128 * 1);
    EXPECT_EQ(held, 661);
    const LaunchCommand c = commandOf(s);
    EXPECT_EQ(c.shellLine(), "python3 -m sglang.launch_server --model-path meta-llama/Llama-3.1-8B --tp-size 1 "
                             "--mem-fraction-static 0.88 --max-running-requests 661 --context-length 1300 "
                             "--chunked-prefill-size 8192 --kv-cache-dtype fp8_e4m3");
    EXPECT_EQ(c.replicas, 1);
    EXPECT_TRUE(c.gaps.empty());
}

// Experts split over SGLang's tensor-parallel group; a larger expert-parallel group (data-parallel
// attention) has more flags than these and is named as a gap.
TEST(LaunchCommand, SglangExpertParallelWithinTheTensorParallelGroup)
{
    Scenario s = deployment("qwen3-30b-a3b", ServingEngine::SGLang, 2);
    s.parallel.ep = 2;
    const LaunchCommand c = commandOf(s);
    EXPECT_EQ(valueOf(c, "--ep-size"), "2");
    EXPECT_FALSE(hasGap(c, LaunchGap::ExpertParallel));
    s.parallel.tp = 1;
    s.parallel.ep = 4;
    s.parallel.gpus = 4;
    const LaunchCommand dep = commandOf(s);
    EXPECT_FALSE(hasWord(dep, "--ep-size"));
    EXPECT_TRUE(hasGap(dep, LaunchGap::ExpertParallel));
}

// Llama 3.1 70B with TensorRT-LLM on TP 4 x PP 2 (one server of eight): per GPU an eighth of the
// 141.1 GB of weights (17.64 GB), a quarter of the 2.68 GB workspace and the 0.27 GB graph pool
// leave 65.82 GB of the 84.40 GB usable free; 0.9 of it is 59.24 GB, 473.9 GB over the eight GPUs:
// 1,112 sequences of 426 MB (1,300 tokens x 327,680 B), under TensorRT-LLM's 2,048.
TEST(LaunchCommand, TensorRtLlmWithPipelineParallelism)
{
    const Scenario s = deployment("llama-3.1-70b", ServingEngine::TensorRTLLM, 4, 2);
    const int held = heldSequences(s, 0.9, true, 0.25, k70bKvBytesPerToken);
    EXPECT_EQ(held, 1112);
    const LaunchCommand c = commandOf(s);
    EXPECT_EQ(c.shellLine(), "trtllm-serve meta-llama/Llama-3.1-70B --tp_size 4 --pp_size 2 --max_batch_size 1112 "
                             "--max_num_tokens 8192 --max_seq_len 1300 --kv_cache_free_gpu_memory_fraction 0.9");
    EXPECT_EQ(c.gpusPerReplica, 8);
    EXPECT_TRUE(c.gaps.empty());
}

// trtllm-serve 0.18.2 has no flag for the KV-cache format, FP8 quantisation, prefix reuse or
// expert parallelism: each is named, no flag is invented.
TEST(LaunchCommand, TensorRtLlmNamesWhatItsFlagsCannotSet)
{
    Scenario s = deployment("llama-3.1-70b", ServingEngine::TensorRTLLM, 4);
    s.serving.kvDtype = DType::FP8;
    s.serving.prefixCacheHit = 0.3;
    s.weightDtype = DType::FP8;
    const LaunchCommand c = commandOf(s);
    const std::vector<LaunchGap> gaps = {LaunchGap::WeightFormat, LaunchGap::KvCacheFormat, LaunchGap::PrefixCache};
    EXPECT_EQ(c.gaps, gaps);
    Scenario moe = deployment("qwen3-30b-a3b", ServingEngine::TensorRTLLM, 2);
    moe.parallel.ep = 2;
    EXPECT_TRUE(hasGap(commandOf(moe), LaunchGap::ExpertParallel));
}

// Llama 3.1 70B on TP 4 with LMDeploy's TurboMind: per GPU a quarter of the 141.1 GB of weights
// (35.28 GB) and of the 2.68 GB workspace (0.67 GB), no graph pool, leave 48.45 GB of the 84.40 GB
// usable free; 0.8 of it is 38.76 GB, 155.0 GB a replica: 363 sequences of 426 MB, under
// TurboMind's 512 on an H100.
TEST(LaunchCommand, LmdeployTurboMindTp4Of70B)
{
    const Scenario s = deployment("llama-3.1-70b", ServingEngine::LMDeploy, 4);
    const int held = heldSequences(s, 0.8, true, 0.0, k70bKvBytesPerToken);
    EXPECT_EQ(held, 363);
    const LaunchCommand c = commandOf(s);
    EXPECT_EQ(c.shellLine(), "lmdeploy serve api_server meta-llama/Llama-3.1-70B --backend turbomind --tp 4 "
                             "--cache-max-entry-count 0.8 --max-batch-size 363 --session-len 1300 "
                             "--max-prefill-token-num 8192");
    EXPECT_TRUE(c.gaps.empty());
    EXPECT_EQ(c.cli->version, "LMDeploy 0.9.2 (TurboMind)");
}

// Llama 3.1 8B with an 8-bit KV cache on one H100: 0.8 of the 84.40 - 16.06 - 1.34 GB free is
// 53.60 GB, 629 sequences at 85.2 MB, more than TurboMind's 512 on an H100, which binds. The 8-bit
// cache is TurboMind's int8 (--quant-policy 8); prefix caching is off by default and switched on;
// FP8 weights need an FP8 checkpoint, pipeline stages another engine.
TEST(LaunchCommand, LmdeployEightBitKvPrefixCachingAndItsGaps)
{
    Scenario s = deployment("llama-3.1-8b", ServingEngine::LMDeploy, 1);
    s.serving.kvDtype = DType::FP8;
    s.serving.prefixCacheHit = 0.5;
    EXPECT_EQ(heldSequences(s, 0.8, true, 0.0, 32.0 * 2 * 8 * 128 * 1), 629);
    const LaunchCommand c = commandOf(s);
    EXPECT_EQ(c.shellLine(), "lmdeploy serve api_server meta-llama/Llama-3.1-8B --backend turbomind --tp 1 "
                             "--cache-max-entry-count 0.8 --max-batch-size 512 --session-len 1300 "
                             "--max-prefill-token-num 8192 --quant-policy 8 --enable-prefix-caching");
    EXPECT_TRUE(c.gaps.empty());
    Scenario fp8 = deployment("llama-3.1-70b", ServingEngine::LMDeploy, 4, 2);
    fp8.weightDtype = DType::FP8;
    const std::vector<LaunchGap> gaps = {LaunchGap::WeightFormat, LaunchGap::PipelineParallel};
    EXPECT_EQ(commandOf(fp8).gaps, gaps);
    EXPECT_FALSE(hasWord(commandOf(fp8), "--quantization"));
}

// Llama 3.1 8B with TGI on one H100: 0.9 of the 84.40 GB usable (75.96 GB) less 16.06 GB of
// weights, the 0.67 GB workspace (4,096 x 4,096 x 2 B x 20) and the 0.54 GB graph pool leaves
// 58.69 GB, 344 sequences of 170 MB (1,300 x 131,072 B); TGI's 128 concurrent requests bind.
TEST(LaunchCommand, TgiOn8B)
{
    const Scenario s = deployment("llama-3.1-8b", ServingEngine::TGI, 1);
    EXPECT_EQ(heldSequences(s, 0.9, false, 0.5, 32.0 * 2 * 8 * 128 * 2, 4096), 344);
    const LaunchCommand c = commandOf(s);
    EXPECT_EQ(c.shellLine(), "text-generation-launcher --model-id meta-llama/Llama-3.1-8B --num-shard 1 "
                             "--max-concurrent-requests 128 --max-batch-prefill-tokens 4096 --max-total-tokens 1300 "
                             "--max-input-tokens 1000");
    EXPECT_TRUE(c.gaps.empty());
    EXPECT_EQ(c.cli->version, "TGI 3.3.6");
}

// TGI quantises FP8 weights on load (--quantize fp8) and names the E4M3 KV format fp8_e4m3fn;
// it has no pipeline parallelism.
TEST(LaunchCommand, TgiFp8WeightsAndKvCache)
{
    Scenario s = deployment("llama-3.1-70b", ServingEngine::TGI, 4);
    s.weightDtype = DType::FP8;
    s.serving.kvDtype = DType::FP8;
    const LaunchCommand c = commandOf(s);
    EXPECT_EQ(valueOf(c, "--quantize"), "fp8");
    EXPECT_EQ(valueOf(c, "--kv-cache-dtype"), "fp8_e4m3fn");
    EXPECT_EQ(valueOf(c, "--num-shard"), "4");
    EXPECT_TRUE(c.gaps.empty());
    s.parallel.pp = 2;
    s.parallel.gpus = 8;
    EXPECT_TRUE(hasGap(commandOf(s), LaunchGap::PipelineParallel));
}

// INT4 weights need a quantised checkpoint; a model without a Hugging Face repository is named by
// its catalog id; a replica larger than a node needs the engine's multi-node start.
TEST(LaunchCommand, GapsForTheCheckpointTheModelNameAndMultiNodeReplicas)
{
    Scenario s = deployment("llama-3.1-70b", ServingEngine::VLLM, 4);
    s.weightDtype = DType::INT4;
    EXPECT_TRUE(hasGap(commandOf(s), LaunchGap::WeightFormat));
    EXPECT_FALSE(hasWord(commandOf(s), "--quantization"));

    Scenario unnamed = deployment("llama-3.1-70b", ServingEngine::VLLM, 4);
    unnamed.model.hfRepo.clear();
    const LaunchCommand c = commandOf(unnamed);
    EXPECT_EQ(c.argv.at(2), "llama-3.1-70b");
    EXPECT_TRUE(hasGap(c, LaunchGap::ModelPath));

    Scenario wide = deployment("llama-3.1-405b", ServingEngine::VLLM, 8, 2);
    const LaunchCommand big = commandOf(wide);
    EXPECT_EQ(big.gpusPerReplica, 16);
    EXPECT_TRUE(hasGap(big, LaunchGap::MultiNode));
    EXPECT_EQ(valueOf(big, "--pipeline-parallel-size"), "2");
}

// A model name a shell would split or expand is quoted.
TEST(LaunchCommand, TheModelNameIsQuotedForTheShell)
{
    Scenario s = deployment("llama-3.1-8b", ServingEngine::VLLM, 1);
    s.model.hfRepo = "/models/it's mine $HOME";
    const std::string start = "vllm serve '/models/it'\\''s mine $HOME' --tensor-parallel-size 1 ";
    EXPECT_EQ(commandOf(s).shellLine().substr(0, start.size()), start);
}

// No command where there is nothing to start, no server command of these flags or no engine for the GPU.
TEST(LaunchCommand, NoneForOtherEnginesOrWeightsThatDoNotFit)
{
    for (const ServingEngine engine : {ServingEngine::VLLMV0, ServingEngine::Transformers, ServingEngine::LlamaCpp}) {
        const Scenario s = deployment("llama-3.1-8b", engine, 1);
        EXPECT_EQ(engineCli(engine), nullptr);
        EXPECT_FALSE(launchCommand(s, h100(), estimateServing(s, h100())).has_value());
    }
    // TensorRT-LLM and TurboMind build for CUDA: none on an AMD MI300X, while vLLM and TGI have one.
    const GpuSpec &mi300x = *GpuCatalog::builtIn().find("mi300x");
    Scenario amd = deployment("llama-3.1-70b", ServingEngine::TensorRTLLM, 4);
    amd.gpuId = "mi300x";
    EXPECT_FALSE(launchCommand(amd, mi300x, estimateServing(amd, mi300x)).has_value());
    amd.serving.engine = ServingEngine::LMDeploy;
    EXPECT_FALSE(launchCommand(amd, mi300x, estimateServing(amd, mi300x)).has_value());
    for (const ServingEngine runs : {ServingEngine::VLLM, ServingEngine::TGI}) {
        amd.serving.engine = runs;
        EXPECT_TRUE(launchCommand(amd, mi300x, estimateServing(amd, mi300x)).has_value()) << toString(runs);
    }
    const Scenario tooBig = deployment("llama-3.1-405b", ServingEngine::VLLM, 1);
    const ServingEstimate e = estimateServing(tooBig, h100());
    ASSERT_FALSE(e.fits);
    EXPECT_FALSE(launchCommand(tooBig, h100(), e).has_value());
}

// Every flag each builder writes, over settings that switch each optional flag on, is in the
// engine's cited list, and the tensor-parallel value is the scenario's.
TEST(LaunchCommand, EveryFlagIsInTheEnginesCitedList)
{
    for (const ServingEngine engine : {ServingEngine::VLLM, ServingEngine::SGLang, ServingEngine::TensorRTLLM,
                                       ServingEngine::LMDeploy, ServingEngine::TGI}) {
        const EngineCli *cli = engineCli(engine);
        ASSERT_NE(cli, nullptr);
        for (const int variant : {0, 1, 2, 3}) {
            Scenario s = variant == 3 ? deployment("qwen3-30b-a3b", engine, 2)
                                      : deployment("llama-3.1-70b", engine, 4, variant + 1);
            if (variant >= 1) {
                s.serving.kvDtype = DType::FP8;
                s.serving.prefixCacheHit = 0.4;
                s.weightDtype = DType::FP8;
            }
            if (variant == 3)
                s.parallel.ep = 2;
            SCOPED_TRACE(std::string(toString(engine)) + " variant " + std::to_string(variant));
            const LaunchCommand c = commandOf(s);
            int flags = 0;
            for (const std::string &word : c.argv)
                if (word.rfind("--", 0) == 0) {
                    ++flags;
                    EXPECT_NE(std::find(cli->flags.begin(), cli->flags.end(), word), cli->flags.end()) << word;
                }
            EXPECT_GE(flags, 5);
            EXPECT_EQ(valueOf(c, cli->tensorParallelFlag), std::to_string(s.parallel.tp));
        }
    }
}

// The cited lists are the table of docs/launchcommands.md: each flag in its engine's section.
TEST(LaunchCommand, TheListsAreTheDocumentsTable)
{
    std::ifstream file(GPUSIZER_DOCS_DIR "/launchcommands.md");
    ASSERT_TRUE(file.good());
    std::stringstream text;
    text << file.rdbuf();
    const std::string doc = text.str();
    const auto section = [&](std::string_view heading) {
        const std::size_t start = doc.find(std::string("\n### ") + std::string(heading));
        EXPECT_NE(start, std::string::npos) << heading;
        const std::size_t end = doc.find("\n### ", start + 1);
        return doc.substr(start, end == std::string::npos ? std::string::npos : end - start);
    };
    for (const ServingEngine engine : {ServingEngine::VLLM, ServingEngine::SGLang, ServingEngine::TensorRTLLM,
                                       ServingEngine::LMDeploy, ServingEngine::TGI}) {
        const EngineCli *cli = engineCli(engine);
        const std::string part = section(cli->version);
        EXPECT_NE(part.find(std::string(cli->source)), std::string::npos) << cli->version;
        for (std::string_view flag : cli->flags)
            EXPECT_NE(part.find("| `" + std::string(flag) + "`"), std::string::npos) << cli->version << ' ' << flag;
    }
}
