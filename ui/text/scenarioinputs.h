#pragma once

#include "model/scenario.h"

#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <vector>

namespace gpusizer::ui::scenarioinputs {

// The inputs of scenarios that differ, for the options compared (issue #29 point 6): every
// field the scenario file writes (core::scenarioToJson), so that no input can differ unseen,
// named by its key in the file with dots between the levels ("cluster.sharding",
// "lora.rank"); the exchange rates and a draft model are one input each.

// One input that is not the same in all the scenarios compared: its key and its value in each
// of them, in their order (null where one has none).
struct DifferingInput {
    QString key;
    std::vector<QJsonValue> values;
};

// The inputs of `scenarios` that differ, in the order of the window's controls (model, method
// and precisions, sequence and batch, cluster, workload, serving, prices, requirements, the
// report's details; a field this version has no place for last). The model's own fields where
// the models have the same name only (else the model's name differs, and that says it).
std::vector<DifferingInput> differingInputs(const std::vector<core::Scenario> &scenarios);

// Whether `key` is one of the inputs the options table shows in a row of its own already:
// the model ("model.*"), the method, the GPU type and count (their rows are highlighted instead).
bool shownElsewhere(const QString &key);

// The input's title as the controls call it: "Micro-batch", "Sharding", "Rent pinned for
// h100-sxm", "Model: layers"; a key this version has no words for keeps its key.
QString title(const QString &key);

// The value as the controls show it, in the current locale: "4,096 tokens", "FSDP", "Yes",
// "$2.50" (amounts in `scenario`'s currency), "–" for none (a default or no target).
QString valueText(const QString &key, const QJsonValue &value, const core::Scenario &scenario);

} // namespace gpusizer::ui::scenarioinputs
