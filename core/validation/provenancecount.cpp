#include "validation/provenancecount.h"

#include "validation/sourcekey.h"

#include <array>
#include <cstddef>
#include <set>
#include <string>

namespace gpusizer::core {

namespace {

bool qualityAB(char quality) { return quality == 'A' || quality == 'B'; }

class Counter
{
public:
    explicit Counter(const GpuCatalog &gpus) : m_gpus(gpus) {}

    void add(const std::string &gpu, Method regime, const std::string &source, bool memory, bool throughput)
    {
        const GpuSpec *spec = m_gpus.find(gpu);
        if (spec == nullptr || !(memory || throughput))
            return;
        ProvenanceRows &rows = m_table.rowsOf(spec->generation, regime);
        rows.memoryRows += memory ? 1 : 0;
        rows.throughputRows += throughput ? 1 : 0;
        ++rows.runs;
        std::set<std::string> &sources
            = m_sources[static_cast<std::size_t>(spec->generation)][static_cast<std::size_t>(regime)];
        sources.insert(sourceKey(source));
        rows.sources = static_cast<int>(sources.size());
    }

    const ProvenanceTable &table() const { return m_table; }

private:
    const GpuCatalog &m_gpus;
    ProvenanceTable m_table;
    std::array<std::array<std::set<std::string>, kMethodCount>, kGpuGenerationCount> m_sources;
};

} // namespace

ProvenanceTable countProvenance(const std::vector<ValidationCase> &cases, const std::vector<ServingCase> &serving,
                                const GpuCatalog &gpus)
{
    Counter counter(gpus);
    for (const ValidationCase &c : cases)
        if (qualityAB(c.quality) && c.mode)
            counter.add(c.gpu, *c.mode, c.source, c.measuredMemGib.has_value(),
                        c.measuredTokensPerSecPerGpu.has_value() || c.measuredMfu.has_value());
    for (const ServingCase &c : serving)
        if (qualityAB(c.quality))
            counter.add(c.gpu, Method::Inference, c.source, false,
                        c.measuredOutputTokS || c.measuredTotalTokS || c.measuredTtftMs || c.measuredTpotMs);
    return counter.table();
}

} // namespace gpusizer::core
