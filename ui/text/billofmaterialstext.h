#pragma once

#include "text/configurationrows.h"

#include <QString>

namespace gpusizer::ui {

// The name of what a bill buys with its condition: "HGX A100 80GB 8-GPU server, refurbished".
QString quotedName(const core::BillOfMaterials &bom);
// "Buy: 2 × HGX H100 8-GPU server (16 GPUs) · $634,000" ("…, refurbished (8 GPUs)" for a
// refurbished or used system); empty for a row without a bill.
QString billOfMaterialsLine(const ConfigurationRow &row);
// Power, rack units, CPU memory, network, and the price's date and source.
QString billOfMaterialsDetails(const ConfigurationRow &row);

} // namespace gpusizer::ui
