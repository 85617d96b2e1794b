#include "text/provenancetext.h"

#include "text/intervaltext.h"

#include <QCoreApplication>

namespace gpusizer::ui {

// The translation context of every text here.
class ProvenanceText final
{
    Q_DECLARE_TR_FUNCTIONS(gpusizer::ui::ProvenanceText)
};

namespace {

QString runs(int count)
{
    return ProvenanceText::tr("%Ln run(s)", "measured runs of quality A or B", count);
}

QString sources(int count)
{
    return ProvenanceText::tr("%Ln source(s)", "distinct repositories or documents the measured runs come from", count);
}

} // namespace

QString regimeDescription(core::Method regime)
{
    switch (regime) {
    case core::Method::Pretrain:
        return ProvenanceText::tr("pre-training", "kind of measured runs");
    case core::Method::Full:
        return ProvenanceText::tr("full fine-tuning", "kind of measured runs");
    case core::Method::LoRA:
        return ProvenanceText::tr("LoRA fine-tuning", "kind of measured runs");
    case core::Method::QLoRA:
        return ProvenanceText::tr("QLoRA fine-tuning", "kind of measured runs");
    case core::Method::Inference:
        return ProvenanceText::tr("inference and serving", "kind of measured runs");
    }
    return {};
}

QString provenanceText(const core::Provenance &p)
{
    const QString family = gpuFamilyName(p.family);
    const QString regime = regimeDescription(p.regime);
    if (p.measured())
        return ProvenanceText::tr("measured on %1 from %2 (%3, %4)",
            "%1 runs, %2 sources, %3 the GPU family (Hopper), %4 the kind of run (QLoRA fine-tuning)")
            .arg(runs(p.rows.runs), sources(p.rows.sources), family, regime);
    return ProvenanceText::tr("modelled, not measured on this family (%1, %2)",
        "%1 the GPU family (Hopper), %2 the kind of run (QLoRA fine-tuning)")
        .arg(family, regime);
}

QString provenanceShortText(const core::Provenance &p)
{
    if (p.measured())
        return ProvenanceText::tr("measured on %1 from %2", "%1 runs, %2 sources")
            .arg(runs(p.rows.runs), sources(p.rows.sources));
    return ProvenanceText::tr("modelled, not measured on this family");
}

QString provenanceShortestText(const core::Provenance &p)
{
    if (p.measured())
        return ProvenanceText::tr("%Ln run(s) measured", "shortest form of the status bar", p.rows.runs);
    return ProvenanceText::tr("modelled only", "shortest form of the status bar: no measured run");
}

QString provenanceSentence(const core::Provenance &p)
{
    const QString family = gpuFamilyName(p.family);
    const QString regime = regimeDescription(p.regime);
    if (p.measured())
        return ProvenanceText::tr("Measured: %1 of quality A or B of %2 on the %3 family, from %4.",
            "%1 runs, %2 the kind of run (QLoRA fine-tuning), %3 the GPU family (Hopper), %4 sources")
            .arg(runs(p.rows.runs), regime, family, sources(p.rows.sources));
    return ProvenanceText::tr("Modelled, not measured on this family: no run of %1 on the %2 family was measured, "
                              "so the interval is the wider one.",
        "%1 the kind of run (QLoRA fine-tuning), %2 the GPU family (Hopper)")
        .arg(regime, family);
}

} // namespace gpusizer::ui
