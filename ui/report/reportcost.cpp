// Ranked configurations, and the time and cost of the scenario.
#include "estimate/time/costmodel.h"
#include "text/billofmaterialstext.h"
#include "report/reportsections.h"

#include "report/reportbuilder.h"
#include "report/reporttext.h"

#include "text/disaggregationtext.h"
#include "text/displayformat.h"
#include "text/enumtext.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace gpusizer::ui {

namespace {

QString number(double value, int decimals = 0)
{
    return QLocale().toString(value, 'f', decimals);
}

QString perHour(double amount, const std::string &currency)
{
    return ReportText::tr("%1 per GPU-hour").arg(QLocale().toCurrencyString(amount, currencySymbol(currency), 2));
}


QString bottleneckText(core::Bottleneck b)
{
    switch (b) {
    case core::Bottleneck::Compute:
        return ReportText::tr("compute");
    case core::Bottleneck::MemoryBandwidth:
        return ReportText::tr("memory bandwidth");
    case core::Bottleneck::Network:
        return ReportText::tr("communication between GPUs");
    }
    return {};
}

// Under a configurations table: what the * means, and what to buy for the first configuration.
void addQuoteNotes(ReportBuilder &builder, const std::vector<ConfigurationRow> &shown)
{
    if (std::any_of(shown.begin(), shown.end(), [](const ConfigurationRow &r) { return !r.calibrated; }))
        builder.note(ReportText::tr("* No measured run calibrates this GPU family: its speed, time and cost rest on "
                                    "the datasheet and an assumed efficiency."));
    if (shown.empty() || shown.front().current)
        return;
    const QString buy = billOfMaterialsLine(shown.front());
    if (buy.isEmpty())
        return;
    QString text = ReportText::tr("To own the first configuration: %1.").arg(buy);
    if (const QString details = billOfMaterialsDetails(shown.front()); !details.isEmpty())
        text += QLatin1Char(' ') + QString(details).replace(QLatin1Char('\n'), QStringLiteral(". ")) + QLatin1Char('.');
    builder.paragraph(text);
}

QString moneyOrDash(double amount, const std::string &currency, int decimals)
{
    return amount > 0 ? formatMoney(amount, currency, decimals) : QStringLiteral("–");
}

// The decimals of a money column: those of its largest amount (one precision per column).
template <typename Amount>
int columnDecimals(const std::vector<ConfigurationRow> &rows, Amount amount)
{
    double largest = 0;
    for (const ConfigurationRow &row : rows)
        largest = std::max(largest, std::abs(amount(row)));
    return moneyDecimals(largest);
}

// Inference: the serving configurations with their figures at the load, instead of time and
// cost for a dataset.
void addServingConfigurations(ReportBuilder &builder, const ReportContext &context, const core::ServingEstimate &here)
{
    const core::Analysis &snap = context.analysis;
    const core::ServingSettings &load = snap.scenario.serving;
    builder.heading(ReportText::configurationsHeading());
    QString intro = context.configurations.size() > 1
        ? ReportText::tr("Serving configurations that were considered, best first, each with the replicas the load "
                         "needs.")
        : ReportText::tr("The serving configuration of this scenario.");
    intro += QLatin1Char(' ');
    intro += ReportText::tr("KV pool: the sequences one replica's KV-cache pool holds; output tokens/s: of the whole "
                            "deployment; TPOT: time per output token at %1; per 1M output tokens: the rent at %2 mean "
                            "load; per month: the rent of all its GPUs.",
        "%1 the statistic (p99, p50, mean), %2 the month's mean load as a share of the peak load, e.g. 50 %; the "
        "names before the colons are the column headings")
                 .arg(enumtext::latencyStat(load.targetStat), formatPercent(load.averageLoadShare));
    const auto rankedCount = std::min<std::size_t>(kReportListRows, context.configurations.size());
    std::vector<ConfigurationRow> shown(
        context.configurations.begin(), context.configurations.begin() + static_cast<std::ptrdiff_t>(rankedCount));
    // Split deployments among the rows (the scenario's own row is shown either way): the layout
    // column names pools as well as replicas, as the window's table does.
    const bool splitRows = here.disaggregated.has_value()
        || std::any_of(shown.begin(), shown.end(),
            [](const ConfigurationRow &r) { return r.scenario.serving.disaggregation.enabled(); });
    if (splitRows)
        intro += QLatin1Char(' ')
            + ReportText::tr("Deployment: tensor parallel degree × replicas, or for a split deployment its prefill "
                             "workers (P) and decode workers (D), each with its tensor parallel degree; a split "
                             "deployment's KV pool is one decode worker's.",
                "the name before the colon is the column heading");
    builder.paragraph(intro);
    builder.keepWithNext();
    if (std::none_of(shown.begin(), shown.end(), [](const ConfigurationRow &r) { return r.current; })) {
        // The scenario as configured, for comparison, after the ranked ones.
        ConfigurationRow current;
        current.gpuName = QString::fromStdString(snap.gpu.name);
        current.gpus = here.gpus;
        current.strategy = servingLayoutText(snap.scenario, here);
        current.currency = snap.scenario.prices.currency;
        current.current = true;
        if (here.fits)
            current.serving = ConfigurationRow::Serving { here.maxConcurrency, here.outputTokensPerSecond,
                here.tpotMs.at(load.targetStat), here.costPerMillionOutputTokens, here.monthlyRent, load.targetStat };
        shown.push_back(std::move(current));
    }
    const auto cell = [](const QString &text, Qt::Alignment alignment = Qt::AlignRight) {
        return TableCell { text, alignment, std::nullopt };
    };
    // GPU names, layouts and "does not fit" wrap between words; the figures stay on one line.
    const auto words = [](const QString &text, Qt::Alignment alignment = Qt::AlignLeft) {
        return TableCell { text, alignment, std::nullopt, true };
    };
    const QString dash = QStringLiteral("–");
    const int perMillionDecimals = columnDecimals(
        shown, [](const ConfigurationRow &r) { return servingFits(r) ? r.serving->costPerMillionOutputTokens : 0.0; });
    const int monthDecimals
        = columnDecimals(shown, [](const ConfigurationRow &r) { return servingFits(r) ? r.serving->monthlyRent : 0.0; });
    std::vector<std::vector<TableCell>> rows;
    for (std::size_t i = 0; i < shown.size(); ++i) {
        const ConfigurationRow &row = shown[i];
        const QString rank = i < rankedCount ? QLocale().toString(static_cast<qulonglong>(i + 1)) : dash;
        QString gpu = configurationLabel(row.gpus, row.gpuName);
        if (!row.calibrated)
            gpu += QStringLiteral("\u00A0*");
        if (row.current)
            gpu = ReportText::tr("%1 (this scenario)").arg(gpu);
        if (!servingFits(row)) {
            // The weights do not fit a replica: no figures.
            rows.push_back({ cell(rank), words(gpu), words(row.strategy),
                words(ReportText::tr("does not fit"), Qt::AlignRight), cell(dash), cell(dash), cell(dash),
                cell(dash) });
            continue;
        }
        const ConfigurationRow::Serving &v = *row.serving;
        rows.push_back({ cell(rank), words(gpu), words(row.strategy), cell(QLocale().toString(v.maxConcurrency)),
            cell(number(v.outputTokensPerSecond)), cell(formatMilliseconds(v.tpotMs)),
            cell(moneyOrDash(v.costPerMillionOutputTokens, row.currency, perMillionDecimals)),
            cell(moneyOrDash(v.monthlyRent, row.currency, monthDecimals)) });
    }
    // The fractions are the preferred widths; the figures of every row stay on one line.
    builder.table({ cell(QStringLiteral("#")), cell(ReportText::tr("GPUs"), Qt::AlignLeft),
                      cell(splitRows ? ReportText::tr("Deployment", "prefill and decode workers, or TP × replicas")
                                     : ReportText::tr("TP × replicas", "tensor parallel degree × replicas"),
                          Qt::AlignLeft),
                      cell(ReportText::tr("KV pool", "sequences one replica's KV-cache pool holds")),
                      cell(ReportText::tr("Output tokens/s")),
                      cell(ReportText::tr("TPOT (%1)", "time per output token at the statistic, e.g. p99")
                               .arg(enumtext::latencyStat(load.targetStat))),
                      cell(ReportText::tr("Per 1M output tokens")), cell(ReportText::tr("Per month")) },
        rows, { 0.04, 0.29, 0.13, 0.08, 0.11, 0.10, 0.11, 0.14 });
    addQuoteNotes(builder, shown);
}

// The heading, and for inference where the deployment's own rent is.
void addTimeCostIntro(ReportBuilder &builder, const core::ServingEstimate *serving)
{
    builder.heading(serving ? ReportText::costHeading() : ReportText::timeCostHeading());
    if (!serving)
        return;
    QString intro = ReportText::tr("What the GPUs cost to rent or to own.");
    if (serving->fits)
        intro += QLatin1Char(' ')
            + ReportText::tr("The rent of the deployment per month and per million output tokens is in “%1”.",
                "%1 a section heading")
                  .arg(ReportText::servingHeading());
    builder.paragraph(intro);
}

// The tokens to process, the speed and the training time (training); the decode speed (an
// inference scenario without a serving answer).
void addSpeedRows(KeyValues &rows, const core::Scenario &s, const core::TimeEstimate &t, bool serving)
{
    const bool training = core::isTraining(s.method);
    if (training) {
        const double epochs = s.workload.epochs;
        rows.emplace_back(ReportText::tr("Tokens to process"),
            epochs == 1.0 ? ReportText::tr("%1 (one epoch)").arg(formatTokens(s.workload.datasetTokens))
                          : ReportText::tr("%1 (%2 epochs of %3)")
                                .arg(formatTokens(s.workload.datasetTokens * epochs),
                                    number(epochs, epochs == std::floor(epochs) ? 0 : 1),
                                    formatTokens(s.workload.datasetTokens)));
    }
    if (training && t.wallSeconds > 0) {
        rows.emplace_back(ReportText::tr("Speed"),
            ReportText::tr("%1 tokens per second per GPU, %2 for all GPUs; limited by %3")
                .arg(number(t.tokensPerSecondPerGpu), number(t.tokensPerSecondCluster), bottleneckText(t.bottleneck)));
        rows.emplace_back(ReportText::tr("Training time"),
            ReportText::tr("%1 (%2 GPU-hours)")
                .arg(formatHours(t.wallSeconds), number(t.gpuHours, t.gpuHours < 10 ? 1 : 0)));
    } else if (!training && !serving && t.decodeTokensPerSecondPerStream > 0) {
        rows.emplace_back(ReportText::tr("Speed"),
            ReportText::tr("%1 tokens per second per request, %2 for the batch; limited by %3")
                .arg(number(t.decodeTokensPerSecondPerStream), number(t.decodeTokensPerSecondAggregate),
                    bottleneckText(t.bottleneck)));
    }
}

// Renting and owning: the prices per GPU-hour with their terms, the totals of a training run.
void addRentOwnRows(KeyValues &rows, const core::Analysis &snap)
{
    const core::Scenario &s = snap.scenario;
    const core::CostEstimate &c = snap.estimate.cost;
    const std::string &currency = s.prices.currency;
    const bool training = core::isTraining(s.method);
    const core::PricePin *pin = s.prices.pinFor(s.gpuId);
    const QString rentSource = pin && pin->rentPerGpuHour
        ? ReportText::tr("set in the scenario")
        : ReportText::tr("list price of %1").arg(QString::fromStdString(snap.gpu.rentPriceDate));
    rows.emplace_back(
        ReportText::tr("Rent"), ReportText::tr("%1 (%2)").arg(perHour(c.rentPerGpuHour, currency), rentSource));
    if (training && c.rentTotal > 0)
        rows.emplace_back(ReportText::tr("Cost when renting"), formatMoney(c.rentTotal, currency));
    // One price base: the purchase and the power are those of the systems quoted for the
    // configuration (the bill of materials), per GPU of it.
    const QString quoted = c.ownQuotedOn.empty() ? ReportText::tr("the GPU alone, no system listed")
                                                 : QString::fromStdString(c.ownQuotedOn);
    const QString ownTerms = ReportText::tr(
        "purchase %1 per GPU (%2), %3 kW per GPU, owned %4 years and used %5 hours a year; every term in "
        "\u201cTotal cost of ownership\u201d",
        "%2 the system quoted, %3 the system's rated power per GPU")
                                 .arg(formatMoney(c.ownPurchasePerGpu, currency), quoted,
                                     number(c.ownPowerKwPerGpu, 2), number(s.prices.lifetimeYears, 1),
                                     number(c.usageHoursPerYear));
    rows.emplace_back(ReportText::tr("Own"),
        c.ownPerGpuHour > 0 ? ReportText::tr("%1: %2").arg(perHour(c.ownPerGpuHour, currency), ownTerms) : ownTerms);
    if (training && c.ownTotal > 0)
        rows.emplace_back(ReportText::tr("Cost on owned GPUs"), formatMoney(c.ownTotal, currency));
}

// Renting and owning a year side by side, and the exchange rate of a currency other than USD.
void addYearAndRateRows(KeyValues &rows, const core::Scenario &s, const core::CostEstimate &c, bool yearly)
{
    const std::string &currency = s.prices.currency;
    if (yearly)
        rows.emplace_back(ReportText::tr("Per GPU and year"),
            ReportText::tr("renting %1, owning %2 at %3 hours of use")
                .arg(formatMoney(c.rentYearlyPerGpu, currency), formatMoney(c.ownYearlyPerGpu, currency),
                    number(c.usageHoursPerYear)));
    if (currency != "USD")
        if (const std::optional<double> rate = s.prices.rates.rate(currency))
            rows.emplace_back(ReportText::tr("Exchange rate"),
                ReportText::tr("1 USD = %1 %2 (rate of %3); list prices in other currencies are converted at it")
                    .arg(QLocale().toString(*rate, 'g', 4), QString::fromStdString(currency),
                        QString::fromStdString(s.prices.rates.date)));
}

// Above how many hours of use a year owning is cheaper than renting; a break-even beyond the
// 8,760 hours of a year is never reached.
void addRentOrOwn(ReportBuilder &builder, const core::CostEstimate &c)
{
    if (core::breaksEvenWithinAYear(c)) {
        const double share = c.breakEvenHoursPerYear / core::kHoursInAYear;
        QString text
            = ReportText::tr("Rent or own: owning a GPU becomes cheaper than renting it above %1 hours of use a "
                             "year (%2 of the time).")
                  .arg(number(c.breakEvenHoursPerYear), formatPercent(share));
        text += QLatin1Char(' ');
        text += c.usageHoursPerYear >= c.breakEvenHoursPerYear
            ? ReportText::tr("At the assumed %1 hours a year, owning is cheaper.")
                  .arg(number(c.usageHoursPerYear))
            : ReportText::tr("At the assumed %1 hours a year, renting is cheaper.")
                  .arg(number(c.usageHoursPerYear));
        builder.paragraph(text);
    } else {
        builder.paragraph(ReportText::tr("Rent or own: at these prices renting stays cheaper at any amount of use."));
    }
}

} // namespace

