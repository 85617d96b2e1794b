#pragma once

#include "estimate/fitpolicy.h"
#include "estimate/memorybreakdown.h"
#include "estimate/serving/servingestimate.h"
#include "estimate/time/tcoestimate.h"

#include <optional>

#include <string>
#include <vector>

namespace gpusizer::core {

// What limits the speed of a configuration.
enum class Bottleneck { Compute, MemoryBandwidth, Network };

struct TimeEstimate {
    double flopsPerToken = 0;        // model FLOPs per trained token (6P + attention, or inference 2P)
    double hardwareFlopsPerToken = 0;// incl. recomputation and dequantisation
    double mfu = 0;                  // assumed model FLOPs utilisation (0..1)
    double tokensPerSecondPerGpu = 0;
    double tokensPerSecondCluster = 0;
    double stepSeconds = 0;
    double computeSecondsPerStep = 0;
    double commSecondsPerStep = 0;   // exposed (not overlapped) communication
    double pipelineBubbleFraction = 0;
    double scalingEfficiency = 1;    // cluster speed / (GPUs x single-GPU speed)
    double totalSteps = 0;
    double wallSeconds = 0;
    double gpuHours = 0;
    Bottleneck bottleneck = Bottleneck::Compute;
    // Inference only.
    double prefillSeconds = 0;
    double decodeTokensPerSecondPerStream = 0;
    double decodeTokensPerSecondAggregate = 0;
};

struct CostEstimate {
    std::string currency = "USD";    // of every amount below (Scenario::prices.currency)
    double rentPerGpuHour = 0;
    double rentTotal = 0;            // GPU-hours x price
    double usageHoursPerYear = 0;    // the scenario's, set or by its workload (usageHoursPerYear())
    double ownPerGpuHour = 0;        // at those usage hours per year
    double ownTotal = 0;
    double ownYearlyPerGpu = 0;      // amortisation + power + hosting
    // What owning is costed on, per GPU of the configuration: the purchase (of the quoted
    // systems where a bill of materials was priced, OwnershipBasis) and the rated power.
    double ownPurchasePerGpu = 0;
    double ownPowerKwPerGpu = 0;
    std::string ownQuotedOn;         // the system quoted (its name); empty: the GPU priced alone
    double rentYearlyPerGpu = 0;     // at the same usage
    double breakEvenHoursPerYear = 0;// usage above which owning is cheaper
    // Owning the whole configuration over the scenario's years (purchase, residual, financing,
    // energy, hosting, support, licences) against renting it the same hours; the per-GPU figures
    // above are its shares.
    TcoEstimate tco;
};

// The result of estimating one Scenario on one GPU type.
struct Estimate {
    MemoryBreakdown memory;          // per GPU, peak
    double capacityBytes = 0;        // usable memory of the chosen GPU
    double requiredBytes = 0;        // memory.deviceUsedBytes()
    double headroomBytes = 0;        // capacity - required (negative: does not fit)
    FitVerdict verdict = FitVerdict::DoesNotFit; // of the FitPolicy the estimate was made with
    double totalParams = 0;
    double activeParams = 0;
    double trainableParams = 0;
    TimeEstimate time;
    CostEstimate cost;
    // Inference: the deployment serving the load of Scenario::serving (engine, KV pool,
    // throughput and latency at the load, replicas, cost per million tokens).
    std::optional<ServingEstimate> serving;
    std::vector<std::string> notes;  // assumption keys the views translate
};

} // namespace gpusizer::core
