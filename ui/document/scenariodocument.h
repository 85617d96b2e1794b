#pragma once

#include "catalog/gpucatalog.h"
#include "catalog/modelcatalog.h"
#include "catalog/pricelist.h"
#include "analysis/analysis.h"
#include "model/scenario.h"

#include <functional>

#include <QElapsedTimer>

#include <QObject>
#include <QString>

class QTimer;
class QUndoStack;

namespace gpusizer::ui {

class PinnedOptions;

// The one owner of the current Scenario. Controls change it through applyEdit (each change an
// undo step); it emits scenarioChanged at once and, after the event loop turns (ticks of a
// dragged slider coalesce into one computation), analysisChanged with every number the views
// show. A change within kSettleMs of the one before (a dragged slider) gets an analysis without
// the catalog sweep (recommendationPending); the full one follows once the changes pause
// kSettleMs. It also keeps the file state: path, modified flag, open and save.
class ScenarioDocument final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ScenarioDocument)
public:
    explicit ScenarioDocument(QObject *parent = nullptr);
    ScenarioDocument(const core::GpuCatalog &gpus, const core::ModelCatalog &models, QObject *parent = nullptr);
    ~ScenarioDocument() override;

    const core::Scenario &scenario() const { return m_scenario; }
    // The last computed analysis (may lag scenario() until the pending recompute runs).
    const core::Analysis &analysis() const { return m_analysis; }
    const core::GpuCatalog &gpuCatalog() const { return m_gpus; }
    // The catalog with the user's price list applied; the analysis follows at once.
    void setGpuCatalog(const core::GpuCatalog &catalog);
    // The user's price list and the rates it applies at: the catalog becomes the document's base
    // catalog with it. A scenario file that carries a price list of its own is priced with that
    // one while it is open (pricedFromFile); a new scenario returns to the user's.
    void setPriceList(const core::PriceList &list, const core::ExchangeRates &rates);
    // The price list the catalog has now (saved with the scenario).
    const core::PriceList &priceList() const { return m_prices; }
    bool pricedFromFile() const { return m_pricedFromFile; }
    // The order of the recommended configurations (the window's "Rank by").
    core::RankBy rankBy() const { return m_rankBy; }
    void setRankBy(core::RankBy rank);
    // Serving: the catalog sweep also tries prefill and decode on pools of their own
    // (core::RecommendOptions::disaggregate; the recommendation panel's "Split prefill and decode").
    bool disaggregate() const { return m_disaggregate; }
    void setDisaggregate(bool on);
    // The exchange rates of the preferences: a currency change converts at them, and setting
    // them re-prices the current scenario (one undo step).
    const core::ExchangeRates &exchangeRates() const { return m_rates; }
    void setExchangeRates(const core::ExchangeRates &rates);
    const core::ModelCatalog &modelCatalog() const { return m_models; }
    QUndoStack *undoStack() const { return m_undoStack; }
    // The scenarios pinned as options to compare; they stay when another file is opened.
    PinnedOptions *options() const { return m_options; }

    // Changes the scenario through `edit` as one undo step named `description`. Consecutive
    // edits with the same `mergeId` (>= 0) merge into one step until sealEdits().
    void applyEdit(const QString &description, const std::function<void(core::Scenario &)> &edit,
                   int mergeId = -1);
    // Replaces the whole scenario as one undo step (quick starts, "use this configuration").
    void replaceScenario(const QString &description, const core::Scenario &scenario);
    void sealEdits();

    // File state.
    QString filePath() const { return m_filePath; }
    bool isModified() const;
    QString displayName() const;  // file name or "Untitled"
    // Starts over with `scenario`: no file, empty history, unmodified.
    void newScenario(const core::Scenario &scenario);
    // On failure `errorMessage` gets the translated reason and nothing changes.
    bool openFile(const QString &path, QString *errorMessage);
    bool saveFile(const QString &path, QString *errorMessage);
    // Reads a Hugging Face config.json and makes it the model (one undo step).
    bool importModelConfig(const QString &path, QString *errorMessage);
    // Restores a scenario without a file (last session); `modified` marks it unsaved.
    void restore(const core::Scenario &scenario, const QString &path, bool modified);

    // Computes the full analysis now if a recompute or the catalog sweep is pending (tests,
    // benchmark, export).
    void flush();

    // Pause after the last change before the catalog sweep runs while changes come quickly.
    static constexpr int kSettleMs = 120;
    // The pause after which the full analysis comes (kSettleMs; longer for profiling runs).
    void setSettleInterval(int ms);

    // The scenario a new document starts with (Llama 3.1 8B LoRA on one H100 when the presets
    // are there).
    static core::Scenario defaultScenario(const core::ModelCatalog &models);

signals:
    void scenarioChanged();
    void analysisChanged(const gpusizer::core::Analysis &analysis);
    // The scenario cannot be estimated (translated reason); cleared by a later valid analysis.
    void estimateFailed(const QString &message);
    void filePathChanged(const QString &path);
    // setGpuCatalog: prices and GPUs of the catalog changed (the pinned options follow).
    void gpuCatalogChanged();
    // An opened file brought its own price list (the user's is kept for the next scenario).
    void pricedFromFileChanged(bool fromFile);
    void modifiedChanged(bool modified);

private:
    friend class ScenarioEditCommand;
    void setCurrentScenario(const core::Scenario &scenario);
    void scheduleRecompute();
    void recompute();
    void recomputeAll();
    void setFilePath(const QString &path);
    void usePriceList(const core::PriceList &list, const core::ExchangeRates &rates, bool fromFile);

    const core::GpuCatalog m_base;  // the catalog price lists apply to
    core::GpuCatalog m_gpus;
    core::PriceList m_prices;       // applied to m_gpus
    core::PriceList m_userPrices;   // the user's (setPriceList)
    core::ExchangeRates m_userPriceRates;
    bool m_pricedFromFile = false;
    core::ExchangeRates m_rates;
    core::RankBy m_rankBy = core::RankBy::Best;
    bool m_disaggregate = false;
    const core::ModelCatalog &m_models;
    core::Scenario m_scenario;
    core::Analysis m_analysis;
    QUndoStack *m_undoStack;
    QTimer *m_recomputeTimer;
    QTimer *m_settleTimer;          // the catalog sweep after a pause
    QElapsedTimer m_lastChange;     // since the last scenario change
    bool m_rapid = false;           // the pending recompute follows a change within kSettleMs
    QString m_filePath;
    PinnedOptions *m_options;
};

} // namespace gpusizer::ui
