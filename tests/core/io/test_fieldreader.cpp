// FieldReader as scenario files use it: nested objects, optional values, first error kept.
#include "util/jsonfields.h"
#include "model/method.h"

#include <gtest/gtest.h>

using namespace gpusizer::core;
using jsonfields::FieldReader;

namespace {
QJsonObject parse(const char *text)
{
    auto r = jsonfields::parseObject(text, "t.json");
    EXPECT_TRUE(r.ok());
    return r.ok() ? r.value() : QJsonObject();
}
} // namespace

TEST(FieldReader, ReadsTypedFieldsWithinRange)
{
    FieldReader r(parse(R"({"a": 3, "b": 2.5, "c": true, "d": "x", "o": {"n": 7}, "z": null})"), "t.json");
    EXPECT_EQ(r.integer("a", 1, 10), 3);
    EXPECT_DOUBLE_EQ(r.number("b", 0, 10), 2.5);
    EXPECT_TRUE(r.boolean("c"));
    EXPECT_EQ(r.string("d"), "x");
    FieldReader o = r.child("o");
    EXPECT_EQ(o.prefix(), "o");
    EXPECT_EQ(o.integer("n", 0, 10), 7);
    EXPECT_EQ(r.integer("missing", 0, 10, 4), 4);
    EXPECT_TRUE(r.has("a"));
    EXPECT_FALSE(r.has("z")); // null counts as absent
    EXPECT_FALSE(r.has("missing"));
    EXPECT_TRUE(r.ok());
}

TEST(FieldReader, OptionalValuesAreNulloptWhenAbsent)
{
    FieldReader r(parse(R"({"b": 2.5, "c": false, "n": null})"), "t.json");
    EXPECT_EQ(r.optionalNumber("b", 0, 10), std::optional<double>(2.5));
    EXPECT_EQ(r.optionalNumber("n", 0, 10), std::nullopt);
    EXPECT_EQ(r.optionalNumber("missing", 0, 10), std::nullopt);
    EXPECT_EQ(r.optionalBoolean("c"), std::optional<bool>(false));
    EXPECT_EQ(r.optionalBoolean("missing"), std::nullopt);
    EXPECT_TRUE(r.ok());
    // Present but out of range or of the wrong type: an error, not a silent nullopt.
    EXPECT_EQ(r.optionalNumber("b", 0, 1), std::nullopt);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, ErrorCode::OutOfRange);
    EXPECT_EQ(r.error().field, "b");
    FieldReader t(parse(R"({"c": 1})"), "t.json");
    EXPECT_EQ(t.optionalBoolean("c"), std::nullopt);
    ASSERT_FALSE(t.ok());
    EXPECT_EQ(t.error().code, ErrorCode::WrongType);
}

TEST(FieldReader, FirstErrorNamesFileAndFieldPath)
{
    FieldReader r(parse(R"({"o": {"n": 70, "m": "text", "i": {"k": "v"}}, "top": "x"})"), "t.json");
    FieldReader o = r.child("o");
    o.integer("n", 0, 10);
    o.integer("m", 0, 10);  // a second problem does not overwrite the first
    r.integer("top", 0, 10); // nor does one in the parent
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, ErrorCode::OutOfRange);
    EXPECT_EQ(r.error().field, "o.n");
    EXPECT_EQ(r.error().file, "t.json");

    // Paths grow with every level, and an error deep down is seen by the root reader.
    FieldReader root(parse(R"({"o": {"i": {"k": 5}}})"), "t.json");
    FieldReader inner = root.child("o").child("i");
    EXPECT_EQ(inner.string("k", std::string("fallback")), "fallback");
    ASSERT_FALSE(root.ok());
    EXPECT_EQ(root.error().code, ErrorCode::WrongType);
    EXPECT_EQ(root.error().field, "o.i.k");
}

TEST(FieldReader, WrongTypeMissingAndFractionalIntegers)
{
    FieldReader a(parse(R"({"n": "3"})"), "t.json");
    a.integer("n", 0, 10);
    EXPECT_EQ(a.error().code, ErrorCode::WrongType);
    FieldReader b(parse(R"({})"), "t.json");
    b.string("name");
    EXPECT_EQ(b.error().code, ErrorCode::MissingField);
    EXPECT_EQ(b.error().field, "name");
    FieldReader c(parse(R"({"n": 2.5})"), "t.json");
    EXPECT_EQ(c.integer("n", 0, 10, 1), 1);
    ASSERT_FALSE(c.ok());
    EXPECT_EQ(c.error().code, ErrorCode::OutOfRange);
    EXPECT_EQ(c.error().field, "n");
}

