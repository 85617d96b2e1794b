#include "catalog/gpucatalog.h"

#include "catalog/catalogfile.h"
#include "catalog/isodate.h"
#include "catalog/systemshape.h"
#include "model/currency.h"
#include "util/jsonfields.h"
#include "util/logging.h"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <utility>

#include <QJsonObject>
#include <QJsonValue>

namespace gpusizer::core {

namespace {

constexpr int kMaxGpus = 10000;
constexpr double kMaxMemoryBytes = 64.0 * 1024 * 1024 * 1024 * 1024; // 64 TiB
constexpr double kMaxTflops = 1.0e6;
constexpr double kMaxBandwidth = 1.0e6;
// A throughput is 0 (not given) or at least this: the time model divides by it, and a
// denormal like 4.9e-324 made every time figure infinite (found by tests/fuzz).
constexpr double kMinTflops = 0.01;

Result<GpuSpec> readGpu(const QJsonObject &obj, const std::string &file, const std::string &prefix)
{
    jsonfields::FieldReader r(obj, file, prefix);
    GpuSpec g;
    g.id = r.string("id");
    g.vendor = r.string("vendor");
    g.name = r.string("name");
    g.shortName = r.string("short_name", g.name);
    g.generation = r.enumeration<GpuGeneration>("generation", parseGpuGeneration, std::nullopt);
    g.memoryBytes = r.number("memory_bytes", 1.0, kMaxMemoryBytes);
    g.usableBytes = r.number("usable_bytes", 1.0, kMaxMemoryBytes);
    g.memoryBandwidthGBs = r.number("memory_bandwidth_gbs", 1.0, kMaxBandwidth);
    g.bf16Tflops = r.number("bf16_tflops", 0.0, kMaxTflops, 0.0);
    g.fp16Tflops = r.number("fp16_tflops", 0.0, kMaxTflops, 0.0);
    g.fp8Tflops = r.number("fp8_tflops", 0.0, kMaxTflops, 0.0);
    g.tf32Tflops = r.number("tf32_tflops", 0.0, kMaxTflops, 0.0);
    g.fp32Tflops = r.number("fp32_tflops", 0.0, kMaxTflops, 0.0);
    const std::pair<const char *, double> throughputs[] = {{"bf16_tflops", g.bf16Tflops},
        {"fp16_tflops", g.fp16Tflops}, {"fp8_tflops", g.fp8Tflops}, {"tf32_tflops", g.tf32Tflops},
        {"fp32_tflops", g.fp32Tflops}};
    for (const auto &[key, value] : throughputs)
        if (value > 0 && value < kMinTflops)
            r.fail(ErrorCode::OutOfRange, key, std::to_string(value));
    g.link = r.enumeration<LinkKind>("link", parseLinkKind, std::nullopt);
    g.linkBandwidthGBs = r.number("link_bandwidth_gbs", 0.0, kMaxBandwidth);
    g.maxLinkedGpus = r.integer("max_linked_gpus", 1, 100000, 8);
    g.pcieGen = r.integer("pcie_gen", 1, 10, 4);
    g.typicalNodeSize = r.integer("typical_node_size", 1, 100000, 8);
    g.multiprocessors = r.integer("multiprocessors", 0, 100000, 0);
    g.tdpWatts = r.number("tdp_watts", 1.0, 100000.0);
    g.releaseYear = r.integer("release_year", 1990, 2100);
    g.rentPerHour = r.number("rent_per_hour", 0.0, 10000.0, 0.0);
    g.rentPriceDate = r.string("rent_price_date", std::string());
    g.rentPriceSource = r.string("rent_price_source", std::string());
    g.purchasePrice = r.number("purchase_price", 0.0, 1.0e8, 0.0);
    g.priceCurrency = r.string("price_currency", std::string("USD"), 8);
    if (r.ok() && !isKnownCurrency(g.priceCurrency))
        r.fail(ErrorCode::UnknownValue, "price_currency", g.priceCurrency);
    g.source = r.string("source");
    if (!r.ok())
        return r.error();
    // Usable memory can exceed the marketed GB figure (80 GB cards expose 80 GiB) but not by much.
    if (g.usableBytes > 1.1 * g.memoryBytes)
        return Error{ErrorCode::OutOfRange, jsonfields::fieldPath(prefix, "usable_bytes"),
                     "more than 110 % of memory_bytes", file};
    if (!g.rentPriceDate.empty() && !isIsoDate(g.rentPriceDate))
        return Error{ErrorCode::OutOfRange, jsonfields::fieldPath(prefix, "rent_price_date"),
                     g.rentPriceDate, file};
    if (g.bf16Tflops <= 0 && g.fp16Tflops <= 0 && g.fp32Tflops <= 0)
        return Error{ErrorCode::MissingField, jsonfields::fieldPath(prefix, "bf16_tflops"),
                     "no throughput given", file};
    return g;
}

constexpr int kMaxSystems = 10000;

Result<SystemSpec> readSystem(const QJsonObject &obj, const std::string &file, const std::string &prefix,
                              const GpuCatalog &gpus)
{
    jsonfields::FieldReader r(obj, file, prefix);
    SystemSpec s;
    s.id = r.string("id", std::nullopt, 64);
    readSystemShape(r, gpus, s);
    s.purchasePrice = r.number("purchase_price", 0.0, 1.0e12, 0.0);
    s.currency = r.string("currency", std::string("USD"), 8);
    if (r.ok() && !isKnownCurrency(s.currency))
        r.fail(ErrorCode::UnknownValue, "currency", s.currency);
    s.priceDate = r.string("price_date", std::string(), 10);
    if (r.ok() && !s.priceDate.empty() && !isIsoDate(s.priceDate))
        r.fail(ErrorCode::OutOfRange, "price_date", s.priceDate);
    s.source = r.string("source", std::string(), 1000);
    if (!r.ok())
        return r.error();
    return s;
}

} // namespace

bool GpuCatalog::isOffered(std::string_view id) const
{
    return std::find(m_offered.begin(), m_offered.end(), id) != m_offered.end();
}

bool GpuCatalog::isOfferedSystem(std::string_view id) const
{
    return std::find(m_offeredSystems.begin(), m_offeredSystems.end(), id) != m_offeredSystems.end();
}

const SystemSpec *GpuCatalog::findSystem(std::string_view id) const
{
    for (const SystemSpec &system : m_systems)
        if (system.id == id)
            return &system;
    return nullptr;
}

Result<std::vector<SystemSpec>> GpuCatalog::systemsFromJson(const std::string &json, const std::string &fileName) const
{
    return catalogfile::readList<SystemSpec>(json, fileName, "systems", kMaxSystems,
        [this](const QJsonObject &obj, const std::string &file, const std::string &prefix) {
            return readSystem(obj, file, prefix, *this);
        });
}

const GpuSpec *GpuCatalog::find(std::string_view id) const
{
    for (const GpuSpec &gpu : m_gpus)
        if (gpu.id == id)
            return &gpu;
    return nullptr;
}

Result<GpuCatalog> GpuCatalog::fromJson(const std::string &json, const std::string &fileName)
{
    auto gpus = catalogfile::readList<GpuSpec>(json, fileName, "gpus", kMaxGpus, readGpu);
    if (!gpus)
        return gpus.error();
    return GpuCatalog(std::move(gpus).value());
}

const GpuCatalog &GpuCatalog::builtIn()
{
    static const GpuCatalog catalog = [] {
        GpuCatalog gpus = catalogfile::loadBuiltIn<GpuCatalog>(":/data/gpus.json", "GPU");
        const auto parse = [&gpus](const std::string &text, const std::string &path) {
            return gpus.systemsFromJson(text, path);
        };
        if (auto systems = parseBuiltIn<std::vector<SystemSpec>>(":/data/systems.json", parse, "systems catalog"))
            gpus.m_systems = std::move(*systems);
        return gpus;
    }();
    return catalog;
}

GpuCatalog GpuCatalog::merged(const GpuCatalog &base, const GpuCatalog &overrides)
{
    std::vector<GpuSpec> gpus = base.gpus();
    for (const GpuSpec &extra : overrides.gpus()) {
        auto same = std::find_if(gpus.begin(), gpus.end(),
                                 [&](const GpuSpec &g) { return g.id == extra.id; });
        if (same != gpus.end())
            *same = extra;
        else
            gpus.push_back(extra);
    }
    return GpuCatalog(std::move(gpus), base.systems());
}

} // namespace gpusizer::core
