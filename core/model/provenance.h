#pragma once

#include "model/gpuspec.h"
#include "model/method.h"

namespace gpusizer::core {

// How many measured runs of quality A or B stand behind a GPU family and regime (the method:
// pre-training, full fine-tuning, LoRA, QLoRA, inference), from resources/provenance.json
// (tools/make_provenance.py over tests/data/validation_cases.csv and serving_cases.csv): rows
// that measured the peak memory, rows that measured the speed (tokens/s or MFU; for inference
// also the serving rows: output tokens/s, TTFT or TPOT), rows with either (the runs) and the
// distinct sources (repository or document) of the runs.
struct ProvenanceRows {
    int memoryRows = 0;
    int throughputRows = 0;
    int runs = 0;
    int sources = 0;
    bool operator==(const ProvenanceRows &) const = default;
};

// Where one figure comes from: the family and regime it was estimated for, the measured runs of
// both, and whether the family's efficiency for the regime is fitted (training: the throughput
// calibration; inference: the serving one). Without a measured run the figure is modelled only
// and its band is widened.
struct Provenance {
    GpuGeneration family = GpuGeneration::Ampere;
    Method regime = Method::Full;
    ProvenanceRows rows;
    bool fitted = false;

    bool measured() const { return rows.runs > 0; }
    // The band is the measured one only when both hold.
    bool calibrated() const { return fitted && measured(); }
    bool operator==(const Provenance &) const = default;
};

} // namespace gpusizer::core
