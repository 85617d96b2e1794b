#pragma once

#include "analysis/analysis.h"
#include "catalog/gpucatalog.h"
#include "document/scenariodocument.h"
#include "tradeoffs/latestjob.h"

#include <QEvent>
#include <QObject>
#include <QTimer>
#include <QWidget>

#include <functional>
#include <optional>
#include <utility>

namespace gpusizer::ui {

// The background computation of a trade-off tab (the Pareto sweep, the sensitivity): of the
// document's scenario as the view's key has it (the scenario and what the tab's controls
// chose), only while the tab is shown, once the document's changes pause (an analysis the view
// calls ready, and kSettleMs more without a change), the latest request only (LatestJob). It
// follows the document for the view: `follow` gets every analysis while the tab is shown, and
// the latest one missed as it is shown again. The result shown is current while its key is the
// view's key now and no other GPU catalog came since.
template<typename Key, typename Result> class SettledJob final : public QObject
{
public:
    struct Hooks {
        std::function<Key()> key; // the view's key now
        std::function<bool(const core::Analysis &)> ready; // a computation may follow this analysis
        std::function<Result(const Key &, const core::GpuCatalog &)> work; // off the UI thread, on copies
        std::function<void(const core::Analysis &)> follow; // the view follows an analysis
        std::function<void(Result)> shown; // a result came; shownKey() is its key
    };

    SettledJob(QWidget *view, ScenarioDocument *document, Hooks hooks)
        : m_view(view)
        , m_document(document)
        , m_hooks(std::move(hooks))
        , m_settle(new QTimer(this))
        , m_job(
              this, [work = m_hooks.work](const Request &r) { return work(r.stamp.key, r.catalog); },
              [this](const Request &r, Result result) { done(r, std::move(result)); })
    {
        m_settle->setSingleShot(true);
        m_settle->setInterval(ScenarioDocument::kSettleMs);
        QObject::connect(m_settle, &QTimer::timeout, this, [this] { request(); });
        QObject::connect(document, &ScenarioDocument::analysisChanged, this,
            [this](const core::Analysis &analysis) { followAnalysis(analysis); });
        QObject::connect(document, &ScenarioDocument::gpuCatalogChanged, this, [this] { ++m_catalogGeneration; });
        view->installEventFilter(this);
    }

    // Whether the result shown is of the view's key now.
    bool isCurrent() const { return m_shown && *m_shown == stampNow(); }
    // The key of the result shown (null before the first came, or after forget()).
    const Key *shownKey() const { return m_shown ? &m_shown->key : nullptr; }
    // The result shown no longer stands for the document (a sweep of the other family).
    void forget() { m_shown.reset(); }
    // Computes the view's key now, unless it is shown or being computed already; a change while
    // the tab is hidden waits for it to be shown.
    void request()
    {
        if (!m_view->isVisible()) {
            m_pending = true;
            return;
        }
        if (!m_hooks.ready(m_document->analysis()))
            return;
        const Stamp stamp = stampNow();
        if ((m_shown && *m_shown == stamp) || (m_requested && *m_requested == stamp && m_job.busy()))
            return;
        m_requested = stamp;
        m_job.request({ stamp, m_document->gpuCatalog() });
    }
    // Computes the document's scenario now and shows it, if the tab is shown (tests, the
    // benchmark, screenshots).
    void finish()
    {
        if (!m_view->isVisible())
            return;
        m_document->flush();
        request();
        m_job.finish();
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == m_view && event->type() == QEvent::Show && m_pending)
            followAnalysis(m_document->analysis());
        return QObject::eventFilter(watched, event);
    }

private:
    // The key with the catalog it was computed on, counted by its generation.
    struct Stamp {
        Key key;
        int catalogGeneration = 0;
        bool operator==(const Stamp &) const = default;
    };
    struct Request {
        Stamp stamp;
        core::GpuCatalog catalog;
    };

    Stamp stampNow() const { return { m_hooks.key(), m_catalogGeneration }; }
    void followAnalysis(const core::Analysis &analysis)
    {
        if (!m_view->isVisible()) {
            m_pending = true;
            return;
        }
        m_pending = false;
        // Once the changes pause: the document's full analysis, and no change for kSettleMs more
        // (the first tick of a drag gets a full analysis too; its computation would take a core
        // from the ticks that follow).
        if (m_hooks.ready(analysis))
            m_settle->start();
        else
            m_settle->stop();
        m_hooks.follow(analysis);
    }
    void done(const Request &request, Result result)
    {
        m_shown = request.stamp;
        m_hooks.shown(std::move(result));
    }

    QWidget *m_view;
    ScenarioDocument *m_document;
    Hooks m_hooks;
    QTimer *m_settle;
    std::optional<Stamp> m_shown; // what the result shown was computed from
    std::optional<Stamp> m_requested; // the latest request sent to the job
    int m_catalogGeneration = 0;
    bool m_pending = true; // a change came while the tab was hidden
    LatestJob<Request, Result> m_job;
};

} // namespace gpusizer::ui
