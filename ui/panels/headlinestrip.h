#pragma once

#include "estimate/fitpolicy.h"
#include "estimate/guardrails.h"
#include "estimate/serving/servingestimate.h"
#include "model/provenance.h"
#include "model/serving.h"

#include <optional>

#include <QFrame>


namespace gpusizer::core {
struct Analysis;
}

namespace gpusizer::ui {

class LiveLabel;

// The answer in large type across the top of the window:
// "✔ Fits on 2 × H100 80 GB · 61 % used · 38 h · $2,400 (rent)", or, when it does not fit,
// by how much and which configuration does.
class HeadlineStrip final : public QFrame
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HeadlineStrip)
public:
    explicit HeadlineStrip(QWidget *parent = nullptr);

    void setAnalysis(const core::Analysis &analysis);

    QString text() const;        // the headline as shown
    QString detailText() const;  // the smaller second line
    // A third line when the sequence passes the context window or the estimate breaks a guard
    // rail (core::GuardRails), else empty.
    QString warningText() const;
    core::FitVerdict verdict() const { return m_verdict; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void updateTexts();
    void composeTexts();
    void applyColours();
    QColor tint() const;

    LiveLabel *m_headline = nullptr;
    LiveLabel *m_detail = nullptr;
    LiveLabel *m_warning = nullptr;

    bool m_valid = false;
    core::FitVerdict m_verdict = core::FitVerdict::DoesNotFit;
    double m_safetyMargin = 0;
    int m_gpus = 1;
    QString m_gpuName;
    double m_requiredBytes = 0;
    // The ~80 % interval of m_requiredBytes (Analysis::interval); 0, 0: none to show.
    double m_requiredLowBytes = 0;
    double m_requiredHighBytes = 0;
    double m_coverage = 0.8;
    bool m_calibrated = true;
    core::Provenance m_provenance;   // the measured runs behind the interval (its tooltip)
    double m_capacityBytes = 0;
    double m_wallSeconds = 0;
    double m_rentTotal = 0;
    double m_ownTotal = 0;
    bool m_training = true;
    std::string m_currency = "USD";
    QString m_alternative;       // first fitting configuration from the recommendations
    // Inference: the serving answer and the load it is for.
    std::optional<core::ServingEstimate> m_serving;
    core::ServingSettings m_servingSettings;
    int m_tp = 1;
    // The sequence passes the model's context window (0: it does not).
    qint64 m_beyondWindowTokens = 0;
    int m_contextWindow = 0;
    // The figures no real run reaches that the estimate implies (Analysis::guardRails).
    core::GuardRails m_guardRails;

    void updateServingTexts();
    void updateWarningText();
    // "34.7 GiB (31–38)": the required memory and its interval, never wrapped.
    QString requiredText() const;
};

} // namespace gpusizer::ui
