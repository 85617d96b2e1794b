#include "io/jsonreader.h"

#include <QByteArray>

#include <gtest/gtest.h>

using namespace gpusizer::core;

namespace {
QJsonObject parse(const char *text)
{
    auto r = parseJsonObject(QByteArray(text), "t.json");
    EXPECT_TRUE(r.ok());
    return r.ok() ? r.value() : QJsonObject();
}
} // namespace

TEST(JsonReader, ReadsTypedFieldsWithinRange)
{
    JsonReader r(parse(R"({"a": 3, "b": 2.5, "c": true, "d": "x", "o": {"n": 7}})"), "t.json");
    EXPECT_EQ(r.integer("a", 1, 10), 3);
    EXPECT_DOUBLE_EQ(r.number("b", 0, 10), 2.5);
    EXPECT_TRUE(r.boolean("c"));
    EXPECT_EQ(r.string("d"), "x");
    JsonReader o = r.child("o");
    EXPECT_EQ(o.integer("n", 0, 10), 7);
    EXPECT_EQ(r.integer("missing", 0, 10, 4), 4);
    EXPECT_FALSE(r.error().has_value());
}

TEST(JsonReader, FirstErrorNamesFileAndFieldPath)
{
    JsonReader r(parse(R"({"o": {"n": 70, "m": "text"}})"), "t.json");
    JsonReader o = r.child("o");
    o.integer("n", 0, 10);
    o.integer("m", 0, 10);  // a second problem does not overwrite the first
    ASSERT_TRUE(r.error().has_value());
    EXPECT_EQ(r.error()->code, ErrorCode::OutOfRange);
    EXPECT_EQ(r.error()->field, "o.n");
    EXPECT_EQ(r.error()->file, "t.json");
}

TEST(JsonReader, WrongTypeMissingAndFractionalIntegers)
{
    JsonReader a(parse(R"({"n": "3"})"), "t.json");
    a.integer("n", 0, 10);
    EXPECT_EQ(a.error()->code, ErrorCode::WrongType);
    JsonReader b(parse(R"({})"), "t.json");
    b.string("name");
    EXPECT_EQ(b.error()->code, ErrorCode::MissingField);
    EXPECT_EQ(b.error()->field, "name");
    JsonReader c(parse(R"({"n": 2.5})"), "t.json");
    c.integer("n", 0, 10);
    EXPECT_EQ(c.error()->code, ErrorCode::WrongType);
}

TEST(ParseJsonObject, RejectsTooLargeTooDeepAndBrokenInput)
{
    EXPECT_EQ(parseJsonObject(QByteArray(100, ' '), "f", 50).error().code, ErrorCode::FileTooLarge);
    const QByteArray deep = QByteArray(200, '[') + QByteArray(200, ']');
    EXPECT_EQ(parseJsonObject(deep, "f").error().code, ErrorCode::InvalidJson);
    EXPECT_EQ(parseJsonObject(QByteArray("{\"a\": "), "f").error().code, ErrorCode::InvalidJson);
    EXPECT_EQ(parseJsonObject(QByteArray("[1, 2]"), "f").error().code, ErrorCode::InvalidJson);
    // Brackets inside strings do not count as nesting.
    EXPECT_TRUE(parseJsonObject(QByteArray("{\"a\": \"") + QByteArray(100, '[') + "\"}", "f", 1 << 20, 4).ok());
}
