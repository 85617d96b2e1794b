// Assumptions, accuracy and sources of the report.
#include "report/reportsections.h"
#include "util/qstringfromutf8.h"

#include "report/publicsources.h"
#include "report/reportbuilder.h"
#include "report/reporttext.h"
#include "report/validationaccuracy.h"

#include "text/appinfo.h"
#include "charts/componentcolors.h"
#include "text/displayformat.h"
#include "text/enumtext.h"
#include "text/intervaltext.h"
#include "text/provenancetext.h"

#include <QLocale>

namespace gpusizer::ui {

using core::toQString;

namespace {

QString number(double value, int decimals = 0)
{
    return QLocale().toString(value, 'f', decimals);
}
QString toQString(const std::string &s)
{
    return QString::fromStdString(s);
}
QString percent(double value)
{
    return number(value, 1) + QStringLiteral("\u00A0%");
}

} // namespace

void addAssumptionsSection(ReportBuilder &builder, const ReportContext &context)
{
    const core::Analysis &snap = context.analysis;
    const core::Scenario &s = snap.scenario;
    const core::Estimate &e = snap.estimate;
    const core::MemoryBreakdown &m = e.memory;
    builder.heading(ReportText::assumptionsHeading());
    if (const core::ServingEstimate *serving = servingEstimate(snap))
        builder.bullet(
            ReportText::tr("Memory figures are what the serving engine holds on each GPU: the weights (%1), "
                           "its workspace and graph pool (%2), the CUDA context (%3), and the KV-cache pool "
                           "it reserves in the memory left (%4).",
                "%1 to %4 memory")
                .arg(formatGiB(serving->weightBytes, 2), formatGiB(serving->workspaceBytes + serving->graphBytes, 2),
                    formatGiB(snap.servingMemory[core::MemoryComponent::CudaContext], 2),
                    formatGiB(serving->kvPoolBytes, 2)));
    else
        builder.bullet(
            ReportText::tr("Memory figures are the peak per GPU as nvidia-smi reports it (memory used on "
                           "the device): %1 that PyTorch allocates (max_memory_allocated), plus %2 that its "
                           "caching allocator holds in reserve, plus %3 for the CUDA context and kernels.")
                .arg(formatGiB(m.allocatedBytes(), 2), formatGiB(m[core::MemoryComponent::AllocatorReserve], 2),
                    formatGiB(m[core::MemoryComponent::CudaContext], 2)));
    builder.bullet(ReportText::tr("Each %1 can use %2: what the driver leaves for allocations, not the memory size "
                                  "printed on the box.")
                       .arg(toQString(snap.gpu.name), formatGiB(e.capacityBytes)));
    if (core::isTraining(s.method) && e.time.mfu > 0) {
        builder.bullet(
            ReportText::tr("Speed assumes the GPUs reach %1 of their peak dense %2 throughput (%3 TFLOP/s per "
                           "GPU) on the model's arithmetic (model FLOPs utilisation, MFU). Well-tuned "
                           "training reaches 35–55 %; small batches, small models and slow links reach less.")
                .arg(formatPercent(e.time.mfu), enumtext::dtype(s.computeDtype),
                    number(snap.gpu.peakTflops(s.computeDtype))));
        builder.bullet(ReportText::tr("Work per token: %1 GFLOP for the model's forward and backward passes, %2 GFLOP "
                                      "with recomputation and dequantisation.")
                           .arg(number(e.time.flopsPerToken / 1e9, 1), number(e.time.hardwareFlopsPerToken / 1e9, 1)));
        if (s.parallel.gpus > 1 && e.time.stepSeconds > 0)
            builder.bullet(
                ReportText::tr("With %1 GPUs, communication not hidden behind computation takes %2 s of each "
                               "%3 s step; the GPUs together run at %4 of %1 times one GPU's speed.")
                    .arg(QLocale().toString(s.parallel.gpus), number(e.time.commSecondsPerStep, 2),
                        number(e.time.stepSeconds, 2), formatPercent(e.time.scalingEfficiency)));
    }
    builder.bullet(ReportText::tr("Prices change often: rent defaults to the list price of %1 unless the scenario "
                                  "sets one; purchase prices are indicative.",
        "%1 a date")
                       .arg(toQString(snap.gpu.rentPriceDate)));
}

void addAccuracySection(ReportBuilder &builder, const ReportContext &context)
{
    const ValidationAccuracy &a = validationAccuracy();
    builder.heading(ReportText::accuracyHeading());
    QString text
        = ReportText::tr("The estimator was checked against %1 published memory measurements of real "
                         "training, fine-tuning and inference runs: its peak memory per GPU is off by %2 on "
                         "average (median %3).")
              .arg(QLocale().toString(a.memoryCases), percent(a.memoryMeanPercent), percent(a.memoryMedianPercent));
    if (a.throughputCases > 0)
        text += QLatin1Char(' ')
            + ReportText::tr("Its speed was checked against %1 measured throughputs: off by %2 on average "
                             "(median %3).")
                  .arg(QLocale().toString(a.throughputCases), percent(a.throughputMeanPercent),
                      percent(a.throughputMedianPercent));
    text += QLatin1Char(' ')
        + ReportText::tr("Treat the figures in this report accordingly, and keep a margin of memory.");
    builder.paragraph(text);
    // This estimate's interval and the measured runs it comes from (#17): serving its time per
    // output token, otherwise the memory per GPU.
    const core::Analysis &snap = context.analysis;
    if (!snap.valid)
        return;
    const core::ServingEstimate *serving = servingEstimate(snap);
    const QString interval = serving
        ? servingIntervalSentence(snap.interval, serving->tpotMs.at(snap.scenario.serving.targetStat),
            snap.scenario.serving.targetStat)
        : memoryIntervalSentence(snap.interval, snap.estimate.requiredBytes);
    // With the measured runs of this GPU family and regime, or that the figures are modelled only
    // (also where no band applies).
    builder.paragraph(interval.isEmpty() ? provenanceSentence(snap.interval.provenance) : interval);
}

void addSourcesSection(ReportBuilder &builder, const ReportContext &context)
{
    // Short public references only: the catalog's provenance (file names, [S1] markers, commit
    // hashes, copies on GitHub) stays in docs/ and is never printed for the customer.
    const core::Analysis &snap = context.analysis;
    const core::Scenario &s = snap.scenario;
    builder.heading(ReportText::sourcesHeading());
    builder.bullet(publicsources::model(s.model));
    builder.bullet(publicsources::gpu(snap.gpu));
    if (const QString rent = publicsources::rent(s, snap.gpu); !rent.isEmpty())
        builder.bullet(rent);
    // Purchase prices: the GPU's own (dated as the catalog's prices) unless the scenario sets it,
    // and what the quote note under the configurations prices (the first configuration).
    QStringList purchaseDates;
    const core::PricePin *pin = s.prices.pinFor(snap.gpu.id);
    if (snap.gpu.purchasePrice > 0 && !(pin && pin->purchasePerGpu))
        purchaseDates << toQString(snap.gpu.rentPriceDate);
    if (!context.configurations.empty() && !context.configurations.front().current
        && context.configurations.front().bom.units > 0)
        purchaseDates << toQString(context.configurations.front().bom.priceDate);
    if (const QString purchase = publicsources::purchase(purchaseDates); !purchase.isEmpty())
        builder.bullet(purchase);
    for (const QString &method : publicsources::methods())
        builder.bullet(method);
    // The closing note never stands alone on a page: the last source goes over with it.
    builder.keepWithNext();
    builder.note(ReportText::tr("Calculated with %1 %2. The estimate is a planning aid, not a guarantee: measure a "
                                "short run before committing to hardware.")
                     .arg(appinfo::applicationName(), appinfo::version()));
}

} // namespace gpusizer::ui
