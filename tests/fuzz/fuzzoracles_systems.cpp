// The systems-file oracle: what an accepted system is made of, and the bill of materials of
// reference configurations on a catalog that quotes the accepted systems.
#include "fuzzoracles.h"

#include "fuzzchecks.h"

#include "catalog/defaultscenario.h"
#include "catalog/gpucatalog.h"
#include "catalog/isodate.h"
#include "model/currency.h"
#include "model/fieldlimits.h"
#include "recommend/billofmaterials.h"

#include <algorithm>
#include <string>
#include <vector>

namespace gpusizer::fuzz {

using namespace gpusizer::core;

namespace {

// A GPU the reference configurations use when no accepted system names one (hosts only).
constexpr const char *kFallbackGpu = "h100-sxm";

void checkSystem(Outcome &out, const SystemSpec &s)
{
    const std::string who = join({"system ", s.id});
    if (s.kind == SystemKind::Host ? !s.gpuId.empty() : GpuCatalog::builtIn().find(s.gpuId) == nullptr)
        violate(out, join({who, " names GPU \"", s.gpuId, "\" as a ", toString(s.kind)}));
    if (s.gpus < 1)
        violate(out, join({who, " has ", std::to_string(s.gpus), " GPUs"}));
    if (s.rackUnits < 0)
        violate(out, join({who, " has ", std::to_string(s.rackUnits), " rack units"}));
    checkFigure(out, {who, " cpu_memory_gib"}, s.cpuMemoryGiB);
    checkFigure(out, {who, " scale_out_gbps_per_gpu"}, s.scaleOutGbpsPerGpu);
    checkFigure(out, {who, " power_kw"}, s.powerKw);
    checkFigure(out, {who, " purchase_price"}, s.purchasePrice);
    if (!isKnownCurrency(s.currency))
        violate(out, join({who, " is priced in unknown ", s.currency}));
    if (!s.priceDate.empty() && !isIsoDate(s.priceDate))
        violate(out, join({who, " price date \"", s.priceDate, "\" is no day"}));
}

// The reference configurations: one node of 8; two nodes of 8 that take refurbished units, a
// spare and a pinned all-in price per GPU; the largest cluster a scenario file allows.
std::vector<Scenario> referenceConfigurations(const std::string &gpuId)
{
    Scenario node = defaultScenario();
    node.gpuId = gpuId;
    node.parallel.gpus = 8;
    node.parallel.gpusPerNode = 8;
    Scenario twoNodes = node;
    twoNodes.parallel.gpus = 16;
    twoNodes.requirements.allowRefurbished = true;
    twoNodes.requirements.spareUnit = true;
    twoNodes.prices.pinned[gpuId].purchasePerGpu = 25000.0;
    Scenario largest = node;
    largest.parallel.gpus = int(fieldLimit(Limited::Gpus).high);
    largest.parallel.gpusPerNode = int(fieldLimit(Limited::GpusPerNode).high);
    return {node, twoNodes, largest};
}

void checkBill(Outcome &out, const Scenario &s, const GpuSpec &gpu, const GpuCatalog &catalog)
{
    const BillOfMaterials bom = billOfMaterials(s, gpu, catalog);
    ++out.estimated;
    const std::string who = join({"bill for ", std::to_string(s.parallel.gpus), " x ", gpu.id, ": "});
    checkFigure(out, {who, "purchaseTotal"}, bom.purchaseTotal);
    checkFigure(out, {who, "powerKw"}, bom.powerKw);
    checkFigure(out, {who, "cpuMemoryGiB"}, bom.cpuMemoryGiB);
    checkFigure(out, {who, "hostPrice"}, bom.hostPrice);
    for (const auto &[name, count] : {std::pair{"units", bom.units}, std::pair{"gpusPerUnit", bom.gpusPerUnit},
                                      std::pair{"installedGpus", bom.installedGpus}, std::pair{"rackUnits", bom.rackUnits},
                                      std::pair{"hosts", bom.hosts}, std::pair{"spareUnits", bom.spareUnits}})
        if (count < 0)
            violate(out, join({who, name, " is ", std::to_string(count)}));
    if (bom.units > 0 && bom.installedGpus < s.parallel.gpus)
        violate(out, join({who, "installs only ", std::to_string(bom.installedGpus), " GPUs"}));
    if (bom.spareUnits > bom.units)
        violate(out, join({who, "more spare units than units"}));
    if (!bom.systemId.empty()) {
        const SystemSpec *system = catalog.findSystem(bom.systemId);
        if (!system || system->gpuId != gpu.id || system->kind == SystemKind::Host)
            violate(out, join({who, "quotes ", bom.systemId, ", no system of this GPU"}));
        else if (system->condition != bom.condition
                 || (system->condition != Condition::New && !s.requirements.allowRefurbished))
            violate(out, join({who, "quotes ", bom.systemId, " in a condition not allowed"}));
    }
    if (!bom.hostId.empty()) {
        const SystemSpec *host = catalog.findSystem(bom.hostId);
        if (!host || host->kind != SystemKind::Host)
            violate(out, join({who, "puts the cards into ", bom.hostId, ", no host"}));
    }
    const OwnershipBasis basis = ownershipBasisOf(bom, s);
    checkFigure(out, {who, "purchasePerGpu"}, basis.purchasePerGpu);
    checkFigure(out, {who, "powerKwPerGpu"}, basis.powerKwPerGpu);
}

// The built-in catalog with its systems replaced by `systems`, and with `systems` added to
// its own (replacing those of the same id).
std::vector<GpuCatalog> cataloguesWith(const std::vector<SystemSpec> &systems)
{
    const GpuCatalog &base = GpuCatalog::builtIn();
    std::vector<SystemSpec> extended = base.systems();
    for (const SystemSpec &s : systems) {
        auto same = std::find_if(extended.begin(), extended.end(), [&](const SystemSpec &e) { return e.id == s.id; });
        if (same != extended.end())
            *same = s;
        else
            extended.push_back(s);
    }
    return {GpuCatalog(base.gpus(), systems), GpuCatalog(base.gpus(), std::move(extended))};
}

// The GPUs of the first accepted systems (one of the catalog's when they name none).
std::vector<std::string> gpusOf(const std::vector<SystemSpec> &systems)
{
    std::vector<std::string> ids;
    for (const SystemSpec &s : systems)
        if (!s.gpuId.empty() && std::find(ids.begin(), ids.end(), s.gpuId) == ids.end() && ids.size() < kEntriesEstimated)
            ids.push_back(s.gpuId);
    if (ids.empty())
        ids.emplace_back(kFallbackGpu);
    return ids;
}

} // namespace

Outcome checkSystems(std::string_view bytes)
{
    Outcome out;
    const GpuCatalog &base = GpuCatalog::builtIn();
    const Result<std::vector<SystemSpec>> systems = base.systemsFromJson(text(bytes), kSystemsFileName);
    if (!systems) {
        refuse(out, systems.error(), kSystemsFileName);
        return out;
    }
    ++out.accepted;
    for (const SystemSpec &s : systems.value())
        checkSystem(out, s);
    if (!out.violation.empty())
        return out;
    for (const GpuCatalog &catalog : cataloguesWith(systems.value()))
        for (const std::string &id : gpusOf(systems.value()))
            for (const Scenario &s : referenceConfigurations(id))
                checkBill(out, s, *catalog.find(id), catalog);
    return out;
}

} // namespace gpusizer::fuzz
