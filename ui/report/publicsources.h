#pragma once

#include "model/architecture.h"
#include "model/gpuspec.h"
#include "model/scenario.h"

#include <QString>
#include <QStringList>

namespace gpusizer::ui::publicsources {

// The short, public references the report prints for the customer in place of the catalog's
// internal provenance (file names, [S1] markers, copies on GitHub, commit hashes), which stays
// in docs/. Translated at call time (ReportText context): call inside a ScopedReportLanguage.

// The Hugging Face repository id of the real model ("meta-llama/Llama-3.1-70B") when the
// architecture's hfRepo or id names one (owner/name, no local path); empty otherwise.
QString huggingFaceRepo(const core::Architecture &model);
// "Model card: huggingface.co/meta-llama/Llama-3.1-70B", or "Model configuration as given" for
// a model without one (an imported file from a local path, a synthesised shape, a paper's table).
QString model(const core::Architecture &model);
// "NVIDIA datasheet: H100 SXM5 80GB".
QString gpu(const core::GpuSpec &gpu);
// Where the rent per GPU-hour comes from: "Public on-demand price lists, read 2026-09-25";
// an estimate of the catalog says so; a rent the scenario sets says that. Empty without a date
// and without a pinned price.
QString rent(const core::Scenario &scenario, const core::GpuSpec &gpu);
// "Indicative list price, 2026-11-30" for the purchase prices of systems and GPUs of `dates`
// (YYYY-MM-DD, duplicates and empty ones dropped); empty when none is left.
QString purchase(QStringList dates);
// The published work the memory and time models follow (papers and public projects).
QStringList methods();

} // namespace gpusizer::ui::publicsources
