#include "emptiedbytext.h"

namespace gpusizer::cli {

using namespace gpusizer::core;

std::string emptiedByText(CandidateFilter filter, const Scenario &s)
{
    const std::string &vendor = s.requirements.vendor;
    const std::string vendorGpu = vendor.empty() ? std::string("GPU") : vendor + " GPU";
    const std::string kind = s.requirements.onlyOffered ? "offered " : "catalog ";
    switch (filter) {
    case CandidateFilter::GpuList:
        return "No catalog GPU is among the GPU types asked for: nothing to recommend.";
    case CandidateFilter::Vendor:
        return "No catalog GPU is made by " + vendor + " (--vendor): nothing to recommend.";
    case CandidateFilter::Offered:
        return "Only what I sell (--only-offered): the price list offers no " + vendorGpu
            + ", so there is nothing to recommend. Mark what you sell as offered in the price list (--price-list), "
              "or drop --only-offered" + (vendor.empty() ? std::string(".") : std::string(" or --vendor."));
    case CandidateFilter::Precision:
        return "No " + kind + vendorGpu + " can train in " + std::string(toString(s.computeDtype))
            + ": none has tensor cores for that precision (--compute-dtype). Nothing to recommend.";
    case CandidateFilter::EngineFormats:
        return "The engine " + std::string(toString(s.serving.engine)) + " cannot run "
            + std::string(toString(s.weightDtype)) + " weights with a " + std::string(toString(s.serving.kvDtype))
            + " KV cache on any " + kind + vendorGpu + " (--engine, --weight-dtype, --kv-dtype). Nothing to recommend.";
    }
    return "No GPU type is left to try: nothing to recommend.";
}

} // namespace gpusizer::cli
