// Provenance on every figure (issue #24 point 5): how many measured runs of quality A or B of the
// GPU's family and the scenario's regime stand behind an estimate and each recommendation, from
// the built-in table (resources/provenance.json); without one, the band is the widened one.
#include "analysis/analysis.h"
#include "catalog/gpucatalog.h"
#include "catalog/intervaltable.h"
#include "catalog/modelcatalog.h"
#include "catalog/provenancetable.h"
#include "estimate/time/utilisationmodel.h"

#include <gtest/gtest.h>

#include <string>

using namespace gpusizer::core;

namespace {

Scenario adapterOn(const std::string &gpuId, Method method)
{
    Scenario s;
    s.model = *ModelCatalog::builtIn().find("llama-3.1-8b");
    s.method = method;
    s.gpuId = gpuId;
    s.seqLen = 2048;
    s.microBatch = 4;
    s.gradAccum = 4;
    return s;
}

AnalysisOptions quick()
{
    AnalysisOptions o;
    o.withRecommendations = false;
    return o;
}

const char *kTable = R"({
  "version": 1,
  "families": {
    "hopper": {"lora": {"memory_rows": 3, "throughput_rows": 5, "runs": 6, "sources": 2},
               "qlora": {"memory_rows": 0, "throughput_rows": 0, "runs": 0, "sources": 0}},
    "ampere": {"inference": {"memory_rows": 0, "throughput_rows": 9, "runs": 9, "sources": 3}}
  }
})";

} // namespace

TEST(ProvenanceTable, ReadsCountsPerFamilyAndRegime)
{
    const auto table = provenanceTableFromJson(kTable, "p.json");
    ASSERT_TRUE(table.ok()) << describe(table.error());
    EXPECT_EQ(table.value().rowsOf(GpuGeneration::Hopper, Method::LoRA), (ProvenanceRows{3, 5, 6, 2}));
    EXPECT_EQ(table.value().rowsOf(GpuGeneration::Ampere, Method::Inference), (ProvenanceRows{0, 9, 9, 3}));
    // Not listed: nothing measured.
    EXPECT_EQ(table.value().rowsOf(GpuGeneration::Gaudi, Method::Full), ProvenanceRows{});
    const Provenance p = provenanceOf(table.value(), GpuGeneration::Hopper, Method::QLoRA, true);
    EXPECT_EQ(p.family, GpuGeneration::Hopper);
    EXPECT_EQ(p.regime, Method::QLoRA);
    EXPECT_FALSE(p.measured());
    EXPECT_FALSE(p.calibrated());
    EXPECT_TRUE(provenanceOf(table.value(), GpuGeneration::Hopper, Method::LoRA, true).calibrated());
    EXPECT_FALSE(provenanceOf(table.value(), GpuGeneration::Hopper, Method::LoRA, false).calibrated());
}

TEST(ProvenanceTable, RefusesImpossibleCountsAndNewerVersions)
{
    // More runs than rows of either kind, sources without runs, runs without a source.
    for (const char *counts : {R"({"memory_rows": 1, "throughput_rows": 1, "runs": 3, "sources": 1})",
                               R"({"memory_rows": 0, "throughput_rows": 0, "runs": 0, "sources": 1})",
                               R"({"memory_rows": 2, "throughput_rows": 0, "runs": 2, "sources": 0})",
                               R"({"memory_rows": 2, "throughput_rows": 0, "runs": 1, "sources": 1})",
                               R"({"memory_rows": 2, "throughput_rows": 0, "runs": 2})"}) {
        const std::string json = std::string(R"({"version": 1, "families": {"hopper": {"full": )") + counts + "}}}";
        EXPECT_FALSE(provenanceTableFromJson(json, "p.json").ok()) << counts;
    }
    EXPECT_FALSE(provenanceTableFromJson(R"({"version": 2, "families": {}})", "p.json").ok());
    EXPECT_FALSE(provenanceTableFromJson(R"({"version": 1})", "p.json").ok());
}

