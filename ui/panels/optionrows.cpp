#include "panels/optionrows.h"

#include "analysis/analysis.h"
#include "catalog/gpucatalog.h"
#include "text/displayformat.h"
#include "text/enumtext.h"

#include <QCoreApplication>
#include <QLocale>

namespace gpusizer::ui {

namespace {

struct OptionText {
    Q_DECLARE_TR_FUNCTIONS(gpusizer::ui::OptionText)
};

const QString kNone = QStringLiteral("\u2013");

} // namespace

std::vector<OptionRow> optionRows(const std::vector<PinnedOption> &options, const core::GpuCatalog &catalog)
{
    std::vector<OptionRow> rows;
    rows.reserve(options.size());
    core::AnalysisOptions settings;
    settings.withRecommendations = false;
    for (const PinnedOption &option : options) {
        OptionRow row;
        row.option = option;
        const core::Analysis analysis = core::analyse(option.scenario, catalog, settings);
        row.valid = analysis.valid;
        if (analysis.valid)
            row.configuration = configurationRows(analysis).front();
        else
            row.error = analysis.error;
        rows.push_back(std::move(row));
    }
    return rows;
}

QString optionFieldTitle(OptionField field)
{
    switch (field) {
    case OptionField::Model:
        return OptionText::tr("Model");
    case OptionField::Method:
        return OptionText::tr("Method");
    case OptionField::Gpus:
        return OptionText::tr("GPUs");
    case OptionField::Time:
        return OptionText::tr("Time");
    case OptionField::Deadline:
        return OptionText::tr("Deadline");
    case OptionField::Throughput:
        return OptionText::tr("Throughput");
    case OptionField::Rent:
        return OptionText::tr("Cost (rent)");
    case OptionField::Own:
        return OptionText::tr("Cost (own)");
    case OptionField::Purchase:
        return OptionText::tr("Purchase");
    case OptionField::System:
        return OptionText::tr("System");
    case OptionField::Power:
        return OptionText::tr("Power");
    case OptionField::RackUnits:
        return OptionText::tr("Rack units");
    case OptionField::Fit:
        return OptionText::tr("Fit");
    case OptionField::Memory:
        return OptionText::tr("Memory per GPU");
    }
    return {};
}

QString optionFieldText(const OptionRow &row, OptionField field)
{
    const core::Scenario &s = row.option.scenario;
    const ConfigurationRow &c = row.configuration;
    switch (field) {
    case OptionField::Model:
        return QString::fromStdString(s.model.displayName);
    case OptionField::Method:
        return enumtext::method(s.method);
    case OptionField::Gpus:
        return row.valid ? configurationLabel(c.gpus, c.gpuName)
                         : configurationLabel(s.parallel.gpus, QString::fromStdString(s.gpuId));
    case OptionField::Fit:
        if (!row.valid)
            return OptionText::tr("No estimate");
        switch (c.verdict) {
        case core::FitVerdict::Fits:
            return OptionText::tr("Fits");
        case core::FitVerdict::Tight:
            return OptionText::tr("Tight");
        case core::FitVerdict::DoesNotFit:
            return OptionText::tr("Does not fit");
        }
        return {};
    default:
        break;
    }
    if (!row.valid)
        return kNone;
    switch (field) {
    case OptionField::Time:
        if (c.serving)
            return OptionText::tr("%1 per output token").arg(formatMilliseconds(c.serving->tpotMs));
        return c.wallSeconds > 0 ? formatHours(c.wallSeconds) : kNone;
    case OptionField::Rent:
        if (c.serving)
            return c.serving->costPerMillionOutputTokens > 0
                ? OptionText::tr("%1 per million tokens")
                      .arg(formatMoney(c.serving->costPerMillionOutputTokens, c.currency))
                : kNone;
        return c.wallSeconds > 0 ? formatMoney(c.rentTotal, c.currency) : kNone;
    case OptionField::Own:
        if (c.serving)
            return c.tco.perYear > 0 ? OptionText::tr("%1 a month").arg(formatMoney(c.tco.perYear / 12.0, c.currency))
                                     : kNone;
        return c.wallSeconds > 0 && c.ownTotal > 0 ? formatMoney(c.ownTotal, c.currency) : kNone;
    case OptionField::Deadline: {
        const std::optional<double> &deadline = s.requirements.deadlineHours;
        if (c.serving)
            return c.serving->meetsTargets ? OptionText::tr("Targets met") : OptionText::tr("Targets missed");
        if (!deadline)
            return kNone;
        if (c.wallSeconds <= 0)
            return kNone;
        return c.wallSeconds <= *deadline * 3600.0 ? OptionText::tr("Met (%1)").arg(formatHours(*deadline * 3600.0))
                                                   : OptionText::tr("Missed (%1)").arg(formatHours(*deadline * 3600.0));
    }
    case OptionField::Throughput:
        if (c.serving)
            return OptionText::tr("%1 output tokens/s").arg(QLocale().toString(c.serving->outputTokensPerSecond, 'f', 0));
        return c.tokensPerSecond > 0 ? OptionText::tr("%1 tokens/s").arg(QLocale().toString(c.tokensPerSecond, 'f', 0))
                                     : kNone;
    case OptionField::Purchase:
        return c.bom.units > 0 && c.bom.purchaseTotal > 0 ? formatMoney(c.bom.purchaseTotal, c.currency) : kNone;
    case OptionField::System:
        if (c.bom.units <= 0)
            return kNone;
        return keepNumbersWithUnits(QStringLiteral("%1 × %2").arg(QLocale().toString(c.bom.units),
                                                                  QString::fromStdString(c.bom.name)));
    case OptionField::Power:
        return c.facility.powerKw > 0 ? OptionText::tr("%1 kW").arg(QLocale().toString(c.facility.powerKw, 'f', 1)) : kNone;
    case OptionField::RackUnits:
        return c.facility.rackUnits > 0 ? QLocale().toString(c.facility.rackUnits) : kNone;
    case OptionField::Memory:
        return OptionText::tr("%1 of %2").arg(formatGiB(c.requiredBytes), formatGiB(c.capacityBytes));
    default:
        return {};
    }
}

} // namespace gpusizer::ui
