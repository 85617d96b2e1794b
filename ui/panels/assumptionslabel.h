#pragma once

#include "widgets/livelabel.h"

namespace gpusizer::core {
struct Analysis;
}

namespace gpusizer::ui {

// Status-bar text saying what the numbers assume: the model FLOPs utilisation, the overheads
// included and what "memory" means (device used, as nvidia-smi shows it, CUDA context included).
// Elided when the window is narrow; the tooltip has the whole text.
class AssumptionsLabel final : public LiveLabel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AssumptionsLabel)
public:
    explicit AssumptionsLabel(QWidget *parent = nullptr);

    void setAnalysis(const core::Analysis &analysis);

protected:
    void changeEvent(QEvent *event) override;

private:
    void updateText();

    bool m_valid = false;
    bool m_training = true;
    double m_mfu = 0;
    double m_contextBytes = 0;
    double m_reserveBytes = 0;
    QString m_priceDate;
};

} // namespace gpusizer::ui
