#pragma once

#include "catalog/modelcatalog.h"
#include "model/scenario.h"

#include <QString>

#include <vector>

namespace gpusizer::ui {

// A one-click scenario from the use cases and profiles of the Norwegian source article
// ("GPU-anbefalinger per brukstilfelle" and "Hvem trenger hva?").
struct QuickStart {
    QString id;           // stable, e.g. "qlora-7b"
    QString title;        // translated menu text
    QString claim;        // translated: what the article recommends for it
    bool profile = false; // a user profile rather than a use case
    core::Scenario scenario;
};

// The quick starts, in the article's order, with the user's price settings carried
// over from `prices` (not the per-GPU rent and purchase overrides).
std::vector<QuickStart> quickStarts(const core::ModelCatalog &models, const core::Prices &prices);

} // namespace gpusizer::ui
