#include "catalog/provenancetable.h"

#include "catalog/builtinresource.h"
#include "util/jsonfields.h"

#include <algorithm>
#include <cstddef>
#include <string>

namespace gpusizer::core {

namespace {

constexpr int kMaxRows = 1000000;

// {"memory_rows": n, "throughput_rows": n, "runs": n, "sources": n}: runs lie between the larger
// count and the sum, and so many runs come from at least one and at most that many sources.
ProvenanceRows readRows(jsonfields::FieldReader &r)
{
    ProvenanceRows rows;
    rows.memoryRows = r.integer("memory_rows", 0, kMaxRows);
    rows.throughputRows = r.integer("throughput_rows", 0, kMaxRows);
    rows.runs = r.integer("runs", 0, kMaxRows);
    rows.sources = r.integer("sources", 0, kMaxRows);
    if (!r.ok())
        return rows;
    if (rows.runs < std::max(rows.memoryRows, rows.throughputRows) || rows.runs > rows.memoryRows + rows.throughputRows)
        r.fail(ErrorCode::OutOfRange, "runs", "runs must lie between the larger count and their sum");
    else if (rows.sources > rows.runs || (rows.runs > 0 && rows.sources < 1))
        r.fail(ErrorCode::OutOfRange, "sources", "between 1 and the runs when there are runs, else 0");
    return rows;
}

} // namespace

const ProvenanceRows &ProvenanceTable::rowsOf(GpuGeneration family, Method regime) const
{
    return rows[static_cast<std::size_t>(family)][static_cast<std::size_t>(regime)];
}

ProvenanceRows &ProvenanceTable::rowsOf(GpuGeneration family, Method regime)
{
    return rows[static_cast<std::size_t>(family)][static_cast<std::size_t>(regime)];
}

Provenance provenanceOf(const ProvenanceTable &table, GpuGeneration family, Method regime, bool fitted)
{
    return Provenance{family, regime, table.rowsOf(family, regime), fitted};
}

Result<ProvenanceTable> provenanceTableFromJson(const std::string &json, const std::string &fileName)
{
    Result<QJsonObject> root = jsonfields::parseObject(json, fileName);
    if (!root)
        return root.error();
    jsonfields::FieldReader r(root.value(), fileName);
    const int version = r.integer("version", 1, 1000000);
    if (r.ok() && version > 1)
        return Error{ErrorCode::UnsupportedVersion, "version", std::to_string(version), fileName};
    ProvenanceTable table;
    jsonfields::FieldReader families = r.child("families");
    for (std::size_t g = 0; g < kGpuGenerationCount; ++g) {
        const auto family = static_cast<GpuGeneration>(g);
        const std::string familyKey(toString(family));
        if (!families.has(familyKey.c_str()))
            continue;
        jsonfields::FieldReader regimes = families.child(familyKey.c_str());
        for (std::size_t m = 0; m < kMethodCount; ++m) {
            const auto regime = static_cast<Method>(m);
            const std::string regimeKey(toString(regime));
            if (!regimes.has(regimeKey.c_str()))
                continue;
            jsonfields::FieldReader counts = regimes.child(regimeKey.c_str());
            table.rowsOf(family, regime) = readRows(counts);
        }
    }
    if (!r.ok())
        return r.error();
    return table;
}

const ProvenanceTable &builtInProvenanceTable()
{
    static const ProvenanceTable table =
        parseBuiltIn<ProvenanceTable>(":/data/provenance.json", provenanceTableFromJson, "measured-run provenance")
            .value_or(ProvenanceTable{});
    return table;
}

} // namespace gpusizer::core
