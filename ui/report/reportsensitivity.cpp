// "What moves the answer": the tornado of the headline's figure with a caption naming the
// largest swing.
#include "report/reportsensitivity.h"

#include "report/reportbuilder.h"
#include "report/reportsections.h"
#include "report/reporttext.h"
#include "report/tornadoblock.h"

#include "analysis/analysis.h"
#include "charts/sensitivitytornado.h"
#include "text/sensitivitytext.h"

#include <memory>

namespace gpusizer::ui {

std::optional<core::Sensitivity> reportSensitivity(const core::Analysis &analysis, const core::GpuCatalog &catalog)
{
    if (!analysis.valid)
        return std::nullopt;
    return core::sensitivity(
        analysis.scenario, catalog, core::defaultSensitivityFigure(analysis.scenario), analysis.fitPolicy);
}

void addSensitivitySection(ReportBuilder &builder, const ReportContext &context)
{
    const std::optional<core::Sensitivity> &s = context.info.sensitivity;
    if (!s || !s->valid || s->items.empty())
        return;
    const bool serving = context.analysis.scenario.method == core::Method::Inference;
    builder.heading(ReportText::tr("What moves the answer"));
    builder.paragraph(
        ReportText::tr("%1 as each assumption goes from its low to its high setting, the others as "
                       "this scenario has them; the line marks this scenario's figure. %2")
            .arg(sensitivitytext::figureName(s->figure, serving), sensitivitytext::largestSwingSentence(*s))
            .trimmed());
    builder.keepWithNext();
    builder.add(std::make_unique<TornadoBlock>(sensitivityTornado(*s, serving), builder.style()), 3.0);
}

} // namespace gpusizer::ui
