#pragma once

#include "model/scenario.h"

#include <QString>

namespace gpusizer::ui {

// Names the window suggests for the files it writes, in the interface language (issue #28):
// "Llama 3.1 8B", LoRA -> "llama-3-1-8b-lora" (letters of any script kept, runs of anything else
// one hyphen).
QString fileSlug(const QString &text);
// A scenario file's stem: its model and method ("llama-3-1-8b-lora", nb "llama-3-1-8b-lora").
QString scenarioFileStem(const core::Scenario &scenario);
// A sizing report's file name: the project, else the scenario's stem, and the translated word
// for a sizing ("kundeservice-sizing.pdf", nb "kundeservice-dimensjonering.pdf").
QString reportFileName(const QString &project, const core::Scenario &scenario);
// A saved chart's file name: its title and `suffix` ("Memory per GPU", "png" ->
// "memory-per-gpu.png"), the translated word for a chart where the title has no letters
// ("chart.svg", nb "diagram.svg").
QString chartFileName(const QString &title, const QString &suffix);

} // namespace gpusizer::ui
