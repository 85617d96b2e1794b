// bench_report: the full PDF sizing report, offscreen. Not a ctest test. Budget: <= 500 ms
// for the whole export (analysis already computed, as in the app): render + atomic write.
#include "catalog/gpucatalog.h"
#include "analysis/analysis.h"
#include "io/scenariofile.h"
#include "report/reportinfo.h"
#include "report/reportwriter.h"

#include <QApplication>
#include <QFile>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

namespace {

using namespace gpusizer;

core::Analysis exampleAnalysis(const char *name)
{
    QFile file(QStringLiteral(":/examples/%1").arg(QLatin1String(name)));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    auto scenario = core::scenarioFromJson(file.readAll(), name);
    return scenario.ok() ? core::analyse(scenario.value(), core::GpuCatalog::builtIn()) : core::Analysis{};
}

ui::ReportInfo info(const char *language)
{
    ui::ReportInfo i;
    i.customer = QStringLiteral("Nordlys Analyse AS");
    i.project = QStringLiteral("Kundeservice-assistent");
    i.consultantName = QStringLiteral("Kari Nordmann");
    i.consultantCompany = QStringLiteral("Fjordrådgivning AS");
    i.language = QString::fromLatin1(language);
    return i;
}

void exportReport(benchmark::State &state, const char *example, const char *language)
{
    const core::Analysis analysis = exampleAnalysis(example);
    if (!analysis.valid) {
        state.SkipWithError("example scenario not available");
        return;
    }
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("report.pdf"));
    const ui::ReportInfo reportInfo = info(language);
    for (auto _ : state) {
        QString error;
        if (!ui::ReportWriter::write(analysis, reportInfo, path, &error)) {
            state.SkipWithError(error.toStdString().c_str());
            return;
        }
    }
    state.counters["bytes"] = static_cast<double>(QFile(path).size());
}

void BM_ReportQloraEn(benchmark::State &state)
{
    exportReport(state, "llama-3.1-70b-qlora-1xh100.gpusizer.json", "en");
}
void BM_ReportQloraDe(benchmark::State &state)
{
    exportReport(state, "llama-3.1-70b-qlora-1xh100.gpusizer.json", "de");
}
void BM_ReportFullFineTuneNb(benchmark::State &state)
{
    exportReport(state, "mistral-7b-full-2xh100.gpusizer.json", "nb");
}

BENCHMARK(BM_ReportQloraEn)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ReportQloraDe)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ReportFullFineTuneNb)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
