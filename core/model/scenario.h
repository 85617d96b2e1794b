#pragma once

#include "model/architecture.h"
#include "model/currency.h"
#include "model/dtype.h"
#include "model/framework.h"
#include "model/lora.h"
#include "model/method.h"
#include "model/optimizer.h"
#include "model/parallelism.h"
#include "model/reportdetails.h"
#include "model/requirements.h"
#include "model/serving.h"
#include "model/training.h"

#include <map>
#include <optional>
#include <string>

namespace gpusizer::core {

// How much data a training run processes.
struct Workload {
    double datasetTokens = 100e6;  // tokens in one epoch
    double epochs = 1.0;
    // Inference: prompt tokens before generation and a static cache length (0 = grows).
    int promptLen = 0;
    int kvCacheLen = 0;
    // Inference: the decode loop runs eager PyTorch (Hugging Face transformers `generate`
    // without CUDA graphs or torch.compile): per-layer launch overhead on the host dominates.
    // false: vLLM, TGI, TensorRT-LLM, llama.cpp, compiled or graph-captured decoders.
    bool eagerDecode = false;
    bool operator==(const Workload &) const = default;
};

// A price the scenario pins for one GPU type, in the scenario's currency; nullopt fields keep
// the price list's (or catalog's) dated figure.
struct PricePin {
    std::optional<double> rentPerGpuHour;
    std::optional<double> purchasePerGpu;
    bool operator==(const PricePin &) const = default;
};

// Prices the user can edit; NaN-free by construction of the loaders. Every amount here is in
// `currency`; catalog prices are converted into it at `rates` (which the scenario carries, so
// a saved quote keeps the rate it was made with).
struct Prices {
    std::map<std::string, PricePin> pinned;    // by GPU id: nothing applies one GPU's price to another
    double lifetimeYears = 4.0;
    double powerPricePerKwh = 0.15;
    double pue = 1.3;
    // Total cost of ownership over lifetimeYears; each default dated and sourced in docs/prices.md
    // "Ownership defaults". Colocation of the systems (space, cooling, the power feed) per kW of
    // rated power and month, electricity billed apart (powerPricePerKwh): USD 195, CBRE North
    // America H2 2025.
    double hostingPerKwMonth = 195.0;
    // What the hardware fetches at the end, per cent of the purchase: 27, the value left after
    // 4 years at the 28 % a year used A100s lost (Epoch AI training-cost-trends; SpotWire 2026).
    double residualPercent = 27.0;
    double interestPercent = 8.0;      // cost of capital a year (the purchase paid as an annuity)
    double supportPercent = 10.0;      // hardware support a year, per cent of the purchase (OEM cover)
    // Software per GPU a year; none by default (an open-source stack): NVIDIA AI Enterprise lists
    // USD 4,500.
    double licencePerGpuYear = 0.0;
    // Hours a year the hardware works, for the yearly cost of owning against renting;
    // nullopt: the workload's own (usageHoursPerYear(const Scenario &)).
    std::optional<double> usageHoursPerYear;
    // The average power draw while running as a share of the systems' rated power: 0.76, what
    // compute-intensive training drew on 8-GPU H100 nodes against their 10.2 kW rating
    // (Empirically-Calibrated H100 Node Power Models, arXiv 2506.14551, 2025).
    double utilisation = 0.76;
    // Power budget of one rack, kW: the facility sheet's racks (an air-cooled AI rack).
    double rackKw = 40.0;
    std::string currency = "USD";
    ExchangeRates rates;                       // USD only until the app or CLI sets the shipped table
    bool operator==(const Prices &) const = default;

    const PricePin *pinFor(const std::string &gpuId) const;
};

// Everything the user set: one plain value, serialised to *.gpusizer.json.
struct Scenario {
    Architecture model;
    Method method = Method::LoRA;
    DType weightDtype = DType::BF16;    // storage type of the (frozen or trained) weights
    DType computeDtype = DType::BF16;   // matrix-product type
    std::optional<bool> masterWeights;  // fp32 master copy; nullopt: the method's default
    Optimizer optimizer = Optimizer::AdamW;
    LoraSettings lora;
    // Training framework: its profile (model/framework.h) supplies the defaults below when it
    // is chosen, and its kernel style and optimizer implementation.
    Framework framework = Framework::Transformers;

    int seqLen = 2048;                   // tokens per sequence (inference: generated tokens)
    int microBatch = 1;
    int gradAccum = 1;
    Checkpointing checkpointing = Checkpointing::None;
    AttentionKernel attention = AttentionKernel::Flash;
    bool chunkedCrossEntropy = false;
    // The training step runs under torch.compile: elementwise kernels fused, less host time.
    bool compiled = false;
    // The activations checkpointing keeps are moved to host memory during the forward pass
    // (torchtune enable_activation_offloading); only meaningful with full checkpointing.
    bool offloadActivations = false;
    // The optimizer steps each parameter as soon as its gradient is complete (torchtune
    // optimizer_in_bwd): gradients are freed one tensor at a time instead of all kept.
    bool optimizerInBackward = false;

    std::string gpuId = "h100-sxm";
    Parallelism parallel;
    double interNodeBandwidthGBs = 50.0;  // per GPU, one direction (400 Gb/s InfiniBand)

    Workload workload;
    ServingSettings serving;            // inference: engine, load, lengths, targets
    Prices prices;
    Requirements requirements;          // deadline, budget, ownership and filters of the quote
    ReportDetails report;               // customer, project, consultant, VAT of the report

    bool operator==(const Scenario &) const = default;
};

// Defaults that depend on other fields, resolved in one place.
bool usesMasterWeights(const Scenario &s);

// Hours a year of an owned deployment when the scenario sets none: a serving deployment runs
// around the clock (8,760 h); training hardware about 2,000 h a year (a working year of runs).
inline constexpr double kServingUsageHoursPerYear = 8760.0;
inline constexpr double kTrainingUsageHoursPerYear = 2000.0;
// The scenario's usage hours a year, set or by its workload.
double usageHoursPerYear(const Scenario &s);

} // namespace gpusizer::core
