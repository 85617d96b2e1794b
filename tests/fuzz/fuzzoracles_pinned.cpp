// The pinned-options oracle (ui layer): PinnedOptions::fromJson on top of a known good list.
#include "fuzzoracles.h"

#include "fuzzchecks.h"

#include "catalog/defaultscenario.h"
#include "catalog/gpucatalog.h"
#include "document/pinnedoptions.h"
#include "io/scenariofile.h"

#include <QByteArray>
#include <QString>

#include <string>

namespace gpusizer::fuzz {

using namespace gpusizer::core;
using ui::PinnedOption;
using ui::PinnedOptions;

namespace {

constexpr qsizetype kMaxNameLength = 200;

// Two options as the window keeps them: the default scenario, and the same on two GPUs under
// a name of its own. Pinned, not read from JSON: the oracle's cost is the input's.
void pinKnownGoodList(PinnedOptions &options)
{
    static const Scenario one = defaultScenario();
    static const Scenario two = [] {
        Scenario s = defaultScenario();
        s.parallel.gpus = 2;
        return s;
    }();
    options.pin(one);
    options.pin(two);
    options.rename(1, QStringLiteral("Two GPUs"));
}

// The first line where two scenarios' files differ.
std::string firstDifference(const Scenario &a, const Scenario &b)
{
    const QList<QByteArray> left = scenarioToJson(a).split('\n');
    const QList<QByteArray> right = scenarioToJson(b).split('\n');
    for (qsizetype i = 0; i < left.size() && i < right.size(); ++i)
        if (left[i] != right[i])
            return join({left[i].trimmed().toStdString(), " -> ", right[i].trimmed().toStdString()});
    return left.size() == right.size() ? std::string("equal files") : std::string("files of different length");
}

void checkReadsBack(Outcome &out, const PinnedOptions &options)
{
    PinnedOptions again;
    if (!again.fromJson(options.toJson())) {
        violate(out, "toJson wrote options fromJson refuses");
        return;
    }
    if (again.count() != options.count()) {
        violate(out, join({std::to_string(options.count()), " options read back as ", std::to_string(again.count())}));
        return;
    }
    for (int i = 0; i < options.count(); ++i) {
        const PinnedOption &a = options.options()[std::size_t(i)];
        const PinnedOption &b = again.options()[std::size_t(i)];
        const std::string which = join({"option ", std::to_string(i), " read back with "});
        if (a.letter != b.letter)
            violate(out, join({which, "letter ", QString(a.letter).toStdString(), " -> ", QString(b.letter).toStdString()}));
        if (a.name != b.name)
            violate(out, join({which, "name \"", a.name.toStdString(), "\" -> \"", b.name.toStdString(), "\""}));
        if (!(a.scenario == b.scenario))
            violate(out, join({which, "another scenario: ", firstDifference(a.scenario, b.scenario)}));
    }
}

void checkAccepted(Outcome &out, const PinnedOptions &options)
{
    if (options.count() > PinnedOptions::kMaxOptions)
        violate(out, join({std::to_string(options.count()), " options pinned"}));
    QString letters;
    for (const PinnedOption &option : options.options()) {
        const char16_t letter = option.letter.unicode();
        if (letter < u'A' || letter >= u'A' + PinnedOptions::kMaxOptions || letters.contains(option.letter))
            violate(out, join({"letter \"", QString(option.letter).toStdString(), "\" after ",
                               letters.toStdString()}));
        letters += option.letter;
        if (option.name.size() > kMaxNameLength)
            violate(out, join({"a name of ", std::to_string(option.name.size()), " characters"}));
    }
    checkReadsBack(out, options);
    for (const PinnedOption &option : options.options())
        estimateAndCheck(out, option.scenario, GpuCatalog::builtIn());
}

} // namespace

Outcome checkPinnedOptions(std::string_view bytes)
{
    Outcome out;
    PinnedOptions options;
    pinKnownGoodList(options);
    const std::vector<PinnedOption> before = options.options();
    if (before.size() != 2)
        violate(out, "the known good list did not pin");
    if (!options.fromJson(QByteArray(bytes.data(), qsizetype(bytes.size())))) {
        out.refusals.push_back(Error{ErrorCode::InvalidJson, {}, "refused by PinnedOptions::fromJson",
                                     kPinnedOptionsFileName});
        if (options.options() != before)
            violate(out, "a refused list changed the pinned options");
        return out;
    }
    ++out.accepted;
    checkAccepted(out, options);
    return out;
}

} // namespace gpusizer::fuzz
