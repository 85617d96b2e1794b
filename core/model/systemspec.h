#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace gpusizer::core {

// What kind of unit a system is: a server or rack (quoted by the node), a workstation (holds the
// GPUs of one box), a single card (one GPU, bought with a host) or a host server for cards (no
// GPU of its own; `gpus` is the cards it takes).
enum class SystemKind { Server, Rack, Workstation, Card, Host };
std::string_view toString(SystemKind kind);        // "server", "rack", "workstation", "card", "host"
std::optional<SystemKind> parseSystemKind(std::string_view text);

// Whether a unit is sold new, or refurbished / used (a dated second-hand price of its own).
// A quote offers new units unless the customer allows refurbished ones
// (Requirements::allowRefurbished).
enum class Condition { New, Refurbished };
std::string_view toString(Condition condition);    // "new", "refurbished"
std::optional<Condition> parseCondition(std::string_view text);

// A unit one can buy: a server, a rack, a workstation or a single card, made of `gpus` GPUs of
// one catalog type (resources/systems.json, or the user's own in the price list).
struct SystemSpec {
    std::string id;
    std::string name;
    std::string vendor;
    SystemKind kind = SystemKind::Server;
    Condition condition = Condition::New;
    std::string gpuId;
    int gpus = 1;
    double cpuMemoryGiB = 0;
    std::string network;
    // Scale-out bandwidth per GPU between units, one direction, in Gb/s (the NICs' total over
    // the GPUs: 8 x 400 Gb/s for 8 GPUs is 400; 2 x 25 GbE for 4 GPUs is 12.5). 0: not given
    // (a card, a workstation, or a unit whose network is not known).
    double scaleOutGbpsPerGpu = 0;
    double powerKw = 0;
    int rackUnits = 0;
    double purchasePrice = 0;     // indicative list price in `currency`, 0 = not priced
    std::string currency = "USD";
    std::string priceDate;        // YYYY-MM-DD
    std::string source;           // short public reference
    bool operator==(const SystemSpec &) const = default;
};

} // namespace gpusizer::core
