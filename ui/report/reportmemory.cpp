// Memory breakdown and method comparison sections of the report.
#include "report/reportsections.h"

#include "report/legendblock.h"
#include "report/memorychartblock.h"
#include "report/reportbuilder.h"
#include "report/reporttext.h"

#include "charts/componentcolors.h"
#include "charts/displayformat.h"
#include "controls/enumtext.h"

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
    builder.heading(ReportText::memoryHeading());
    builder.paragraph(ReportText::tr("Peak memory of one GPU by what occupies it. The dashed line is the memory the "
                                     "GPU can use; the part of the bar beyond it does not fit."));
    builder.keepWithNext();
    auto chart = std::make_unique<MemoryChartBlock>(
        std::vector<MemoryBar> { { QString(), e.memory } }, e.capacityBytes, axisTitle(), capacityLabel(snap));
    const auto components = chart->components();
    builder.add(std::move(chart), 3.0);
    builder.keepWithNext();
    builder.add(std::make_unique<LegendBlock>(components, builder.style()), 1.0);
    builder.keepWithNext();

    std::vector<std::vector<TableCell>> rows;
    for (core::MemoryComponent c : components)
        rows.push_back(
            { { componentName(c), Qt::AlignLeft, c }, { formatGiB(e.memory[c], 2), Qt::AlignRight, std::nullopt },
                { percentOf(e.memory[c], e.requiredBytes), Qt::AlignRight, std::nullopt } });
    rows.push_back({ { ReportText::tr("Required per GPU"), Qt::AlignLeft, std::nullopt },
        { formatGiB(e.requiredBytes, 2), Qt::AlignRight, std::nullopt },
        { percentOf(e.requiredBytes, e.capacityBytes), Qt::AlignRight, std::nullopt } });
    rows.push_back({ { ReportText::tr("Usable memory of the GPU"), Qt::AlignLeft, std::nullopt },
        { formatGiB(e.capacityBytes, 2), Qt::AlignRight, std::nullopt }, { QString(), Qt::AlignRight, std::nullopt } });
    rows.push_back({ { e.headroomBytes >= 0 ? ReportText::tr("Headroom") : ReportText::tr("Missing"), Qt::AlignLeft,
                         std::nullopt },
        { formatGiB(std::abs(e.headroomBytes), 2), Qt::AlignRight, std::nullopt },
        { percentOf(std::abs(e.headroomBytes), e.capacityBytes), Qt::AlignRight, std::nullopt } });
    builder.table({ { ReportText::tr("Component"), Qt::AlignLeft, std::nullopt },
                      { ReportText::tr("Per GPU"), Qt::AlignRight, std::nullopt },
                      { ReportText::tr("Share"), Qt::AlignRight, std::nullopt } },
        rows, { 0.56, 0.24, 0.20 }, 3);
    if (e.memory.hostBytes > 0)
        builder.note(
            ReportText::tr("Host memory (RAM) needed as well: %1 per GPU.").arg(formatGiB(e.memory.hostBytes)));
}

void addMethodsSection(ReportBuilder &builder, const ReportContext &context)
{
    const core::Analysis &snap = context.analysis;
    if (snap.methods.empty())
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
        rows.push_back({ { name, Qt::AlignLeft, std::nullopt },
            { formatGiB(v.requiredBytes), Qt::AlignRight, std::nullopt },
            { v.verdict == core::FitVerdict::Fits ? ReportText::tr("fits")
                  : v.verdict == core::FitVerdict::Tight ? ReportText::tr("tight (inside the safety margin)")
                                                          : ReportText::tr("does not fit"),
                Qt::AlignLeft, std::nullopt },
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
