#pragma once

namespace gpusizer::ui {

// Runs a chart's label placement without recursing: a placement that changes an axis (a new
// range or tick count) has QtCharts lay the chart out at once, which emits plotAreaChanged and
// asks for another placement in the middle of this one. That request runs once this pass is
// done, against the layout as it is then (a few passes at most).
class PlacementPass final
{
public:
    template <typename Place>
    void run(Place &&place)
    {
        if (m_running) {
            m_again = true;
            return;
        }
        m_running = true;
        for (int pass = 0; pass < kMaxPasses; ++pass) {
            m_again = false;
            place();
            if (!m_again)
                break;
        }
        m_running = false;
    }

private:
    static constexpr int kMaxPasses = 4;
    bool m_running = false;
    bool m_again = false;
};

} // namespace gpusizer::ui
