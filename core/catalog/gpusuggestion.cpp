#include "catalog/gpusuggestion.h"

#include <algorithm>
#include <cctype>
#include <limits>
#include <numeric>
#include <string>
#include <vector>

namespace gpusizer::core {

namespace {

// Lower case, every run of other characters one '-', none at the ends: "H100 SXM5_80GB" and
// "h100-sxm5-80gb" compare equal.
std::string normalised(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    for (const char c : text) {
        const auto u = static_cast<unsigned char>(c);
        if (std::isalnum(u))
            out.push_back(static_cast<char>(std::tolower(u)));
        else if (!out.empty() && out.back() != '-')
            out.push_back('-');
    }
    while (!out.empty() && out.back() == '-')
        out.pop_back();
    return out;
}

} // namespace

int editDistance(std::string_view a, std::string_view b)
{
    std::vector<int> row(b.size() + 1);
    std::iota(row.begin(), row.end(), 0);
    for (std::size_t i = 1; i <= a.size(); ++i) {
        int diagonal = row[0];
        row[0] = static_cast<int>(i);
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const int above = row[j];
            row[j] = std::min({ row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1) });
            diagonal = above;
        }
    }
    return row[b.size()];
}

const GpuSpec *closestGpu(const GpuCatalog &catalog, std::string_view unknown)
{
    const std::string typed = normalised(unknown);
    if (typed.empty())
        return nullptr;
    const int limit = std::max(1, static_cast<int>(typed.size()) / 3);
    const GpuSpec *best = nullptr;
    int bestDistance = std::numeric_limits<int>::max();
    int bestIdDistance = std::numeric_limits<int>::max();
    for (const GpuSpec &gpu : catalog.gpus()) {
        const std::string id = normalised(gpu.id);
        const int idDistance = editDistance(typed, id);
        int distance = std::min(idDistance, editDistance(typed, normalised(gpu.name)));
        // The start of a longer id ("a100-80gb" of a100-80gb-pcie), one step behind a whole match.
        if (id.size() > typed.size())
            distance = std::min(distance, editDistance(typed, std::string_view(id).substr(0, typed.size())) + 1);
        if (distance < bestDistance || (distance == bestDistance && idDistance < bestIdDistance)) {
            best = &gpu;
            bestDistance = distance;
            bestIdDistance = idDistance;
        }
    }
    return bestDistance <= limit ? best : nullptr;
}

} // namespace gpusizer::core
