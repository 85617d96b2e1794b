#pragma once

#include <QCheckBox>

namespace gpusizer::core {
struct Scenario;
}

namespace gpusizer::ui {

// "Split prefill and decode" in the recommendation panel (issue #30 point 2): checked, the serving
// sweep also tries deployments whose prefill and decode workers are pools of their own
// (core::RecommendOptions::disaggregate), ranked among the colocated ones. Shown for inference
// only; greyed with the reason for an offline job or a static batch, which the split does not
// model. A preference like the window's palette, not part of the scenario: remembered between
// sessions (appsettings::recommendDisaggregate), as gpu-sizer-cli's `recommend --disaggregate` is
// a flag of the command, not of the scenario file.
class SplitCheckBox final : public QCheckBox
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SplitCheckBox)
public:
    explicit SplitCheckBox(QWidget *parent = nullptr);

    // Shown for an inference question, enabled where its load is a stream of requests.
    void setQuestion(const core::Scenario &scenario);
    void retranslateUi();

private:
    bool m_streamOfRequests = true;
};

} // namespace gpusizer::ui
