#pragma once

#include <string>

namespace gpusizer::core {

// A unit one can buy: a server, a rack, a workstation or a single card, made of `gpus` GPUs of
// one catalog type (resources/systems.json, or the user's own in the price list).
struct SystemSpec {
    std::string id;
    std::string name;
    std::string vendor;
    std::string kind = "server";  // server | rack | workstation | card
    std::string gpuId;
    int gpus = 1;
    double cpuMemoryGiB = 0;
    std::string network;
    double powerKw = 0;
    int rackUnits = 0;
    double purchasePrice = 0;     // indicative list price in `currency`, 0 = not priced
    std::string currency = "USD";
    std::string priceDate;        // YYYY-MM-DD
    std::string source;           // short public reference
    bool operator==(const SystemSpec &) const = default;
};

} // namespace gpusizer::core
