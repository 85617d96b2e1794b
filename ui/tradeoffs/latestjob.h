#pragma once

#include <QFuture>
#include <QFutureWatcher>
#include <QObject>
#include <QtConcurrent/QtConcurrentRun>

#include <functional>
#include <optional>
#include <utility>

namespace gpusizer::ui {

// A computation off the UI thread of which only the latest request counts (the Pareto sweep:
// 180 ms of a 70B scenario in Debug, thousands of estimates). One runs at a time; a request
// made while one runs waits for it and replaces any request waiting before it, so a drag that
// settles twice computes at most twice. `done` gets each result on the UI thread, with the
// request it belongs to. The work must own all it reads (it gets copies: a scenario, a
// catalog). A destroyed job leaves a running computation to finish on the pool and drops its
// result.
template<typename Request, typename Result> class LatestJob final
{
public:
    using Work = std::function<Result(const Request &)>;
    using Done = std::function<void(const Request &, Result)>;

    LatestJob(QObject *context, Work work, Done done)
        : m_work(std::move(work))
        , m_done(std::move(done))
    {
        m_watcher.setParent(context);
        QObject::connect(&m_watcher, &QFutureWatcherBase::finished, context, [this] { finished(); });
    }
    ~LatestJob() { m_watcher.disconnect(); }
    LatestJob(const LatestJob &) = delete;
    LatestJob &operator=(const LatestJob &) = delete;

    // Computes `request` now, or after the running one.
    void request(Request request)
    {
        if (m_running) {
            m_waiting = std::move(request);
            return;
        }
        start(std::move(request));
    }
    bool busy() const { return m_running.has_value() || m_waiting.has_value(); }
    // Waits for the running computation and the one waiting, delivering both (tests, the
    // benchmark, screenshots).
    void finish()
    {
        while (m_running) {
            m_watcher.waitForFinished();
            finished();
        }
    }

private:
    void start(Request request)
    {
        m_running = std::move(request);
        const Request copy = *m_running;
        const Work work = m_work;
        m_watcher.setFuture(QtConcurrent::run([work, copy] { return work(copy); }));
    }
    void finished()
    {
        // finish() may have delivered this result already before the signal came.
        if (!m_running || !m_watcher.isFinished() || m_watcher.future().resultCount() == 0)
            return;
        Request done = std::move(*m_running);
        m_running.reset();
        Result result = m_watcher.future().takeResult();
        if (m_waiting) {
            Request next = std::move(*m_waiting);
            m_waiting.reset();
            start(std::move(next));
        }
        m_done(done, std::move(result));
    }

    Work m_work;
    Done m_done;
    QFutureWatcher<Result> m_watcher;
    std::optional<Request> m_running;
    std::optional<Request> m_waiting;
};

} // namespace gpusizer::ui
