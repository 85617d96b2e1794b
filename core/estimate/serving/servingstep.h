#pragma once

#include "estimate/serving/engineprofile.h"
#include "model/gpuspec.h"
#include "model/scenario.h"

namespace gpusizer::core::serving {

// The global constants of the serving model, set once on the quality A+B rows of the
// public serving cases (docs/estimation.md "Serving"). Never per case.
struct ServingCalibration {
    double weightBandwidthEfficiency = 0.72; // weights streamed per decode step
    double kvBandwidthEfficiency = 0.90;     // the paged attention kernels reading the KV cache
    double mixedStepEfficiency = 0.80;       // matrix products of a step of decode + prefill tokens
    double prefillEfficiency = 0.60;         // a prompt alone (its first chunk)
    double stepOverheadSeconds = 1.4e-3;     // scheduler, sampling, detokenising per step (graphs / C++)
    double allReduceLatencySeconds = 28e-6;  // one tensor-parallel all-reduce, latency part
    double linkEfficiency = 0.70;            // achieved share of the intra-node link
    // Achieved share of the scale-out NIC in the expert-parallel all-to-all: DeepEP's low-latency
    // kernels move 43 (dispatch) and 46 GB/s (combine) of a CX7 400 Gb/s card's ~50 GB/s at
    // EP 64, 39-40 GB/s at EP 128-256 (deepseek-ai/DeepEP README, "Low-latency kernels with pure
    // RDMA": H800, 128 tokens a batch, hidden 7168, top-8, FP8 dispatch, BF16 combine).
    double expertExchangeEfficiency = 0.88;
    double maxUtilisation = 0.95;            // queueing: the load at which waits are taken
};

const ServingCalibration &servingCalibration();

// What one replica of the model is: its shape per GPU and the bytes it moves.
struct ReplicaShape {
    const Architecture *arch = nullptr;
    double totalParams = 0;
    double activeParams = 0;      // per token (MoE: routed experts in use)
    double weightBytes = 0;       // whole model, as stored
    double routedBytes = 0;       // of that, the routed experts (MoE)
    // Bytes a step of more than one token moves per byte of weights read: bitsandbytes' 4-bit
    // linears (NF4) dequantise into a 16-bit copy, written and read back (weightBytesReadPerGpu).
    double batchedReadFactor = 1.0;
    double kvBytesPerValue = 0;   // bytes of one cached K or V element
    double kvReadsPerValue = 1;   // times a step streams each cached value (ServingSettings::kvReadPerQueryHead)
    double attentionWidth = 0;    // heads x head dim (prefill attention FLOPs)
    int layers = 0;
    int hidden = 0;
    int experts = 0;
    int expertsPerToken = 0;
    // GPUs: tensor parallelism splits every layer over `tpGroup` GPUs; expert parallelism
    // splits the routed experts over `ep` GPUs, each running attention on its own share of the
    // batch (data-parallel attention, "DEP") when ep exceeds tpGroup; pipeline parallelism
    // gives each of `pp` stages a consecutive 1/pp of the layers. A replica has
    // max(tpGroup, ep) x pp GPUs.
    int tpGroup = 1;
    int ep = 1;
    int pp = 1;
    int gpus = 1;
    double peakTflops = 0;        // per GPU, for the weights' compute type
    double attentionPeakTflops = 0;   // per GPU, 16-bit: attention over the cache runs in bf16
    // FLOPs of one decoding query against one cached token in one layer (QKᵀ and PV).
    double decodeFlopsPerKey = 0;
    // Keys a prompt token meets on average while its prompt is prefilled in chunks: the cached
    // prefix (prefix-cache hits) and half of the tokens computed, causal.
    double promptMeanKeys = 0;
    // The GPU family's share of what the serving constants assume (timing::Calibration:
    // servingComputeShare and servingBandwidthShare; 1 for the families serving rows measured).
    double computeShare = 1.0;
    double bandwidthShare = 1.0;
    // Link bandwidth per GPU, GB/s one way, of each collective: the node's fast link while the
    // group stays in a node (`nodeGpus`, the scenario's GPUs per node), else the scale-out
    // network (Scenario::interNodeBandwidthGBs).
    double tpLinkGBs = 0;         // tensor-parallel all-reduces
    double stageLinkGBs = 0;      // activations handed from one pipeline stage to the next
    double epOffNodeShare = 0;    // share of an expert-parallel exchange that leaves the node
    double epDispatchBytes = 2;   // bytes a hidden value takes in the dispatch (the combine is bf16)
    double scaleOutGBs = 0;

    // GPUs one stage's layers are split over.
    int layerSplit() const { return gpus / pp; }
    // Attention groups of a stage: data-parallel attention ("DEP", ep > tpGroup) runs ep / tpGroup
    // groups of tpGroup GPUs, each on its own sequences; otherwise one.
    int attentionRanks() const { return ep > tpGroup ? ep / tpGroup : 1; }
    // Weights each GPU holds: the dense part split by tensor parallelism, the experts by
    // expert (or tensor) parallelism, each stage its own layers.
    double weightBytesPerGpu() const
    {
        return ((weightBytes - routedBytes) / tpGroup + routedBytes / (ep > tpGroup ? ep : tpGroup)) / pp;
    }
    // GPUs a sequence's KV cache is spread over (MLA's latent is replicated on every TP rank).
    double kvShards() const;
};

ReplicaShape replicaShape(const Scenario &scenario, const GpuSpec &gpu);

// KV-cache bytes one sequence with `context` tokens holds in the whole replica (sliding-window
// layers hold at most the window).
double kvBytesPerSequence(const ReplicaShape &r, double context);

// Weight bytes one GPU streams in a step of `tokens` tokens: its dense part and the routed
// experts of its shard that the tokens touch (each picks k of E); with more than one token,
// times batchedReadFactor.
double weightBytesReadPerGpu(const ReplicaShape &r, double tokens);

// The mean context a decode step reads for each sequence: the prompt and half the output (at
// least one output token).
double meanDecodeContext(const ServingSettings &load);

// One engine step of a replica: `decodeSequences` sequences each add a token while reading a
// mean context of `context` tokens, and `prefillTokens` prompt tokens ride along (chunked
// prefill). Memory traffic and arithmetic overlap; tensor-parallel all-reduces and the host's
// step overhead add. A pipeline of pp stages keeps pp micro-batches in flight, each with 1/pp
// of the sequences and prompt tokens (vLLM's virtual engines): a sequence's next token waits
// for its micro-batch to pass every stage, pp stage times and the hand-overs between them.
// `queriesPerSequence`: tokens each decoding sequence puts against its cache in the step (a
// speculative verification: its own token and the k drafted, which ride in `prefillTokens`).
double stepSeconds(const ReplicaShape &r, const GpuSpec &gpu, const EngineProfile &engine, double decodeSequences,
                   double context, double prefillTokens, double queriesPerSequence = 1.0);
// The same step's passes through the GPUs without the host's per-step overhead (a speculative
// draft runs such passes inside the engine's step: speculativestep.h).
double forwardSeconds(const ReplicaShape &r, const GpuSpec &gpu, double decodeSequences, double context,
                      double prefillTokens, double queriesPerSequence = 1.0);

// `prompts` prompts of `tokens` each prefilled in one step (the first token's step), and the
// compute time alone of prefilling them.
double promptSeconds(const ReplicaShape &r, const GpuSpec &gpu, const EngineProfile &engine, double tokens,
                     double prompts = 1.0);
double chunkedPrefillSeconds(const ReplicaShape &r, double tokens, double prompts);

} // namespace gpusizer::core::serving
