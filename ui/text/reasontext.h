#pragma once

#include "model/framework.h"
#include "model/training.h"
#include "estimate/serving/servingestimate.h"
#include "recommend/recommendation.h"

#include <QString>

#include <vector>

namespace gpusizer::ui {

// Why the recommender chose a configuration, in the window's language (the CLI prints the
// stable keys of core::Reason). `framework` is the configuration's (named where the reason is
// that the user's framework cannot run the layout).
QString reasonText(core::Reason reason, core::Framework framework = core::Framework::Transformers);
// Each reason on its own line.
QString reasonsText(const std::vector<core::Reason> &reasons, core::Framework framework);

// What limits a serving deployment, as a phrase ("the KV-cache pool").
QString servingLimitText(core::ServingLimit limit);

// The settings a recommended configuration changed from the user's (micro-batch,
// checkpointing), so a row whose time differs from the headline's says why; empty when none.
QString changedSettingsText(int microBatch, core::Checkpointing checkpointing, int yourMicroBatch,
                            core::Checkpointing yourCheckpointing);

} // namespace gpusizer::ui
