#pragma once

// Scenarios, PDF tools and text normalisation shared by the report tests.
#include "catalog/gpucatalog.h"
#include "catalog/modelcatalog.h"
#include "analysis/analysis.h"

#include <QProcess>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

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

} // namespace reporttest
