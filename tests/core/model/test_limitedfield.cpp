// Every number of the scenario reads back as setLimitedField set it (the map tab outlines the
// scenario's own cell with it, issue #29).
#include "model/fieldlimits.h"
#include "model/limitedfield.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace gpusizer::core;

TEST(LimitedField, EveryFieldReadsBackTheValueItWasSetTo)
{
    for (const FieldLimit &limit : fieldLimits()) {
        Scenario s;
        // A value inside the limit that no default has: a third of the way up, whole where
        // the field counts.
        double value = limit.low + (std::min(limit.high, limit.low + 300.0) - limit.low) / 3.0;
        if (limit.whole)
            value = std::ceil(value);
        const bool set = setLimitedField(s, limit.field, value);
        const std::optional<double> read = limitedFieldValue(s, limit.field);
        if (limit.field == Limited::RentPerGpuHour || limit.field == Limited::PurchasePerGpu) {
            EXPECT_FALSE(set);
            EXPECT_FALSE(read.has_value());
            continue;
        }
        ASSERT_TRUE(set) << limit.flag;
        ASSERT_TRUE(read.has_value()) << limit.flag;
        EXPECT_DOUBLE_EQ(*read, value) << limit.flag;
    }
}

TEST(LimitedField, UnsetTargetsAndTheWorkloadsOwnUsageHours)
{
    Scenario s;
    EXPECT_FALSE(limitedFieldValue(s, Limited::TpotTarget).has_value());
    EXPECT_FALSE(limitedFieldValue(s, Limited::DeadlineHours).has_value());
    // No usage hours set: a training run's own 2,000 h a year.
    s.method = Method::LoRA;
    EXPECT_DOUBLE_EQ(*limitedFieldValue(s, Limited::UsageHoursPerYear), kTrainingUsageHoursPerYear);
}
