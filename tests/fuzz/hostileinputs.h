#pragma once

// Hand-made hostile inputs, derived from a real document: what a broken download, a hand
// edit or a malicious file looks like. The regression test replays them through the oracles.

#include <cstddef>
#include <string>
#include <vector>

namespace gpusizer::fuzz {

struct HostileInput {
    std::string name;    // what was done, e.g. "hidden = NaN"
    std::string bytes;
};

// Structural attacks on any JSON document: empty file, byte order mark, 10,000 nested '[' and
// '{', a 5 MB and a 20 MB file, truncation at many points, truncated UTF-8, NaN / Infinity
// tokens, a top-level array.
std::vector<HostileInput> hostileJson(const std::string &document);

// Each "key": value of a pretty-printed document (one per line) replaced by NaN, Infinity,
// 1e308, 1e999, -1, 0, a fraction, 2^31, a string, null, an array, an object, an unknown
// enum spelling, truncated UTF-8, or removed altogether.
std::vector<HostileInput> hostileJsonFields(const std::string &document);

// Attacks on a validation CSV: empty, BOM, header only, stray and unterminated quotes, ragged
// rows, a 5 MB cell, and every cell of the first data row replaced by NaN, inf, 1e308, 1e-320,
// -1, 0, 2^31, an unknown spelling or truncated UTF-8.
std::vector<HostileInput> hostileCsv(const std::string &csv);

} // namespace gpusizer::fuzz
