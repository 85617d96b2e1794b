// The GPU an unknown id most likely means (issue #16: "Unknown GPU 'h100-sxm5'. Did you mean
// 'h100-sxm'?").
#include "catalog/gpusuggestion.h"

#include <gtest/gtest.h>

using namespace gpusizer::core;

namespace {
std::string suggested(std::string_view unknown)
{
    const GpuSpec *gpu = closestGpu(GpuCatalog::builtIn(), unknown);
    return gpu ? gpu->id : std::string("(none)");
}
} // namespace

TEST(GpuSuggestion, EditDistance)
{
    EXPECT_EQ(editDistance("", ""), 0);
    EXPECT_EQ(editDistance("abc", ""), 3);
    EXPECT_EQ(editDistance("h100-sxm5", "h100-sxm"), 1);
    EXPECT_EQ(editDistance("kitten", "sitting"), 3);
}

TEST(GpuSuggestion, ATypoOrAnOldIdNamesTheClosestCatalogGpu)
{
    EXPECT_EQ(suggested("h100-sxm5"), "h100-sxm");
    EXPECT_EQ(suggested("H100_SXM"), "h100-sxm");
    EXPECT_EQ(suggested("rtx4090"), "rtx-4090");
    EXPECT_EQ(suggested("mi300"), "mi300x");
    EXPECT_EQ(suggested("l40-s"), "l40s");
    // A GPU's name as printed on the box.
    EXPECT_EQ(suggested("H200 SXM 141GB"), "h200-sxm");
    // The start of an id: one of the ids it starts.
    EXPECT_EQ(suggested("a100-80gb").rfind("a100-80gb-", 0), 0U) << suggested("a100-80gb");
}

TEST(GpuSuggestion, NothingCloseSuggestsNothing)
{
    EXPECT_EQ(suggested("tpu-v5e"), "(none)");
    EXPECT_EQ(suggested("no-such-gpu"), "(none)");
    EXPECT_EQ(suggested(""), "(none)");
    EXPECT_EQ(suggested("---"), "(none)");
    EXPECT_EQ(closestGpu(GpuCatalog(), "h100-sxm"), nullptr);
}
