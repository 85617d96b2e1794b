// A key twice in one JSON object: Qt's parser keeps one value without a word, so every reader
// refuses such a file through jsonfields::parseObject, naming the key by its path.
#include "util/jsonduplicatekey.h"
#include "util/jsonfields.h"

#include <gtest/gtest.h>

using namespace gpusizer::core;

TEST(JsonDuplicateKey, FindsTheFirstRepeatedKeyByItsPath)
{
    using jsonfields::duplicateKey;
    EXPECT_FALSE(duplicateKey(R"({"a": 1, "b": {"a": 2}, "c": [{"a": 3}, {"a": 4}]})"));
    EXPECT_EQ(duplicateKey(R"({"a": 1, "a": 2})"), "a");
    EXPECT_EQ(duplicateKey(R"({"prices": [{"id": "x"}, {"id": "y", "offered": true, "offered": false}]})"),
              "prices[1].offered");
    EXPECT_EQ(duplicateKey(R"({"m": {"n": {"k": 1, "k": 1}}})"), "m.n.k");
    // Escapes name the same key; a value that looks like a key is no key; quotes in strings.
    EXPECT_EQ(duplicateKey(R"({"a": 1, "\u0061": 2})"), "a");
    EXPECT_FALSE(duplicateKey(R"({"a": "a", "b": ["a", "a"], "c": "x\",\"a\":\""})"));
}

TEST(JsonDuplicateKey, ParseObjectRefusesIt)
{
    const Result<QJsonObject> r = jsonfields::parseObject(R"({"version": 1, "version": 2})", "f.json");
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, ErrorCode::InvalidJson);
    EXPECT_EQ(r.error().rule, ErrorRule::Duplicate);
    EXPECT_EQ(r.error().field, "version");
    EXPECT_EQ(r.error().file, "f.json");
    EXPECT_EQ(describe(r.error()), "f.json: field 'version' appears twice");
    EXPECT_TRUE(jsonfields::parseObject(R"({"version": 1})", "f.json").ok());
}
