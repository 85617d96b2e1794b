#pragma once

#include "catalog/intervaltable.h"
#include "estimate/estimate.h"
#include "estimate/fitpolicy.h"
#include "model/scenario.h"
#include "model/systemspec.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpusizer::core {

// Orders of the recommendation list. Best: the cheapest for the chosen ownership among the
// configurations that meet the deadline and budget, ties by time.
enum class RankBy { Best, Gpus, Time, Rent, Own };


// How a candidate spreads the work over its GPUs.
enum class Strategy {
    Single,           // one GPU, nothing shared
    DataParallel,     // replicas (DDP), gradients all-reduced
    ZeRO1,            // optimizer state sharded
    ZeRO2,            // optimizer state and gradients sharded
    FullShard,        // weights too (FSDP / ZeRO-3)
    OptimizerOffload, // optimizer state in host memory (ZeRO-Offload)
    ModelParallel,    // tensor parallel inside a node, pipeline across nodes
};

// What sets the size or the speed of a candidate.
enum class Limiter { Memory, Compute, MemoryBandwidth, Network };

// Why a candidate looks as it does (stable keys in JSON, translated in the window and report).
enum class Reason {
    FitsOneGpu,
    ReplicasForSpeed,
    OptimizerStateSharded,
    GradientsSharded,
    WeightsSharded,
    OptimizerStateInHostMemory,
    LayersSplitTensorPipeline,
    WeightsSplitTensorParallel,
    SelectiveCheckpointingToFit,
    FullCheckpointingToFit,
    MicroBatchReducedAccumulationRaised,
    FewestGpusThatFit,
    MoreGpusForSpeed,
    SpansNodes,
    EfficiencyNotCalibrated,
    ReplicasForLoad,        // serving: more replicas to carry the load within the targets
    MissesDeadline,         // finishes after the user's deadline
    OverBudget,             // costs more than the user's budget
    RunsLongerThanAYear,    // a training run of more than a year
    LessThanOneStep,        // the dataset does not fill one global batch
    NoSystemListed,         // no listed system holds these GPUs: priced per GPU, hosts not included
    FewestGpusForDeadline,  // the fewest GPUs of this type and layout that finish by the deadline
    GlobalBatchRaised,      // data parallelism needs a sequence per replica (and a pipeline a micro-batch per stage)
    RunsOnAnotherFramework, // the scenario's framework cannot run this layout; the candidate's framework can
    ExpertsSplitExpertParallel, // serving a mixture of experts: experts sharded, attention data parallel
    NoOfferedSystem,        // "only what I sell": none of the systems sold holds it; quoted on the catalog's
};
inline constexpr std::size_t kReasonCount = 26;

// The units one buys for a configuration: whole systems (servers, racks, workstations), cards
// with the host servers they go into, or GPUs priced one by one when the catalog lists neither.
struct BillOfMaterials {
    std::string systemId;        // empty: GPUs priced one by one
    std::string name;            // system name, or the GPU's name
    Condition condition = Condition::New;  // of the system quoted (GPUs priced one by one: new)
    int units = 0;
    int gpusPerUnit = 1;
    int installedGpus = 0;       // units x gpusPerUnit (>= the configuration's GPUs)
    double purchaseTotal = 0;    // in the scenario's currency
    double powerKw = 0;          // all units
    int rackUnits = 0;           // all units
    double cpuMemoryGiB = 0;     // all units
    std::string network;         // per unit
    // Cards: the host servers they go into (each holding up to its slots of them), priced in
    // purchaseTotal, their power, rack units, memory and network in the totals above.
    std::string hostId;          // empty: no host (a system that is one, or no host listed)
    std::string hostName;
    int hosts = 0;
    double hostPrice = 0;        // each, in the scenario's currency
    std::string priceDate;
    std::string source;
    int spareUnits = 0;          // N+1: of `units`, the spare (Requirements::spareUnit)
    bool complete = true;        // false: several GPUs no listed system holds (hosts not priced)
    // "Only what I sell" asked for and none of the systems sold holds the configuration: the
    // catalog's are quoted instead (the reasons and the quote say so).
    bool outsideOffer = false;
    bool operator==(const BillOfMaterials &) const = default;
};

// Changes "what makes it fit" proposes.
enum class FitChange {
    EnableCheckpointing,
    ShorterSequence,
    SmallerMicroBatch,   // with more gradient accumulation (same global batch)
    Optimizer8bit,
    UseLora,
    UseQlora,
    ShardingStage,
    Offload,
    MoreGpus,
    BiggerGpu,
    // Serving (whatMakesItServe).
    Fp8KvCache,
    Fp8Weights,
    Int4Weights,
    MoreTensorParallel,
    MoreReplicas,        // fewer users on each replica
    ShorterPrompt,
};

