#pragma once

#include "report/reportinfo.h"

#include "analysis/analysis.h"
#include "text/configurationrows.h"

#include <QString>

#include <vector>

namespace gpusizer::ui {

class ReportBuilder;

// The app lists every fitting configuration and change; the report the best few.
inline constexpr int kReportListRows = 8;

// What every section of the report reads from.
struct ReportContext {
    const core::Analysis &analysis;
    const ReportInfo &info;
    std::vector<ConfigurationRow> configurations; // ranked, best first
};

// The sections in reading order (each appends its blocks; a section with nothing to say adds
// nothing). All text is translated at call time: call them inside a ScopedReportLanguage.
void addCoverSection(ReportBuilder &builder, const ReportContext &context);
void addSummarySection(ReportBuilder &builder, const ReportContext &context);
void addInputsSection(ReportBuilder &builder, const ReportContext &context);
// Inference: throughput, latency, limit and cost of the deployment serving the load; nothing
// for training.
void addServingSection(ReportBuilder &builder, const ReportContext &context);
void addMemorySection(ReportBuilder &builder, const ReportContext &context);
void addMethodsSection(ReportBuilder &builder, const ReportContext &context);
void addConfigurationsSection(ReportBuilder &builder, const ReportContext &context);
void addTimeCostSection(ReportBuilder &builder, const ReportContext &context);
// What moves the answer (issue #29): the tornado of ReportInfo::sensitivity with a caption
// naming the largest swing; nothing without one.
void addSensitivitySection(ReportBuilder &builder, const ReportContext &context);
// Owning the quoted systems over the scenario's years, term by term, against renting the same
// hours; nothing without a purchase price.
void addOwnershipSection(ReportBuilder &builder, const ReportContext &context);
// The quote: line items, subtotal, VAT, total, quote number, validity and acceptance; nothing
// without a purchase price.
void addQuoteSection(ReportBuilder &builder, const ReportContext &context);
void addFitSection(ReportBuilder &builder, const ReportContext &context);
void addAssumptionsSection(ReportBuilder &builder, const ReportContext &context);
void addAccuracySection(ReportBuilder &builder, const ReportContext &context);
void addSourcesSection(ReportBuilder &builder, const ReportContext &context);
// Inference: the command that starts one replica of the deployment, how many to start and what
// it leaves to be done by hand (issue #26); nothing for training or an engine with no command.
void addLaunchSection(ReportBuilder &builder, const ReportContext &context);

// The one-paragraph answer in plain words: what fits on what, how long it takes, what it costs
// (inference: what the weights take, what the KV pool holds, throughput, latency and cost).
QString summaryText(const ReportContext &context);

// The serving answer of an inference report; nullptr for training (the sections that differ
// for inference ask this, so a training report stays as it was).
const core::ServingEstimate *servingEstimate(const core::Analysis &analysis);
// Inference, shared by the sections (reportserving.cpp): the replicas in words ("tensor parallel
// 2, 3 replicas") and the latency targets in words (empty without targets).
QString servingReplicaText(const core::Scenario &s, const core::ServingEstimate &e);
QString servingTargetsText(const core::ServingSettings &load);
// A serving configuration whose weights and workspace leave room for the KV cache.
bool servingFits(const ConfigurationRow &row);
// Inference whose weights do not fit a replica: what would make them fit, for the fit section.
void addServingFit(ReportBuilder &builder, const ReportContext &context);

} // namespace gpusizer::ui
