#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace gpusizer::core {

// One word for a POSIX shell (sh, bash, zsh): as it is when it holds only characters no shell
// treats specially (letters, digits and _ @ % + : , . / -), otherwise inside single quotes,
// where nothing is special, with each ' written as '\'' (close, an escaped quote, reopen).
// The empty word is ''; "=" is quoted (a first word "a=b" would be an assignment). Pasting
// the result into a shell gives back exactly `word`.
std::string shellQuote(std::string_view word);

// The words quoted one by one and joined by single spaces: a command line to paste.
std::string shellJoin(const std::vector<std::string> &words);

} // namespace gpusizer::core
