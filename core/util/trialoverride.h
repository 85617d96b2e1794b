#pragma once

namespace gpusizer::core {

// Fitted constants a fitting tool may try without rebuilding (tests/validation, leave one source
// out): while a TrialOverride<T> lives, activeOr<T>(shipped) returns its trial instead of the
// shipped constants. Not thread-safe; never used by the app.
template <class T>
class TrialOverride final
{
public:
    explicit TrialOverride(const T &trial) : m_previous(active()) { active() = &trial; }
    ~TrialOverride() { active() = m_previous; }
    TrialOverride(const TrialOverride &) = delete;
    TrialOverride &operator=(const TrialOverride &) = delete;

    static const T *&active()
    {
        static const T *trial = nullptr;
        return trial;
    }

private:
    const T *m_previous;
};

template <class T>
const T &activeOr(const T &shipped)
{
    const T *trial = TrialOverride<T>::active();
    return trial ? *trial : shipped;
}

} // namespace gpusizer::core
