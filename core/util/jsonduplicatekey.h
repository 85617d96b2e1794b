#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace gpusizer::core::jsonfields {

// The key path ("prices[2].offered") of the first key that appears twice in one object of the
// JSON `text`, or nullopt. Qt's parser keeps one of the two values without a word; a file that
// says two things about one field is refused instead. `text` must be valid JSON.
std::optional<std::string> duplicateKey(std::string_view text);

} // namespace gpusizer::core::jsonfields
