// Hand-made hostile serving-case CSV files and pinned-options files, derived from the seed
// corpora (tests/fuzz/hostileinputs.cpp), replayed through the fuzz oracles.
#include "fuzzreplay.h"

#include <gtest/gtest.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <string>

using namespace gpusizer;
using namespace gpusizer::fuzz;

namespace {

std::string seed(const char *folder, const char *name)
{
    const std::string bytes = readBytes(fuzzDir() / "corpus" / folder / name);
    EXPECT_FALSE(bytes.empty()) << folder << "/" << name;
    return bytes;
}

// `options` with each option's letter set from `letters` in turn, repeated up to their count.
std::string withLetters(const std::string &options, const char *letters)
{
    QJsonObject root = QJsonDocument::fromJson(QByteArray::fromStdString(options)).object();
    const QJsonArray given = root.value(QStringLiteral("options")).toArray();
    QJsonArray list;
    for (qsizetype i = 0; letters[i] != '\0'; ++i) {
        QJsonObject option = given.at(i % given.size()).toObject();
        option.insert(QStringLiteral("letter"), QString(QLatin1Char(letters[i])));
        list.append(option);
    }
    root.insert(QStringLiteral("options"), list);
    return QJsonDocument(root).toJson().toStdString();
}

} // namespace

TEST(FuzzRegressions, HostileServingCsv)
{
    const std::vector<HostileInput> inputs = hostileCsv(seed("servingcsv", "serving-request-rate.csv"));
    EXPECT_GT(replayHostile(kServingCsv, inputs), 800u);
    for (const HostileInput &input : inputs) {
        const bool outOfRange = input.name == "measured_output_tok_s = '1e-320'" || input.name == "input_len = '1e308'";
        const bool wrongType = input.name == "load = 'no-such-value'" || input.name == "tp = '0.5'";
        const bool missing = input.name == "first column missing";
        if (!outOfRange && !wrongType && !missing && input.name != "unterminated quote")
            continue;
        const core::Error e = refusalOf(kServingCsv, input.bytes);
        const core::ErrorCode code = outOfRange ? core::ErrorCode::OutOfRange
            : wrongType                         ? core::ErrorCode::WrongType
            : missing                           ? core::ErrorCode::MissingField
                                                : core::ErrorCode::InvalidCsv;
        EXPECT_EQ(e.code, code) << input.name;
        if (outOfRange || wrongType) {
            EXPECT_EQ(e.field, input.name.substr(0, input.name.find(' '))) << input.name;
        }
        if (missing) {
            EXPECT_EQ(e.field, "id") << input.name;
        }
    }
    // The training/inference schema is not the serving one.
    EXPECT_EQ(firstRefusal(kServingCsv, seed("csv", "cases-inference.csv")), core::ErrorCode::MissingField);
}

TEST(FuzzRegressions, HostilePinnedOptions)
{
    const std::string options = seed("pinnedoptions", "options-serving-two-gpus.json");
    const std::vector<HostileInput> fields = hostileJsonFields(seed("pinnedoptions", "options-one-pinned.json"));
    std::size_t replayed = replayHostile(kPinnedOptions, hostileJson(options));
    replayed += replayHostile(kPinnedOptions, fields);
    EXPECT_GT(replayed, 1000u);
    for (const HostileInput &input : fields) {
        if (input.name == "letter = \"no-such-value\"" || input.name == "format = \"no-such-value\""
            || input.name == "version = 0" || input.name == "method = \"no-such-value\"") {
            EXPECT_EQ(kPinnedOptions.oracle(input.bytes).accepted, 0) << input.name;
        }
    }
    // Letters A to D, each once: a fifth option, a letter twice or one past D is refused.
    EXPECT_EQ(kPinnedOptions.oracle(withLetters(options, "ABCD")).accepted, 1);
    EXPECT_EQ(kPinnedOptions.oracle(withLetters(options, "DB")).accepted, 1);
    for (const char *letters : {"ABCDE", "AA", "E", "a", "@"}) {
        const Outcome out = expectHandled(kPinnedOptions, withLetters(options, letters), letters);
        EXPECT_EQ(out.accepted, 0) << letters;
    }
}
