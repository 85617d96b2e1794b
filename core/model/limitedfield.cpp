#include "model/limitedfield.h"

namespace gpusizer::core {

bool setLimitedField(Scenario &s, Limited field, double v)
{
    const auto whole = [v] { return static_cast<int>(v); };
    switch (field) {
    case Limited::SeqLen: s.seqLen = whole(); return true;
    case Limited::MicroBatch: s.microBatch = whole(); return true;
    case Limited::GradAccum: s.gradAccum = whole(); return true;
    case Limited::LoraRank: s.lora.rank = whole(); return true;
    case Limited::LoraAlpha: s.lora.alpha = v; return true;
    case Limited::Gpus: s.parallel.gpus = whole(); return true;
    case Limited::GpusPerNode: s.parallel.gpusPerNode = whole(); return true;
    case Limited::Tp: s.parallel.tp = whole(); return true;
    case Limited::Pp: s.parallel.pp = whole(); return true;
    case Limited::Cp: s.parallel.cp = whole(); return true;
    case Limited::Ep: s.parallel.ep = whole(); return true;
    case Limited::InterNodeBandwidth: s.interNodeBandwidthGBs = v; return true;
    case Limited::DatasetTokens: s.workload.datasetTokens = v; return true;
    case Limited::Epochs: s.workload.epochs = v; return true;
    case Limited::PromptLen: s.workload.promptLen = whole(); return true;
    case Limited::KvCacheLen: s.workload.kvCacheLen = whole(); return true;
    case Limited::InputLen:
        s.serving.inputLen = whole();
        s.workload.promptLen = whole();
        return true;
    case Limited::OutputLen:
        s.serving.outputLen = whole();
        s.seqLen = whole();
        return true;
    case Limited::Concurrency:
        s.serving.load = LoadKind::Concurrency;
        s.serving.concurrency = whole();
        return true;
    case Limited::RequestRate:
        s.serving.load = LoadKind::RequestRate;
        s.serving.requestsPerSecond = v;
        return true;
    case Limited::OfflineRequests:
        s.serving.load = LoadKind::Offline;
        s.serving.offlineRequests = whole();
        return true;
    case Limited::PrefixCacheHit: s.serving.prefixCacheHit = v; return true;
    case Limited::Replicas: s.serving.replicas = whole(); return true;
    case Limited::AverageLoadShare: s.serving.averageLoadShare = v; return true;
    case Limited::TtftTarget: s.serving.ttftTargetMs = v; return true;
    case Limited::TpotTarget: s.serving.tpotTargetMs = v; return true;
    case Limited::SpecTokens: s.serving.speculative.draftTokens = whole(); return true;
    case Limited::AcceptanceLength: s.serving.speculative.acceptanceLength = v; return true;
    case Limited::PrefillReplicas: s.serving.disaggregation.prefillReplicas = whole(); return true;
    case Limited::PrefillTp: s.serving.disaggregation.prefillTp = whole(); return true;
    case Limited::DecodeReplicas: s.serving.disaggregation.decodeReplicas = whole(); return true;
    case Limited::DecodeTp: s.serving.disaggregation.decodeTp = whole(); return true;
    case Limited::RentPerGpuHour:
    case Limited::PurchasePerGpu: return false;
    case Limited::LifetimeYears: s.prices.lifetimeYears = v; return true;
    case Limited::PowerPrice: s.prices.powerPricePerKwh = v; return true;
    case Limited::Pue: s.prices.pue = v; return true;
    case Limited::HostingPerKwMonth: s.prices.hostingPerKwMonth = v; return true;
    case Limited::UsageHoursPerYear: s.prices.usageHoursPerYear = v; return true;
    case Limited::Utilisation: s.prices.utilisation = v; return true;
    case Limited::RackKw: s.prices.rackKw = v; return true;
    case Limited::ResidualPercent: s.prices.residualPercent = v; return true;
    case Limited::InterestPercent: s.prices.interestPercent = v; return true;
    case Limited::SupportPercent: s.prices.supportPercent = v; return true;
    case Limited::LicencePerGpuYear: s.prices.licencePerGpuYear = v; return true;
    case Limited::DeadlineHours: s.requirements.deadlineHours = v; return true;
    case Limited::Budget: s.requirements.budget = v; return true;
    }
    return false;
}

std::optional<double> limitedFieldValue(const Scenario &s, Limited field)
{
    switch (field) {
    case Limited::SeqLen: return s.seqLen;
    case Limited::MicroBatch: return s.microBatch;
    case Limited::GradAccum: return s.gradAccum;
    case Limited::LoraRank: return s.lora.rank;
    case Limited::LoraAlpha: return s.lora.alpha;
    case Limited::Gpus: return s.parallel.gpus;
    case Limited::GpusPerNode: return s.parallel.gpusPerNode;
    case Limited::Tp: return s.parallel.tp;
    case Limited::Pp: return s.parallel.pp;
    case Limited::Cp: return s.parallel.cp;
    case Limited::Ep: return s.parallel.ep;
    case Limited::InterNodeBandwidth: return s.interNodeBandwidthGBs;
    case Limited::DatasetTokens: return s.workload.datasetTokens;
    case Limited::Epochs: return s.workload.epochs;
    case Limited::PromptLen: return s.workload.promptLen;
    case Limited::KvCacheLen: return s.workload.kvCacheLen;
    case Limited::InputLen: return s.serving.inputLen;
    case Limited::OutputLen: return s.serving.outputLen;
    case Limited::Concurrency: return s.serving.concurrency;
    case Limited::RequestRate: return s.serving.requestsPerSecond;
    case Limited::OfflineRequests: return s.serving.offlineRequests;
    case Limited::PrefixCacheHit: return s.serving.prefixCacheHit;
    case Limited::Replicas: return s.serving.replicas;
    case Limited::AverageLoadShare: return s.serving.averageLoadShare;
    case Limited::TtftTarget: return s.serving.ttftTargetMs;
    case Limited::TpotTarget: return s.serving.tpotTargetMs;
    case Limited::SpecTokens: return s.serving.speculative.draftTokens;
    case Limited::AcceptanceLength: return s.serving.speculative.acceptanceLength;
    case Limited::PrefillReplicas: return s.serving.disaggregation.prefillReplicas;
    case Limited::PrefillTp: return s.serving.disaggregation.prefillTp;
    case Limited::DecodeReplicas: return s.serving.disaggregation.decodeReplicas;
    case Limited::DecodeTp: return s.serving.disaggregation.decodeTp;
    case Limited::RentPerGpuHour:
    case Limited::PurchasePerGpu: return std::nullopt;
    case Limited::LifetimeYears: return s.prices.lifetimeYears;
    case Limited::PowerPrice: return s.prices.powerPricePerKwh;
    case Limited::Pue: return s.prices.pue;
    case Limited::HostingPerKwMonth: return s.prices.hostingPerKwMonth;
    case Limited::UsageHoursPerYear: return usageHoursPerYear(s);
    case Limited::Utilisation: return s.prices.utilisation;
    case Limited::RackKw: return s.prices.rackKw;
    case Limited::ResidualPercent: return s.prices.residualPercent;
    case Limited::InterestPercent: return s.prices.interestPercent;
    case Limited::SupportPercent: return s.prices.supportPercent;
    case Limited::LicencePerGpuYear: return s.prices.licencePerGpuYear;
    case Limited::DeadlineHours: return s.requirements.deadlineHours;
    case Limited::Budget: return s.requirements.budget;
    }
    return std::nullopt;
}

} // namespace gpusizer::core
