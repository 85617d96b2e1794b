#include "text/servingdeclinetext.h"

#include "catalog/gpucatalog.h"
#include "recommend/servingminimum.h"
#include "text/displayformat.h"
#include "text/enumtext.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

namespace gpusizer::ui {

namespace {

struct ServingDeclineText {
    Q_DECLARE_TR_FUNCTIONS(ServingDeclineText)
};

QString gpuName(const std::string &id)
{
    const core::GpuSpec *gpu = core::GpuCatalog::builtIn().find(id);
    return QString::fromStdString(gpu ? gpu->name : id);
}

constexpr int kNamesShown = 2;

} // namespace

QString servingDeclineLine(const std::vector<core::ServingDecline> &declined)
{
    if (declined.empty())
        return {};
    QStringList names;
    for (std::size_t i = 0; i < declined.size() && i < std::size_t(kNamesShown); ++i)
        names << gpuName(declined[i].gpuId);
    const int more = int(declined.size()) - int(names.size());
    const QString list = more > 0 ? ServingDeclineText::tr("%1 and %n more", "GPU names, then a count", more)
                                        .arg(names.join(QStringLiteral(", ")))
                                  : QLocale().createSeparatedList(names);
    return ServingDeclineText::tr("Left out: %1 would need over %2 × the GPUs the load's weights and arithmetic need.")
        .arg(list, QLocale().toString(core::kMostGpusPerPhysicalMinimum));
}

QString servingDeclineDetails(const std::vector<core::ServingDecline> &declined, core::LatencyStat stat)
{
    QStringList lines;
    const QLocale locale;
    for (const core::ServingDecline &d : declined) {
        const QString why = d.kvPoolFull()
                                ? ServingDeclineText::tr("its KV cache holds %1 users a replica")
                                      .arg(locale.toString(d.maxSequencesPerReplica))
                                : ServingDeclineText::tr("%1 of the %2 users a replica holds meet the targets")
                                      .arg(locale.toString(d.sequencesPerReplica, 'f', 0),
                                           locale.toString(d.maxSequencesPerReplica));
        lines << ServingDeclineText::tr("%1: %2 GPUs (%3 × %4) where the load needs at least %5; %6; one request "
                                        "alone takes %7 per output token (%8)")
                     .arg(gpuName(d.gpuId), locale.toString(d.gpus), locale.toString(d.replicas),
                          locale.toString(d.gpusPerReplica), locale.toString(d.physicalMinimum), why,
                          formatMilliseconds(d.aloneTpotMs), enumtext::latencyStat(stat));
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace gpusizer::ui
