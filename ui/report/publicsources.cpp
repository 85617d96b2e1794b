#include "report/publicsources.h"

#include "report/reporttext.h"

#include <QLocale>
#include <QRegularExpression>

#include <algorithm>

namespace gpusizer::ui::publicsources {

namespace {

QString qs(const std::string &s)
{
    return QString::fromStdString(s).trimmed();
}

// owner/name as Hugging Face spells repository ids: letters, digits, '-', '_' and '.', each
// part at most 96 characters, no "--" or "..", not starting or ending with '-' or '.'.
bool isRepoId(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral(
        "^[A-Za-z0-9](?:[A-Za-z0-9._-]{0,94}[A-Za-z0-9])?/[A-Za-z0-9](?:[A-Za-z0-9._-]{0,94}[A-Za-z0-9_])?$"));
    if (!pattern.match(text).hasMatch())
        return false;
    if (text.contains(QLatin1String("--")) || text.contains(QLatin1String("..")))
        return false;
    // A file rather than a model ("models/config.json", "out/model.safetensors").
    static const QRegularExpression file(QStringLiteral("\\.(json|md|csv|txt|bin|safetensors|gguf|pt|pth|yaml|yml)$"),
        QRegularExpression::CaseInsensitiveOption);
    return !file.match(text).hasMatch();
}

} // namespace

QString huggingFaceRepo(const core::Architecture &model)
{
    for (const std::string &candidate : { model.hfRepo, model.id }) {
        QString text = qs(candidate);
        for (const QLatin1String prefix : { QLatin1String("https://huggingface.co/"),
                 QLatin1String("http://huggingface.co/"), QLatin1String("huggingface.co/") })
            if (text.startsWith(prefix, Qt::CaseInsensitive))
                text = text.mid(prefix.size());
        if (isRepoId(text))
            return text;
    }
    return {};
}

QString model(const core::Architecture &model)
{
    const QString repo = huggingFaceRepo(model);
    if (repo.isEmpty())
        return ReportText::tr("Model configuration as given", "source of a model without a public model card");
    return ReportText::tr("Model card: %1", "%1 the address of the model card, huggingface.co/owner/name")
        .arg(QStringLiteral("huggingface.co/%1").arg(repo));
}

QString gpu(const core::GpuSpec &gpu)
{
    const QString vendor = qs(gpu.vendor);
    const QString name = qs(gpu.name);
    if (vendor.isEmpty())
        return ReportText::tr("Manufacturer's datasheet: %1", "%1 a GPU name").arg(name);
    return ReportText::tr("%1 datasheet: %2", "%1 the GPU's vendor (NVIDIA, AMD, Intel), %2 the GPU's name")
        .arg(vendor, name);
}

QString rent(const core::Scenario &scenario, const core::GpuSpec &gpu)
{
    if (const core::PricePin *pin = scenario.prices.pinFor(gpu.id); pin && pin->rentPerGpuHour)
        return ReportText::tr("Rent per GPU-hour as set in the scenario");
    const QString date = qs(gpu.rentPriceDate);
    if (date.isEmpty())
        return {};
    if (qs(gpu.rentPriceSource).startsWith(QLatin1String("estimate"), Qt::CaseInsensitive))
        return ReportText::tr("Rent estimated from public on-demand prices of similar GPUs, %1", "%1 a date").arg(date);
    return ReportText::tr("Public on-demand price lists, read %1", "%1 the date the prices were read").arg(date);
}

QString purchase(QStringList dates)
{
    for (QString &date : dates)
        date = date.trimmed();
    dates.removeAll(QString());
    std::sort(dates.begin(), dates.end());
    dates.erase(std::unique(dates.begin(), dates.end()), dates.end());
    if (dates.isEmpty())
        return {};
    return ReportText::tr("Indicative list price, %1", "%1 one date or several (2024-08-22 and 2026-11-30)")
        .arg(QLocale().createSeparatedList(dates));
}

QStringList methods()
{
    return { ReportText::tr("Memory model: Korthikanti et al., “Reducing Activation Recomputation in Large "
                            "Transformer Models” (2022); Rajbhandari et al., “ZeRO” (2019); Dettmers et al., "
                            "“QLoRA” (2023); EleutherAI, “Transformer Math 101”."),
        ReportText::tr("Time model: NVIDIA Megatron-LM; Isaev et al., “Calculon” (SC'23); "
                       "cli99/llm-analysis.") };
}

} // namespace gpusizer::ui::publicsources
