#pragma once

#include "document/pinnedoptions.h"
#include "text/configurationrows.h"
#include "util/result.h"

#include <QString>

#include <vector>

namespace gpusizer::core {
class GpuCatalog;
}

namespace gpusizer::ui {

// A pinned option as the Options table and the report's "Options compared" page show it: plain
// values from its own analysis (the GPU catalog's prices of now), formatted when shown so that
// the report prints them in its language.
struct OptionRow {
    PinnedOption option;
    bool valid = false;
    core::Error error; // why there is no estimate (valid false)
    ConfigurationRow configuration; // GPUs, memory, time and cost (valid)
};

// What the table and the report compare, in this order.
// What the customer asks of each option (issue #23): what it is, whether it fits and meets the
// deadline, what it costs to rent and own, what must be bought and what it asks of the room.
enum class OptionField {
    Model, Method, Gpus, Time, Deadline, Throughput, Rent, Own, Purchase, System, Power, RackUnits, Fit, Memory
};
inline constexpr OptionField kOptionFields[] = { OptionField::Model, OptionField::Method, OptionField::Gpus,
    OptionField::Time, OptionField::Deadline, OptionField::Throughput, OptionField::Rent, OptionField::Own,
    OptionField::Purchase, OptionField::System, OptionField::Power, OptionField::RackUnits, OptionField::Fit,
    OptionField::Memory };

// Each option's analysis (without the catalog sweep) with `catalog`.
std::vector<OptionRow> optionRows(const std::vector<PinnedOption> &options, const core::GpuCatalog &catalog);

// The title of a field ("GPUs", "Cost (rent)") and the value of an option in it ("2 × H100 SXM5
// 80GB", "$1,234"): numbers in the current QLocale, amounts in the option's own currency, "–"
// where the option has none (an option without estimate, or no purchase price).
QString optionFieldTitle(OptionField field);
QString optionFieldText(const OptionRow &row, OptionField field);

} // namespace gpusizer::ui