struct Candidate {
    Scenario scenario;          // the complete configuration (GPU, counts, strategy, settings)
    Estimate estimate;          // memory, time and cost of it
    Strategy strategy = Strategy::Single;
    std::vector<Limiter> limits;       // memory when it needed more GPUs or memory savers; then the time bottleneck
    std::vector<Reason> reasons;
    bool calibrated = true;            // a validation run measured this GPU family's efficiency
    BillOfMaterials bom;               // what to buy for it
    bool recommendable = true;         // meets deadline and budget, under a year, at least one step
    // The ~80 % interval of its required memory and speed (widened when not calibrated or when no
    // measured run of its regime was on its family; interval.provenance says which), and the
    // verdict with it: Tight when about 1 in 10 comparable measured runs needed more than the
    // usable memory although the estimate fits. Ranked after a clean fit of the same cost.
    Interval interval;
    IntervalFit fit = IntervalFit::Fits;
};

struct RecommendOptions {
    // Deadline, budget, ownership, vendor and "only what I sell" come from the scenario's
    // Requirements; "only what I sell" from the catalog's offered GPUs (its price list).
    RankBy rankBy = RankBy::Best;
    std::size_t top = 0;            // 0: every candidate
    FitPolicy fitPolicy;            // candidates must fit by it (FitVerdict::Fits)
    int maxNodes = 512;
    bool allowOffload = true;       // false: keep every state in GPU memory
    std::vector<std::string> gpuIds; // empty: the whole catalog
    // GPUs no listed system quotes with a scale-out network are offered in one node only (a
    // training job, a serving replica); true times them across nodes with the scenario's own
    // network instead (the user's cluster, as "what makes it fit" asks of it).
    bool scenarioNetworkForUnlistedGpus = false;
    // Serving: also try disaggregated deployments, prefill and decode on pools of their own
    // (disaggregatedcandidates.h), ranked with the colocated ones by the same order.
    bool disaggregate = false;
};

// A GPU type the serving recommender leaves out although replicas of it meet the targets: its
// fewest GPUs that do are more than kMostGpusPerPhysicalMinimum times the physical minimum of
// the load (servingPhysicalMinimum()): its replicas meet the targets only with few sequences
// each, because the time per output token reaches the target at a handful of them or because
// the weights leave a KV pool of a handful (kvPoolFull()).
struct ServingDecline {
    std::string gpuId;
    int gpus = 0;               // the fewest of its configurations that meet the targets
    int replicas = 0;           // of that configuration
    int gpusPerReplica = 0;
    int physicalMinimum = 0;    // servingPhysicalMinimum() on this GPU
    double sequencesPerReplica = 0;  // in flight on each replica at the load
    int maxSequencesPerReplica = 0;  // what its KV pool and engine batch would hold
    double aloneTpotMs = 0;     // one request alone on one of its replicas, at the target's statistic
    bool kvPoolFull() const { return sequencesPerReplica >= maxSequencesPerReplica - 1e-9; }
    bool operator==(const ServingDecline &) const = default;
};

// The filters a GPU type passes to be tried (isCandidateGpu), in the order they apply.
enum class CandidateFilter {
    GpuList,        // not among the GPU ids the options name
    Vendor,         // not of the required vendor
    Offered,        // "only what I sell": not offered by the price list
    Precision,      // no tensor path for the training precision (or no figures to estimate with)
    EngineFormats,  // serving: the engine cannot run the weight or KV format on it
};

struct Recommendation {
    RankBy rankBy = RankBy::Best;       // the order of `candidates`
    std::vector<Candidate> candidates;  // fitting, ranked
    std::size_t evaluated = 0;          // configurations whose memory was estimated
    std::vector<ServingDecline> declined;  // serving: GPU types left out, in catalog order
    // No candidates because a filter left no GPU type to try (emptyingCandidateFilter); nullopt
    // when there are candidates, or GPU types were tried and none fits.
    std::optional<CandidateFilter> emptiedBy;
};

struct FitSuggestion {
    std::vector<FitChange> changes;     // one change, or two when no single change fits
    Scenario scenario;                  // the modified scenario
    Estimate estimate;                  // its memory, time and cost
};

std::string_view toString(RankBy value);
std::optional<RankBy> parseRankBy(std::string_view text);
std::string_view toString(Strategy value);
std::string_view toString(Limiter value);
std::string_view toString(FitChange value);
std::string_view toString(Reason value);
std::optional<Reason> parseReason(std::string_view text);
std::string_view toString(CandidateFilter value);

} // namespace gpusizer::core
