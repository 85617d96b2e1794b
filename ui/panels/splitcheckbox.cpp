#include "panels/splitcheckbox.h"

#include "model/scenario.h"
#include "settings/appsettings.h"

namespace gpusizer::ui {

SplitCheckBox::SplitCheckBox(QWidget *parent)
    : QCheckBox(parent)
{
    setObjectName(QStringLiteral("splitPrefillDecode"));
    setChecked(appsettings::recommendDisaggregate().get());
    connect(this, &QCheckBox::toggled, this, [](bool on) { appsettings::recommendDisaggregate().set(on); });
    setVisible(false); // until an inference question comes
    retranslateUi();
}

void SplitCheckBox::setQuestion(const core::Scenario &scenario)
{
    const bool inference = scenario.method == core::Method::Inference;
    // The split is two queues of a stream of requests: an offline job or one static batch is
    // not what it models (core::validateDisaggregation refuses them).
    const bool stream
        = scenario.serving.load == core::LoadKind::Concurrency || scenario.serving.load == core::LoadKind::RequestRate;
    if (isHidden() == inference)
        setVisible(inference);
    if (stream != m_streamOfRequests) {
        m_streamOfRequests = stream;
        setEnabled(stream);
        retranslateUi();
    }
}

void SplitCheckBox::retranslateUi()
{
    setText(tr("Split prefill and decode"));
    // Lines of their own: a plain-text tooltip does not wrap.
    const QString what = tr("Also rank deployments that prefill the prompts on workers of their own\n"
                            "and hand each prompt's KV cache to separate decode workers\n"
                            "(xPyD: x prefill and y decode workers, each with its own tensor parallelism).\n"
                            "Time to first token: the prefill queue and the hand-over;\n"
                            "time per output token: the decode workers alone.");
    const QString needs = tr("Needs a load of users or requests per second, not an offline job.");
    setToolTip(m_streamOfRequests ? what + QLatin1Char('\n') + needs : needs + QLatin1Char('\n') + what);
    setAccessibleName(tr("Split prefill and decode"));
}

} // namespace gpusizer::ui
