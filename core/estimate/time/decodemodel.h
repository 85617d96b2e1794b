#pragma once

#include "model/gpuspec.h"
#include "estimate/estimate.h"
#include "estimate/time/flopsmodel.h"
#include "model/scenario.h"

namespace gpusizer::core::timing {

// What a decode step reads from memory (docs/estimation.md "Inference"): the weights streamed
// for `batch` sequences (a mixture of experts: the experts they touch; the LM head in 16-bit)
// and each sequence's KV cache at the mean context, prompt + generated / 2, read once (eager
// PyTorch's growing cache reads it more often: estimateInference adds that).
struct DecodeTraffic {
    double batch = 1;              // sequences one step decodes
    double context = 0;            // mean tokens of context each reads
    double weightBytes = 0;        // whole model, one step (with a dequantised copy where one is made)
    double kvBytesPerSequence = 0; // one sequence at `context`, whole model
};
DecodeTraffic decodeTraffic(const Scenario &s, const MatmulParams &p);

// The KV-cache traffic of an eager PyTorch decode step (Hugging Face generate), in multiples of
// DecodeTraffic::kvBytesPerSequence: what is copied at the full bandwidth (the growing cache's
// concatenation, grouped K/V repeated per query head) and what the attention kernel reads at
// `occupancy` of it (one thread block per sequence and head). Compiled and serving decoders
// read the cache once at the full bandwidth: {0, 1, 1}.
struct EagerKvTraffic {
    double copies = 0;
    double attentionReads = 1;
    double occupancy = 1;
};
EagerKvTraffic eagerKvTraffic(const Scenario &s, const GpuSpec &gpu, const DecodeTraffic &traffic);

// Inference: prefill of the prompt and memory-bandwidth-bound decode. Fills the inference
// fields and the throughput fields of `out` (tokens/s per GPU = group decode rate / GPUs).
void estimateInference(const Scenario &s, const GpuSpec &gpu, const MatmulParams &p, TimeEstimate &out);

} // namespace gpusizer::core::timing