TEST(ProvenanceTable, BuiltInTableCountsTheMeasuredFamiliesOnly)
{
    const ProvenanceTable &table = builtInProvenanceTable();
    // Hopper pre-training and Ampere LoRA were measured by several sources; Hopper QLoRA, MI300X
    // (CDNA 3) QLoRA and inference, and anything on Gaudi never.
    const ProvenanceRows &hopperPretrain = table.rowsOf(GpuGeneration::Hopper, Method::Pretrain);
    EXPECT_GT(hopperPretrain.runs, 100);
    EXPECT_GT(hopperPretrain.sources, 3);
    EXPECT_GT(table.rowsOf(GpuGeneration::Ampere, Method::LoRA).memoryRows, 50);
    EXPECT_GT(table.rowsOf(GpuGeneration::Ampere, Method::LoRA).sources, 1);
    EXPECT_EQ(table.rowsOf(GpuGeneration::Hopper, Method::QLoRA), ProvenanceRows{});
    EXPECT_EQ(table.rowsOf(GpuGeneration::CDNA3, Method::QLoRA), ProvenanceRows{});
    EXPECT_EQ(table.rowsOf(GpuGeneration::CDNA3, Method::Inference), ProvenanceRows{});
    EXPECT_GT(table.rowsOf(GpuGeneration::CDNA3, Method::Pretrain).runs, 0);
    for (std::size_t m = 0; m < kMethodCount; ++m)
        EXPECT_EQ(table.rowsOf(GpuGeneration::Gaudi, static_cast<Method>(m)).runs, 0) << m;
    // Inference counts the serving rows too: Hopper has far more of them than decode rows with
    // a measured memory.
    const ProvenanceRows &hopperInference = table.rowsOf(GpuGeneration::Hopper, Method::Inference);
    EXPECT_GT(hopperInference.throughputRows, 50);
    EXPECT_LT(hopperInference.memoryRows, hopperInference.runs);
}

TEST(ProvenanceTable, AMeasuredRegimeIsOnAFittedFamily)
{
    // The measured rows are what the efficiencies were fitted on: a family with runs of a regime
    // has its calibration for it, so a band widens exactly where nothing was measured.
    for (std::size_t g = 0; g < kGpuGenerationCount; ++g)
        for (std::size_t m = 0; m < kMethodCount; ++m) {
            const auto family = static_cast<GpuGeneration>(g);
            const auto regime = static_cast<Method>(m);
            if (builtInProvenanceTable().rowsOf(family, regime).runs > 0) {
                EXPECT_TRUE(timing::calibration().isFittedFor(family, regime))
                    << toString(family) << " " << toString(regime);
            }
        }
}

TEST(AnalysisProvenance, AMeasuredFamilyAndRegimeSayHowManyRunsAndSources)
{
    const Analysis a = analyse(adapterOn("a100-80gb-sxm", Method::QLoRA), GpuCatalog::builtIn(), quick());
    ASSERT_TRUE(a.valid);
    const Provenance &p = a.interval.provenance;
    EXPECT_EQ(p.family, GpuGeneration::Ampere);
    EXPECT_EQ(p.regime, Method::QLoRA);
    EXPECT_EQ(p.rows, builtInProvenanceTable().rowsOf(GpuGeneration::Ampere, Method::QLoRA));
    EXPECT_GT(p.rows.runs, 10);
    EXPECT_GT(p.rows.sources, 1);
    EXPECT_TRUE(p.fitted);
    EXPECT_TRUE(p.measured());
    EXPECT_TRUE(a.interval.calibrated);
}

