#include "model/dtype.h"
#include "model/lora.h"
#include "model/method.h"
#include "model/parallelism.h"

#include <gtest/gtest.h>

using namespace gpusizer::core;

TEST(DType, BytesPerElementMatchesStorageWidth)
{
    EXPECT_DOUBLE_EQ(bytesPerElement(DType::FP32), 4.0);
    EXPECT_DOUBLE_EQ(bytesPerElement(DType::BF16), 2.0);
    EXPECT_DOUBLE_EQ(bytesPerElement(DType::FP8), 1.0);
    EXPECT_DOUBLE_EQ(bytesPerElement(DType::NF4), 0.5);
    EXPECT_DOUBLE_EQ(bytesPerElement(DType::INT4), 0.5);
}

TEST(DType, NamesRoundTripAndRejectUnknown)
{
    for (auto t : {DType::FP32, DType::BF16, DType::FP16, DType::FP8, DType::NF4, DType::INT8, DType::INT4, DType::FP4})
        EXPECT_EQ(parseDType(toString(t)), t);
    EXPECT_FALSE(parseDType("bf17").has_value());
    EXPECT_EQ(parseMethod("qlora"), Method::QLoRA);
    EXPECT_FALSE(parseSharding("zero4").has_value());
}

TEST(LoraTargets, ParseAndPrint)
{
    const auto mask = parseLoraTargets("q+v");
    ASSERT_TRUE(mask.has_value());
    EXPECT_EQ(*mask, static_cast<std::uint16_t>(LoraTarget::Q) | static_cast<std::uint16_t>(LoraTarget::V));
    EXPECT_EQ(loraTargetsToString(*mask), "q+v");
    EXPECT_EQ(loraTargetsToString(kLoraAllLinearTargets), "q+k+v+o+gate+up+down");
    EXPECT_FALSE(parseLoraTargets("q+x").has_value());
    EXPECT_FALSE(parseLoraTargets("").has_value());
}

TEST(Parallelism, DataParallelDegreeExcludesModelParallelGpus)
{
    Parallelism p;
    p.gpus = 64;
    p.tp = 8;
    p.pp = 2;
    EXPECT_EQ(p.dataParallel(), 4);
    p.gpusPerNode = 8;
    EXPECT_EQ(p.nodes(), 8);
    EXPECT_TRUE(shardsWeights(Sharding::FSDP));
    EXPECT_FALSE(shardsWeights(Sharding::ZeRO2));
    EXPECT_TRUE(shardsGradients(Sharding::ZeRO2));
    EXPECT_FALSE(shardsGradients(Sharding::ZeRO1));
}
