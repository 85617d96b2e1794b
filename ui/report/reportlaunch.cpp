// "Launch command": one replica's engine command for the deployment the report sizes, how many
// replicas to start, and what the command leaves to be done by hand (issue #26 point 3).
#include "report/reportsections.h"

#include "report/reportbuilder.h"

#include "text/launchcommandtext.h"

#include <QCoreApplication>

namespace gpusizer::ui {

namespace {

struct ReportLaunchText {
    Q_DECLARE_TR_FUNCTIONS(ReportLaunchText)
};

} // namespace

void addLaunchSection(ReportBuilder &builder, const ReportContext &context)
{
    const std::optional<core::serving::LaunchCommand> command = launchCommandOf(context.analysis.scenario);
    if (!command)
        return;
    builder.heading(ReportLaunchText::tr("Launch command"));
    builder.paragraph(launchReplicasText(*command));
    builder.keepWithNext();
    builder.code(launchCommandLines(*command));
    for (const QString &gap : launchGapTexts(*command))
        builder.bullet(gap);
    builder.note(ReportLaunchText::tr("Only flags the engine's command line has at this version; the settings it "
                                      "does not name keep the engine's defaults."));
}

} // namespace gpusizer::ui
