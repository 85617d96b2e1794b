// Memory breakdown and method comparison sections of the report.
#include "report/reportsections.h"

#include "report/legendblock.h"
#include "report/memorychartblock.h"
#include "report/reportbuilder.h"
#include "report/reporttext.h"

#include "charts/componentcolors.h"
#include "text/displayformat.h"
#include "text/enumtext.h"

#include <QLocale>

namespace gpusizer::ui {

namespace {

QString axisTitle()
{
    return ReportText::tr("GiB per GPU");
}

QString capacityLabel(const core::Analysis &snap)
{
    return ReportText::tr("usable on %1: %2")
        .arg(QString::fromStdString(snap.gpu.name), formatGiB(snap.estimate.capacityBytes));
}

QString percentOf(double part, double whole)
{
    return whole > 0 ? QLocale().toString(100.0 * part / whole, 'f', 1) + QStringLiteral("\u00A0%") : QString();
}

} // namespace

void addMemorySection(ReportBuilder &builder, const ReportContext &context)
{
    const core::Analysis &snap = context.analysis;
    const core::Estimate &e = snap.estimate;
    const core::ServingEstimate *serving = servingEstimate(snap);
    // Inference: what the serving engine holds (its KV pool fills the memory it may use by design).
    const core::MemoryBreakdown &memory = serving ? snap.servingMemory : e.memory;
    const double required = serving ? memory.deviceUsedBytes() : e.requiredBytes;
    const double headroom = serving ? e.capacityBytes - required : e.headroomBytes;
    builder.heading(ReportText::memoryHeading());
    if (!serving) {
        builder.paragraph(ReportText::tr("Peak memory of one GPU by what occupies it. The dashed line is the memory "
                                         "the GPU can use; the part of the bar beyond it does not fit."));
    } else {
        const QString sequence = formatTokens(snap.scenario.serving.inputLen + snap.scenario.serving.outputLen);
        QString paragraph;
        if (!serving->fits)
            paragraph = ReportText::tr("Memory of one GPU as the serving engine would hold it: the weights and the "
                                       "workspace leave no room for the KV cache of one sequence of %1. The dashed "
                                       "line is the memory the GPU can use.",
                "%1 tokens per sequence");
        else if (serving->disaggregated) // the bar is a GPU of a split deployment's decode worker
            paragraph = ReportText::tr("Memory of one GPU of a decode worker as the serving engine holds it: the "
                                       "weights, the engine's workspace and graph pool, the CUDA context, and the "
                                       "KV-cache pool it reserves in the memory left, which holds %Ln sequence(s) of "
                                       "%1 per decode worker. The dashed line is the memory the GPU can use.",
                "%1 tokens per sequence", serving->maxConcurrency);
        else
            paragraph = ReportText::tr("Memory of one GPU as the serving engine holds it: the weights, the "
                                       "engine's workspace and graph pool, the CUDA context, and the KV-cache pool "
                                       "it reserves in the memory left, which holds %Ln sequence(s) of %1 per "
                                       "replica. The dashed line is the memory the GPU can use.",
                "%1 tokens per sequence", serving->maxConcurrency);
        builder.paragraph(paragraph.arg(sequence));
    }
    builder.keepWithNext();
    auto chart = std::make_unique<MemoryChartBlock>(
        std::vector<MemoryBar> { { QString(), memory } }, e.capacityBytes, axisTitle(), capacityLabel(snap));
    const auto components = chart->components();
    builder.add(std::move(chart), 3.0);
    builder.keepWithNext();
    builder.add(std::make_unique<LegendBlock>(components, builder.style()), 1.0);
    builder.keepWithNext();

    std::vector<std::vector<TableCell>> rows;
    for (core::MemoryComponent c : components)
        rows.push_back(
            { { componentName(c), Qt::AlignLeft, c, true }, { formatGiB(memory[c], 2), Qt::AlignRight, std::nullopt },
                { percentOf(memory[c], required), Qt::AlignRight, std::nullopt } });
    rows.push_back({ { serving && serving->fits ? ReportText::tr("Held by the engine per GPU")
                                                : ReportText::tr("Required per GPU"),
                         Qt::AlignLeft, std::nullopt, true },
        { formatGiB(required, 2), Qt::AlignRight, std::nullopt },
        { percentOf(required, e.capacityBytes), Qt::AlignRight, std::nullopt } });
    rows.push_back({ { ReportText::tr("Usable memory of the GPU"), Qt::AlignLeft, std::nullopt, true },
        { formatGiB(e.capacityBytes, 2), Qt::AlignRight, std::nullopt }, { QString(), Qt::AlignRight, std::nullopt } });
    rows.push_back(
        { { headroom >= 0 ? ReportText::tr("Headroom") : ReportText::tr("Missing"), Qt::AlignLeft, std::nullopt,
              true },
            { formatGiB(std::abs(headroom), 2), Qt::AlignRight, std::nullopt },
            { percentOf(std::abs(headroom), e.capacityBytes), Qt::AlignRight, std::nullopt } });
    builder.table({ { ReportText::tr("Component"), Qt::AlignLeft, std::nullopt },
                      { ReportText::tr("Per GPU"), Qt::AlignRight, std::nullopt },
                      { ReportText::tr("Share"), Qt::AlignRight, std::nullopt } },
        rows, { 0.56, 0.24, 0.20 }, 3);
    if (memory.hostBytes > 0)
        builder.note(ReportText::tr("Host memory (RAM) needed as well: %1 per GPU.").arg(formatGiB(memory.hostBytes)));
}

void addMethodsSection(ReportBuilder &builder, const ReportContext &context)
{
    const core::Analysis &snap = context.analysis;
    // Inference: the fine-tuning methods would run on the training settings the serving
    // scenario hides, with time and rent for a dataset it has none of. Pre-training: there is
    // no trained model to fine-tune yet, so the fine-tuning methods are no alternative.
    if (snap.methods.empty() || servingEstimate(snap) || snap.scenario.method == core::Method::Pretrain)
        return;
    builder.heading(ReportText::methodsHeading());
    builder.paragraph(ReportText::tr("The same model, data and GPUs with each fine-tuning method (and inference for "
                                     "comparison): memory per GPU, and time and rent for the whole dataset."));
    builder.keepWithNext();
    std::vector<MemoryBar> bars;
    for (const core::MethodVariant &variant : snap.methods)
        bars.push_back({ enumtext::method(variant.method), variant.estimate.memory });
    auto chart = std::make_unique<MemoryChartBlock>(
        std::move(bars), snap.estimate.capacityBytes, axisTitle(), capacityLabel(snap));
    const auto components = chart->components();
    builder.add(std::move(chart), 3.0);
    builder.keepWithNext();
    builder.add(std::make_unique<LegendBlock>(components, builder.style()), 1.0);
    builder.keepWithNext();

    const std::string &currency = snap.scenario.prices.currency;
    std::vector<std::vector<TableCell>> rows;
    for (const core::MethodVariant &variant : snap.methods) {
        // The scenario's own method: the analysis's full estimate (with time and cost).
        const core::Estimate &v = variant.method == snap.scenario.method ? snap.estimate : variant.estimate;
        // A method that does not fit gets no time or price: it cannot run as configured.
        const bool timed = core::isTraining(variant.method) && v.time.wallSeconds > 0
            && v.verdict != core::FitVerdict::DoesNotFit;
        QString name = enumtext::method(variant.method);
        if (variant.method == snap.scenario.method)
            name = ReportText::tr("%1 (this scenario)").arg(name);
        rows.push_back({ { name, Qt::AlignLeft, std::nullopt, true },
            { formatGiB(v.requiredBytes), Qt::AlignRight, std::nullopt },
            { v.verdict == core::FitVerdict::Fits ? ReportText::tr("fits")
                  : v.verdict == core::FitVerdict::Tight ? ReportText::tr("tight (inside the safety margin)")
                                                          : ReportText::tr("does not fit"),
                Qt::AlignLeft, std::nullopt, true },
            { timed ? formatHours(v.time.wallSeconds) : QStringLiteral("–"), Qt::AlignRight, std::nullopt },
            { timed ? formatMoney(v.cost.rentTotal, currency) : QStringLiteral("–"), Qt::AlignRight, std::nullopt } });
    }
    builder.table({ { ReportText::tr("Method"), Qt::AlignLeft, std::nullopt },
                      { ReportText::tr("Memory per GPU"), Qt::AlignRight, std::nullopt },
                      { ReportText::tr("On %1").arg(configurationLabel(snap.scenario.parallel.gpus, snap.gpu)),
                          Qt::AlignLeft, std::nullopt },
                      { ReportText::tr("Time"), Qt::AlignRight, std::nullopt },
                      { ReportText::tr("Rent"), Qt::AlignRight, std::nullopt } },
        rows, { 0.26, 0.18, 0.24, 0.14, 0.18 });
}

} // namespace gpusizer::ui
