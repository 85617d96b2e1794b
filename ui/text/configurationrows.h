#pragma once

#include "estimate/fitpolicy.h"
#include "estimate/time/tcoestimate.h"
#include "model/scenario.h"
#include "recommend/facility.h"
#include "recommend/recommendation.h"

#include <QString>

#include <optional>
#include <string>
#include <vector>

namespace gpusizer::core {
struct Analysis;
}

namespace gpusizer::ui {

// One configuration as the panels and the time/cost chart show it: plain values taken from a
// core::Analysis, never computed here.
struct ConfigurationRow {
    core::Scenario scenario;      // applied by "Use this configuration"
    QString gpuName;
    QString gpuShortName; // for the table and chart rows; the tooltip has the full name
    int gpus = 1;
    QString strategy;             // "FSDP · TP 2"
    double requiredBytes = 0;     // per GPU, device used
    double capacityBytes = 0;
    double headroomBytes = 0;
    core::FitVerdict verdict = core::FitVerdict::DoesNotFit;
    // The verdict with the ~80 % interval of requiredBytes (core::Candidate::fit): Tight when its
    // high end passes the usable memory although the estimate fits. Fits where not computed.
    core::IntervalFit fit = core::IntervalFit::Fits;
    double requiredHighBytes = 0; // high end of that interval (0: none)
    double coverage = 0.8;        // of the interval
    double wallSeconds = 0;
    double tokensPerSecond = 0;   // training: the cluster's
    double rentTotal = 0;
    double ownTotal = 0;
    core::TcoEstimate tco;        // owning the configuration over the scenario's years
    std::string currency = "USD";
    bool current = false;         // the scenario as it is now
    std::vector<core::Reason> reasons;   // why the recommender chose it (empty: the current one)
    bool calibrated = true;       // a measured run calibrates this GPU family's speed
    core::GpuGeneration generation = core::GpuGeneration::Ampere; // the GPU's family (calibration counts)
    bool recommendable = true;    // meets deadline and budget, under a year (reasons say why not)
    core::BillOfMaterials bom;    // what to buy for it
    core::FacilitySheet facility; // what those systems ask of the room (power, heat, racks, energy)
    // The user's settings, for the rows that changed them (micro-batch, checkpointing).
    int yourMicroBatch = 0;
    core::Checkpointing yourCheckpointing = core::Checkpointing::None;
    // Inference: the serving figures at the load (the table shows them instead of time and cost).
    struct Serving {
        int maxConcurrency = 0;           // sequences one replica's KV pool holds
        double outputTokensPerSecond = 0;
        double tpotMs = 0;                // at the targets' statistic
        double costPerMillionOutputTokens = 0;
        double monthlyRent = 0;
        core::LatencyStat stat = core::LatencyStat::P99;
        bool meetsTargets = true;         // the latency targets at the load
    };
    std::optional<Serving> serving;
};

// The configurations of an analysis in the recommender's order: its candidates, or the current
// configuration alone when there are none.
std::vector<ConfigurationRow> configurationRows(const core::Analysis &analysis);

} // namespace gpusizer::ui
