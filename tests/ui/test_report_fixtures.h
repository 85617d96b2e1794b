#pragma once

// Scenarios, PDF tools and text normalisation shared by the report tests (the scenarios also by
// the tests of the tabs beside the charts).
#include "catalog/gpucatalog.h"
#include "catalog/modelcatalog.h"
#include "analysis/analysis.h"
#include "report/reportinfo.h"

#include <QDate>
#include <QProcess>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <utility>
#include <vector>

namespace reporttest {

using namespace gpusizer;

// Llama 3.1 70B with QLoRA on one H100 SXM 80 GB (the first example scenario).
inline core::Scenario qloraScenario()
{
    core::Scenario s;
    s.model = *core::ModelCatalog::builtIn().find("llama-3.1-70b");
    s.method = core::Method::QLoRA;
    s.weightDtype = core::DType::NF4;
    s.computeDtype = core::DType::BF16;
    s.optimizer = core::Optimizer::PagedAdamW8bit;
    s.seqLen = 2048;
    s.microBatch = 1;
    s.gradAccum = 16;
    s.checkpointing = core::Checkpointing::Full;
    s.gpuId = "h100-sxm";
    s.parallel.gpus = 1;
    s.workload.datasetTokens = 20e6;
    s.workload.epochs = 2;
    return s;
}

// The same model fully fine-tuned on one GPU: far beyond 80 GB.
inline core::Scenario tooLargeScenario()
{
    core::Scenario s = qloraScenario();
    s.method = core::Method::Full;
    s.weightDtype = core::DType::BF16;
    s.optimizer = core::Optimizer::AdamW;
    return s;
}

// The 70B pre-training run of issue #16: Llama 3 70B from scratch on 2T tokens of 8,192-token
// sequences, on 64 H100 SXM (8 nodes) with FSDP and full activation checkpointing.
inline core::Scenario pretrain70bScenario()
{
    core::Scenario s;
    s.model = *core::ModelCatalog::builtIn().find("llama-3-70b");
    s.method = core::Method::Pretrain;
    s.weightDtype = core::DType::BF16;
    s.computeDtype = core::DType::BF16;
    s.optimizer = core::Optimizer::AdamW;
    s.seqLen = 8192;
    s.microBatch = 1;
    s.gradAccum = 16;
    s.checkpointing = core::Checkpointing::Full;
    s.attention = core::AttentionKernel::Flash;
    s.gpuId = "h100-sxm";
    s.parallel.gpus = 64;
    s.parallel.gpusPerNode = 8;
    s.parallel.sharding = core::Sharding::FSDP;
    s.workload.datasetTokens = 2e12;
    s.workload.epochs = 1;
    return s;
}

// Llama 3.1 8B served by vLLM to 64 concurrent users (1,000 tokens in, 300 out) on one H100 SXM.
inline core::Scenario servingScenario()
{
    core::Scenario s;
    s.model = *core::ModelCatalog::builtIn().find("llama-3.1-8b");
    s.method = core::Method::Inference;
    s.weightDtype = core::DType::BF16;
    s.computeDtype = core::DType::BF16;
    s.optimizer = core::Optimizer::None;
    s.gpuId = "h100-sxm";
    s.parallel.gpus = 1;
    s.serving.engine = core::ServingEngine::VLLM;
    s.serving.load = core::LoadKind::Concurrency;
    s.serving.concurrency = 64;
    s.serving.inputLen = 1000;
    s.serving.outputLen = 300;
    return s;
}

inline core::Analysis analysisOf(const core::Scenario &s)
{
    return core::analyse(s, core::GpuCatalog::builtIn());
}

// Runs a poppler tool; returns its standard output (UTF-8).
inline QString runTool(const QString &program, const QStringList &arguments)
{
    QProcess process;
    process.start(program, arguments);
    process.waitForFinished(30000);
    return QString::fromUtf8(process.readAllStandardOutput());
}

// Every run of white space (line breaks, no-break spaces) as one plain space.
inline QString normalised(QString text)
{
    text.replace(QChar(0x00A0), QLatin1Char(' '));
    text.replace(QChar(0x202F), QLatin1Char(' '));
    return text.replace(QRegularExpression(QStringLiteral("\\s+")), QStringLiteral(" ")).trimmed();
}

inline QString pdfText(const QString &path)
{
    return normalised(runTool(
        QStringLiteral("pdftotext"), { QStringLiteral("-enc"), QStringLiteral("UTF-8"), path, QStringLiteral("-") }));
}

// The cover fields of the report tests: a customer, a consultant, a fixed date.
inline ui::ReportInfo infoFor(const QString &language, ui::ReportPaper paper = ui::ReportPaper::A4)
{
    ui::ReportInfo info;
    info.customer = QStringLiteral("Nordlys Analyse AS");
    info.project = QStringLiteral("Kundeservice-assistent");
    info.consultantName = QStringLiteral("Kari Nordmann");
    info.consultantCompany = QStringLiteral("Fjordrådgivning");
    info.notes = QStringLiteral("Quote valid for 30 days.");
    info.language = language;
    info.paper = paper;
    info.date = QDate(2026, 11, 30);
    return info;
}

// How the catalog's internal provenance would show: file names (the validation and serving
// case tables), [S1] markers, GitHub, hashes.
inline const std::vector<std::pair<const char *, QRegularExpression>> &internalPatterns()
{
    static const std::vector<std::pair<const char *, QRegularExpression>> patterns {
        { ".md", QRegularExpression(QStringLiteral("\\.md\\b"), QRegularExpression::CaseInsensitiveOption) },
        { "[S", QRegularExpression(QStringLiteral("\\[S")) },
        { ".json", QRegularExpression(QStringLiteral("\\.json"), QRegularExpression::CaseInsensitiveOption) },
        { ".csv", QRegularExpression(QStringLiteral("\\.csv"), QRegularExpression::CaseInsensitiveOption) },
        // The case tables (validation_cases, serving_cases) and their jargon: the report says
        // "measurements" and "runs".
        { "cases", QRegularExpression(QStringLiteral("(_|\\b)cases\\b"), QRegularExpression::CaseInsensitiveOption) },
        { "github", QRegularExpression(QStringLiteral("github"), QRegularExpression::CaseInsensitiveOption) },
        { "_name_or_path", QRegularExpression(QStringLiteral("_name_or_path")) },
        // A commit hash: 7 or more hex digits with at least one letter and one digit.
        { "commit hash",
            QRegularExpression(QStringLiteral("\\b(?=[0-9a-f]*[a-f])(?=[0-9a-f]*[0-9])[0-9a-f]{7,40}\\b"),
                QRegularExpression::CaseInsensitiveOption) },
    };
    return patterns;
}

} // namespace reporttest
