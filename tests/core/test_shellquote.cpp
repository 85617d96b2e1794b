// Words quoted for a POSIX shell: plain words stay as they are, anything a shell would split,
// expand or glob is single-quoted, and /bin/sh gives back every word exactly.
#include "util/shellquote.h"

#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <string>
#include <vector>

using namespace gpusizer::core;

namespace {

// What /bin/sh makes of `line` after `printf '%s|'`: each word it sees, followed by '|'.
std::string shellWords(const std::string &line)
{
    const std::string command = "printf '%s|' " + line;
    FILE *pipe = popen(command.c_str(), "r");
    if (pipe == nullptr)
        return "(no shell)";
    std::string out;
    std::array<char, 256> buffer{};
    while (const std::size_t n = std::fread(buffer.data(), 1, buffer.size(), pipe))
        out.append(buffer.data(), n);
    pclose(pipe);
    return out;
}

} // namespace

TEST(ShellQuote, PlainWordsStayAsTheyAre)
{
    EXPECT_EQ(shellQuote("meta-llama/Llama-3.1-70B"), "meta-llama/Llama-3.1-70B");
    EXPECT_EQ(shellQuote("--gpu-memory-utilization"), "--gpu-memory-utilization");
    EXPECT_EQ(shellQuote("0.9"), "0.9");
    EXPECT_EQ(shellQuote("user@host:/models,a+b%"), "user@host:/models,a+b%");
}

TEST(ShellQuote, SpecialWordsAreSingleQuoted)
{
    EXPECT_EQ(shellQuote(""), "''");
    EXPECT_EQ(shellQuote("my model"), "'my model'");
    EXPECT_EQ(shellQuote("$HOME"), "'$HOME'");
    EXPECT_EQ(shellQuote("it's"), "'it'\\''s'");
    EXPECT_EQ(shellQuote("a=b"), "'a=b'");
    EXPECT_EQ(shellQuote("~/models"), "'~/models'");
    EXPECT_EQ(shellJoin({"vllm", "serve", "/m/it's here", "--x", "1"}), "vllm serve '/m/it'\\''s here' --x 1");
}

TEST(ShellQuote, TheShellGivesBackEveryWord)
{
    const std::vector<std::string> words = {
        "plain", "", "two words", "it's", "'", "''", "$(echo no)", "`echo no`", "a;b&c|d", "*", "?", "[ab]",
        "\\back\\slash", "\"double\"", "tab\there", "~", "!bang", "#hash", "{a,b}", "a=b", "line\nbreak",
    };
    std::string expected;
    for (const std::string &w : words)
        expected += w + "|";
    EXPECT_EQ(shellWords(shellJoin(words)), expected);
}
