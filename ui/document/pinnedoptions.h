#pragma once

#include "model/scenario.h"

#include <QByteArray>
#include <QChar>
#include <QObject>
#include <QString>

#include <vector>

namespace gpusizer::ui {

// One scenario the consultant pinned to compare with others ("Option A: 8 × H100 in 12 h").
struct PinnedOption {
    core::Scenario scenario;
    QChar letter; // A to D, given when pinned; names the option until it is renamed
    QString name; // the user's name; empty: "Option A"

    // The name as shown, translated at call time (the report calls it in its own language).
    QString displayName() const;
    bool operator==(const PinnedOption &) const = default;
};

// The options pinned in this session (two to four compare side by side in the window's
// Options table and on the report's "Options compared" page). They belong to the session, not
// to a scenario file: opening another file or starting a new scenario keeps them, so options
// from different files compare, and the window keeps them for the next start in a file of its
// own (sessionFile()), beside the last scenario.
class PinnedOptions final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PinnedOptions)
public:
    static constexpr int kMaxOptions = 4; // the most one report page compares
    static constexpr int kMinCompared = 2; // fewer compare nothing (no report page)

    enum class PinResult { Pinned, Full, AlreadyPinned };

    explicit PinnedOptions(QObject *parent = nullptr);
    ~PinnedOptions() override;

    const std::vector<PinnedOption> &options() const { return m_options; }
    int count() const { return static_cast<int>(m_options.size()); }
    // The option pinned with exactly this scenario, or -1.
    int indexOf(const core::Scenario &scenario) const;

    // Pins `scenario` under the first free letter. Refused (nothing changes) when kMaxOptions
    // are pinned or the same scenario is pinned already.
    PinResult pin(const core::Scenario &scenario);
    bool unpin(int index);
    // An empty (or blank) name goes back to "Option A".
    bool rename(int index, const QString &name);
    void clear();
    // The sentence that says why pin() refused (translated); empty for Pinned.
    QString refusalText(PinResult result, const core::Scenario &scenario) const;

    // The options as JSON (each scenario as a scenario file writes it) and back; fromJson
    // replaces the options and returns false (keeping them) when `json` is not such a list.
    QByteArray toJson() const;
    bool fromJson(const QByteArray &json);
    // Writes them to `path` (removes it when none are pinned) / reads them when it exists.
    bool save(const QString &path) const;
    bool load(const QString &path);
    // The window's file for them: beside the last session's scenario.
    static QString sessionFile();

signals:
    void changed();

private:
    std::vector<PinnedOption> m_options;
};

} // namespace gpusizer::ui