TEST(FieldReader, ChildObjectsRequiredOptionalAndWrongType)
{
    FieldReader r(parse(R"({"s": "text"})"), "t.json");
    FieldReader absent = r.child("opt", false);
    EXPECT_EQ(absent.integer("n", 0, 10, 4), 4); // an absent optional object reads as empty
    EXPECT_EQ(absent.prefix(), "opt");
    EXPECT_TRUE(r.ok());
    r.child("req");
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, ErrorCode::MissingField);
    EXPECT_EQ(r.error().field, "req");

    FieldReader w(parse(R"({"s": "text"})"), "t.json");
    w.child("s", false); // present but not an object: an error even when optional
    ASSERT_FALSE(w.ok());
    EXPECT_EQ(w.error().code, ErrorCode::WrongType);
    EXPECT_EQ(w.error().field, "s");
}

TEST(FieldReader, StringLengthLimitAndEnumerations)
{
    FieldReader r(parse(R"({"c": "EURO", "m": "lora", "o": {"m": "dpo"}})"), "t.json");
    EXPECT_EQ(r.string("c", std::string("USD"), 4), "EURO");
    EXPECT_EQ(r.string("absent", std::string("USD"), 4), "USD");
    EXPECT_EQ(r.enumeration<Method>("m", parseMethod, std::nullopt), Method::LoRA);
    EXPECT_EQ(r.enumeration<Method>("absent", parseMethod, Method::Full), Method::Full);
    EXPECT_TRUE(r.ok());
    FieldReader o = r.child("o");
    EXPECT_EQ(o.enumeration<Method>("m", parseMethod, Method::Full), Method::Full);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, ErrorCode::UnknownValue);
    EXPECT_EQ(r.error().field, "o.m");
    EXPECT_EQ(r.error().detail, "dpo");

    FieldReader l(parse(R"({"c": "EURO"})"), "t.json");
    EXPECT_EQ(l.string("c", std::string("USD"), 3), "USD");
    ASSERT_FALSE(l.ok());
    EXPECT_EQ(l.error().code, ErrorCode::OutOfRange);
    EXPECT_EQ(l.error().field, "c");
    FieldReader e(parse(R"({"g": ""})"), "t.json");
    e.string("g", std::nullopt, 64); // required strings must not be empty
    ASSERT_FALSE(e.ok());
    EXPECT_EQ(e.error().code, ErrorCode::OutOfRange);
}

TEST(FieldReader, FailNamesTheFieldOfItsObject)
{
    FieldReader r(parse(R"({"lora": {"targets": "q+x"}})"), "t.json");
    FieldReader lora = r.child("lora");
    lora.fail(ErrorCode::UnknownValue, "targets", "q+x");
    lora.fail(ErrorCode::OutOfRange, "rank");
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, ErrorCode::UnknownValue);
    EXPECT_EQ(r.error().field, "lora.targets");
    EXPECT_EQ(r.error().file, "t.json");
}

TEST(ParseObject, RejectsTooLargeTooDeepAndBrokenInput)
{
    EXPECT_EQ(jsonfields::parseObject(std::string(100, ' '), "f", 50).error().code, ErrorCode::FileTooLarge);
    const std::string deep = std::string(200, '[') + std::string(200, ']');
    EXPECT_EQ(jsonfields::parseObject(deep, "f").error().code, ErrorCode::InvalidJson);
    EXPECT_EQ(jsonfields::parseObject("{\"a\": ", "f").error().code, ErrorCode::InvalidJson);
    EXPECT_EQ(jsonfields::parseObject("[1, 2]", "f").error().code, ErrorCode::InvalidJson);
    // Brackets inside strings do not count as nesting.
    EXPECT_TRUE(jsonfields::parseObject("{\"a\": \"" + std::string(100, '[') + "\"}", "f", 1 << 20, 4).ok());
    // Five levels exceed a limit of four.
    EXPECT_EQ(jsonfields::parseObject("{\"a\": [[[[1]]]]}", "f", 1 << 20, 4).error().code, ErrorCode::InvalidJson);
    EXPECT_TRUE(jsonfields::parseObject("{\"a\": [[[1]]]}", "f", 1 << 20, 4).ok());
}
