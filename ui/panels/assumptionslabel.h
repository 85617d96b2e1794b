#pragma once

#include "model/provenance.h"
#include "widgets/livelabel.h"

#include <QStringList>

namespace gpusizer::core {
struct Analysis;
}

namespace gpusizer::ui {

// Status-bar text saying what the numbers assume: the model FLOPs utilisation, the overheads
// included, what "memory" means (device used, as nvidia-smi shows it, CUDA context included) and
// the measured runs behind the figures, or that they are modelled only (Interval::provenance).
// A shorter form where the window is narrow (1280 × 720, German), with every figure still in it;
// the tooltip has the whole text.
class AssumptionsLabel final : public LiveLabel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AssumptionsLabel)
public:
    explicit AssumptionsLabel(QWidget *parent = nullptr);

    void setAnalysis(const core::Analysis &analysis);

    // The whole text, whichever form shows.
    QString fullText() const { return m_forms.isEmpty() ? QString() : m_forms.front(); }

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void updateText();
    // Shows the longest form that fits the width (the whole text while hidden).
    void showFittingForm();

    QStringList m_forms;   // the whole text first, then shorter ones
    bool m_valid = false;
    bool m_training = true;
    double m_mfu = 0;
    double m_contextBytes = 0;
    double m_reserveBytes = 0;
    QString m_priceDate;
    core::Provenance m_provenance;
};

} // namespace gpusizer::ui
