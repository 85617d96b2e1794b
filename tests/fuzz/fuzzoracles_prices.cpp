// The price-list oracles (CSV and JSON): round trips through both writers, the prices a list
// gives to the catalog, and money that survives conversion.
#include "fuzzoracles.h"

#include "fuzzchecks.h"

#include "catalog/defaultscenario.h"
#include "catalog/exchangeratesfile.h"
#include "catalog/gpucatalog.h"
#include "catalog/pricelist.h"
#include "io/pricelistfile.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>

namespace gpusizer::fuzz {

using namespace gpusizer::core;

namespace {

// Money converted there and back must come back this close (relative).
constexpr double kConversionTolerance = 1e-9;

// One of the two forms of the file, with its reader and writer.
struct PriceListFormat {
    const char *fileName;
    const char *writerName;
    Result<PriceList> (*read)(const std::string &, const std::string &, const GpuCatalog &);
    std::string (*write)(const PriceList &);
};

const PriceListFormat kCsv{kPriceListCsvFileName, "priceListToCsv", priceListFromCsv, priceListToCsv};
const PriceListFormat kJson{kPriceListJsonFileName, "priceListToJson", priceListFromJson, priceListToJson};

std::string shown(const std::string &s) { return join({"\"", s, "\""}); }
std::string shown(double v) { return exact(v); }
std::string shown(int v) { return std::to_string(v); }
std::string shown(bool v) { return v ? "true" : "false"; }
std::string shown(const std::optional<double> &v) { return v ? exact(*v) : "none"; }
std::string shown(PriceEntry::Type t) { return t == PriceEntry::Type::Gpu ? "gpu" : "system"; }
std::string shown(SystemKind k) { return std::string(toString(k)); }
std::string shown(Condition c) { return std::string(toString(c)); }

template <typename T>
void compare(std::string &diff, std::string_view name, const T &before, const T &after)
{
    if (!(before == after))
        diff += join({" ", name, " ", shown(before), " -> ", shown(after), ";"});
}

void compareSystems(std::string &diff, const SystemSpec &a, const SystemSpec &b)
{
    compare(diff, "system.id", a.id, b.id);
    compare(diff, "system.name", a.name, b.name);
    compare(diff, "system.vendor", a.vendor, b.vendor);
    compare(diff, "system.kind", a.kind, b.kind);
    compare(diff, "system.condition", a.condition, b.condition);
    compare(diff, "system.gpu", a.gpuId, b.gpuId);
    compare(diff, "system.gpus", a.gpus, b.gpus);
    compare(diff, "system.cpu_memory_gib", a.cpuMemoryGiB, b.cpuMemoryGiB);
    compare(diff, "system.network", a.network, b.network);
    compare(diff, "system.scale_out_gbps_per_gpu", a.scaleOutGbpsPerGpu, b.scaleOutGbpsPerGpu);
    compare(diff, "system.power_kw", a.powerKw, b.powerKw);
    compare(diff, "system.rack_units", a.rackUnits, b.rackUnits);
    compare(diff, "system.purchase_price", a.purchasePrice, b.purchasePrice);
    compare(diff, "system.currency", a.currency, b.currency);
    compare(diff, "system.price_date", a.priceDate, b.priceDate);
    compare(diff, "system.source", a.source, b.source);
}

// What differs between two lists, entry by entry; empty when they are equal.
std::string difference(const PriceList &before, const PriceList &after)
{
    if (before.entries.size() != after.entries.size())
        return join({" ", std::to_string(before.entries.size()), " entries read back as ",
                     std::to_string(after.entries.size())});
    std::string diff;
    for (std::size_t i = 0; i < before.entries.size(); ++i) {
        const PriceEntry &a = before.entries[i];
        const PriceEntry &b = after.entries[i];
        if (a == b)
            continue;
        std::string entry;
        compare(entry, "type", a.type, b.type);
        compare(entry, "id", a.id, b.id);
        compare(entry, "rent_per_hour", a.rentPerHour, b.rentPerHour);
        compare(entry, "purchase_price", a.purchasePrice, b.purchasePrice);
        compare(entry, "currency", a.currency, b.currency);
        compare(entry, "price_date", a.date, b.date);
        compare(entry, "source", a.source, b.source);
        compare(entry, "offered", a.offered, b.offered);
        if (a.system.has_value() != b.system.has_value())
            entry += join({" system ", a.system ? "given" : "none", " -> ", b.system ? "given" : "none", ";"});
        else if (a.system)
            compareSystems(entry, *a.system, *b.system);
        diff += join({" entry ", std::to_string(i), ":", entry});
    }
    return diff;
}

// The list written by `format`'s writer reads back equal.
void checkReadsBack(Outcome &out, const PriceList &list, const PriceListFormat &format)
{
    const std::string written = format.write(list);
    const Result<PriceList> back = format.read(written, format.fileName, GpuCatalog::builtIn());
    if (!back) {
        violate(out, join({format.writerName, " wrote a list its reader refuses: ", describe(back.error())}));
        return;
    }
    const std::string diff = difference(list, back.value());
    if (!diff.empty())
        violate(out, join({format.writerName, " and back changed the list:", diff}));
}

bool closeTo(double a, double b)
{
    return std::fabs(a - b) <= kConversionTolerance * std::max(std::fabs(a), std::fabs(b));
}

// `amount` in `currency` is finite and not negative and converts to every currency (USD among
// them) and back to itself.
void checkConverts(Outcome &out, const std::string &what, double amount, const std::string &currency,
                   const ExchangeRates &rates)
{
    checkFigure(out, what, amount);
    if (!rates.rate(currency)) {
        violate(out, join({what, " is in ", currency, ", which has no exchange rate"}));
        return;
    }
    for (const std::string_view code : kCurrencies) {
        const std::optional<double> there = rates.convert(amount, currency, code);
        const std::optional<double> back = there ? rates.convert(*there, code, currency) : std::nullopt;
        if (!back) {
            violate(out, join({what, ": no conversion from ", currency, " to ", code}));
            return;
        }
        checkFigure(out, {what, " in ", code}, *there);
        if (!closeTo(*back, amount))
            violate(out, join({what, " ", exact(amount), " ", currency, " -> ", code, " -> ", currency, " is ",
                               exact(*back)}));
    }
}

// A price of a listed GPU after the list: the entry's where it gives one, else the catalog's
// converted into the entry's currency (which converts back to the catalog's).
void checkListedPrice(Outcome &out, const std::string &what, double after, const std::optional<double> &listed,
                      double before, const std::string &beforeCurrency, const std::string &currency,
                      const ExchangeRates &rates)
{
    if (listed) {
        if (after != *listed)
            violate(out, join({what, " is ", exact(after), ", the list gives ", exact(*listed)}));
        return;
    }
    const std::optional<double> back = rates.convert(after, currency, beforeCurrency);
    if (!back || !closeTo(*back, before))
        violate(out, join({what, " left open is ", exact(after), " ", currency, ", the catalog's ", exact(before),
                           " ", beforeCurrency}));
}

void checkListedGpu(Outcome &out, const PriceEntry &e, const GpuCatalog &base, const GpuCatalog &priced,
                    const ExchangeRates &rates)
{
    const GpuSpec *before = base.find(e.id);
    const GpuSpec *after = priced.find(e.id);
    if (!before || !after) {
        violate(out, join({"listed GPU ", e.id, " is not in the catalog"}));
        return;
    }
    if (after->priceCurrency != e.currency)
        violate(out, join({e.id, " is priced in ", after->priceCurrency, ", the list says ", e.currency}));
    checkListedPrice(out, join({e.id, " rent"}), after->rentPerHour, e.rentPerHour, before->rentPerHour,
                     before->priceCurrency, e.currency, rates);
    checkListedPrice(out, join({e.id, " purchase"}), after->purchasePrice, e.purchasePrice, before->purchasePrice,
                     before->priceCurrency, e.currency, rates);
}

void checkListedSystem(Outcome &out, const PriceEntry &e, const GpuCatalog &base, const GpuCatalog &priced)
{
    const SystemSpec *before = base.findSystem(e.id);
    const SystemSpec *after = priced.findSystem(e.id);
    if (!after) {
        violate(out, join({"listed system ", e.id, " is not in the priced catalog"}));
        return;
    }
    std::string diff;
    if (!before) {
        if (!e.system)
            violate(out, join({"system ", e.id, " is neither the catalog's nor has a shape"}));
        else
            compareSystems(diff, *e.system, *after);
    } else if (e.purchasePrice) {
        compare(diff, "purchase_price", *e.purchasePrice, after->purchasePrice);
        compare(diff, "currency", e.currency, after->currency);
    } else {
        compareSystems(diff, *before, *after);
    }
    if (!diff.empty())
        violate(out, join({"system ", e.id, " after the list:", diff}));
}

// The list applied to the built-in catalog as the app does (withPriceList at the built-in
// exchange rates): the listed items take the list's prices, the others keep theirs, and every
// amount converts.
GpuCatalog checkPricedCatalog(Outcome &out, const PriceList &list)
{
    const GpuCatalog &base = GpuCatalog::builtIn();
    const ExchangeRates &rates = builtInExchangeRates();
    const GpuCatalog priced = withPriceList(base, list, rates);
    std::size_t ownSystems = 0;
    for (const PriceEntry &e : list.entries) {
        if (e.type == PriceEntry::Type::Gpu) {
            checkListedGpu(out, e, base, priced, rates);
        } else {
            ownSystems += base.findSystem(e.id) ? 0 : 1;
            checkListedSystem(out, e, base, priced);
        }
    }
    if (priced.gpus().size() != base.gpus().size() || priced.systems().size() != base.systems().size() + ownSystems)
        violate(out, "the priced catalog lost or gained GPUs or systems the list does not add");
    for (const GpuSpec &gpu : base.gpus()) {
        const GpuSpec *after = priced.find(gpu.id);
        if (!list.find(PriceEntry::Type::Gpu, gpu.id) && (!after || !(*after == gpu)))
            violate(out, join({"GPU ", gpu.id, " changed without a list entry"}));
    }
    for (const SystemSpec &system : base.systems()) {
        const SystemSpec *after = priced.findSystem(system.id);
        if (!list.find(PriceEntry::Type::System, system.id) && (!after || !(*after == system)))
            violate(out, join({"system ", system.id, " changed without a list entry"}));
    }
    for (const GpuSpec &gpu : priced.gpus()) {
        checkConverts(out, join({gpu.id, " rent"}), gpu.rentPerHour, gpu.priceCurrency, rates);
        checkConverts(out, join({gpu.id, " purchase"}), gpu.purchasePrice, gpu.priceCurrency, rates);
    }
    for (const SystemSpec &system : priced.systems())
        checkConverts(out, join({"system ", system.id}), system.purchasePrice, system.currency, rates);
    ++out.estimated;
    return priced;
}

// The first GPU the list prices (its own, or a system's), estimated on the priced catalog in
// that entry's currency.
void estimateListedGpu(Outcome &out, const PriceList &list, const GpuCatalog &priced)
{
    for (const PriceEntry &e : list.entries) {
        const SystemSpec *system = e.type == PriceEntry::Type::System ? priced.findSystem(e.id) : nullptr;
        const std::string gpuId = e.type == PriceEntry::Type::Gpu ? e.id : system ? system->gpuId : std::string();
        if (gpuId.empty())
            continue;
        Scenario scenario = defaultScenario();
        scenario.gpuId = gpuId;
        if (!convertCurrency(scenario, e.currency, builtInExchangeRates()))
            violate(out, join({"no exchange rate for the list's ", e.currency}));
        estimateAndCheck(out, scenario, priced);
        return;
    }
}

std::size_t linesIn(std::string_view text)
{
    return 1 + std::size_t(std::count(text.begin(), text.end(), '\n'))
        + std::size_t(std::count(text.begin(), text.end(), '\r'));
}

// A CSV refusal about a row or the header names its line and column ("line 4, column
// rent_per_hour"); a broken CSV structure, a missing column and a list over the entry limit
// are about the file. A JSON refusal names a key path, never a line.
void checkLocation(Outcome &out, const Error &e, const PriceListFormat &format, std::string_view bytes)
{
    if (&format == &kJson) {
        if (e.line != 0)
            violate(out, join({"a JSON refusal names a line: ", describe(e)}));
        return;
    }
    const bool structure = e.code == ErrorCode::InvalidCsv && e.field.empty();
    const bool missingColumn = e.code == ErrorCode::MissingField && e.detail == "column";
    if (structure || missingColumn || e.field == "prices")
        return;
    if (e.field.empty())
        violate(out, join({"refusal of a row names no column: ", describe(e)}));
    if (e.line < 1 || std::size_t(e.line) > linesIn(bytes))
        violate(out, join({"refusal names line ", std::to_string(e.line), " of a file of at most ",
                           std::to_string(linesIn(bytes)), ": ", describe(e)}));
    else if (describe(e).find(join({"line ", std::to_string(e.line), ", column ", e.field})) == std::string::npos)
        violate(out, join({"refusal does not say its line and column: ", describe(e)}));
}

Outcome checkPriceList(std::string_view bytes, const PriceListFormat &format)
{
    Outcome out;
    const Result<PriceList> list = format.read(text(bytes), format.fileName, GpuCatalog::builtIn());
    if (!list) {
        refuse(out, list.error(), format.fileName);
        checkLocation(out, list.error(), format, bytes);
        return out;
    }
    ++out.accepted;
    checkReadsBack(out, list.value(), kCsv);
    checkReadsBack(out, list.value(), kJson);
    const GpuCatalog priced = checkPricedCatalog(out, list.value());
    estimateListedGpu(out, list.value(), priced);
    return out;
}

} // namespace

Outcome checkPriceListCsv(std::string_view bytes) { return checkPriceList(bytes, kCsv); }

Outcome checkPriceListJson(std::string_view bytes) { return checkPriceList(bytes, kJson); }

} // namespace gpusizer::fuzz