void addConfigurationsSection(ReportBuilder &builder, const ReportContext &context)
{
    if (const core::ServingEstimate *serving = servingEstimate(context.analysis)) {
        addServingConfigurations(builder, context, *serving);
        return;
    }
    if (context.configurations.empty())
        return;
    builder.heading(ReportText::configurationsHeading());
    builder.paragraph(context.configurations.size() > 1
            ? ReportText::tr("Configurations that were considered, best first. Memory is per GPU "
                             "(required of usable); time and cost are for the whole dataset.")
            : ReportText::tr("The configuration of this scenario. Memory is per GPU (required of "
                             "usable); time and cost are for the whole dataset."));
    builder.keepWithNext();
    // The best few (a customer needs the top of the list), then this scenario when not among them.
    const auto rankedCount = std::min<std::size_t>(kReportListRows, context.configurations.size());
    std::vector<ConfigurationRow> shown(
        context.configurations.begin(), context.configurations.begin() + static_cast<std::ptrdiff_t>(rankedCount));
    if (std::none_of(shown.begin(), shown.end(), [](const ConfigurationRow &r) { return r.current; })) {
        // The scenario as configured, for comparison, after the ranked ones.
        const core::Analysis &snap = context.analysis;
        ConfigurationRow current;
        current.gpuName = QString::fromStdString(snap.gpu.name);
        current.gpus = snap.scenario.parallel.gpus;
        current.strategy = strategyLabel(snap.scenario.parallel);
        current.requiredBytes = snap.estimate.requiredBytes;
        current.capacityBytes = snap.estimate.capacityBytes;
        current.verdict = snap.estimate.verdict;
        current.wallSeconds = snap.estimate.time.wallSeconds;
        current.rentTotal = snap.estimate.cost.rentTotal;
        current.ownTotal = snap.estimate.cost.ownTotal;
        current.currency = snap.scenario.prices.currency;
        current.current = true;
        shown.push_back(std::move(current));
    }
    const int rentDecimals = columnDecimals(shown, [](const ConfigurationRow &r) { return r.rentTotal; });
    const int ownDecimals = columnDecimals(shown, [](const ConfigurationRow &r) { return r.ownTotal; });
    std::vector<std::vector<TableCell>> rows;
    for (std::size_t i = 0; i < shown.size(); ++i) {
        const ConfigurationRow &row = shown[i];
        const QString rank = i < rankedCount ? QLocale().toString(static_cast<qulonglong>(i + 1)) : QStringLiteral("–");
        const bool timed = row.wallSeconds > 0;
        QString gpu = configurationLabel(row.gpus, row.gpuName);
        if (!row.calibrated)
            gpu += QStringLiteral("\u00A0*");
        if (row.current)
            gpu = ReportText::tr("%1 (this scenario)").arg(gpu);
        const QString memory
            = ReportText::tr("%1 of %2").arg(formatGiB(row.requiredBytes), formatGiB(row.capacityBytes));
        // The GPU names and the strategy wrap between words; the figures stay on one line.
        rows.push_back({ { rank, Qt::AlignRight, std::nullopt }, { gpu, Qt::AlignLeft, std::nullopt, true },
            { row.strategy, Qt::AlignLeft, std::nullopt, true },
            // Tight: inside the safety margin, or fits by the estimate but not by the high end of
            // its interval (ConfigurationRow::fit).
            { row.verdict == core::FitVerdict::DoesNotFit ? ReportText::tr("%1 (does not fit)").arg(memory)
                  : row.verdict == core::FitVerdict::Tight || row.fit == core::IntervalFit::Tight
                  ? ReportText::tr("%1 (tight)").arg(memory)
                  : memory,
                Qt::AlignRight, std::nullopt },
            { timed ? formatHours(row.wallSeconds) : QStringLiteral("–"), Qt::AlignRight, std::nullopt },
            { timed ? formatMoney(row.rentTotal, row.currency, rentDecimals) : QStringLiteral("–"), Qt::AlignRight, std::nullopt },
            { timed ? formatMoney(row.ownTotal, row.currency, ownDecimals) : QStringLiteral("–"), Qt::AlignRight, std::nullopt } });
        // "(tight)" or "(does not fit)" after the memory may go to a line of its own.
        rows.back()[3].wraps = rows.back()[3].text != memory;
    }
    builder.table({ { QStringLiteral("#"), Qt::AlignRight, std::nullopt },
                      { ReportText::tr("GPUs"), Qt::AlignLeft, std::nullopt },
                      { ReportText::tr("Strategy"), Qt::AlignLeft, std::nullopt },
                      { ReportText::tr("Memory per GPU"), Qt::AlignRight, std::nullopt },
                      { ReportText::tr("Time"), Qt::AlignRight, std::nullopt },
                      { ReportText::tr("Rent"), Qt::AlignRight, std::nullopt },
                      { ReportText::tr("Own"), Qt::AlignRight, std::nullopt } },
        rows, { 0.05, 0.25, 0.15, 0.19, 0.10, 0.13, 0.13 });
    addQuoteNotes(builder, shown);
}

void addTimeCostSection(ReportBuilder &builder, const ReportContext &context)
{
    const core::Analysis &snap = context.analysis;
    const core::Scenario &s = snap.scenario;
    const core::TimeEstimate &t = snap.estimate.time;
    const core::CostEstimate &c = snap.estimate.cost;
    const core::ServingEstimate *serving = servingEstimate(snap);
    addTimeCostIntro(builder, serving);
    KeyValues rows;
    addSpeedRows(rows, s, t, serving != nullptr);
    addRentOwnRows(rows, snap);
    const bool yearly = c.rentYearlyPerGpu > 0 && c.ownYearlyPerGpu > 0;
    addYearAndRateRows(rows, s, c, yearly);
    builder.keyValues(rows);
    if (core::isTraining(s.method) && t.wallSeconds <= 0)
        builder.note(ReportText::tr("No training time could be estimated for this configuration."));
    if (yearly)
        addRentOrOwn(builder, c);
}

} // namespace gpusizer::ui
