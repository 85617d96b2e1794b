#include "catalog/sizesynthesis.h"

#include <cmath>

#include <gtest/gtest.h>

using namespace gpusizer::core;

TEST(SizeSynthesis, HitsTheTargetWithinTwoPercentAcrossTheSlider)
{
    for (double p = 0.05; p <= 2000.0; p *= 1.07) {
        const Architecture a = synthesiseArchitecture(p);
        ASSERT_FALSE(validateArchitecture(a).has_value()) << p << ": " << describe(*validateArchitecture(a));
        EXPECT_NEAR(countParameters(a).total / (p * 1e9), 1.0, 0.02) << p;
    }
    for (const double p : {0.1, 1.0, 7.0, 13.0, 70.0, 175.0, 405.0, 1000.0}) {
        EXPECT_NEAR(countParameters(synthesiseArchitecture(p)).total / (p * 1e9), 1.0, 0.02) << p;
    }
}

TEST(SizeSynthesis, SizesAndShapesGrowMonotonically)
{
    double previousTotal = 0;
    int previousHidden = 0;
    for (double p = 0.1; p <= 1000.0; p *= 1.1) {
        const Architecture a = synthesiseArchitecture(p);
        const double total = countParameters(a).total;
        EXPECT_GT(total, previousTotal) << p;
        EXPECT_GE(a.hidden, previousHidden) << p;
        previousTotal = total;
        previousHidden = a.hidden;
    }
}

TEST(SizeSynthesis, ShapesLookLikeRealDecoders)
{
    const Architecture eight = synthesiseArchitecture(8.0);
    EXPECT_EQ(eight.hidden, 4096); // Llama 3.1 8B
    EXPECT_EQ(eight.heads, 32);
    EXPECT_EQ(eight.kvHeads, 8);
    EXPECT_NEAR(eight.layers, 32, 2);
    const Architecture seventy = synthesiseArchitecture(70.0);
    EXPECT_EQ(seventy.hidden, 8192); // Llama 3.1 70B
    EXPECT_NEAR(seventy.layers, 80, 3);
    for (const double p : {0.05, 0.3, 2.0, 30.0, 300.0, 2000.0}) {
        const Architecture a = synthesiseArchitecture(p);
        EXPECT_EQ(a.hidden % 128, 0) << p;
        EXPECT_EQ(a.heads * a.headDim, a.hidden) << p;
        EXPECT_EQ(a.heads % a.kvHeads, 0) << p;
        EXPECT_GE(a.intermediate, 2 * a.hidden) << p;
        EXPECT_LE(a.intermediate, 6 * a.hidden) << p;
        EXPECT_EQ(a.mlp, MlpKind::Gated);
    }
}

TEST(SizeSynthesis, IdsNameTheSize)
{
    EXPECT_EQ(synthesiseArchitecture(0.1).id, "synthetic-0.1b");
    EXPECT_EQ(synthesiseArchitecture(7.0).id, "synthetic-7b");
    EXPECT_EQ(synthesiseArchitecture(1000.0).id, "synthetic-1000b");
    EXPECT_EQ(synthesiseArchitecture(1000.0).family, "synthetic");
    // The name the window, the report and the scenario file show: readable, not the id.
    EXPECT_EQ(synthesiseArchitecture(102.0).displayName, "Dense decoder (102B)");
    EXPECT_EQ(synthesiseArchitecture(7.0).displayName, "Dense decoder (7B)");
    EXPECT_EQ(synthesiseArchitecture(0.1).displayName, "Dense decoder (0.1B)");
}

TEST(SizeSynthesis, ClampsRequestsOutsideTheValidRange)
{
    EXPECT_EQ(synthesiseArchitecture(0.001), synthesiseArchitecture(0.05));
    EXPECT_EQ(synthesiseArchitecture(1e6), synthesiseArchitecture(2000.0));
    EXPECT_EQ(synthesiseArchitecture(std::nan("")), synthesiseArchitecture(0.05));
    EXPECT_EQ(synthesiseArchitecture(-5.0), synthesiseArchitecture(0.05));
}
