#include "scenarioargs.h"

#include "catalog/defaultscenario.h"
#include "catalog/gpucatalog.h"
#include "catalog/gpusuggestion.h"
#include "catalog/exchangeratesfile.h"
#include "catalog/modelcatalog.h"
#include "catalog/sizesynthesis.h"
#include "estimate/serving/engineprofile.h"
#include "io/scenariofile.h"
#include "model/fieldlimits.h"
#include "disaggregationargs.h"
#include "pricelistarg.h"
#include "scenarioflags.h"

#include <cmath>

namespace gpusizer::cli {

using namespace gpusizer::core;

Scenario defaultScenario()
{
    return core::defaultScenario();
}

namespace {

// --rent and --purchase: a price within the table's range for a pinned price.
std::optional<double> price(Limited field, const QString &text, std::optional<std::string> &error)
{
    bool ok = false;
    const double v = text.toDouble(&ok);
    if (!ok || !withinLimit(field, v)) {
        error = "invalid value '" + text.toStdString() + "' for " + std::string(fieldLimit(field).flag) + ": "
            + limitExpectation(field);
        return std::nullopt;
    }
    return v;
}

// --currency, --price-list, --rent and --purchase: applied after every other flag, because the
// pinned prices belong to the final --gpu and are in the final currency.
struct PriceArgs {
    std::optional<QString> currency;
    std::optional<QString> priceList;
    std::optional<double> rent;
    std::optional<double> purchase;
};

std::optional<std::string> takePriceArgs(QStringList &args, PriceArgs &out)
{
    std::optional<std::string> error;
    out.currency = takeValue(args, QStringLiteral("--currency"), error);
    out.priceList = takeValue(args, QStringLiteral("--price-list"), error);
    if (auto rent = takeValue(args, QStringLiteral("--rent"), error))
        out.rent = price(Limited::RentPerGpuHour, *rent, error);
    if (auto purchase = takeValue(args, QStringLiteral("--purchase"), error))
        out.purchase = price(Limited::PurchasePerGpu, *purchase, error);
    return error;
}

std::optional<ArgError> applyPriceArgs(const PriceArgs &p, Scenario &scenario, GpuCatalog &catalog)
{
    if (p.priceList)
        if (auto error = applyPriceListFile(*p.priceList, catalog))
            return fileError(*error);
    if (p.currency) {
        const std::string code = p.currency->toUpper().toStdString();
        if (!isKnownCurrency(code))
            return usageError("invalid value '" + p.currency->toStdString()
                              + "' for --currency: USD | EUR | NOK | SEK | DKK | GBP");
        if (!convertCurrency(scenario, code, builtInExchangeRates()))
            return usageError("no exchange rate for " + code + " in the shipped table");
    }
    if (p.rent)
        scenario.prices.pinned[scenario.gpuId].rentPerGpuHour = *p.rent;
    if (p.purchase)
        scenario.prices.pinned[scenario.gpuId].purchasePerGpu = *p.purchase;
    return std::nullopt;
}

} // namespace

std::optional<QString> takeValue(QStringList &args, const QString &flag, std::optional<std::string> &error)
{
    const qsizetype at = args.indexOf(flag);
    if (at < 0)
        return std::nullopt;
    if (at + 1 >= args.size()) {
        error = flag.toStdString() + " needs a value";
        return std::nullopt;
    }
    const QString value = args.at(at + 1);
    args.remove(at, 2);
    return value;
}

std::string describeScenarioError(Error error, const std::string &scenarioFile)
{
    if (error.file.empty())
        error.file = scenarioFile;
    std::string text = describe(error);
    if (scenarioFile.empty())
        if (const FieldLimit *limit = findLimitByKey(error.field); limit && !limit->flag.empty())
            text += " (set by " + std::string(limit->flag) + ")";
    return text;
}

namespace {

// --scenario FILE: the base the other flags modify, and the price list it was priced with.
std::optional<ArgError> takeScenarioFile(QStringList &args, Scenario &scenario, std::string *scenarioFile,
                                         std::optional<PriceList> &priceList)
{
    const qsizetype at = args.indexOf(QStringLiteral("--scenario"));
    if (at < 0)
        return std::nullopt;
    if (at + 1 >= args.size())
        return usageError("--scenario needs a file name");
    const QString path = args.at(at + 1);
    auto loaded = readScenarioFileWithPrices(path.toStdString(), GpuCatalog::builtIn());
    if (!loaded)
        return fileError(describe(loaded.error()));
    scenario = std::move(loaded.value().scenario);
    priceList = std::move(loaded.value().priceList);
    if (scenarioFile)
        *scenarioFile = path.toStdString();
    args.remove(at, 2);
    return std::nullopt;
}

// --framework first: its defaults are the base the other flags override, in any order.
std::optional<std::string> takeFramework(QStringList &args, Scenario &scenario)
{
    const qsizetype at = args.indexOf(QStringLiteral("--framework"));
    if (at < 0)
        return std::nullopt;
    if (at + 1 >= args.size())
        return std::string("--framework needs a value");
    const QString value = args.at(at + 1);
    const auto framework = parseFramework(value.toLower().toStdString());
    if (!framework)
        return "invalid value '" + value.toStdString() + "' for --framework: " + frameworkChoices();
    scenario = withFramework(std::move(scenario), *framework);
    args.remove(at, 2);
    return std::nullopt;
}

// The flags without a value: each sets one setting.
struct SwitchFlag {
    const char *flag;
    void (*apply)(Scenario &);
};
constexpr SwitchFlag kSwitches[] = {
    {"--chunked-ce", [](Scenario &s) { s.chunkedCrossEntropy = true; }},
    {"--no-chunked-ce", [](Scenario &s) { s.chunkedCrossEntropy = false; }},
    {"--compiled", [](Scenario &s) { s.compiled = true; }},
    {"--no-compiled", [](Scenario &s) { s.compiled = false; }},
    {"--optimizer-in-backward", [](Scenario &s) { s.optimizerInBackward = true; }},
    {"--offload-activations", [](Scenario &s) { s.offloadActivations = true; }},
    {"--no-offload-activations", [](Scenario &s) { s.offloadActivations = false; }},
    {"--lora-train-embeddings",
     [](Scenario &s) {
         s.lora.fullyTrained =
             static_cast<std::uint16_t>(LoraTarget::Embed) | static_cast<std::uint16_t>(LoraTarget::LmHead);
     }},
    {"--any-family", [](Scenario &s) { s.requirements.calibratedFirst = false; }},
    {"--only-offered", [](Scenario &s) { s.requirements.onlyOffered = true; }},
    {"--refurbished", [](Scenario &s) { s.requirements.allowRefurbished = true; }},
    {"--spare", [](Scenario &s) { s.requirements.spareUnit = true; }},
    {"--eager-decode", [](Scenario &s) { s.workload.eagerDecode = true; }},
};

bool applySwitch(const QString &arg, Scenario &scenario)
{
    for (const SwitchFlag &entry : kSwitches)
        if (arg == QLatin1String(entry.flag)) {
            entry.apply(scenario);
            return true;
        }
    return false;
}

struct Given {
    bool weightDtype = false;
    bool optimizer = false;
};

// Every switch and value flag in `args`; what no flag knows stays in `args`. A file flag's
// refusal is a file error.
std::optional<ArgError> applyFlags(QStringList &args, Scenario &scenario, Given &given)
{
    QStringList rest;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &arg = args.at(i);
        if (applySwitch(arg, scenario))
            continue;
        const auto it = valueFlags().find(arg);
        if (it == valueFlags().end()) {
            rest << arg;
            continue;
        }
        if (i + 1 >= args.size())
            return usageError(arg.toStdString() + " needs a value");
        const QString value = args.at(++i);
        if (auto detail = it->second(value, scenario)) {
            if (isFileFlag(arg))
                return fileError("cannot use " + arg.toStdString() + " " + value.toStdString() + ": " + *detail);
            return usageError("invalid value '" + value.toStdString() + "' for " + arg.toStdString() + ": " + *detail);
        }
        given.weightDtype |= arg == QLatin1String("--weight-dtype");
        given.optimizer |= arg == QLatin1String("--optimizer");
    }
    args = rest;
    return std::nullopt;
}

// Method-dependent defaults of a scenario built from flags, unless set explicitly.
void applyMethodDefaults(Scenario &scenario, const Given &given)
{
    if (!given.weightDtype) {
        if (scenario.method == Method::QLoRA)
            scenario.weightDtype = DType::NF4;
        else if (scenario.method == Method::Pretrain)
            scenario.weightDtype = DType::BF16;
    }
    if (!given.optimizer && scenario.method == Method::Inference)
        scenario.optimizer = Optimizer::None;
}

// A GPU id the catalog lacks (say which one was probably meant), or an engine that cannot run
// the weight or KV format: usage errors, like a bad flag.
std::optional<std::string> checkGpuAndEngine(const Scenario &scenario, const GpuCatalog &catalog)
{
    const GpuSpec *gpu = catalog.find(scenario.gpuId);
    if (gpu == nullptr) {
        std::string message = "unknown GPU '" + scenario.gpuId + "'";
        if (const GpuSpec *close = closestGpu(catalog, scenario.gpuId))
            message += ": did you mean '" + close->id + "' (" + close->name + ")?";
        return message + " (gpu-sizer-cli gpus lists them)";
    }
    if (scenario.method == Method::Inference)
        if (auto error = serving::checkEngineFormats(scenario, *gpu))
            return "the engine " + std::string(toString(scenario.serving.engine)) + " cannot run " + error->detail
                + " (" + error->field + ") on " + gpu->name;
    return std::nullopt;
}

} // namespace

