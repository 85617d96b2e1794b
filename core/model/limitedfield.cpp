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

} // namespace gpusizer::core
