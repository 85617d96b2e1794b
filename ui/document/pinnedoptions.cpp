#include "document/pinnedoptions.h"

#include "io/atomicfile.h"
#include "io/scenariofile.h"
#include "settings/appsettings.h"
#include "util/cappedfile.h"
#include "util/logging.h"

#include <spdlog/spdlog.h>

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace gpusizer::ui {

namespace {
constexpr auto kFormat = "gpu-sizer-options";
constexpr int kVersion = 1;
constexpr qint64 kMaxFileBytes = 4 * 1024 * 1024;
} // namespace

QString PinnedOption::displayName() const
{
    const QString trimmed = name.trimmed();
    return trimmed.isEmpty() ? PinnedOptions::tr("Option %1", "a pinned scenario: Option A, Option B").arg(letter)
                             : trimmed;
}

PinnedOptions::PinnedOptions(QObject *parent)
    : QObject(parent)
{
}

PinnedOptions::~PinnedOptions() = default;

int PinnedOptions::indexOf(const core::Scenario &scenario) const
{
    const auto it = std::find_if(
        m_options.begin(), m_options.end(), [&scenario](const PinnedOption &o) { return o.scenario == scenario; });
    return it == m_options.end() ? -1 : static_cast<int>(it - m_options.begin());
}

PinnedOptions::PinResult PinnedOptions::pin(const core::Scenario &scenario)
{
    if (indexOf(scenario) >= 0)
        return PinResult::AlreadyPinned;
    if (count() >= kMaxOptions)
        return PinResult::Full;
    QChar letter = QLatin1Char('A');
    while (
        std::any_of(m_options.begin(), m_options.end(), [letter](const PinnedOption &o) { return o.letter == letter; }))
        letter = QChar(letter.unicode() + 1);
    m_options.push_back({ scenario, letter, {} });
    emit changed();
    return PinResult::Pinned;
}

bool PinnedOptions::unpin(int index)
{
    if (index < 0 || index >= count())
        return false;
    m_options.erase(m_options.begin() + index);
    emit changed();
    return true;
}

bool PinnedOptions::rename(int index, const QString &name)
{
    if (index < 0 || index >= count())
        return false;
    const QString trimmed = name.trimmed();
    PinnedOption &option = m_options[static_cast<std::size_t>(index)];
    // The default name typed back is no name of its own (it follows the language).
    const QString next = trimmed == PinnedOption { {}, option.letter, {} }.displayName() ? QString() : trimmed;
    if (next == option.name)
        return true;
    option.name = next;
    emit changed();
    return true;
}

void PinnedOptions::clear()
{
    if (m_options.empty())
        return;
    m_options.clear();
    emit changed();
}

QString PinnedOptions::refusalText(PinResult result, const core::Scenario &scenario) const
{
    switch (result) {
    case PinResult::Pinned:
        return {};
    case PinResult::Full:
        return tr("%n options are pinned, the most that compare side by side: unpin one to pin this scenario.", "",
            kMaxOptions);
    case PinResult::AlreadyPinned: {
        const int index = indexOf(scenario);
        const QString name = index >= 0 ? m_options[static_cast<std::size_t>(index)].displayName() : QString();
        return tr("This scenario is pinned already, as \u201c%1\u201d.").arg(name);
    }
    }
    return {};
}

QByteArray PinnedOptions::toJson() const
{
    QJsonArray list;
    for (const PinnedOption &option : m_options) {
        list.append(QJsonObject {
            { QStringLiteral("letter"), QString(option.letter) },
            { QStringLiteral("name"), option.name },
            { QStringLiteral("scenario"), QJsonDocument::fromJson(core::scenarioToJson(option.scenario)).object() },
        });
    }
    const QJsonObject root { { QStringLiteral("format"), QString::fromLatin1(kFormat) },
        { QStringLiteral("version"), kVersion }, { QStringLiteral("options"), list } };
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

bool PinnedOptions::fromJson(const QByteArray &json)
{
    const QJsonObject root = QJsonDocument::fromJson(json).object();
    if (root.value(QStringLiteral("format")).toString() != QLatin1String(kFormat)
        || root.value(QStringLiteral("version")).toInt() != kVersion)
        return false;
    std::vector<PinnedOption> options;
    for (const QJsonValue &value : root.value(QStringLiteral("options")).toArray()) {
        const QJsonObject entry = value.toObject();
        const QString letter = entry.value(QStringLiteral("letter")).toString();
        core::Result<core::Scenario> scenario = core::scenarioFromJson(
            QJsonDocument(entry.value(QStringLiteral("scenario")).toObject()).toJson(QJsonDocument::Compact),
            "options");
        const QChar mark = letter.size() == 1 ? letter.at(0) : QChar();
        const bool known = mark.unicode() >= u'A' && mark.unicode() < u'A' + kMaxOptions
            && std::none_of(options.begin(), options.end(), [mark](const PinnedOption &o) { return o.letter == mark; });
        if (!scenario || !known || static_cast<int>(options.size()) >= kMaxOptions)
            return false;
        options.push_back({ scenario.value(), mark, entry.value(QStringLiteral("name")).toString().left(200) });
    }
    if (options != m_options) {
        m_options = std::move(options);
        emit changed();
    }
    return true;
}

bool PinnedOptions::save(const QString &path) const
{
    if (m_options.empty())
        return !QFileInfo::exists(path) || QFile::remove(path);
    if (const auto error = core::writeFileAtomically(path.toStdString(), toJson())) {
        core::logging::get("ui")->warn("cannot keep the pinned options: {}", core::describe(*error));
        return false;
    }
    return true;
}

bool PinnedOptions::load(const QString &path)
{
    if (!QFileInfo::exists(path))
        return true;
    const core::Result<std::string> text = core::readCappedFile(path.toStdString(), kMaxFileBytes);
    if (!text || !fromJson(QByteArray::fromStdString(text.value()))) {
        core::logging::get("ui")->warn("ignoring the saved options in {}", path.toStdString());
        return false;
    }
    return true;
}

QString PinnedOptions::sessionFile()
{
    return QFileInfo(appsettings::sessionFile()).absolutePath() + QStringLiteral("/options.json");
}

} // namespace gpusizer::ui
