#include "report/reportoptions.h"

#include "report/reportbuilder.h"
#include "report/reportsections.h"

#include "text/errortext.h"
#include "document/pinnedoptions.h"
#include "panels/optionrows.h"

#include <QCoreApplication>

namespace gpusizer::ui {

namespace {

struct ReportOptionsText {
    Q_DECLARE_TR_FUNCTIONS(gpusizer::ui::ReportOptions)
};

TableCell cell(const QString &text, Qt::Alignment alignment)
{
    TableCell c;
    c.text = text;
    c.alignment = alignment;
    c.wraps = true; // names and phrases: a GPU name wraps in a narrow option column
    return c;
}

} // namespace

void addOptionsSection(ReportBuilder &builder, const ReportContext &context)
{
    const std::vector<OptionRow> &options = context.info.options;
    const auto count = static_cast<int>(options.size());
    if (count < PinnedOptions::kMinCompared || count > PinnedOptions::kMaxOptions)
        return;
    builder.heading(ReportOptionsText::tr("Options compared"));
    builder.paragraph(ReportOptionsText::tr("The options considered for this project, side by side. Memory is per "
                                            "GPU (required of usable); time and cost are for the whole dataset, in "
                                            "each option's currency."));
    builder.keepWithNext();
    std::vector<TableCell> header { cell(QString(), Qt::AlignLeft) };
    for (const OptionRow &option : options)
        header.push_back(cell(option.option.displayName(), Qt::AlignLeft));
    std::vector<std::vector<TableCell>> rows;
    for (const OptionField field : kOptionFields) {
        std::vector<TableCell> row { cell(optionFieldTitle(field), Qt::AlignLeft) };
        for (const OptionRow &option : options)
            row.push_back(cell(optionFieldText(option, field), Qt::AlignLeft));
        rows.push_back(std::move(row));
    }
    const qreal first = 0.19;
    std::vector<qreal> fractions { first };
    for (int i = 0; i < count; ++i)
        fractions.push_back((1.0 - first) / count);
    builder.table(std::move(header), rows, fractions);
    for (const OptionRow &option : options) {
        if (option.valid && option.option.scenario == context.analysis.scenario)
            builder.note(ReportOptionsText::tr("\u201c%1\u201d is the scenario the rest of this report describes.")
                             .arg(option.option.displayName()));
        else if (!option.valid)
            builder.note(ReportOptionsText::tr("\u201c%1\u201d has no estimate: %2")
                             .arg(option.option.displayName(), errorText(option.error)));
    }
}

} // namespace gpusizer::ui
