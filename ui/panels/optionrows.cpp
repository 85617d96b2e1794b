#include "panels/optionrows.h"

#include "analysis/analysis.h"
#include "catalog/gpucatalog.h"
#include "text/displayformat.h"
#include "text/enumtext.h"

#include <QCoreApplication>

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
    case OptionField::Rent:
        return OptionText::tr("Cost (rent)");
    case OptionField::Own:
        return OptionText::tr("Cost (own)");
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
        return !c.serving && c.wallSeconds > 0 && c.ownTotal > 0 ? formatMoney(c.ownTotal, c.currency) : kNone;
    case OptionField::Memory:
        return OptionText::tr("%1 of %2").arg(formatGiB(c.requiredBytes), formatGiB(c.capacityBytes));
    default:
        return {};
    }
}

} // namespace gpusizer::ui
