#include "catalog/gpucatalog.h"
#include "model/units.h"

#include <cmath>
#include <string>

#include <gtest/gtest.h>

using namespace gpusizer::core;

namespace {
// The ids of shared/data/gpus.csv.
const char *const kCsvIds[] = {
    "v100-sxm2-16gb", "v100-sxm2-32gb", "t4", "a10", "a100-40gb-pcie", "a100-40gb-sxm",
    "a100-80gb-pcie", "a100-80gb-sxm", "a30", "l4", "l40", "l40s", "rtx-a6000", "rtx-6000-ada",
    "rtx-3090", "rtx-4090", "rtx-5090", "h100-pcie", "h100-sxm", "h100-nvl", "h200-sxm",
    "h200-nvl", "b200", "gb200-per-gpu", "mi250x", "mi300x", "mi325x", "gaudi2", "gaudi3"};
using gpusizer::core::units::kGiB;
} // namespace

TEST(GpuCatalog, BuiltInHasEveryCsvAccelerator)
{
    const GpuCatalog &catalog = GpuCatalog::builtIn();
    EXPECT_EQ(catalog.gpus().size(), std::size(kCsvIds));
    for (const char *id : kCsvIds) {
        const GpuSpec *gpu = catalog.find(id);
        ASSERT_NE(gpu, nullptr) << id;
        EXPECT_GT(gpu->memoryBytes, 0) << id;
        EXPECT_GT(gpu->usableBytes, 0.85 * gpu->memoryBytes) << id;
        EXPECT_GT(gpu->memoryBandwidthGBs, 0) << id;
        EXPECT_GT(gpu->peakTflops(DType::BF16), 0) << id;
        EXPECT_GT(gpu->tdpWatts, 0) << id;
        EXPECT_GT(gpu->rentPerHour, 0) << id;
        EXPECT_EQ(gpu->rentPriceDate.size(), 10u) << id;
        EXPECT_FALSE(gpu->rentPriceSource.empty()) << id;
        EXPECT_GT(gpu->purchasePrice, 0) << id;
        EXPECT_FALSE(gpu->source.empty()) << id;
        EXPECT_GE(gpu->releaseYear, 2017) << id;
    }
}

TEST(GpuCatalog, KnownFiguresOfTheH100AndV100)
{
    const GpuCatalog &catalog = GpuCatalog::builtIn();
    const GpuSpec *h100 = catalog.find("h100-sxm");
    ASSERT_NE(h100, nullptr);
    EXPECT_DOUBLE_EQ(h100->memoryBytes, 80e9);
    EXPECT_NEAR(h100->usableBytes / kGiB, 79.1, 0.05); // 81559 MiB shown, less the context
    EXPECT_DOUBLE_EQ(h100->bf16Tflops, 989.5);
    EXPECT_DOUBLE_EQ(h100->fp8Tflops, 1979);
    EXPECT_EQ(h100->link, LinkKind::NVSwitch);
    EXPECT_DOUBLE_EQ(h100->linkBandwidthGBs, 450); // NVLink4 900 bidirectional
    EXPECT_EQ(h100->generation, GpuGeneration::Hopper);
    EXPECT_DOUBLE_EQ(h100->rentPerHour, 3.99);
    const GpuSpec *v100 = catalog.find("v100-sxm2-16gb");
    ASSERT_NE(v100, nullptr);
    EXPECT_DOUBLE_EQ(v100->memoryBytes, 16 * kGiB);
    EXPECT_DOUBLE_EQ(v100->bf16Tflops, 0); // Volta has no BF16
    EXPECT_DOUBLE_EQ(v100->peakTflops(DType::BF16), 125);
    const GpuSpec *t4 = catalog.find("t4");
    ASSERT_NE(t4, nullptr);
    EXPECT_NE(t4->rentPriceSource.find("estimated"), std::string::npos);
}

TEST(GpuCatalog, MultiprocessorsFromTheWhitepapers)
{
    // Streaming multiprocessors (AMD: compute units): what a one-block-per-head kernel can occupy.
    const GpuCatalog &catalog = GpuCatalog::builtIn();
    const std::pair<const char *, int> published[] = {{"v100-sxm2-16gb", 80}, {"a100-80gb-sxm", 108},
        {"h100-pcie", 114}, {"h100-sxm", 132}, {"rtx-4090", 128}, {"l40s", 142}, {"b200", 148},
        {"mi300x", 304}};
    for (const auto &[id, multiprocessors] : published) {
        const GpuSpec *g = catalog.find(id);
        ASSERT_NE(g, nullptr) << id;
        EXPECT_EQ(g->multiprocessors, multiprocessors) << id;
    }
    // Gaudi has no streaming multiprocessors: 0, no occupancy limit.
    ASSERT_NE(catalog.find("gaudi2"), nullptr);
    EXPECT_EQ(catalog.find("gaudi2")->multiprocessors, 0);
    for (const GpuSpec &g : catalog.gpus()) {
        if (g.vendor == "NVIDIA") {
            EXPECT_GT(g.multiprocessors, 0) << g.id;
        }
    }
}

TEST(GpuCatalog, MergedReplacesAndExtendsById)
{
    const GpuCatalog &base = GpuCatalog::builtIn();
    GpuSpec cheaper = *base.find("h100-sxm");
    cheaper.rentPerHour = 1.0;
    GpuSpec extra = cheaper;
    extra.id = "my-gpu";
    const GpuCatalog merged = GpuCatalog::merged(base, GpuCatalog({cheaper, extra}));
    EXPECT_EQ(merged.gpus().size(), base.gpus().size() + 1);
    EXPECT_DOUBLE_EQ(merged.find("h100-sxm")->rentPerHour, 1.0);
    EXPECT_NE(merged.find("my-gpu"), nullptr);
    EXPECT_DOUBLE_EQ(base.find("h100-sxm")->rentPerHour, 3.99);
}
