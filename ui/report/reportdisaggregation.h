#pragma once

#include "estimate/serving/servingestimate.h"
#include "model/serving.h"

#include <QString>

#include <utility>
#include <vector>

namespace gpusizer::ui {

// The report's words for a disaggregated deployment (ServingEstimate::disaggregated, issue #30
// point 2), for the serving section and the cover (reportserving.cpp).

// "2 prefill workers of tensor parallel 4 and 1 decode worker of tensor parallel 2".
QString splitWorkersText(const core::DisaggregatedEstimate &split);
// What the split is and why its latencies are what they are, after the sentence that names the
// workers (splitWorkersText): a prefill worker hands each prompt's KV cache to a decode worker;
// the time to first token is the prefill queue's wait, the prefill and the hand-over over the fast
// link or the network, the time per output token the decode workers' alone; with the figures.
QString splitSentence(const core::ServingSettings &load, const core::ServingEstimate &serving);
// The targets met (or not) by the split's pools, and the workers of each pool they need.
QString splitTargetsSentence(const core::ServingSettings &load, const core::DisaggregatedEstimate &split, bool met);
// The figure rows of the prefill queue and the hand-over: name and value.
std::vector<std::pair<QString, QString>> splitFigures(const core::DisaggregatedEstimate &split);

} // namespace gpusizer::ui