std::optional<ArgError> parseScenarioArgs(QStringList &args, Scenario &scenario, GpuCatalog &catalog,
                                          std::string *scenarioFile)
{
    PriceArgs priceArgs;
    if (auto error = takePriceArgs(args, priceArgs))
        return usageError(*error);
    const bool fromFile = args.contains(QStringLiteral("--scenario"));
    std::optional<PriceList> filePrices;
    if (auto error = takeScenarioFile(args, scenario, scenarioFile, filePrices))
        return error;
    // The file's own prices, at the exchange rates it was made with, unless --price-list says
    // otherwise: the CLI reproduces the window's money from the file alone.
    if (filePrices && !priceArgs.priceList)
        catalog = withPriceList(catalog, *filePrices, scenario.prices.rates);
    if (auto error = takeFramework(args, scenario))
        return usageError(*error);
    Given given;
    const bool gpusGiven = args.contains(QStringLiteral("--gpus"));
    const bool tpGiven = args.contains(QStringLiteral("--tp"));
    if (auto error = applyFlags(args, scenario, given))
        return error;
    if (auto error = applyDisaggregationLayout(scenario, gpusGiven, tpGiven))
        return usageError(*error);
    if (!fromFile)
        applyMethodDefaults(scenario, given);
    if (auto error = applyPriceArgs(priceArgs, scenario, catalog))
        return error;
    if (auto error = checkGpuAndEngine(scenario, catalog))
        return usageError(*error);
    return std::nullopt;
}

} // namespace gpusizer::cli
