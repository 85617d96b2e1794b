#pragma once

#include <QString>

#include <vector>

namespace gpusizer::core {
struct Analysis;
}

namespace gpusizer::ui {

// One line of the quote: what is offered, how many and at what price each, in the scenario's
// currency before VAT.
struct QuoteLine {
    QString description;
    double quantity = 0;
    double unitPrice = 0;
    double amount() const { return quantity * unitPrice; }
};

// The lines of the scenario's quote (its bill of materials): the systems, cards or GPUs, the
// host servers cards go into, hardware support for the years and software licences; empty
// without a purchase price. The report's quote page and the workbook's bill of materials.
std::vector<QuoteLine> quoteLines(const core::Analysis &analysis);

} // namespace gpusizer::ui
