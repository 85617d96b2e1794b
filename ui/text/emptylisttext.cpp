#include "text/emptylisttext.h"
#include "util/qstringfromutf8.h"

#include "text/enumtext.h"

#include <QCoreApplication>

namespace gpusizer::ui {

using core::toQString;

namespace {

struct EmptyListText {
    Q_DECLARE_TR_FUNCTIONS(EmptyListText)
};

QString filterText(core::CandidateFilter filter, const core::Scenario &s)
{
    const QString vendor = QString::fromStdString(s.requirements.vendor);
    switch (filter) {
    case core::CandidateFilter::GpuList:
        return EmptyListText::tr("No GPU of the types asked for is in the catalog.");
    case core::CandidateFilter::Vendor:
        return EmptyListText::tr("The catalog has no GPU made by %1.").arg(vendor);
    case core::CandidateFilter::Offered:
        return vendor.isEmpty()
            ? EmptyListText::tr("Only what I sell: the price list offers no GPU. Mark what you sell as offered in the "
                                "price list, or clear \u201cOnly what I sell\u201d.")
            : EmptyListText::tr("Only what I sell: the price list offers no %1 GPU. Mark what you sell as offered in "
                                "the price list, or clear \u201cOnly what I sell\u201d or the vendor.")
                  .arg(vendor);
    case core::CandidateFilter::Precision:
        return EmptyListText::tr("No GPU left to try has tensor cores for training in %1.")
            .arg(toQString(core::toString(s.computeDtype)));
    case core::CandidateFilter::EngineFormats:
        return EmptyListText::tr("%1 cannot run these weight and KV-cache formats on any GPU left to try.")
            .arg(enumtext::servingEngine(s.serving.engine));
    }
    return {};
}

} // namespace

QString emptyRecommendationText(std::optional<core::CandidateFilter> emptiedBy, const core::Scenario &s)
{
    if (emptiedBy)
        return filterText(*emptiedBy, s);
    return s.method == core::Method::Inference
        ? EmptyListText::tr("No catalog GPU and count serves this load within its targets.")
        : EmptyListText::tr("No catalog GPU and count fits this scenario.");
}

} // namespace gpusizer::ui
