#pragma once

#include "estimate/serving/servingestimate.h"
#include "model/disaggregation.h"
#include "model/scenario.h"

#include <QString>

namespace gpusizer::ui {

// Words for a disaggregated deployment (ServingSettings::disaggregation, issue #30 point 2):
// prefill workers that hand each prompt's KV cache to decode workers of their own.

// "2P(TP4)+1D(TP2)": the xPyD notation gpu-sizer-cli prints, two prefill workers of four GPUs and
// one decode worker of two, for the recommendation list's narrow layout column.
QString splitLayoutLabel(const core::DisaggregationSettings &split);
// The layout column of a serving configuration: the split's label for a disaggregated one, else
// tensor parallel × replicas (servingLayoutLabel).
QString servingLayoutText(const core::Scenario &scenario, const core::ServingEstimate &serving);
// "Prefill 2 × TP4 · decode 1 × TP2": the two pools, workers × tensor parallel degree.
QString splitPoolsText(const core::DisaggregationSettings &split);
// "Prefill 2 × TP4 · decode 1 × TP2 · KV hand-over 44 ms": the pools and what one prompt's KV
// cache takes to cross from the one to the other.
QString splitLine(const core::DisaggregatedEstimate &split);
// "2 prefill workers of 4 GPUs and 1 decode worker of 2 GPUs: 10 GPUs", for a tooltip.
QString splitGpusText(const core::DisaggregationSettings &split);
// The prefill queue and the hand-over in a few lines, for a tooltip: one prompt's prefill, how
// busy the workers are, the mean wait, the KV cache's size and the link it crosses.
QString splitDetails(const core::DisaggregatedEstimate &split);
// "the targets need 2 prefill and 1 decode worker(s)", or that no pools up to 4096 workers do.
QString splitTargetsText(const core::DisaggregatedEstimate &split);

} // namespace gpusizer::ui