TEST(AnalysisProvenance, AFittedFamilyWithoutRunsOfTheRegimeGetsTheWidenedBand)
{
    // Hopper's efficiency is fitted (pre-training, LoRA, inference rows), but no QLoRA run was on
    // it: modelled only, and the band is the widened one; A100 QLoRA keeps the measured band.
    const Analysis hopper = analyse(adapterOn("h100-sxm", Method::QLoRA), GpuCatalog::builtIn(), quick());
    const Analysis ampere = analyse(adapterOn("a100-80gb-sxm", Method::QLoRA), GpuCatalog::builtIn(), quick());
    ASSERT_TRUE(hopper.valid);
    ASSERT_TRUE(ampere.valid);
    const Provenance &p = hopper.interval.provenance;
    EXPECT_TRUE(p.fitted);
    EXPECT_FALSE(p.measured());
    EXPECT_EQ(p.rows.runs, 0);
    EXPECT_EQ(p.rows.sources, 0);
    EXPECT_FALSE(hopper.interval.calibrated);

    const IntervalTable &table = builtInIntervalTable();
    const IntervalBand widened = table.band(IntervalMetric::Memory, Method::QLoRA, false);
    const IntervalBand measured = table.band(IntervalMetric::Memory, Method::QLoRA, true);
    ASSERT_LT(widened.low, measured.low);
    EXPECT_DOUBLE_EQ(hopper.interval.requiredBytes[0], hopper.estimate.requiredBytes * widened.low);
    EXPECT_DOUBLE_EQ(hopper.interval.requiredBytes[1], hopper.estimate.requiredBytes * widened.high);
    EXPECT_DOUBLE_EQ(ampere.interval.requiredBytes[1], ampere.estimate.requiredBytes * measured.high);
    const IntervalBand speed = table.band(IntervalMetric::Throughput, Method::QLoRA, false);
    EXPECT_DOUBLE_EQ(hopper.interval.tokensPerSecondPerGpu[1], hopper.estimate.time.tokensPerSecondPerGpu * speed.high);
    // The band it was read off stays the measured one.
    EXPECT_DOUBLE_EQ(hopper.interval.memoryBand.high, measured.high);

    // LoRA on the same GPU was measured: the measured band.
    const Analysis lora = analyse(adapterOn("h100-sxm", Method::LoRA), GpuCatalog::builtIn(), quick());
    ASSERT_TRUE(lora.valid);
    EXPECT_TRUE(lora.interval.provenance.measured());
    EXPECT_TRUE(lora.interval.calibrated);
}

TEST(AnalysisProvenance, MI300XQLoRAAndInferenceAreModelledOnly)
{
    const Analysis qlora = analyse(adapterOn("mi300x", Method::QLoRA), GpuCatalog::builtIn(), quick());
    ASSERT_TRUE(qlora.valid);
    EXPECT_EQ(qlora.interval.provenance.family, GpuGeneration::CDNA3);
    EXPECT_TRUE(qlora.interval.provenance.fitted);   // its GEMM efficiency, from one pre-training source
    EXPECT_FALSE(qlora.interval.provenance.measured());
    EXPECT_FALSE(qlora.interval.calibrated);

    Scenario serving = adapterOn("mi300x", Method::Inference);
    serving.serving.engine = ServingEngine::VLLM;
    serving.serving.load = LoadKind::Concurrency;
    serving.serving.concurrency = 16;
    serving.serving.inputLen = 1000;
    serving.serving.outputLen = 300;
    const Analysis inference = analyse(serving, GpuCatalog::builtIn(), quick());
    ASSERT_TRUE(inference.valid);
    EXPECT_EQ(inference.interval.provenance.regime, Method::Inference);
    EXPECT_FALSE(inference.interval.provenance.fitted);
    EXPECT_FALSE(inference.interval.provenance.measured());
    EXPECT_FALSE(inference.interval.calibrated);
}

TEST(AnalysisProvenance, EveryRecommendationCarriesItsOwnFamilysProvenance)
{
    AnalysisOptions options;
    options.maxRecommendations = 200;
    const Analysis a = analyse(adapterOn("a100-80gb-sxm", Method::QLoRA), GpuCatalog::builtIn(), options);
    ASSERT_TRUE(a.valid);
    ASSERT_FALSE(a.recommendation.candidates.empty());
    bool sawMeasured = false;
    bool sawModelled = false;
    for (const Candidate &c : a.recommendation.candidates) {
        const GpuSpec *gpu = GpuCatalog::builtIn().find(c.scenario.gpuId);
        ASSERT_NE(gpu, nullptr);
        const Provenance &p = c.interval.provenance;
        EXPECT_EQ(p.family, gpu->generation) << c.scenario.gpuId;
        EXPECT_EQ(p.regime, Method::QLoRA);
        EXPECT_EQ(p.rows, builtInProvenanceTable().rowsOf(gpu->generation, Method::QLoRA)) << c.scenario.gpuId;
        // The efficiency flag is the family's; the band also widens on a regime never measured.
        EXPECT_EQ(p.fitted, c.calibrated) << c.scenario.gpuId;
        EXPECT_EQ(c.interval.calibrated, c.calibrated && p.measured()) << c.scenario.gpuId;
        sawMeasured = sawMeasured || p.measured();
        sawModelled = sawModelled || (c.calibrated && !p.measured());
    }
    EXPECT_TRUE(sawMeasured);
    EXPECT_TRUE(sawModelled);   // H100 and the like: fitted, but no QLoRA run
}
