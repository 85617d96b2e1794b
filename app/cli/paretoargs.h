#pragma once

#include "model/scenario.h"

#include <QStringList>

namespace gpusizer::cli {

// The flags that make `gpu-sizer-cli estimate` reproduce `point` (a configuration a sweep made
// from `base`, the scenario `scenarioArgs` describe): the user's scenario flags with the ones
// the configuration sets replaced by its values (GPU, counts, layout and network; serving: the
// replicas, weight format and engine; training: checkpointing, batch split and framework). A
// price pinned with --rent or --purchase belongs to the base's GPU and is left out for another.
QStringList reproducingArgs(const QStringList &scenarioArgs, const core::Scenario &base, const core::Scenario &point);

} // namespace gpusizer::cli
