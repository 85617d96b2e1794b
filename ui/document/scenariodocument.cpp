#include "document/scenariodocument.h"

#include "catalog/defaultscenario.h"

#include "catalog/exchangeratesfile.h"

#include "catalog/hfconfigimport.h"
#include "catalog/sizesynthesis.h"
#include "text/errortext.h"
#include "document/pinnedoptions.h"
#include "document/scenarioeditcommand.h"
#include "analysis/analysis.h"
#include "io/scenariofile.h"
#include "util/logging.h"

#include <algorithm>

#include <QFileInfo>
#include <QTimer>
#include <QUndoStack>

#include <spdlog/spdlog.h>

namespace gpusizer::ui {

ScenarioDocument::ScenarioDocument(QObject *parent)
    : ScenarioDocument(core::GpuCatalog::builtIn(), core::ModelCatalog::builtIn(), parent)
{
}

ScenarioDocument::ScenarioDocument(const core::GpuCatalog &gpus, const core::ModelCatalog &models, QObject *parent)
    : QObject(parent)
    , m_base(gpus)
    , m_gpus(gpus)
    , m_userPriceRates(core::builtInExchangeRates())
    , m_rates(core::builtInExchangeRates())
    , m_models(models)
    , m_scenario(defaultScenario(models))
    , m_undoStack(new QUndoStack(this))
    , m_recomputeTimer(new QTimer(this))
    , m_settleTimer(new QTimer(this))
    , m_options(new PinnedOptions(this))
{
    m_recomputeTimer->setSingleShot(true);
    m_recomputeTimer->setInterval(0);
    connect(m_recomputeTimer, &QTimer::timeout, this, &ScenarioDocument::recompute);
    m_settleTimer->setSingleShot(true);
    m_settleTimer->setInterval(kSettleMs);
    connect(m_settleTimer, &QTimer::timeout, this, &ScenarioDocument::recomputeAll);
    connect(m_undoStack, &QUndoStack::cleanChanged, this, [this](bool clean) { emit modifiedChanged(!clean); });
    scheduleRecompute();
}

ScenarioDocument::~ScenarioDocument() = default;

core::Scenario ScenarioDocument::defaultScenario(const core::ModelCatalog &models)
{
    return core::defaultScenario(models);
}

void ScenarioDocument::setGpuCatalog(const core::GpuCatalog &catalog)
{
    m_gpus = catalog;
    emit scenarioChanged();  // price fields show the new list prices
    emit gpuCatalogChanged();
    recomputeAll();
}

void ScenarioDocument::setPriceList(const core::PriceList &list, const core::ExchangeRates &rates)
{
    m_userPrices = list;
    m_userPriceRates = rates;
    usePriceList(list, rates, false);
}

void ScenarioDocument::usePriceList(const core::PriceList &list, const core::ExchangeRates &rates, bool fromFile)
{
    m_prices = list;
    const bool changed = fromFile != m_pricedFromFile;
    m_pricedFromFile = fromFile;
    setGpuCatalog(core::withPriceList(m_base, list, rates));
    if (changed)
        emit pricedFromFileChanged(fromFile);
}

void ScenarioDocument::setRankBy(core::RankBy rank)
{
    if (rank == m_rankBy)
        return;
    m_rankBy = rank;
    recomputeAll();
}

void ScenarioDocument::setDisaggregate(bool on)
{
    if (on == m_disaggregate)
        return;
    m_disaggregate = on;
    recomputeAll();
}

void ScenarioDocument::setExchangeRates(const core::ExchangeRates &rates)
{
    m_rates = rates;
    if (m_scenario.prices.rates != rates && rates.rate(m_scenario.prices.currency))
        applyEdit(tr("Exchange rates"), [rates](core::Scenario &s) { s.prices.rates = rates; });
}

void ScenarioDocument::applyEdit(const QString &description, const std::function<void(core::Scenario &)> &edit,
                                 int mergeId)
{
    core::Scenario next = m_scenario;
    edit(next);
    if (next == m_scenario)
        return;
    m_undoStack->push(new ScenarioEditCommand(this, m_scenario, std::move(next), description, mergeId));
}

void ScenarioDocument::replaceScenario(const QString &description, const core::Scenario &scenario)
{
    if (scenario == m_scenario)
        return;
    sealEdits();
    m_undoStack->push(new ScenarioEditCommand(this, m_scenario, scenario, description, ScenarioEditCommand::kNoMerge));
}

void ScenarioDocument::sealEdits()
{
    const int top = m_undoStack->index() - 1;
    if (top < 0)
        return;
    // The stack hands out const pointers; sealing changes only our own merge bookkeeping.
    auto *command = const_cast<QUndoCommand *>(m_undoStack->command(top));
    static_cast<ScenarioEditCommand *>(command)->seal();
}

bool ScenarioDocument::isModified() const
{
    return !m_undoStack->isClean();
}

QString ScenarioDocument::displayName() const
{
    return m_filePath.isEmpty() ? tr("Untitled") : QFileInfo(m_filePath).fileName();
}

void ScenarioDocument::newScenario(const core::Scenario &scenario)
{
    if (m_pricedFromFile)
        usePriceList(m_userPrices, m_userPriceRates, false);
    m_undoStack->clear();
    setFilePath(QString());
    setCurrentScenario(scenario);
    emit modifiedChanged(false);
}

bool ScenarioDocument::openFile(const QString &path, QString *errorMessage)
{
    core::Result<core::ScenarioWithPrices> read = core::readScenarioFileWithPrices(path.toStdString(), m_base);
    if (!read) {
        core::logging::get("ui")->warn("cannot open {}: {}", path.toStdString(), core::describe(read.error()));
        if (errorMessage)
            *errorMessage = errorText(read.error());
        return false;
    }
    // A file priced with another price list than the user's brings it: the money is the file's.
    const std::optional<core::PriceList> &filePrices = read.value().priceList;
    if (filePrices && *filePrices != m_userPrices)
        usePriceList(*filePrices, read.value().scenario.prices.rates, true);
    else if (m_pricedFromFile)
        usePriceList(m_userPrices, m_userPriceRates, false);
    m_undoStack->clear();
    setFilePath(path);
    setCurrentScenario(read.value().scenario);
    emit modifiedChanged(false);
    return true;
}

bool ScenarioDocument::saveFile(const QString &path, QString *errorMessage)
{
    if (auto error = core::writeScenarioFile(m_scenario, path.toStdString(), {}, &m_prices)) {
        core::logging::get("ui")->warn("cannot save {}: {}", path.toStdString(), core::describe(*error));
        if (errorMessage)
            *errorMessage = errorText(*error);
        return false;
    }
    setFilePath(path);
    sealEdits();
    m_undoStack->setClean();
    return true;
}

bool ScenarioDocument::importModelConfig(const QString &path, QString *errorMessage)
{
    // The whole path: the model is named from the config or the folder holding it.
    core::Result<core::Architecture> arch = core::importHfConfigFile(path.toStdString());
    if (arch) {
        const core::Architecture model = arch.value();
        applyEdit(tr("Import %1").arg(QString::fromStdString(model.displayName)),
                  [&model](core::Scenario &s) { s.model = model; });
        sealEdits();
        return true;
    }
    core::Error error = arch.error();
    if (error.file.empty())
        error.file = path.toStdString();
    core::logging::get("ui")->warn("cannot import {}: {}", path.toStdString(), core::describe(error));
    if (errorMessage)
        *errorMessage = errorText(error);
    return false;
}

void ScenarioDocument::restore(const core::Scenario &scenario, const QString &path, bool modified)
{
    newScenario(scenario);
    setFilePath(path);
    if (modified) {
        m_undoStack->resetClean();
        emit modifiedChanged(true);
    }
}

void ScenarioDocument::setSettleInterval(int ms)
{
    m_settleTimer->setInterval(std::max(0, ms));
}

void ScenarioDocument::flush()
{
    if (m_recomputeTimer->isActive() || m_settleTimer->isActive()) {
        m_recomputeTimer->stop();
        recomputeAll();
    }
}

void ScenarioDocument::setCurrentScenario(const core::Scenario &scenario)
{
    m_scenario = scenario;
    // A second change soon after the first: a slider is being dragged.
    m_rapid = m_rapid || (m_lastChange.isValid() && m_lastChange.elapsed() < m_settleTimer->interval());
    m_lastChange.start();
    emit scenarioChanged();
    scheduleRecompute();
}

void ScenarioDocument::scheduleRecompute()
{
    if (!m_recomputeTimer->isActive())
        m_recomputeTimer->start();
}

void ScenarioDocument::recompute()
{
    if (m_rapid) {
        m_rapid = false;
        core::AnalysisOptions options;
        options.withRecommendations = false;
        options.previous = &m_analysis;
        m_analysis = core::analyse(m_scenario, m_gpus, options);
        if (m_analysis.valid) {
            m_settleTimer->start();
            emit analysisChanged(m_analysis);
            return;
        }
    }
    recomputeAll();
}

void ScenarioDocument::recomputeAll()
{
    m_settleTimer->stop();
    core::AnalysisOptions options;
    options.recommend.rankBy = m_rankBy;
    options.recommend.disaggregate = m_disaggregate;
    options.previous = &m_analysis;
    m_analysis = core::analyse(m_scenario, m_gpus, options);
    if (!m_analysis.valid) {
        // A file read without error whose values the estimate refuses names the file, until
        // the user edits the scenario.
        core::Error error = m_analysis.error;
        if (error.file.empty() && !m_filePath.isEmpty() && !isModified())
            error.file = m_filePath.toStdString();
        emit estimateFailed(errorText(error, m_gpus));
    }
    emit analysisChanged(m_analysis);
}

void ScenarioDocument::setFilePath(const QString &path)
{
    if (path == m_filePath)
        return;
    m_filePath = path;
    emit filePathChanged(path);
}

} // namespace gpusizer::ui
